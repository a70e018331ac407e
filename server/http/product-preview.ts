import type { Context } from 'hono'
import type { ShopLoadContext } from '#core/context'
import type { Locale } from '#core/locales'
import type { Database } from '#server/db/client'
import { normalizePath } from '#server/domain/catalogue/catalogue'
import { loadCategoryTree } from '#server/domain/catalogue/categories'
import { loadProductDetail } from '#server/domain/catalogue/products'
import type { Config } from '../config'
import type { AppEnv } from './env'
import { createLoadContext, type PageServices } from './load-context'
import { PRIVATE_NO_STORE } from './middleware/cache-policy'
import type { DocumentHandler } from './pages'

/**
 * Renders a product's real shop page for staff before it is published (issue 35): the same document
 * handler, loader and components as a shopper's page, with the product read even when inactive, straight
 * from the database. It never goes through the page cache (neither read nor filled) nor the catalogue's
 * caches, is kept by nobody (`private, no-store`) and indexed by nobody. Only the back office calls it,
 * behind its staff guard; a shopper asking for an inactive product still gets 404.
 */
export type ProductPreview = (
  c: Context<AppEnv>,
  productId: number,
  locale: Locale,
) => Promise<Response | null>

export function createProductPreview(deps: {
  db: Database
  config: Config
  services: PageServices
  handleDocument: DocumentHandler
}): ProductPreview {
  return async (c, productId, locale) => {
    // The page as the language's own path shows it (a language with a host of its own has no prefix there;
    // previewed on the back office's host, every language but Dutch takes its prefix).
    const prefix = locale === 'nl' ? '' : `/${locale}`
    const site = { locale, prefix }
    const product = await loadProductDetail(deps.db, site, productId, await loadCategoryTree(deps.db, site), {
      includeInactive: true,
    })
    if (!product) return null
    c.set('locale', locale)
    c.set('localePrefix', prefix)
    const path = product.link.slice(prefix.length)
    const base = createLoadContext(c, { config: deps.config, services: deps.services, viewer: null })
    const context: ShopLoadContext = {
      ...base,
      catalog: {
        ...base.catalog,
        resolvePath: async (asked, askedPath, query) =>
          normalizePath(askedPath) === normalizePath(path)
            ? { type: 'product', product }
            : base.catalog.resolvePath(asked, askedPath, query),
      },
    }
    const url = new URL(product.link, c.req.url)
    const response = await deps.handleDocument(new Request(url, { headers: c.req.raw.headers }), context)
    const headers = new Headers(response.headers)
    headers.set('Cache-Control', PRIVATE_NO_STORE)
    headers.set('X-Robots-Tag', 'noindex, nofollow')
    return new Response(response.body, { status: response.status, headers })
  }
}

import { data, redirect } from 'react-router'
import { hasImpossiblePage, parseListingQuery } from '#core/listing-query'
import { CategoryView } from '#app/features/catalog/category-view'
import { cleanSearchParams } from '#app/features/catalog/listing-url'
import { categoryAlternates, categoryMeta } from '#app/features/catalog/seo'
import { ProductPage } from '#app/features/product/product-page'
import { ProductJsonLd, productMeta } from '#app/features/product/product-seo'
import { localePath } from '#core/routes/locale'
import { metaTranslator } from '#app/i18n/meta'
import { useRootData, type RootData } from '#app/lib/root-data'
import type { Route } from './+types/catch-all'
import { publicPageHeaders } from '#app/lib/page-headers'

/**
 * Category and product links come from data (spec §2): every path that is no fixed page is resolved by
 * the catalogue. A category renders its listing (state from the URL), a product its page, a moved slug
 * answers 301, anything else the localized 404 page (root error boundary).
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  // `url`, not `request.url`: with v8_passThroughRequests the request of a client navigation still has
  // React Router's `.data` suffix and `_routes` parameter; `url` is the page's own address.
  const path = url.pathname.slice(context.prefix.length) || '/'
  if (hasImpossiblePage(url.searchParams)) throw data(null, { status: 404 })
  const query = parseListingQuery(cleanSearchParams(url.searchParams))
  const resolved = await context.catalog.resolvePath(
    { locale: context.locale, prefix: context.prefix },
    safeDecode(path),
    query,
  )
  if (!resolved) throw data(null, { status: 404 })
  switch (resolved.type) {
    case 'redirect':
      // A moved page keeps its query (filters, page) at the new address.
      throw redirect(
        url.search && !resolved.location.includes('?') ? resolved.location + url.search : resolved.location,
        301,
      )
    case 'product':
      return { kind: 'product' as const, product: resolved.product, alternates: resolved.product.alternates }
    case 'category':
      return {
        kind: 'category' as const,
        listing: resolved.listing,
        alternates: categoryAlternates(resolved.listing),
      }
  }
}

/** The same page for every anonymous shopper: shared and page caches may keep it. */
export const headers = publicPageHeaders

export const meta: Route.MetaFunction = (args) => {
  const { t, company } = metaTranslator(args)
  const loaderData = args.loaderData
  if (!loaderData) return []
  if (loaderData.kind === 'product') return productMeta(loaderData.product, { company })
  const root = args.matches.find((match) => match?.id === 'root')?.data as RootData | undefined
  if (!root) return []
  return categoryMeta({
    listing: loaderData.listing,
    company,
    origin: root.publicUrl,
    home: { name: t('shell.home'), link: localePath(root.prefix, root.locale, 'home') },
    title: (name, page) => (page > 1 ? t('catalog.category.titlePage', { name, page }) : name),
    fallbackDescription: (name, count) => t('catalog.category.metaDescription', { name, company, count }),
  })
}

export default function CatchAll({ loaderData }: Route.ComponentProps) {
  const root = useRootData()
  if (loaderData.kind === 'product') {
    return (
      <>
        <ProductJsonLd product={loaderData.product} origin={root?.publicUrl} />
        <ProductPage product={loaderData.product} />
      </>
    )
  }
  return <CategoryView listing={loaderData.listing} />
}

/** Paths arrive percent-encoded; the catalogue compares slugs as text. A broken escape stays as it is. */
function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path)
  } catch {
    return path
  }
}

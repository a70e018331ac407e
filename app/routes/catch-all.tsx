import { data, redirect, type MetaDescriptor } from 'react-router'
import { hasImpossiblePage, parseListingQuery } from '#core/listing-query'
import { CATALOGUE_PAGE_ATTRIBUTE, loadCataloguePage, useCataloguePage } from './catalogue-pages'
import { cleanSearchParams } from '#app/features/catalogue/listing-url'
import { categoryAlternates, categoryMeta } from '#app/features/catalogue/seo'
import { productJsonLdMeta } from '#app/features/product/product-json-ld'
import { productMeta } from '#app/features/product/product-seo'
import { localePath } from '#core/routes/locale'
import { translator } from '#app/i18n/meta'
import { ChunkErrorBoundary } from '#app/ui/chunk-error-boundary'
import { showChunkLoadFailed } from '#app/ui/chunk-error-modal'
import { useI18n } from '#app/i18n/i18n'
import type { Route } from './+types/catch-all'
import { publicPageHeaders } from '#app/lib/page-headers'

/**
 * Category and product links come from data (spec §2): every path that is no fixed page is resolved by
 * the catalogue. A category renders its listing (state from the URL), a product its page, a moved slug
 * answers 301, anything else the localized 404 page (root error boundary). The page code of each kind is
 * a chunk of its own (`catalogue-pages.ts`, docs/decisions/0042); this module keeps only what both need.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  // `url`, not `request.url`: with v8_passThroughRequests the request of a client navigation still has
  // React Router's `.data` suffix and `_routes` parameter; `url` is the page's own address.
  const path = url.pathname.slice(context.prefix.length) || '/'
  if (hasImpossiblePage(url.searchParams)) throw data(null, { status: 404 })
  const query = parseListingQuery(cleanSearchParams(url.searchParams))
  const [resolved, shell] = await Promise.all([
    context.catalog.resolvePath({ locale: context.locale, prefix: context.prefix }, safeDecode(path), query),
    context.shell(context.locale),
  ])
  if (!resolved) throw data(null, { status: 404 })
  const home = () => ({
    name: translator(context.locale)('shell.home'),
    link: localePath(context.prefix, context.locale, 'home'),
  })
  // The server renders synchronously what the browser loads before hydration.
  if (resolved.type !== 'redirect') await loadCataloguePage(resolved.type)
  switch (resolved.type) {
    case 'redirect':
      // A moved page keeps its query (filters, page) at the new address.
      throw redirect(
        url.search && !resolved.location.includes('?') ? resolved.location + url.search : resolved.location,
        301,
      )
    case 'product':
      return {
        kind: 'product' as const,
        product: resolved.product,
        alternates: resolved.product.alternates,
        meta: [
          ...productMeta(resolved.product, { company: shell.company_name, origin: context.publicUrl }),
          ...productJsonLdMeta(resolved.product, home(), context.publicUrl),
        ],
      }
    case 'category': {
      const t = translator(context.locale)
      const company = shell.company_name
      return {
        kind: 'category' as const,
        listing: resolved.listing,
        alternates: categoryAlternates(resolved.listing),
        meta: categoryMeta({
          listing: resolved.listing,
          company,
          origin: context.publicUrl,
          home: home(),
          title: (name, page) => (page > 1 ? t('catalog.category.titlePage', { name, page }) : name),
          fallbackDescription: (name, count) =>
            t('catalog.category.metaDescription', { name, company, count }),
        }),
      }
    }
  }
}

/** The same page for every anonymous shopper: shared and page caches may keep it. */
export const headers = publicPageHeaders

// Title, description and structured data come with the data (the loader has every message), so that the
// route's code in the browser stays small: it is in the first load of every product and category page.
export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData?.meta ?? []) as MetaDescriptor[]

export default function CatchAll({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n()
  return (
    // `display: contents`: a marker for entry.client, not a box.
    <div className="contents" {...{ [CATALOGUE_PAGE_ATTRIBUTE]: loaderData.kind }}>
      {/* A page chunk that fails to load on navigation says so, with a reload button (spec §8). */}
      <ChunkErrorBoundary key={loaderData.kind} onChunkError={(error) => showChunkLoadFailed(t, error)}>
        <CataloguePage data={loaderData} />
      </ChunkErrorBoundary>
    </div>
  )
}

type PageData = Route.ComponentProps['loaderData']

function CataloguePage({ data }: { data: PageData }) {
  return data.kind === 'product' ? <Product data={data} /> : <Category data={data} />
}

function Product({ data }: { data: Extract<PageData, { kind: 'product' }> }) {
  const { ProductRoutePage } = useCataloguePage('product')
  return <ProductRoutePage product={data.product} />
}

function Category({ data }: { data: Extract<PageData, { kind: 'category' }> }) {
  const { CategoryView } = useCataloguePage('category')
  return <CategoryView listing={data.listing} />
}

/** Paths arrive percent-encoded; the catalogue compares slugs as text. A broken escape stays as it is. */
function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path)
  } catch {
    return path
  }
}

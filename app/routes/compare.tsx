import { data, useLoaderData } from 'react-router'
import { parseDatabaseId } from '#core/schemas/ids'
import { ComparePage } from '#app/features/compare/compare-page'
import { publicPageHeaders } from '#app/lib/page-headers'
import { pageMeta } from '#app/i18n/meta'
import type { Route } from './+types/compare'

/**
 * The compare page (spec §2: the compare base route, then the first and the second product id): both products
 * side by side, server-rendered and shareable. An id that is no product, or the same product twice, is a 404.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const given = [params.first, params.second].filter((value) => value !== undefined)
  const ids = given.map(parseDatabaseId)
  if (ids.some((id) => id === null) || new Set(ids).size !== ids.length) throw data(null, { status: 404 })
  const products = await context.catalog.productDetails(
    { locale: context.locale, prefix: context.prefix },
    ids as number[],
  )
  if (products.length !== ids.length) throw data(null, { status: 404 })
  return { products }
}

// The same for every guest (prices follow the dealer rule, and dealers are never served from a shared cache).
export const headers = publicPageHeaders

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, 'page.compare'),
  { name: 'robots', content: 'noindex, follow' },
]

export default function Page() {
  return <ComparePage products={useLoaderData<typeof loader>().products} />
}

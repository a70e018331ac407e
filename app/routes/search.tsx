import { redirect } from 'react-router'
import { searchBatchSchema } from '#core/schemas/search'
import { parseSearchPageQuery, searchPageRequests, searchPageSearch } from '#core/search-page-query'
import { metaTranslator, pageMeta, translator } from '#app/i18n/meta'
import { publicPageHeaders } from '#app/lib/page-headers'
import { SearchPage } from '#app/features/search/search-page'
import type { Route } from './+types/search'

/** The same page for every shopper: shared and page caches may keep it (decision 0043). */
export const headers = publicPageHeaders

// The title names the query (WCAG 2.4.2); it comes with the data, where every message is loaded.
export const meta: Route.MetaFunction = (args) => {
  const title = args.loaderData?.title
  return title ? [{ title: `${title} - ${metaTranslator(args).company}` }] : pageMeta(args, 'page.search')
}

/**
 * The search page (issue 13, spec §2 "Search"): the query and section, brand and category filters, a price
 * range, the sort and the page all come from the URL and are rendered on the server; the header shows no
 * popover here.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const query = parseSearchPageQuery(url.searchParams)
  // The spec's `query` parameter leads to the shop's own `q`: one address per search, shown in the header box.
  if (url.searchParams.has('query') && !url.searchParams.has('q'))
    throw redirect(`${url.pathname}${searchPageSearch(query)}`)
  const batch = searchBatchSchema.parse({ requests: searchPageRequests(query, context.locale) })
  const { results } = await context.search.search({ locale: context.locale, prefix: context.prefix }, batch, {
    browse: true,
  })
  const title = query.q ? translator(context.locale)('search.page.documentTitle', { query: query.q }) : null
  return { query, results, title }
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <SearchPage query={loaderData.query} results={loaderData.results} />
}

import { data, useLoaderData } from 'react-router'
import { privateHeaders } from '#app/features/account/require-customer'
import { WishListPageView } from '#app/features/wish-list/wish-list-page'
import { pageMeta } from '#app/i18n/meta'
import type { Route } from './+types/wish-list'

/**
 * The wish lists (spec §2 /wish-list): the shopper's own lists, or someone's public list by its link (read
 * only). A private list of someone else is the same 404 as no list at all.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const page = await context.wishList.page(
    { locale: context.locale, prefix: context.prefix },
    params.token ?? null,
  )
  if (!page) throw data(null, { status: 404 })
  return page
}

// Personal (or shared by a private link): never kept by a shared cache, never indexed.
export const headers = privateHeaders

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, 'page.wishList'),
  { name: 'robots', content: 'noindex' },
]

export default function Page() {
  return <WishListPageView page={useLoaderData<typeof loader>()} />
}

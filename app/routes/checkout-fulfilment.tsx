import { fulfilmentAction, loadFulfilment } from '#app/features/checkout/fulfilment-action'
import { FulfilmentPage } from '#app/features/checkout/fulfilment-page'
import { pageMeta } from '#app/i18n/meta'
import type { Route } from './+types/checkout-fulfilment'
import { useMessages } from '#app/i18n/i18n'

/** Checkout step 2 (spec §2): gated on step 1; every choice and "place order" posts to the action. */
export const loader = ({ context }: Route.LoaderArgs) => loadFulfilment(context)
export const action = ({ request, context }: Route.ActionArgs) => fulfilmentAction(request, context)

export function headers(): Headers {
  return new Headers({ 'Cache-Control': 'private, no-store' })
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, 'page.checkoutFulfilment'),
  { name: 'robots', content: 'noindex' },
]

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  // The account, checkout and form messages load with the first such page (docs/decisions/0042).
  useMessages('forms', 'cart')
  return <FulfilmentPage data={loaderData} placed={actionData} />
}

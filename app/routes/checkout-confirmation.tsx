import { createAccount, loadConfirmation } from '#app/features/checkout/confirmation-action'
import { ConfirmationElsewhere } from '#app/features/checkout/confirmation-elsewhere'
import { ConfirmationPage } from '#app/features/checkout/confirmation-page'
import { pageMeta } from '#app/i18n/meta'
import type { Route } from './+types/checkout-confirmation'
import { useMessages } from '#app/i18n/i18n'

/** Checkout step 3 (spec §2 "Order-completed page"): the order, and an account for a guest. */
export const loader = ({ context, params }: Route.LoaderArgs) => loadConfirmation(context, params.checkoutId)
export const action = ({ request, context, params }: Route.ActionArgs) =>
  createAccount(request, context, params.checkoutId)

export function headers(): Headers {
  return new Headers({ 'Cache-Control': 'private, no-store' })
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, 'page.checkoutConfirmation'),
  { name: 'robots', content: 'noindex' },
]

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  // The account, checkout and form messages load with the first such page (docs/decisions/0042).
  useMessages('forms', 'cart')
  if ('elsewhere' in loaderData) return <ConfirmationElsewhere data={loaderData} />
  return <ConfirmationPage data={loaderData} account={actionData} />
}

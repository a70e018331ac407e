import { loadRegister, saveRegister } from '#app/features/checkout/register-action'
import { RegisterPage } from '#app/features/checkout/register-page'
import { pageMeta } from '#app/i18n/meta'
import type { Route } from './+types/checkout-register'
import { useMessages } from '#app/i18n/i18n'

/** Checkout step 1, own details (spec §2): gated, server-rendered, a plain form post. */
export const loader = ({ context }: Route.LoaderArgs) => loadRegister(context)
export const action = ({ request, context }: Route.ActionArgs) => saveRegister(request, context)

export function headers(): Headers {
  return new Headers({ 'Cache-Control': 'private, no-store' })
}

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, 'page.checkoutRegister'),
  { name: 'robots', content: 'noindex' },
]

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  // The account, checkout and form messages load with the first such page (docs/decisions/0042).
  useMessages('forms', 'cart')
  return <RegisterPage data={loaderData} refused={actionData} />
}

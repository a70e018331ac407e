import { pageMeta } from '#app/i18n/meta'
import { PendingPage } from '#app/features/shell/pending-page'
import type { Route } from './+types/checkout-register'

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'page.checkoutRegister')

export default function Page() {
  return <PendingPage titleKey="page.checkoutRegister" step={1} />
}

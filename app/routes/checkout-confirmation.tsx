import { pageMeta } from '#app/i18n/meta'
import { PendingPage } from '#app/features/shell/pending-page'
import type { Route } from './+types/checkout-confirmation'

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'page.checkoutConfirmation')

export default function Page() {
  return <PendingPage titleKey="page.checkoutConfirmation" step={3} />
}

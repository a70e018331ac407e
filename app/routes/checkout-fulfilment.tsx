import { pageMeta } from '#app/i18n/meta'
import { PendingPage } from '#app/features/shell/pending-page'
import type { Route } from './+types/checkout-fulfilment'

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'page.checkoutFulfilment')

export default function Page() {
  return <PendingPage titleKey="page.checkoutFulfilment" step={2} />
}

import { pageMeta } from '#app/i18n/meta'
import { PendingPage } from '#app/features/shell/pending-page'
import type { Route } from './+types/password-request'

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'page.passwordRequest')

export default function Page() {
  return <PendingPage titleKey="page.passwordRequest" />
}

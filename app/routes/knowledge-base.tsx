import { pageMeta } from '#app/i18n/meta'
import { PendingPage } from '#app/features/shell/pending-page'
import type { Route } from './+types/knowledge-base'

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'page.knowledgeBase')

export default function Page() {
  return <PendingPage titleKey="page.knowledgeBase" />
}

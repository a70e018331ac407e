import { pageMeta } from '#app/i18n/meta'
import { publicPageHeaders } from '#app/lib/page-headers'
import { ServiceLayout } from '#app/features/service/service-layout'
import { ReturnsContent } from '#app/features/service/returns-content'
import type { Route } from './+types/service-returns'

/** The same page for every shopper: shared and page caches may keep it (decision 0043). */
export const headers = publicPageHeaders

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, 'page.serviceReturns', 'page.serviceReturnsDescription')

export default function Page() {
  return (
    <ServiceLayout page="serviceReturns">
      <ReturnsContent />
    </ServiceLayout>
  )
}

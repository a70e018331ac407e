import { pageMeta } from '#app/i18n/meta'
import { publicPageHeaders } from '#app/lib/page-headers'
import { AccessibilityContent } from '#app/features/service/accessibility-content'
import { ServiceLayout } from '#app/features/service/service-layout'
import type { Route } from './+types/accessibility'

/** The same page for every shopper: shared and page caches may keep it (decision 0043). */
export const headers = publicPageHeaders

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, 'page.accessibility', 'page.accessibilityDescription')

export default function Page() {
  return (
    <ServiceLayout page="accessibility">
      <AccessibilityContent />
    </ServiceLayout>
  )
}

import { pageMeta } from '#app/i18n/meta'
import { publicPageHeaders } from '#app/lib/page-headers'
import { ServiceLayout } from '#app/features/service/service-layout'
import { LegalText } from '#app/features/service/legal-text'
import type { Route } from './+types/terms'

/** The same page for every shopper: shared and page caches may keep it (decision 0043). */
export const headers = publicPageHeaders

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'page.terms', 'page.termsDescription')

export default function Page() {
  return (
    <ServiceLayout page="terms">
      <LegalText document="terms" />
    </ServiceLayout>
  )
}

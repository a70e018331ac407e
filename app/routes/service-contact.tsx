import { pageMeta } from '#app/i18n/meta'
import { publicPageHeaders } from '#app/lib/page-headers'
import { ServiceLayout } from '#app/features/service/service-layout'
import { ContactContent } from '#app/features/service/contact-content'
import type { Route } from './+types/service-contact'

/** The same page for every shopper: shared and page caches may keep it (decision 0043). */
export const headers = publicPageHeaders

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, 'page.serviceContact', 'page.serviceContactDescription')

export default function Page() {
  return (
    <ServiceLayout page="serviceContact">
      <ContactContent />
    </ServiceLayout>
  )
}

import { pageMeta } from '#app/i18n/meta'
import { publicPageHeaders } from '#app/lib/page-headers'
import { ServiceLayout } from '#app/features/service/service-layout'
import { ShippingContent } from '#app/features/service/shipping-content'
import type { Route } from './+types/service-shipping'

/** The same page for every shopper: shared and page caches may keep it (decision 0043). */
export const headers = publicPageHeaders

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, 'page.serviceShipping', 'page.serviceShippingDescription')

/** Methods, costs and thresholds from the shop's shipping tables, never typed into the text. */
export async function loader({ context }: Route.LoaderArgs) {
  return { shipping: await context.service.shipping(context.locale) }
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <ServiceLayout page="serviceShipping">
      <ShippingContent data={loaderData.shipping} />
    </ServiceLayout>
  )
}

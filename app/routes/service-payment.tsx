import { pageMeta } from '#app/i18n/meta'
import { publicPageHeaders } from '#app/lib/page-headers'
import { ServiceLayout } from '#app/features/service/service-layout'
import { PaymentContent } from '#app/features/service/payment-content'
import type { Route } from './+types/service-payment'

/** The same page for every shopper: shared and page caches may keep it (decision 0043). */
export const headers = publicPageHeaders

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, 'page.servicePayment', 'page.servicePaymentDescription')

/** The methods the payment provider offers the shop, named from the catalogue. */
export async function loader({ context }: Route.LoaderArgs) {
  return { payment: await context.service.payment(context.locale) }
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <ServiceLayout page="servicePayment">
      <PaymentContent data={loaderData.payment} />
    </ServiceLayout>
  )
}

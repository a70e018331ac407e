import { useEffect, useRef, useState } from 'react'
import { Form, useNavigation, useRevalidator } from 'react-router'
import { formatPickupAddress, toCheckoutPickupPoint } from '#core/pickup-points/pickup-point'
import type { PickupLocation } from '#core/pickup-points/location'
import type { CheckoutTransaction, FulfilmentCheckout } from '#core/schemas/checkout'
import { useHydrated } from './use-hydrated'
import { LazyPickupPointChooser } from '#app/features/pickup-points/lazy-pickup-point-chooser'
import type { MessageKey } from '#app/i18n/catalog'
import { useI18n } from '#app/i18n/i18n'
import { frontApi } from '#app/lib/front-api'
import { Button } from '#app/ui/button'
import { focusElement, focusFirstError } from '#app/ui/focus'
import { FormBanner } from '#app/ui/form-banner'
import { Spinner } from '#app/ui/icons/spinner'
import { announce } from '#app/ui/live-announcer'
import { AddressesSection } from './addresses-section'
import { trackPaymentInfo, trackShippingInfo } from './checkout-analytics'
import { CheckoutFrame } from './checkout-frame'
import { DeliverySection } from './delivery-section'
import { DiscountForm } from './discount-form'
import { ExtrasSection } from './extras-section'
import type { FulfilmentActionData, FulfilmentLoaderData } from './fulfilment-action'
import { euro, OrderSummary } from './order-summary'
import { PaymentSection } from './payment-section'
import { useFulfilmentChange } from './use-fulfilment-change'

const PAYMENT_PROBLEMS: Partial<Record<CheckoutTransaction['status'], MessageKey>> = {
  failed: 'checkout.paymentProblem.failed',
  canceled: 'checkout.paymentProblem.canceled',
  expired: 'checkout.paymentProblem.expired',
  create_failed: 'checkout.paymentProblem.failed',
}

/** The fields whose errors the sections of this page show under them (the rest go to the banner). */
const FIELDS_SHOWN: ReadonlySet<string> = new Set([
  'address_id',
  'fulfilment_method_entry_id',
  'pickup_point',
  'payment_method_entry_id',
  'payment_method_bank_id',
  'customer_comment',
  'customer_reference',
  'newsletter_subscription',
  'create_account',
])

/**
 * Checkout step 2, fulfilment (spec §2, §4 "Fulfilment"): delivery method and pickup point, payment method
 * and bank, the addresses, a comment, reference, newsletter and account, the order summary with the
 * discount code, and "place order", which starts the payment and sends the shopper to the provider. One
 * form posts everything without JavaScript; with it every choice is saved as it is made.
 */
export function FulfilmentPage({
  data,
  placed,
}: {
  data: FulfilmentLoaderData
  placed: FulfilmentActionData | undefined
}) {
  const { t, locale } = useI18n()
  const { checkout, mapTiles } = data
  const hydrated = useHydrated()
  const change = useFulfilmentChange()
  const navigation = useNavigation()
  const revalidator = useRevalidator()
  const [chooserOpen, setChooserOpen] = useState(false)
  const [chunkError, setChunkError] = useState<string | null>(null)
  const placing = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'place'

  // The newest answer wins: a background change, or the posted form.
  const latest = [change.data, placed].filter((x): x is FulfilmentActionData => Boolean(x))
  latest.sort((a, b) => b.at - a.at)
  const answer = latest[0]
  const errors = answer?.errors ?? {}
  const problem = paymentProblem(checkout)
  // The answer's message is its first field error: said once, under its field, when the page shows that field.
  const underFields = Object.entries(errors).flatMap(([field, messages]) =>
    FIELDS_SHOWN.has(field) ? messages : [],
  )
  const message = answer?.message && !underFields.includes(answer.message) ? answer.message : null
  const banner = message ?? (problem ? t(problem) : chunkError)

  const choosePickupPoint = async (location: PickupLocation) => {
    await frontApi(`checkout/${encodeURIComponent(checkout.id)}/fulfilment/address-pickup-point`, {
      method: 'PUT',
      body: toCheckoutPickupPoint(location),
      locale,
    })
    await revalidator.revalidate()
    // Focus returns to the chooser's button when it closes; the point shown beside it is said (WCAG 4.1.3).
    announce(
      t('checkout.pickup.chosenAnnounce', { name: location.Name, address: formatPickupAddress(location) }),
    )
  }

  // A refused order is placed from the page's bottom: focus goes to the first group or field in error (its
  // message is its description), else to the message (WCAG 2.4.3, 3.3.1). A refused background change does not
  // move focus: the shopper is still at the choice they made.
  const form = useRef<HTMLFormElement>(null)
  const refusedAt =
    placed && placed === answer && (placed.message || Object.keys(placed.errors).length > 0)
      ? placed.at
      : null
  useEffect(() => {
    if (refusedAt === null) return
    // A missing pickup point is told at its button, which opens the chooser: a group or field cannot hold it.
    const first = form.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-error-focus]')
    if (!focusElement(first)) focusFirstError(form.current)
  }, [refusedAt])

  const pickupFrom = pickupStart(checkout)

  return (
    <CheckoutFrame
      step={2}
      title={t('page.checkoutFulfilment')}
      testId="checkout-fulfilment"
      links={[checkout.routes.shopping_cart, checkout.routes.checkout]}
      aside={
        <OrderSummary checkout={checkout}>
          <div className="border-t border-gray-200 pt-4">
            <DiscountForm checkout={checkout} />
          </div>
        </OrderSummary>
      }
    >
      <Form ref={form} method="post" noValidate className="flex flex-col gap-5" data-testid="fulfilment-form">
        <FormBanner message={banner} />
        <AddressesSection checkout={checkout} errors={errors} change={change} hydrated={hydrated} />
        <DeliverySection
          checkout={checkout}
          errors={errors}
          change={change}
          hydrated={hydrated}
          onTrack={(method) => trackShippingInfo(checkout, method.title)}
          onChoosePickupPoint={() => setChooserOpen(true)}
        />
        <PaymentSection
          checkout={checkout}
          errors={errors}
          change={change}
          hydrated={hydrated}
          onTrack={(method) => trackPaymentInfo(checkout, method.title)}
        />
        <ExtrasSection checkout={checkout} errors={errors} change={change} hydrated={hydrated} />
        <PlaceOrder checkout={checkout} placing={placing} busy={change.busy} />
      </Form>
      <LazyPickupPointChooser
        open={chooserOpen}
        onClose={() => setChooserOpen(false)}
        onChoose={choosePickupPoint}
        initialPostalCode={pickupFrom.postalCode}
        initialCountry={pickupFrom.country}
        tiles={mapTiles}
        onChunkError={(error) => {
          setChooserOpen(false)
          setChunkError(error.message)
        }}
      />
    </CheckoutFrame>
  )
}

/**
 * Where the pickup-point chooser starts: the chosen point's postcode, else the delivery address's when it is in
 * the Netherlands or Belgium (the chooser searches only there), else nothing, so that it starts at spec §2's
 * 3442AE in NL (its default) and says which postcode it shows.
 */
export function pickupStart(checkout: Pick<FulfilmentCheckout, 'pickup_point' | 'address'>): {
  postalCode: string | undefined
  country: 'NL' | 'BE'
} {
  const point = checkout.pickup_point
  if (point?.postal_code)
    return { postalCode: point.postal_code, country: point.country_iso === 'BE' ? 'BE' : 'NL' }
  const address = checkout.address
  if (address?.postal_code && (address.country_iso === 'NL' || address.country_iso === 'BE'))
    return { postalCode: address.postal_code, country: address.country_iso }
  return { postalCode: undefined, country: 'NL' }
}

/** Spec §8: a payment that failed or was cancelled brings the shopper back here, order not finished. */
function paymentProblem(checkout: FulfilmentCheckout): MessageKey | null {
  const latest = checkout.transactions[0]
  return latest ? (PAYMENT_PROBLEMS[latest.status] ?? null) : null
}

function PlaceOrder({
  checkout,
  placing,
  busy,
}: {
  checkout: FulfilmentCheckout
  placing: boolean
  busy: boolean
}) {
  const { t } = useI18n()
  return (
    <div
      className="flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-4 sm:p-6"
      data-testid="place-order"
    >
      <div className="flex items-baseline justify-between gap-3 text-lg font-bold text-gray-900">
        <span>{t('checkout.toPay')}</span>
        <span data-testid="place-order-total">{euro(checkout.totals.total_tax_incl)}</span>
      </div>
      <p className="text-xs text-gray-600">{t('checkout.terms')}</p>
      <Button
        type="submit"
        name="intent"
        value="place"
        variant="green"
        className="w-full text-base"
        disabled={placing || busy}
        data-testid="place-order-submit"
      >
        {placing ? <Spinner className="size-4" /> : null}
        {t('checkout.placeOrder')}
      </Button>
    </div>
  )
}

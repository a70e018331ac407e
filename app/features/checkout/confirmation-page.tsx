import { useEffect, useRef } from 'react'
import { Form, Link, useNavigation, useRevalidator } from 'react-router'
import { PASSWORD_MIN_LENGTH } from '#core/schemas/checkout-steps'
import type { ConfirmationResponse, OrderView } from '#core/schemas/order'
import { useI18n, useMessages } from '#app/i18n/i18n'
import { Button, buttonClass } from '#app/ui/button'
import { FormBanner } from '#app/ui/form-banner'
import { CheckIcon } from '#app/ui/icons/check'
import { Spinner } from '#app/ui/icons/spinner'
import { TextField } from '#app/ui/text-field'
import { Thumbnail } from '#app/ui/thumbnail'
import { usePurchase } from './checkout-analytics'
import { CheckoutFrame, CheckoutSection } from './checkout-frame'
import type { CreateAccountActionData } from './confirmation-action'
import { euro } from './order-summary'
import { OpeningHoursList } from './pickup-point-summary'
import { formatShopDate } from '#core/shop-dates'

/** How often, and how many times, a page waiting for the payment asks again. */
const PENDING_POLL_MS = 3000
const PENDING_POLLS = 20

/**
 * Checkout step 3 (spec §2 "Order-completed page"): the order — number, date, status, lines, addresses,
 * pickup point with opening hours, payment and delivery method — and, for a guest, an account made with one
 * password. A payment the provider has not confirmed yet is shown as awaited, and the page asks again.
 */
export function ConfirmationPage({
  data,
  account,
}: {
  data: ConfirmationResponse
  account: CreateAccountActionData | undefined
}) {
  const { t, locale, href } = useI18n()
  useMessages('cart')
  const { order } = data
  const paid = data.payment_status === 'paid'
  usePurchase(data)
  useAwaitPayment(!paid)
  // The shop's time zone, as the account and the mail show it (issue 32 point 14).
  const date = formatShopDate(order.date, locale, 'dateTime')

  return (
    <CheckoutFrame step={3} title={t('page.checkoutConfirmation')} testId="checkout-confirmation">
      <section
        className={`flex flex-col gap-3 rounded-lg border p-4 sm:flex-row sm:items-start sm:gap-4 sm:p-6 ${paid ? 'border-green-300 bg-green-50' : 'border-amber-300 bg-amber-50'}`}
        data-testid="confirmation-status"
        data-status={data.payment_status}
      >
        <span
          className={`flex size-10 shrink-0 items-center justify-center rounded-full text-white ${paid ? 'bg-green-700' : 'bg-amber-600'}`}
          aria-hidden="true"
        >
          {paid ? <CheckIcon className="size-6" /> : <Spinner className="size-6" />}
        </span>
        <div className="flex flex-col gap-1">
          <h2 className="text-xl font-bold text-gray-900">
            {t(paid ? 'checkout.confirmation.thanks' : 'checkout.confirmation.pendingTitle')}
          </h2>
          <p className="text-gray-800">
            {t('checkout.confirmation.number', { number: order.number })}{' '}
            {t(paid ? 'checkout.confirmation.mailSent' : 'checkout.confirmation.pendingText', {
              email: order.email,
            })}
          </p>
        </div>
      </section>

      <div className="grid grid-cols-[minmax(0,1fr)] gap-5 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-x-8">
        <div className="flex min-w-0 flex-col gap-5">
          <CheckoutSection title={t('checkout.confirmation.details')} testId="order-details">
            <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
              <Detail
                label={t('checkout.confirmation.orderNumber')}
                value={order.number}
                testId="order-number"
              />
              <Detail label={t('checkout.confirmation.date')} value={date} testId="order-date" />
              <Detail
                label={t('checkout.confirmation.status')}
                value={order.status_title}
                testId="order-status"
              />
              <Detail label={t('checkout.confirmation.payment')} value={order.payment_method.title} />
              <Detail label={t('checkout.confirmation.delivery')} value={order.fulfilment_method.title} />
              {order.customer_reference ? (
                <Detail label={t('checkout.extras.reference')} value={order.customer_reference} />
              ) : null}
            </dl>
            {order.instalments ? (
              <ol className="flex flex-col gap-1 border-t border-gray-200 pt-3 text-sm">
                {order.instalments.map((part, index) => (
                  <li key={index} className="flex justify-between gap-3">
                    <span>
                      {index === 0
                        ? t('checkout.payment.in3Now')
                        : t('checkout.payment.in3After', { days: part.days })}
                    </span>
                    <span>{euro(part.amount)}</span>
                  </li>
                ))}
              </ol>
            ) : null}
          </CheckoutSection>
          <Destination order={order} />
          {order.customer_comment ? (
            <CheckoutSection title={t('checkout.extras.comment')}>
              <p className="text-sm whitespace-pre-line text-gray-800">{order.customer_comment}</p>
            </CheckoutSection>
          ) : null}
          {data.can_create_account || account?.created ? (
            <CreateAccount email={order.email} account={account} />
          ) : null}
        </div>
        <aside className="flex flex-col gap-5 lg:sticky lg:top-4 lg:self-start">
          <OrderLines order={order} />
          <Link to={href('home')} className={buttonClass('primary', 'w-full')}>
            {t('cart.continueShopping')}
          </Link>
        </aside>
      </div>
    </CheckoutFrame>
  )
}

/** While the payment is awaited, read the order again now and then (the webhook may come any moment). */
function useAwaitPayment(waiting: boolean) {
  const revalidator = useRevalidator()
  const polls = useRef(0)
  useEffect(() => {
    if (!waiting || polls.current >= PENDING_POLLS) return
    const timer = setTimeout(() => {
      polls.current += 1
      void revalidator.revalidate()
    }, PENDING_POLL_MS)
    return () => clearTimeout(timer)
  }, [waiting, revalidator])
}

function Detail({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div>
      <dt className="text-gray-600">{label}</dt>
      <dd className="font-medium text-gray-900" data-testid={testId}>
        {value}
      </dd>
    </div>
  )
}

function Destination({ order }: { order: OrderView }) {
  const { t } = useI18n()
  const point = order.pickup_point
  return (
    <CheckoutSection title={t('checkout.addresses.title')} testId="order-addresses">
      <div className="grid gap-4 sm:grid-cols-2">
        {point ? (
          <div className="flex flex-col gap-2 text-sm" data-testid="order-pickup-point">
            <h3 className="font-semibold text-gray-900">{t('checkout.confirmation.pickupPoint')}</h3>
            <p className="text-gray-800">
              {point.name}
              <br />
              {point.street} {point.house_number}
              <br />
              {point.postal_code} {point.city}
            </p>
            <h4 className="font-medium text-gray-900">{t('pickup.openingHours')}</h4>
            <OpeningHoursList hours={point.opening_hours} />
          </div>
        ) : order.delivery_address ? (
          <div className="flex flex-col gap-1 text-sm" data-testid="order-delivery-address">
            <h3 className="font-semibold text-gray-900">{t('checkout.addresses.delivery')}</h3>
            <p
              className="text-gray-800"
              dangerouslySetInnerHTML={{ __html: order.delivery_address.summary_html }}
            />
          </div>
        ) : (
          <div className="flex flex-col gap-1 text-sm">
            <h3 className="font-semibold text-gray-900">{t('checkout.confirmation.delivery')}</h3>
            <p className="text-gray-800">{order.fulfilment_method.title}</p>
          </div>
        )}
        <div className="flex flex-col gap-1 text-sm" data-testid="order-invoice-address">
          <h3 className="font-semibold text-gray-900">{t('checkout.addresses.invoice')}</h3>
          <p
            className="text-gray-800"
            dangerouslySetInnerHTML={{ __html: order.invoice_address.summary_html }}
          />
        </div>
      </div>
    </CheckoutSection>
  )
}

function OrderLines({ order }: { order: OrderView }) {
  const { t } = useI18n()
  const totals = order.totals
  return (
    <div
      className="flex flex-col gap-4 rounded-lg border border-gray-200 bg-white p-4 sm:p-5"
      data-testid="order-lines"
    >
      <h2 className="text-lg font-semibold text-gray-900">{t('checkout.summary.title')}</h2>
      <ul className="flex flex-col divide-y divide-gray-100">
        {order.lines.map((line, index) => (
          <li key={index} className="flex gap-3 py-2.5 first:pt-0">
            <Thumbnail src={line.image} size={56} className="size-14 rounded border border-gray-100" />
            <div className="min-w-0 flex-1 text-sm">
              <p className="font-medium text-gray-900">{line.name}</p>
              <p className="text-gray-600">
                {line.quantity} × {euro(line.unit_price)}
              </p>
              {line.options.map((option, optionIndex) => (
                <p key={optionIndex} className="text-xs text-gray-600">
                  + {option.quantity} × {option.name}
                </p>
              ))}
            </div>
            <p className="text-sm font-medium whitespace-nowrap text-gray-900">{euro(line.total)}</p>
          </li>
        ))}
      </ul>
      <dl className="flex flex-col gap-1.5 text-sm">
        <Row label={t('checkout.confirmation.products')} value={euro(totals.total_products)} />
        {totals.total_discount !== 0 ? (
          <Row
            label={
              totals.discount_code
                ? t('checkout.confirmation.discountCode', { code: totals.discount_code })
                : t('checkout.confirmation.discount')
            }
            value={euro(-Math.abs(totals.total_discount))}
          />
        ) : null}
        <Row
          label={t('checkout.confirmation.shipping')}
          value={totals.total_shipping_costs === 0 ? t('checkout.free') : euro(totals.total_shipping_costs)}
        />
        <div className="mt-1 flex items-baseline justify-between gap-4 border-t border-gray-200 pt-2 text-base font-bold text-gray-900">
          <dt>{t('cart.total')}</dt>
          <dd data-testid="order-total">{euro(totals.total_tax_incl)}</dd>
        </div>
        {totals.vat.map((row) => (
          <Row key={row.rate} label={t('cart.vatRate', { rate: row.rate })} value={euro(row.amount)} />
        ))}
      </dl>
    </div>
  )
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex items-baseline justify-between gap-4 text-gray-800">
      <dt>{label}</dt>
      <dd className="whitespace-nowrap">{value}</dd>
    </div>
  )
}

function CreateAccount({ email, account }: { email: string; account: CreateAccountActionData | undefined }) {
  const { t, href } = useI18n()
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST'
  if (account?.created) {
    return (
      <CheckoutSection title={t('checkout.account.title')} testId="create-account">
        <FormBanner tone="success" message={t('checkout.account.created')} />
        <Link to={href('account')} className={buttonClass('gray-outline', 'self-start')}>
          {t('page.account')}
        </Link>
      </CheckoutSection>
    )
  }
  return (
    <CheckoutSection title={t('checkout.account.title')} testId="create-account">
      <p className="text-sm text-gray-800">{t('checkout.account.text', { email })}</p>
      <Form method="post" noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <FormBanner message={account && Object.keys(account.errors).length === 0 ? account.message : null} />
        <TextField
          label={t('checkout.account.password')}
          hint={t('checkout.account.passwordHint', { minimum: PASSWORD_MIN_LENGTH })}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          errors={account?.errors.password}
          className="flex-1"
          data-testid="account-password"
        />
        <Button type="submit" disabled={busy} className="sm:mt-11" data-testid="account-submit">
          {busy ? <Spinner className="size-4" /> : null}
          {t('checkout.account.submit')}
        </Button>
      </Form>
    </CheckoutSection>
  )
}

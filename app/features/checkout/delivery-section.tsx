import { useRef } from 'react'
import type { FulfilmentCheckout, FulfilmentMethod } from '#core/schemas/checkout'
import { useI18n } from '#app/i18n/i18n'
import { Button } from '#app/ui/button'
import { FieldErrors } from '#app/ui/field-errors'
import { CheckoutSection } from './checkout-frame'
import { ChoiceCard, ChoiceGroup } from './choice-card'
import { euro } from './order-summary'
import { OpeningHoursList, parseOpeningHours } from './pickup-point-summary'
import { useChoice, type FulfilmentChangeApi } from './use-fulfilment-change'

/**
 * Step 2's delivery methods (spec §2 "Delivery option modal"): home delivery, a carrier's pickup point,
 * pickup in the shop, each with its costs for this checkout. The pickup point is chosen in the chooser
 * (JavaScript); home delivery and the shop need nothing more.
 */
export function DeliverySection({
  checkout,
  errors,
  change,
  hydrated,
  onTrack,
  onChoosePickupPoint,
}: {
  checkout: FulfilmentCheckout
  errors: Record<string, string[]>
  change: FulfilmentChangeApi
  hydrated: boolean
  onTrack: (method: FulfilmentMethod) => void
  onChoosePickupPoint: () => void
}) {
  const { t } = useI18n()
  const [selected, setSelected] = useChoice(checkout.fulfilment_method?.id ?? null)
  const methods = checkout.fulfilment_methods
  const store = checkout.shipping_options.store

  // React derives a radio's change from its click and a tracker of the checked value, and after a save moved
  // the choice back and forth by arrow keys it can miss one (the tracker still says checked): the click
  // itself, which every way of choosing sends, chooses too. Both of one event choose once.
  const handled = useRef<{ id: number; at: number } | null>(null)
  const choose = (method: FulfilmentMethod, at: number) => {
    if (handled.current?.id === method.id && handled.current.at === at) return
    handled.current = { id: method.id, at }
    setSelected(method.id)
    if (!hydrated) return
    onTrack(method)
    // Choosing pickup shows the button that opens the chooser, under the radio; selecting a radio (by arrow
    // keys too) never opens a dialog nor moves focus (WCAG 3.2.2).
    void change.submit({ fulfilment_method_entry_id: String(method.id) })
  }

  return (
    <CheckoutSection title={t('checkout.delivery.title')} testId="delivery-section">
      {checkout.shipping_options.message ? (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800">
          {checkout.shipping_options.message}
        </p>
      ) : null}
      <ChoiceGroup
        label={t('checkout.delivery.title')}
        errorsId="fulfilment-method-errors"
        errors={errors.fulfilment_method_entry_id}
        testId="delivery-methods"
      >
        {methods.map((method) => (
          <ChoiceCard
            key={method.id}
            name="fulfilment_method_entry_id"
            value={method.id}
            checked={selected === method.id}
            onChange={(event) => choose(method, event.timeStamp)}
            onClick={(event) => choose(method, event.timeStamp)}
            title={method.title}
            description={
              method.kind === 'store_pickup'
                ? `${store.name}, ${store.street}, ${store.city}`
                : method.free_from !== null && method.price > 0
                  ? t('checkout.delivery.freeFrom', { amount: euro(method.free_from) })
                  : undefined
            }
            side={
              method.price === 0 ? (
                <span className="text-green-800">{t('checkout.free')}</span>
              ) : (
                euro(method.price)
              )
            }
            data-testid={`delivery-${method.kind}`}
          >
            {method.kind === 'pickup_point' ? (
              <PickupPointChoice
                checkout={checkout}
                hydrated={hydrated}
                onChoose={onChoosePickupPoint}
                errors={errors.pickup_point}
              />
            ) : method.kind === 'store_pickup' ? (
              <div className="flex flex-col gap-2 text-sm">
                <p className="text-gray-800">
                  {store.name}
                  <br />
                  {store.street}
                  <br />
                  {store.postal_code} {store.city}
                </p>
                <StoreHours rows={store.opening_hours} />
              </div>
            ) : null}
          </ChoiceCard>
        ))}
      </ChoiceGroup>
      {hydrated ? null : (
        <Button type="submit" name="intent" value="update" variant="gray-outline" className="self-start">
          {t('checkout.update')}
        </Button>
      )}
    </CheckoutSection>
  )
}

function PickupPointChoice({
  checkout,
  hydrated,
  onChoose,
  errors,
}: {
  checkout: FulfilmentCheckout
  hydrated: boolean
  onChoose: () => void
  errors?: string[]
}) {
  const { t } = useI18n()
  const point = checkout.pickup_point
  return (
    <div className="flex flex-col gap-3" data-testid="pickup-point-choice">
      {point ? (
        <div className="flex flex-col gap-2 rounded-md border border-gray-200 bg-white p-3 text-sm">
          <p className="font-medium text-gray-900" data-testid="pickup-point-name">
            {point.pickup_point_name}
          </p>
          <p className="text-gray-700">
            {point.address} {point.house_number}, {point.postal_code} {point.city}
          </p>
          <details className="text-gray-800">
            <summary className="cursor-pointer text-brand-700">{t('pickup.openingHours')}</summary>
            <div className="mt-2">
              <OpeningHoursList hours={parseOpeningHours(point.opening_hours_json)} />
            </div>
          </details>
        </div>
      ) : null}
      {hydrated ? (
        <Button
          variant={point ? 'gray-outline' : 'primary'}
          className="self-start"
          onClick={onChoose}
          aria-describedby={errors?.length ? 'pickup-point-errors' : undefined}
          data-error-focus={errors?.length ? true : undefined}
          data-testid="pickup-point-open"
        >
          {t(point ? 'checkout.pickup.change' : 'checkout.pickup.choose')}
        </Button>
      ) : (
        <p className="text-sm text-gray-700">{t('checkout.pickup.needsScript')}</p>
      )}
      <FieldErrors id="pickup-point-errors" errors={errors} />
    </div>
  )
}

function StoreHours({ rows }: { rows: { day: string; value: string | null }[] }) {
  const { t } = useI18n()
  if (rows.length === 0) return null
  return (
    <details>
      <summary className="cursor-pointer text-brand-700">{t('pickup.openingHours')}</summary>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-0.5">
        {rows.map((row) => (
          <div key={row.day} className="contents">
            <dt className="text-gray-700">{row.day}</dt>
            <dd className={row.value ? 'text-gray-900' : 'text-gray-500'}>
              {row.value ?? t('pickup.closed')}
            </dd>
          </div>
        ))}
      </dl>
    </details>
  )
}

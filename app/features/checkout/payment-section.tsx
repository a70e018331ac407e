import type { FulfilmentCheckout, PaymentMethodOption } from '#core/schemas/checkout'
import { useI18n } from '#app/i18n/i18n'
import { Button } from '#app/ui/button'
import { SelectField } from '#app/ui/text-field'
import { CheckoutSection } from './checkout-frame'
import { ChoiceCard, ChoiceGroup } from './choice-card'
import { euro } from './order-summary'
import { useChoice, type FulfilmentChangeApi } from './use-fulfilment-change'

/**
 * Step 2's payment methods as the provider offers them for this checkout (in3 only when it is offered), the
 * bank for a method with issuers, and the three parts of an in3 payment (spec §9).
 */
export function PaymentSection({
  checkout,
  errors,
  change,
  hydrated,
  onTrack,
}: {
  checkout: FulfilmentCheckout
  errors: Record<string, string[]>
  change: FulfilmentChangeApi
  hydrated: boolean
  onTrack: (method: PaymentMethodOption) => void
}) {
  const { t } = useI18n()
  const [selected, setSelected] = useChoice(checkout.payment_method_entry_id)
  const [bank, setBank] = useChoice(checkout.payment_method_bank_id ?? '')
  const instalments = checkout.payment_options.instalments

  const choose = (method: PaymentMethodOption) => {
    setSelected(method.id)
    if (!hydrated) return
    onTrack(method)
    void change.submit({ payment_method_entry_id: method.id })
  }

  return (
    <CheckoutSection title={t('checkout.payment.title')} testId="payment-section">
      {checkout.payment_options.message ? (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800">
          {checkout.payment_options.message}
        </p>
      ) : null}
      <ChoiceGroup
        label={t('checkout.payment.title')}
        errorsId="payment-method-errors"
        errors={errors.payment_method_entry_id}
        testId="payment-methods"
      >
        {checkout.payment_methods.map((method) => (
          <ChoiceCard
            key={method.id}
            name="payment_method_entry_id"
            value={method.id}
            checked={selected === method.id}
            onChange={() => choose(method)}
            title={method.title}
            description={
              method.id === 'in3' && instalments
                ? t('checkout.payment.in3', { amount: euro(instalments[0]?.amount ?? 0) })
                : undefined
            }
            side={
              method.image ? (
                <img src={method.image} alt="" width={32} height={24} className="h-6 w-8 object-contain" />
              ) : undefined
            }
            data-testid={`payment-${method.id}`}
          >
            {method.issuers.length > 0 ? (
              <SelectField
                label={t('checkout.payment.bank')}
                name="payment_method_bank_id"
                value={bank}
                required
                errors={errors.payment_method_bank_id}
                onChange={(event) => {
                  setBank(event.target.value)
                  if (hydrated)
                    void change.submit({
                      payment_method_entry_id: method.id,
                      payment_method_bank_id: event.target.value,
                    })
                }}
                data-testid="payment-bank"
              >
                <option value="">{t('checkout.payment.chooseBank')}</option>
                {method.issuers.map((issuer) => (
                  <option key={issuer.id} value={issuer.id}>
                    {issuer.name}
                  </option>
                ))}
              </SelectField>
            ) : null}
            {method.id === 'in3' && instalments ? (
              <ol className="flex flex-col gap-1 text-sm text-gray-800" data-testid="in3-parts">
                {instalments.map((part, index) => (
                  <li key={index} className="flex justify-between gap-3">
                    <span>
                      {index === 0
                        ? t('checkout.payment.in3Now')
                        : t('checkout.payment.in3After', { days: part.days })}
                    </span>
                    <span className="font-medium">{euro(part.amount)}</span>
                  </li>
                ))}
              </ol>
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

import { CUSTOMER_COMMENT_MAX_LENGTH, CUSTOMER_REFERENCE_MAX_LENGTH } from '#core/schemas/checkout-steps'
import type { FulfilmentCheckout } from '#core/schemas/checkout'
import { useI18n } from '#app/i18n/i18n'
import { FieldErrors } from '#app/ui/field-errors'
import { inputClass } from '#app/ui/text-field'
import { CheckboxField, TextField } from '#app/ui/text-field'
import { CheckoutSection } from './checkout-frame'
import type { FulfilmentChangeApi } from './use-fulfilment-change'

/**
 * The rest of step 2: a comment, the shopper's own reference, the newsletter and (guests) an account made
 * with the order. With JavaScript each is saved when left or ticked; without it, with the order.
 */
export function ExtrasSection({
  checkout,
  errors,
  change,
  hydrated,
}: {
  checkout: FulfilmentCheckout
  errors: Record<string, string[]>
  change: FulfilmentChangeApi
  hydrated: boolean
}) {
  const { t } = useI18n()
  const save = (name: string, value: string, current: string) => {
    if (hydrated && value.trim() !== current) void change.submit({ [name]: value })
  }
  const toggle = (name: string, on: boolean) => {
    if (!hydrated) return
    const fields: Record<string, string> = { [`${name}_shown`]: '1' }
    if (on) fields[name] = 'true'
    void change.submit(fields)
  }
  return (
    <CheckoutSection title={t('checkout.extras.title')} testId="extras-section">
      <div>
        <label htmlFor="customer_comment" className="mb-1 block text-sm font-medium text-gray-800">
          {t('checkout.extras.comment')}
        </label>
        <textarea
          id="customer_comment"
          name="customer_comment"
          rows={3}
          maxLength={CUSTOMER_COMMENT_MAX_LENGTH}
          defaultValue={checkout.customer_comment}
          onBlur={(event) => save('customer_comment', event.target.value, checkout.customer_comment)}
          aria-invalid={errors.customer_comment ? true : undefined}
          aria-describedby={errors.customer_comment ? 'customer_comment-errors' : undefined}
          className={`${inputClass} ${errors.customer_comment ? 'border-red-600' : 'border-gray-300'}`}
          data-testid="customer-comment"
        />
        <FieldErrors id="customer_comment-errors" errors={errors.customer_comment} />
      </div>
      <TextField
        label={t('checkout.extras.reference')}
        hint={t('checkout.extras.referenceHint')}
        name="customer_reference"
        maxLength={CUSTOMER_REFERENCE_MAX_LENGTH}
        defaultValue={checkout.customer_reference}
        onBlur={(event) => save('customer_reference', event.target.value, checkout.customer_reference)}
        errors={errors.customer_reference}
        data-testid="customer-reference"
      />
      <div className="flex flex-col">
        <input type="hidden" name="newsletter_subscription_shown" value="1" />
        <CheckboxField
          label={t('checkout.extras.newsletter')}
          name="newsletter_subscription"
          value="true"
          defaultChecked={checkout.newsletter_subscription}
          onChange={(event) => toggle('newsletter_subscription', event.target.checked)}
          errors={errors.newsletter_subscription}
          data-testid="newsletter"
        />
        {checkout.should_create_account ? (
          <>
            <input type="hidden" name="create_account_shown" value="1" />
            <CheckboxField
              label={t('checkout.extras.createAccount')}
              name="create_account"
              value="true"
              defaultChecked={checkout.create_account}
              onChange={(event) => toggle('create_account', event.target.checked)}
              errors={errors.create_account}
              data-testid="create-account-flag"
            />
          </>
        ) : null}
      </div>
    </CheckoutSection>
  )
}

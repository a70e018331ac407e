import { useEffect, useRef, useState } from 'react'
import { Form, Link, useNavigation } from 'react-router'
import { ADDRESS_TEXT_FIELDS, addressFieldName } from '#core/address/address-form-data'
import type { Address, AddressFields as SavedAddressFields } from '#core/schemas/address'
import type { RegisterResponse } from '#core/schemas/checkout'
import { AddressFields } from '#app/features/address/address-form'
import type { AddressValues } from '#app/features/address/address-form-state'
import { useHydrated } from './use-hydrated'
import { useI18n } from '#app/i18n/i18n'
import { Button } from '#app/ui/button'
import { FieldErrors } from '#app/ui/field-errors'
import { focusFirstError } from '#app/ui/focus'
import { FormBanner } from '#app/ui/form-banner'
import { Spinner } from '#app/ui/icons/spinner'
import { CheckboxField, TextField } from '#app/ui/text-field'
import { CheckoutFrame, CheckoutSection } from './checkout-frame'
import { OrderSummary } from './order-summary'
import { INVOICE_PREFIX } from './register-form-data'
import { useBeginCheckout } from './checkout-analytics'
import { useChoice } from './use-fulfilment-change'

/** What the register action answers when the server refused the form: shown with the posted values. */
export interface RegisterActionData {
  errors: Record<string, string[]>
  message: string | null
  values: Record<string, string>
  /** Tells one refusal from the next, so the address forms start again from the posted values. */
  at: number
}

/** The posted values of one address form, as its initial values. */
function postedAddress(values: Record<string, string>, prefix = ''): Partial<AddressValues> {
  const address: Partial<AddressValues> = {}
  for (const field of ADDRESS_TEXT_FIELDS) {
    const value = values[addressFieldName(field, prefix)]
    if (value !== undefined) address[field] = value
  }
  address.is_company = values[addressFieldName('is_company', prefix)] !== undefined
  return address
}

function savedAddress(address: SavedAddressFields | undefined): Partial<AddressValues> | undefined {
  return address ? { ...address } : undefined
}

/**
 * Checkout step 1, own details (spec §2, §3 "Register form address"): e-mail, the delivery address with NL
 * autocomplete, and the invoice address when it differs. A plain form post to the route's action, so it
 * works without JavaScript; the server's field errors come back under each input, its first message on top.
 */
export function RegisterPage({
  data,
  refused,
}: {
  data: RegisterResponse
  refused: RegisterActionData | undefined
}) {
  const { t, href } = useI18n()
  const { checkout, customer } = data
  const hydrated = useHydrated()
  const navigation = useNavigation()
  const submitting = navigation.state !== 'idle' && navigation.formMethod === 'POST'
  const errors = refused?.errors ?? {}
  const values = refused?.values
  const [invoiceSame, setInvoiceSame] = useState(
    values ? values.address_invoice_same !== undefined : checkout.address_invoice_same,
  )
  useBeginCheckout(checkout)
  // A refused form is sent from its bottom: focus goes to its first field in error (WCAG 2.4.3, 3.3.1), which
  // reads out its message; the banner on top announces itself as an alert.
  const form = useRef<HTMLFormElement>(null)
  useEffect(() => {
    if (refused) focusFirstError(form.current)
  }, [refused])

  const delivery = values ? postedAddress(values) : savedAddress(checkout.address?.form)
  const invoice = values
    ? postedAddress(values, INVOICE_PREFIX)
    : savedAddress(checkout.address_invoice?.form)
  const key = refused?.at ?? 'saved'
  const [emailErrors, setEmailErrors] = useChoice(errors.email)
  const saved = customer.is_logged_in ? customer.addresses : []
  const [addressId, setAddressId] = useChoice(
    values
      ? (values.address_id ?? '')
      : checkout.address && saved.some((a) => a.id === checkout.address?.id)
        ? String(checkout.address.id)
        : saved.length > 0
          ? String(saved[0]!.id)
          : '',
  )
  // Spec §5: field errors under their inputs and "check the data" on top; a message without fields alone.
  const banner = refused
    ? Object.keys(refused.errors).length > 0
      ? t('error.validation')
      : refused.message
    : null

  return (
    <CheckoutFrame
      step={1}
      title={t('page.checkoutRegister')}
      testId="checkout-register"
      links={[checkout.routes.shopping_cart]}
      aside={<OrderSummary checkout={checkout} />}
    >
      {customer.is_logged_in ? null : (
        <p className="rounded-lg border border-gray-200 bg-white px-4 py-3 text-sm text-gray-800 sm:px-6">
          {t('checkout.register.haveAccount')}{' '}
          <Link
            to={href('checkoutLogin')}
            className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            {t('checkout.register.login')}
          </Link>
        </p>
      )}
      <Form ref={form} method="post" noValidate className="flex flex-col gap-5" data-testid="register-form">
        <FormBanner message={banner} />
        <CheckoutSection title={t('checkout.register.contact')}>
          <TextField
            key={key}
            label={t('checkout.register.email')}
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            defaultValue={values?.email ?? (checkout.email || customer.email)}
            errors={emailErrors}
            onChange={() => setEmailErrors(undefined)}
            hint={t('checkout.register.emailHint')}
            data-testid="register-email"
          />
        </CheckoutSection>
        <CheckoutSection title={t('checkout.register.deliveryAddress')} testId="register-delivery">
          {saved.length > 0 ? (
            <SavedAddressChoice
              addresses={saved}
              value={addressId}
              onChange={setAddressId}
              errors={errors.address_id}
            />
          ) : null}
          {addressId === '' || !hydrated ? (
            <AddressFields
              key={key}
              countries={checkout.countries}
              initial={delivery}
              serverErrors={errors}
            />
          ) : null}
        </CheckoutSection>
        <CheckoutSection title={t('checkout.register.invoiceAddress')} testId="register-invoice">
          <input type="hidden" name="address_invoice_same_shown" value="1" />
          <CheckboxField
            label={t('checkout.register.invoiceSame')}
            name="address_invoice_same"
            value="true"
            checked={invoiceSame}
            onChange={(event) => setInvoiceSame(event.target.checked)}
            errors={errors.address_invoice}
            data-testid="register-invoice-same"
          />
          {/* Without JavaScript the box cannot reveal the fields: they are shown, and used only when it is off. */}
          {!invoiceSame || !hydrated ? (
            <div className="flex flex-col gap-3 border-t border-gray-200 pt-4">
              {hydrated ? null : (
                <p className="text-sm text-gray-600">{t('checkout.register.invoiceNoScript')}</p>
              )}
              <AddressFields
                key={key}
                countries={checkout.countries}
                initial={invoice}
                errorPrefix={INVOICE_PREFIX}
                serverErrors={errors}
              />
            </div>
          ) : null}
        </CheckoutSection>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
          <Link
            to={checkout.routes.shopping_cart}
            className="self-center rounded text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            {t('checkout.backToCart')}
          </Link>
          <Button
            type="submit"
            variant="green"
            className="w-full text-base sm:w-auto sm:px-8"
            disabled={submitting}
            data-testid="register-submit"
          >
            {submitting ? <Spinner className="size-4" /> : null}
            {t('checkout.register.submit')}
          </Button>
        </div>
      </Form>
    </CheckoutFrame>
  )
}

/** A logged-in customer's saved addresses as the delivery address (`address_id`), or a new one. */
function SavedAddressChoice({
  addresses,
  value,
  onChange,
  errors,
}: {
  addresses: readonly Address[]
  value: string
  onChange: (value: string) => void
  errors?: string[]
}) {
  const { t } = useI18n()
  const options = [
    ...addresses.map((address) => ({ id: String(address.id), html: address.summary_html })),
    { id: '', html: null },
  ]
  return (
    <fieldset className="flex flex-col gap-2" data-testid="saved-addresses">
      <legend className="mb-1 text-sm font-medium text-gray-800">
        {t('checkout.register.savedAddresses')}
      </legend>
      {options.map((option) => (
        <label
          key={option.id || 'new'}
          className={`flex cursor-pointer items-start gap-3 rounded-md border p-3 text-sm ${value === option.id ? 'border-brand-700 bg-brand-50/60' : 'border-gray-300'}`}
        >
          <input
            type="radio"
            name="address_id"
            value={option.id}
            checked={value === option.id}
            onChange={() => onChange(option.id)}
            aria-invalid={errors?.length ? true : undefined}
            aria-describedby={errors?.length ? 'address_id-errors' : undefined}
            className="mt-0.5 size-5 accent-brand-700"
          />
          {option.html ? (
            // summary_html is escaped by the server, lines joined with <br>.
            <span className="text-gray-900" dangerouslySetInnerHTML={{ __html: option.html }} />
          ) : (
            <span className="font-medium text-gray-900">{t('checkout.register.newAddress')}</span>
          )}
        </label>
      ))}
      <FieldErrors id="address_id-errors" errors={errors} />
    </fieldset>
  )
}

import {
  useEffect,
  useId,
  useMemo,
  useReducer,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react'
import { addressFieldName } from '#core/address/address-form-data'
import { POSTAL_CODE_MAX_LENGTH } from '#core/address/postal-codes'
import type { z } from 'zod'
import type { AddressFields } from '#core/schemas/address'
import type { Country } from '#core/schemas/static-data'
import type { MessageKey } from '#app/i18n/catalog'
import { useI18n } from '#app/i18n/i18n'
import { formErrorsOf, schemaFieldErrors } from '#app/lib/form-errors'
import { Button } from '#app/ui/button'
import { FieldErrors } from '#app/ui/field-errors'
import { focusFirstError, isFocusMovedByShop } from '#app/ui/focus'
import { FormBanner } from '#app/ui/form-banner'
import { CheckIcon } from '#app/ui/icons/check'
import { Spinner } from '#app/ui/icons/spinner'
import { CheckboxField, SelectField, TextField } from '#app/ui/text-field'
import {
  ADDRESS_FIELDS,
  addressFormReducer,
  canSave,
  initialAddressFormState,
  type AddressField,
  type AddressFormAction,
  type AddressFormState,
  type AddressTextField,
  type AddressValues,
} from './address-form-state'
import { useAddressAutocomplete } from './use-address-autocomplete'

/**
 * The shared schema (and Zod with it) is fetched after the form appears, not with the page: it is needed only
 * when the shopper saves.
 */
const loadAddressSchema = () => import('#core/schemas/address')

/** The values as the shared schema reads them, or its issues; unchecked if the schema cannot load (the server checks again). */
async function validated(
  values: AddressValues,
): Promise<{ data: AddressFields } | { errors: readonly z.core.$ZodIssue[] }> {
  let schema
  try {
    schema = (await loadAddressSchema()).addressFieldsSchema
  } catch {
    return { data: values as AddressFields }
  }
  const parsed = schema.safeParse(values)
  return parsed.success ? { data: parsed.data } : { errors: parsed.error.issues }
}

/** Countries offered when the caller gives none: the shop's home market and its neighbours. */
const DEFAULT_COUNTRY_ISOS = ['NL', 'BE', 'DE']

export interface AddressFormProps<T> {
  /**
   * Saves the address (the checkout through its own call, the account pages through /front-api/address).
   * Rejects with the ApiError of a 422 to show its field errors under the inputs.
   */
  submit: (address: AddressFields) => Promise<T>
  /** Told of a successful save, with what `submit` resolved to. */
  onSaved?: (result: T, address: AddressFields) => void
  countries?: readonly Country[]
  initial?: Partial<AddressValues>
  /** Nests the inputs' names and the lookups' payloads under this key; server errors come back as `<prefix>.<field>`. */
  errorPrefix?: string
  /** Field errors a server-rendered action answered (keys with the prefix, as posted). */
  serverErrors?: Readonly<Record<string, string[]>>
  /** Marks the required fields (spec §5: when the form is required). */
  required?: boolean
  submitLabel?: string
  /** Extra buttons beside the save button (cancel, …). */
  actions?: ReactNode
}

/**
 * The address form (spec §2, §4 "Address form", §5): its own <form> with a save button, autocomplete and the
 * states idle → saving → saved.
 */
export function AddressForm<T>({ submit, onSaved, submitLabel, actions, ...props }: AddressFormProps<T>) {
  const { t } = useI18n()
  const form = useAddressFormState(props)
  const { state, dispatch } = form
  const busy = useRef(false)
  useEffect(() => {
    void loadAddressSchema().catch(() => {})
  }, [])
  // After a refused save, focus goes to the first field in error (or the banner), not to the body (WCAG 2.4.3).
  const element = useRef<HTMLFormElement>(null)
  const [refusals, setRefusals] = useState(0)
  useEffect(() => {
    if (refusals > 0) focusFirstError(element.current)
  }, [refusals])

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy.current || !canSave(state)) return
    const address = await validated(state.values)
    if ('errors' in address) {
      dispatch({ type: 'validationFailed', errors: schemaFieldErrors(address.errors, t) })
      setRefusals((count) => count + 1)
      return
    }
    busy.current = true
    dispatch({ type: 'saveStart' })
    try {
      const result = await submit(address.data)
      dispatch({ type: 'saveSuccess' })
      onSaved?.(result, address.data)
    } catch (error) {
      const errors = formErrorsOf(
        error,
        t,
        ADDRESS_FIELDS.map((field) => addressFieldName(field, form.prefix)),
      )
      const fields = Object.fromEntries(
        Object.entries(errors.fields).map(([field, messages]) => [
          field.slice(form.prefix ? form.prefix.length + 1 : 0),
          messages,
        ]),
      )
      dispatch({ type: 'saveFailure', errors: fields, banner: errors.banner })
      setRefusals((count) => count + 1)
    } finally {
      busy.current = false
    }
  }

  return (
    <form
      ref={element}
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-4"
      data-testid="address-form"
      aria-busy={state.save === 'saving' || undefined}
    >
      <FormBanner message={state.banner} />
      <AddressFieldset form={form} />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={!canSave(state)} data-testid="address-save">
          {state.save === 'saving' ? <Spinner className="size-4" /> : null}
          {state.save === 'saving' ? t('address.saving') : (submitLabel ?? t('address.save'))}
        </Button>
        {actions}
        <p
          role="status"
          className="flex items-center gap-1 text-sm text-green-800"
          data-testid="address-saved"
        >
          {state.save === 'saved' ? (
            <>
              <CheckIcon className="size-4" /> {t('address.saved')}
            </>
          ) : null}
        </p>
      </div>
    </form>
  )
}

/**
 * The address fields alone, for a larger form that posts them itself (the checkout's register step, which
 * must also work without JavaScript): named inputs, autocomplete as an enhancement, no save button.
 */
export function AddressFields(
  props: Omit<AddressFormProps<unknown>, 'submit' | 'onSaved' | 'submitLabel' | 'actions'>,
) {
  const form = useAddressFormState(props)
  return (
    <div className="flex flex-col gap-4" data-testid="address-fields">
      <FormBanner message={form.state.banner} />
      <AddressFieldset form={form} />
    </div>
  )
}

interface AddressFormModel {
  state: AddressFormState
  dispatch: (action: AddressFormAction) => void
  prefix: string
  countries: readonly Country[]
  required: boolean
}

function useAddressFormState({
  countries,
  initial,
  errorPrefix = '',
  serverErrors,
  required = true,
}: Omit<AddressFormProps<unknown>, 'submit' | 'onSaved' | 'submitLabel' | 'actions'>): AddressFormModel {
  const { locale } = useI18n()
  const offered = useMemo(() => countries ?? defaultCountries(locale), [countries, locale])
  const [state, dispatch] = useReducer(addressFormReducer, undefined, () => {
    const prefix = errorPrefix ? `${errorPrefix}.` : ''
    const errors = Object.fromEntries(
      Object.entries(serverErrors ?? {})
        .filter(([field]) => field.startsWith(prefix))
        .map(([field, messages]) => [field.slice(prefix.length), messages]),
    )
    return initialAddressFormState(initial, offered[0]?.country_iso ?? 'NL', errors)
  })
  useAddressAutocomplete(state, dispatch, { prefix: errorPrefix, locale })
  return { state, dispatch, prefix: errorPrefix, countries: offered, required }
}

function defaultCountries(locale: string): Country[] {
  const names = new Intl.DisplayNames([locale], { type: 'region' })
  return DEFAULT_COUNTRY_ISOS.map((iso) => ({ country_iso: iso, title: names.of(iso) ?? iso }))
}

/** Why the shopper types the address in (spec §4 "Address autocomplete": manual edit). */
const MANUAL_REASONS = {
  failures: 'address.manualEdit',
  unavailable: 'address.lookupUnavailable',
  notCovered: 'address.notCovered',
} as const satisfies Record<NonNullable<AddressFormState['manualReason']>, MessageKey>

function AddressFieldset({ form }: { form: AddressFormModel }) {
  const { t } = useI18n()
  const { state, dispatch, prefix, countries, required } = form
  const { values, mode } = state
  const rowErrorsId = useId()
  // A failed lookup names postal code and house number alike: say it once, under their row.
  const rowErrors = (state.errors.postal_code ?? []).filter((message) =>
    state.errors.house_number?.includes(message),
  )
  const errors: Record<string, string[] | undefined> = {
    ...state.errors,
    postal_code: state.errors.postal_code?.filter((message) => !rowErrors.includes(message)),
    house_number: state.errors.house_number?.filter((message) => !rowErrors.includes(message)),
  }
  const rowInvalid = rowErrors.length > 0 ? { invalid: true, errorsId: rowErrorsId } : {}

  const field = (name: AddressTextField, label: MessageKey, options: { required?: boolean } = {}) => ({
    name: addressFieldName(name, prefix),
    label: t(label),
    value: values[name],
    required: required && options.required,
    errors: errors[name],
    onChange: (event: { target: { value: string } }) =>
      dispatch({ type: 'edit', field: name, value: event.target.value }),
    // Spec §4: focus clears a field's errors, except when the shop brought focus there to show them.
    onFocus: () => {
      if (!isFocusMovedByShop()) dispatch({ type: 'clearErrors', field: name as AddressField })
    },
    'data-testid': `address-${name}`,
  })

  const autocompleted = mode === 'autocompleted'
  const addition = values.house_number_addition

  return (
    <>
      <CheckboxField
        label={t('address.isCompany')}
        name={addressFieldName('is_company', prefix)}
        value="true"
        checked={values.is_company}
        errors={errors.is_company}
        onChange={(event) => dispatch({ type: 'setCompany', value: event.target.checked })}
        data-testid="address-is_company"
      />
      {values.is_company ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            {...field('company_name', 'address.companyName', { required: true })}
            autoComplete="organization"
            className="sm:col-span-2"
          />
          <TextField
            {...field('company_coc_number', 'address.companyCoc')}
            inputMode="numeric"
            maxLength={20}
          />
          <TextField
            {...field('company_vat_number', 'address.companyVat')}
            maxLength={20}
            autoCapitalize="characters"
          />
        </div>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          {...field('first_name', 'address.firstName', { required: true })}
          autoComplete="given-name"
        />
        <TextField
          {...field('last_name', 'address.lastName', { required: true })}
          autoComplete="family-name"
        />
      </div>
      <SelectField {...field('country_iso', 'address.country', { required: true })} autoComplete="country">
        {countries.map((country) => (
          <option key={country.country_iso} value={country.country_iso}>
            {country.title}
          </option>
        ))}
      </SelectField>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-[minmax(0,5fr)_minmax(0,3fr)_minmax(0,3fr)]">
        <TextField
          {...field('postal_code', 'address.postalCode', { required: true })}
          {...rowInvalid}
          autoComplete="postal-code"
          maxLength={POSTAL_CODE_MAX_LENGTH}
          autoCapitalize="characters"
          className="col-span-2 sm:col-span-1"
        />
        <TextField
          {...field('house_number', 'address.houseNumber', { required: true })}
          {...rowInvalid}
          inputMode="numeric"
          maxLength={10}
        />
        {state.additions.length > 0 ? (
          <SelectField {...field('house_number_addition', 'address.houseNumberAddition')}>
            <option value="">{t('address.houseNumberAdditionNone')}</option>
            {state.additions.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </SelectField>
        ) : (
          <TextField {...field('house_number_addition', 'address.houseNumberAddition')} maxLength={10} />
        )}
        {rowErrors.length > 0 ? (
          <div className="col-span-full -mt-2">
            <FieldErrors id={rowErrorsId} errors={rowErrors} />
          </div>
        ) : null}
      </div>
      {mode === 'autocompleting' ? (
        <p
          role="status"
          className="flex items-center gap-2 text-sm text-gray-700"
          data-testid="address-lookup-status"
        >
          <Spinner className="size-4" /> {t('address.autocompleting')}
        </p>
      ) : state.manualReason ? (
        <p
          role="status"
          className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900"
          data-testid="address-lookup-status"
        >
          {t(MANUAL_REASONS[state.manualReason])}
        </p>
      ) : null}
      {autocompleted ? (
        <div
          className="flex items-start justify-between gap-3 rounded-md border border-green-300 bg-green-50 px-3 py-2"
          data-testid="address-summary"
        >
          <div className="text-sm text-gray-900">
            {state.lookedUp ? (
              <p className="flex items-center gap-1 font-medium text-green-900">
                <CheckIcon className="size-4" /> {t('address.found')}
              </p>
            ) : null}
            <p>
              {values.address} {values.house_number}
              {addition ? ` ${addition}` : ''}
            </p>
            <p>
              {values.postal_code} {values.city}
            </p>
          </div>
          <button
            type="button"
            onClick={() => dispatch({ type: 'changeAddress' })}
            className="min-h-9 rounded px-2 text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-700"
            data-testid="address-change"
          >
            {t('address.change')}
          </button>
          <input type="hidden" name={addressFieldName('address', prefix)} value={values.address} />
          <input type="hidden" name={addressFieldName('city', prefix)} value={values.city} />
        </div>
      ) : (
        <>
          <TextField
            {...field('address', 'address.street', { required: true })}
            autoComplete="address-line1"
            maxLength={200}
          />
          {values.country_iso !== 'NL' ? (
            <TextField
              {...field('address_2', 'address.address2')}
              autoComplete="address-line2"
              maxLength={200}
            />
          ) : null}
          <TextField
            {...field('city', 'address.city', { required: true })}
            autoComplete="address-level2"
            maxLength={100}
          />
        </>
      )}
      <TextField
        {...field('phone_number', 'address.phone', { required: true })}
        type="tel"
        autoComplete="tel"
        maxLength={30}
      />
    </>
  )
}

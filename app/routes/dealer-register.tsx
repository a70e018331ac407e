import { Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router'
import { PASSWORD_MIN_LENGTH } from '#core/constants'
import { EU_VAT_FORMATS, vatPrefix } from '#core/dealers/numbers'
import { errorsFor, failure, formFields, siteOf } from '#app/features/account/action-data'
import { privateHeaders } from '#app/features/account/require-customer'
import { useI18n, useMessages } from '#app/i18n/i18n'
import { pageMeta } from '#app/i18n/meta'
import { Button } from '#app/ui/button'
import { FormBanner } from '#app/ui/form-banner'
import { Spinner } from '#app/ui/icons/spinner'
import { SelectField, TextField } from '#app/ui/text-field'
import type { Route } from './+types/dealer-register'

const FIELDS = [
  'first_name',
  'last_name',
  'company_name',
  'company_coc_number',
  'company_vat_number',
  'email',
  'country_iso',
  'postal_code',
  'house_number',
  'house_number_addition',
  'address',
  'city',
  'phone_number',
  'password',
] as const

/** The countries a dealer can register from: the shop's delivery countries inside the EU (a VAT number). */
export async function loader({ context }: Route.LoaderArgs) {
  const { data } = await context.staticData.get(context.locale)
  return { countries: data.countries.filter((country) => vatPrefix(country.country_iso) in EU_VAT_FORMATS) }
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData()
  const outcome = await context.account.registerDealer(siteOf(context), formFields(form, FIELDS))
  if (!outcome.ok) return failure('dealer', outcome)
  return { ok: true as const, intent: 'dealer', status: outcome.data.dealer_status }
}

export const headers = privateHeaders

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'page.dealerRegister')

/**
 * The dealer register form (spec §3 "Registration (dealer) form fields"): every field, checked by the server
 * (Dutch KvK number, EU VAT number per country, VIES when configured); the account waits for approval.
 */
export default function Page() {
  // The account, checkout and form messages load with the first such page (docs/decisions/0042).
  useMessages('forms')
  const { t, href } = useI18n()
  const { countries } = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle'
  const { errors, message } = errorsFor(answer, 'dealer')
  if (answer?.ok) {
    return (
      <section
        className="mx-auto max-w-2xl rounded-lg border border-gray-200 bg-white p-5 shadow-sm"
        data-testid="dealer-pending"
      >
        <h1 className="mb-3 text-2xl font-bold">{t('dealer.pendingTitle')}</h1>
        <FormBanner tone="success" message={t('dealer.pendingText')} />
        <p className="mt-4">
          <Link to={href('account')} className="text-sm text-brand-800 underline">
            {t('page.account')}
          </Link>
        </p>
      </section>
    )
  }
  const field = (name: (typeof FIELDS)[number], label: string, extra: Record<string, unknown> = {}) => (
    <TextField name={name} label={label} required errors={errors[name]} {...extra} />
  )
  return (
    <section className="mx-auto max-w-3xl rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
      <h1 className="mb-1 text-2xl font-bold">{t('page.dealerRegister')}</h1>
      <p className="mb-5 text-sm text-gray-700">{t('dealer.intro')}</p>
      <Form method="post" noValidate className="flex flex-col gap-5" data-testid="dealer-form">
        <FormBanner message={message} />
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 font-semibold">{t('dealer.company')}</legend>
          {field('company_name', t('dealer.companyName'), {
            autoComplete: 'organization',
            className: 'sm:col-span-2',
          })}
          {field('company_coc_number', t('dealer.cocNumber'), { hint: t('dealer.cocHint') })}
          {field('company_vat_number', t('dealer.vatNumber'), { hint: t('dealer.vatHint') })}
        </fieldset>
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 font-semibold">{t('dealer.contact')}</legend>
          {field('first_name', t('myAccount.firstName'), { autoComplete: 'given-name' })}
          {field('last_name', t('myAccount.lastName'), { autoComplete: 'family-name' })}
          {field('email', t('myAccount.email'), { type: 'email', autoComplete: 'email' })}
          {field('phone_number', t('dealer.phone'), { type: 'tel', autoComplete: 'tel' })}
        </fieldset>
        <fieldset className="grid gap-4 sm:grid-cols-6">
          <legend className="mb-2 font-semibold">{t('dealer.address')}</legend>
          <SelectField
            name="country_iso"
            label={t('dealer.country')}
            required
            defaultValue="NL"
            errors={errors.country_iso}
            className="sm:col-span-6"
          >
            {countries.map((country) => (
              <option key={country.country_iso} value={country.country_iso}>
                {country.title}
              </option>
            ))}
          </SelectField>
          {field('postal_code', t('dealer.postalCode'), {
            autoComplete: 'postal-code',
            className: 'sm:col-span-2',
          })}
          {field('house_number', t('dealer.houseNumber'), { className: 'sm:col-span-2' })}
          <TextField
            name="house_number_addition"
            label={t('dealer.addition')}
            errors={errors.house_number_addition}
            className="sm:col-span-2"
          />
          {field('address', t('dealer.street'), {
            autoComplete: 'address-line1',
            className: 'sm:col-span-3',
          })}
          {field('city', t('dealer.city'), { autoComplete: 'address-level2', className: 'sm:col-span-3' })}
        </fieldset>
        {field('password', t('myAccount.newPassword'), {
          type: 'password',
          autoComplete: 'new-password',
          hint: t('myAccount.passwordRules', { minimum: PASSWORD_MIN_LENGTH }),
        })}
        <div>
          <Button type="submit" disabled={busy} data-testid="dealer-submit">
            {busy ? <Spinner /> : null}
            {t('dealer.submit')}
          </Button>
        </div>
      </Form>
    </section>
  )
}

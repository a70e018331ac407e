import type { Hono } from 'hono'
import type { ReactNode } from 'react'
import { z } from 'zod'
import { countryName } from '#core/address/summary'
import { LOCALES, type Locale } from '#core/locales'
import { euroInput } from '#core/money'
import { WEEKDAYS } from '#core/schemas/shell'
import {
  readSettingsOverview,
  saveSettingsSection,
  SETTINGS_SECTIONS,
  type SettingsOverview,
  type SettingsSection,
} from '#server/domain/settings/settings'
import { FORM_ERROR_KEY, ValidationError } from '#server/validation'
import type { AppEnv } from '../env'
import type { BackOfficeKit } from './kit'
import {
  CellField,
  Checkbox,
  Field,
  FieldError,
  MoneyField,
  TextArea,
  type FieldErrors,
  type FormValues,
} from './form-kit'
import { Banners, type Translate } from './views'

/** The redirect after a save: `?saved=company` (`&unchanged=1` when the form held what was stored). */
const savedSchema = z.object({ saved: z.enum(SETTINGS_SECTIONS), unchanged: z.literal('1').optional() })

/** A section that failed validation: what was typed (shown again) and the messages per field. */
interface Failed {
  section: SettingsSection
  values: Record<string, string>
  errors: FieldErrors
}

/**
 * The settings screen (issue 14): company data, opening hours, shipping rates with their free-shipping
 * thresholds, and three-instalment payment, each its own form (post/redirect/get). A save reaches every
 * server process at once through the database's change notification (docs/decisions/0072).
 */
export function mountSettings(app: Hono<AppEnv>, kit: BackOfficeKit): void {
  const page = async (
    c: Parameters<BackOfficeKit['render']>[0],
    extra: { notice?: string; failed?: Failed } = {},
  ) => {
    const staff = kit.staffOf(c)
    const t = kit.t(staff.locale)
    const overview = await readSettingsOverview(kit.db, staff.locale)
    return kit.render(
      c,
      staff,
      t('backOffice.settings.title'),
      <SettingsScreen
        t={t}
        locale={staff.locale}
        overview={overview}
        notice={extra.notice}
        failed={extra.failed}
      />,
      extra.failed ? 422 : 200,
    )
  }

  app.get('/admin/settings', async (c) => {
    const t = kit.t(kit.staffOf(c).locale)
    const saved = savedSchema.safeParse(c.req.query())
    const notice = saved.success
      ? t(saved.data.unchanged ? 'backOffice.settings.unchanged' : 'backOffice.settings.saved', {
          section: t(`backOffice.settings.${saved.data.saved}.title`),
        })
      : undefined
    return page(c, { notice })
  })

  for (const section of SETTINGS_SECTIONS) {
    app.post(`/admin/settings/${section}`, async (c) => {
      const staff = kit.staffOf(c)
      const form = await c.req.parseBody()
      // The names are whatever was posted: a null prototype keeps any of them an ordinary key.
      const values: Record<string, string> = Object.create(null)
      for (const [key, value] of Object.entries(form)) if (typeof value === 'string') values[key] = value
      try {
        const { changed } = await saveSettingsSection(kit.db, staff, section, formBody(section, values))
        return c.redirect(
          `/admin/settings?saved=${section}${changed === 0 ? '&unchanged=1' : ''}#${section}`,
          303,
        )
      } catch (error) {
        if (!(error instanceof ValidationError)) throw error
        return page(c, { failed: { section, values, errors: error.errors } })
      }
    })
  }
}

/** The shipping form's `rates.3.price` fields as the list the schema reads; other sections as they are. */
function formBody(section: SettingsSection, values: Record<string, string>): unknown {
  if (section !== 'shipping') return values
  const rates: Array<Record<string, string>> = []
  const other: Record<string, string> = Object.create(null)
  for (const [key, value] of Object.entries(values)) {
    const match = /^rates\.(\d{1,3})\.(\w+)$/.exec(key)
    if (match) (rates[Number(match[1])] ??= Object.create(null))[match[2]!] = value
    else other[key] = value
  }
  return { ...other, rates: Array.from(rates, (rate) => rate ?? {}) }
}

/** Cents as the form shows them: "4,95" (Dutch, German) or "4.95" (English); both are read back. */
function euros(cents: number | null, locale: Locale): string {
  return cents === null ? '' : euroInput(cents, markOf(locale))
}

const markOf = (locale: Locale) => (locale === 'en' ? '.' : ',')

/** "09:30 - 18:00" as its two times; anything else (closed, free text) as empty fields. */
function times(value: string | null): [string, string] {
  const match = value ? /^(\d{2}:\d{2})\s*-\s*(\d{2}:\d{2})$/.exec(value) : null
  return match ? [match[1]!, match[2]!] : ['', '']
}

function SettingsScreen({
  t,
  locale,
  overview,
  notice,
  failed,
}: {
  t: Translate
  locale: Locale
  overview: SettingsOverview
  notice?: string
  failed?: Failed
}) {
  const { legal, store } = overview
  /** A field's value: what was typed in a failed form, else what is stored. */
  const value = (section: SettingsSection, name: string, stored: string) =>
    failed?.section === section ? (failed.values[name] ?? '') : stored
  const errorsOf = (section: SettingsSection): FieldErrors =>
    failed?.section === section ? failed.errors : {}

  const company = errorsOf('company')
  const companyField = (
    name: string,
    stored: string,
    type: 'text' | 'email' | 'tel' = 'text',
    autoComplete = 'off',
  ) => (
    <Field
      key={name}
      label={t(`backOffice.settings.company.${name}`)}
      name={name}
      type={type}
      autoComplete={autoComplete}
      values={{ [name]: value('company', name, stored) }}
      errors={company}
    />
  )
  const hours = errorsOf('opening-hours')
  const shipping = errorsOf('shipping')
  const instalments = errorsOf('instalments')
  const sellingPoints = errorsOf('selling-points')

  return (
    <section className="settings">
      <h1>{t('backOffice.settings.title')}</h1>
      <Banners
        notice={notice}
        error={
          failed
            ? t('backOffice.settings.failed', { section: t(`backOffice.settings.${failed.section}.title`) })
            : undefined
        }
      />

      <SectionForm t={t} section="company" errors={company}>
        <div className="grid-fields">
          {companyField('company_name', overview.companyName, 'text', 'organization')}
          {companyField('legal_name', legal.legal_name)}
          {companyField('coc_number', legal.coc_number)}
          {companyField('vat_number', legal.vat_number)}
          {companyField('iban', legal.iban)}
          {companyField('street', store.street, 'text', 'street-address')}
          {companyField('postal_code', store.postal_code, 'text', 'postal-code')}
          {companyField('city', store.city, 'text', 'address-level2')}
          {companyField('email', store.email, 'email', 'email')}
          {companyField('phone', store.phone, 'tel', 'tel')}
        </div>
      </SectionForm>

      <SectionForm t={t} section="opening-hours" errors={hours}>
        <p className="muted">{t('backOffice.settings.opening-hours.hint')}</p>
        <div className="table-wrap">
          <table className="stacked">
            <thead>
              <tr>
                <th scope="col">{t('backOffice.settings.opening-hours.day')}</th>
                <th scope="col">{t('backOffice.settings.opening-hours.opens')}</th>
                <th scope="col">{t('backOffice.settings.opening-hours.closes')}</th>
              </tr>
            </thead>
            <tbody>
              {WEEKDAYS.map((day) => {
                const stored = times(store.opening_hours.find((entry) => entry.day === day)?.value ?? null)
                const dayName = t(`backOffice.settings.day.${day}`)
                return (
                  <tr key={day} data-testid="opening-hours-row">
                    <th scope="row">{dayName}</th>
                    {(['opens', 'closes'] as const).map((edge, index) => {
                      const name = `${day}_${edge}`
                      return (
                        <td key={edge} data-label={t(`backOffice.settings.opening-hours.${edge}`)}>
                          <CellField
                            type="time"
                            name={name}
                            label={`${dayName}: ${t(`backOffice.settings.opening-hours.${edge}`)}`}
                            value={value('opening-hours', name, stored[index]!)}
                            errors={hours[name]}
                          />
                        </td>
                      )
                    })}
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
      </SectionForm>

      <SectionForm t={t} section="shipping" errors={shipping}>
        <p className="muted">{t('backOffice.settings.shipping.hint')}</p>
        <div className="table-wrap">
          <table className="stacked">
            <thead>
              <tr>
                <th scope="col">{t('backOffice.settings.shipping.country')}</th>
                <th scope="col">{t('backOffice.settings.shipping.method')}</th>
                <th scope="col">{t('backOffice.settings.shipping.price')}</th>
                <th scope="col">{t('backOffice.settings.shipping.freeFrom')}</th>
              </tr>
            </thead>
            <tbody>
              {overview.rates.map((rate, index) => {
                const label = `${rate.methodName}, ${countryName(locale, rate.countryIso)}`
                return (
                  <tr key={rate.id} data-testid="shipping-rate-row">
                    <td>{countryName(locale, rate.countryIso)}</td>
                    <td className="span">
                      {rate.methodName}
                      {rate.methodActive ? null : (
                        <span className="muted"> ({t('backOffice.settings.shipping.inactive')})</span>
                      )}
                      <input type="hidden" name={`rates.${index}.id`} value={rate.id} />
                    </td>
                    {(
                      [
                        ['price', rate.priceCents],
                        ['free_from', rate.freeFromCents],
                      ] as const
                    ).map(([field, cents]) => {
                      const name = `rates.${index}.${field}`
                      const column = t(
                        `backOffice.settings.shipping.${field === 'price' ? 'price' : 'freeFrom'}`,
                      )
                      return (
                        <td key={field} data-label={column}>
                          <CellField
                            money
                            name={name}
                            id={`rate-${rate.id}-${field}`}
                            label={`${label}: ${column}`}
                            value={value('shipping', name, euros(cents, locale))}
                            errors={shipping[name]}
                          />
                        </td>
                      )
                    })}
                  </tr>
                )
              })}
            </tbody>
          </table>
          {overview.rates.length === 0 ? (
            <p className="empty">{t('backOffice.settings.shipping.none')}</p>
          ) : null}
        </div>
      </SectionForm>

      <SectionForm t={t} section="instalments" errors={instalments}>
        {/* An unchecked box posts nothing, so a failed form's `enabled` is absent: switched off. */}
        <Checkbox
          label={t('backOffice.settings.instalments.enabled')}
          name="enabled"
          value="on"
          values={{ enabled: value('instalments', 'enabled', overview.instalments.enabled ? 'on' : '') }}
          errors={instalments}
        />
        <div className="limit">
          <MoneyField
            label={t('backOffice.settings.instalments.limit')}
            name="limit"
            mark={markOf(locale)}
            values={{ limit: value('instalments', 'limit', euros(overview.instalments.limit_cents, locale)) }}
            errors={instalments}
          />
        </div>
      </SectionForm>

      <SectionForm t={t} section="selling-points" errors={sellingPoints}>
        <p className="muted">{t('backOffice.settings.selling-points.hint')}</p>
        <div className="grid-fields">
          {LOCALES.map((language) => {
            // A point too long is reported at `nl.2`: shown with the language's other messages.
            const errors = Object.entries(sellingPoints)
              .filter(([field]) => field === language || field.startsWith(`${language}.`))
              .flatMap(([, messages]) => messages)
              .filter((message, index, all) => all.indexOf(message) === index)
            const values: FormValues = {
              [language]: value('selling-points', language, overview.sellingPoints[language].join('\n')),
            }
            return (
              <TextArea
                key={language}
                label={t(`backOffice.settings.selling-points.${language}`)}
                name={language}
                lang={language}
                rows={8}
                values={values}
                errors={{ [language]: errors }}
              />
            )
          })}
        </div>
      </SectionForm>
    </section>
  )
}

function SectionForm({
  t,
  section,
  errors,
  children,
}: {
  t: Translate
  section: SettingsSection
  errors: FieldErrors
  children: ReactNode
}) {
  return (
    <form method="post" action={`/admin/settings/${section}#${section}`} className="card stack" id={section}>
      <h2>{t(`backOffice.settings.${section}.title`)}</h2>
      <FieldError id={`${section}-error`} errors={errors[FORM_ERROR_KEY] ?? errors.rates} />
      {children}
      <button type="submit" className="primary">
        {t('backOffice.settings.save')}
      </button>
    </form>
  )
}

import type { ReactNode } from 'react'
import { LOCALES, type Locale } from '#core/locales'
import { euroInput, type DecimalMark } from '#core/money'
import { formatShopDate } from '#core/shop-dates'
// Types only: views.tsx renders forms with this kit.
import type { Translate } from './views'

/**
 * The back office's form fields (issue 35): plain HTML that posts without script, each with its label, its
 * hint and its errors tied to it for screen readers, values shown as typed (a refused form keeps them).
 * Errors are keyed by the field's name (`price`, `name_de`); `_form` is the whole form's.
 */
export type FieldErrors = Record<string, string[]>
/** A form as posted: every field as text. */
export type FormValues = Record<string, string | undefined>

export function FieldError({ id, errors }: { id: string; errors: string[] | undefined }) {
  if (!errors?.length) return null
  return (
    <span className="field-error" id={id}>
      {errors.join(' ')}
    </span>
  )
}

/** `aria-describedby` of a field with a hint and errors: `<id>-hint`, `<id>-error`. */
function describedBy(id: string, hint: unknown, errors: FieldErrors, name = id): string | undefined {
  return (
    [hint ? `${id}-hint` : null, errors[name]?.length ? `${id}-error` : null].filter(Boolean).join(' ') ||
    undefined
  )
}

function Hint({ name, hint }: { name: string; hint?: ReactNode }) {
  return hint ? (
    <span className="muted hint" id={`${name}-hint`}>
      {hint}
    </span>
  ) : null
}

interface FieldProps {
  label: ReactNode
  name: string
  values: FormValues
  errors: FieldErrors
  hint?: ReactNode
  required?: boolean
  maxLength?: number
  disabled?: boolean
}

export function Field({
  label,
  name,
  id = name,
  values,
  errors,
  hint,
  type = 'text',
  inputMode,
  ...input
}: FieldProps & {
  /** The element's id and what its hint's and errors' ids start with, where several forms share a name. */
  id?: string
  type?: 'text' | 'number' | 'date' | 'email' | 'url' | 'search' | 'password' | 'tel'
  inputMode?: 'decimal' | 'numeric' | 'text'
  placeholder?: string
  autoComplete?: string
  pattern?: string
  minLength?: number
  step?: number
}) {
  return (
    <label>
      {label}
      <input
        id={id}
        name={name}
        type={type}
        inputMode={inputMode}
        defaultValue={values[name] ?? ''}
        aria-invalid={errors[name]?.length ? true : undefined}
        aria-describedby={describedBy(id, hint, errors, name)}
        {...input}
      />
      <Hint name={id} hint={hint} />
      <FieldError id={`${id}-error`} errors={errors[name]} />
    </label>
  )
}

/**
 * An amount in euros, typed the Dutch way ("12,95") unless the screen shows English figures (`mark` '.');
 * `values[name]` is what `euroInput` made of cents, and the form's schema reads it with `parseEuroInput`.
 */
export function MoneyField({ mark = ',', ...props }: FieldProps & { mark?: DecimalMark }) {
  return (
    <Field
      {...props}
      inputMode="decimal"
      maxLength={props.maxLength ?? 12}
      placeholder={euroInput(0, mark)}
    />
  )
}

/**
 * A field in a table cell, named by `aria-label` (the row and column say what it is) rather than a visible
 * label; its errors sit under it as `<id>-error`. `money` makes it an amount in euros, with the sign before it.
 */
export function CellField({
  name,
  id = name,
  label,
  value,
  errors,
  type = 'text',
  money,
}: {
  name: string
  /** What the error's id is made from, when the name is no good id (`rates.3.price`). */
  id?: string
  label: string
  value: string
  errors: string[] | undefined
  type?: 'text' | 'time'
  money?: boolean
}) {
  const invalid = Boolean(errors?.length)
  const input = (
    <input
      type={money ? undefined : type}
      name={name}
      inputMode={money ? 'decimal' : undefined}
      size={money ? 8 : undefined}
      aria-label={label}
      defaultValue={value}
      aria-invalid={invalid ? true : undefined}
      aria-describedby={invalid ? `${id}-error` : undefined}
    />
  )
  return (
    <>
      {money ? <span className="money">€{input}</span> : input}
      <FieldError id={`${id}-error`} errors={errors} />
    </>
  )
}

export function TextArea({
  label,
  name,
  values,
  errors,
  hint,
  rows = 5,
  ...input
}: FieldProps & { rows?: number; lang?: string }) {
  return (
    <label>
      {label}
      <textarea
        id={name}
        name={name}
        rows={rows}
        defaultValue={values[name] ?? ''}
        aria-invalid={errors[name]?.length ? true : undefined}
        aria-describedby={describedBy(name, hint, errors)}
        {...input}
      />
      <Hint name={name} hint={hint} />
      <FieldError id={`${name}-error`} errors={errors[name]} />
    </label>
  )
}

export function Select({
  label,
  name,
  values,
  errors,
  hint,
  options,
  empty,
  disabled,
}: Omit<FieldProps, 'maxLength' | 'required'> & {
  options: ReadonlyArray<readonly [value: string, text: string]>
  /** The text of a first, empty choice ("none"); without it a choice is required. */
  empty?: string
}) {
  return (
    <label>
      {label}
      <select
        id={name}
        name={name}
        defaultValue={values[name] ?? ''}
        disabled={disabled}
        aria-invalid={errors[name]?.length ? true : undefined}
        aria-describedby={describedBy(name, hint, errors)}
      >
        {empty !== undefined ? <option value="">{empty}</option> : null}
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
      <Hint name={name} hint={hint} />
      <FieldError id={`${name}-error`} errors={errors[name]} />
    </label>
  )
}

/** A yes/no field: posts `name=true` (or the `value` given) when checked, nothing when not. */
export function Checkbox({
  label,
  name,
  values,
  errors,
  hint,
  value = 'true',
}: Omit<FieldProps, 'maxLength' | 'required'> & { value?: string }) {
  return (
    <div className="stack-tight">
      <label className="choice">
        <input
          type="checkbox"
          id={name}
          name={name}
          value={value}
          defaultChecked={values[name] === value}
          aria-describedby={describedBy(name, hint, errors)}
        />
        {label}
      </label>
      <Hint name={name} hint={hint} />
      <FieldError id={`${name}-error`} errors={errors[name]} />
    </div>
  )
}

/**
 * A text in each of the shop's languages: one field per language, named `<name>_nl`, `<name>_en`, `<name>_de`
 * (the feed's CSV columns), in one group with the text's label as legend.
 */
export function LocalizedFields({
  t,
  legend,
  name,
  values,
  errors,
  hint,
  multiline,
  rows,
  required,
  maxLength,
}: {
  t: Translate
  legend: ReactNode
  name: string
  values: FormValues
  errors: FieldErrors
  hint?: ReactNode
  multiline?: boolean
  rows?: number
  required?: boolean
  maxLength?: number
}) {
  return (
    <fieldset className="localized">
      <legend>
        {legend}
        {required ? <span className="muted hint"> ({t('backOffice.form.required')})</span> : null}
      </legend>
      {hint ? <p className="muted hint">{hint}</p> : null}
      <div className="localized-fields">
        {LOCALES.map((locale: Locale) => {
          const props = {
            label: t(`backOffice.language.${locale}`),
            name: `${name}_${locale}`,
            values,
            errors,
            required,
            maxLength,
          }
          return multiline ? (
            <TextArea key={locale} {...props} rows={rows} />
          ) : (
            <Field key={locale} {...props} />
          )
        })}
      </div>
    </fieldset>
  )
}

/** The alert above a refused form: its own message (`_form`), else "check the marked fields". */
export function FormErrors({ t, errors }: { t: Translate; errors: FieldErrors }) {
  const own = errors._form?.join(' ')
  if (!own && Object.keys(errors).length === 0) return null
  return (
    <p className="error" role="alert">
      {own ?? t('backOffice.form.summary')}
    </p>
  )
}

/** The hidden field that carries the version a form was opened at (the edit check, docs/decisions/0137). */
export function VersionField({ version }: { version: number }) {
  return <input type="hidden" name="version" value={String(version)} />
}

/** One field of a record in two versions, for the conflict table. */
export interface ConflictRow {
  label: string
  theirs: string
  yours: string
}

/**
 * A save refused because someone saved the record after this form was opened (409): who and when, the
 * fields that differ in the saved version and in yours, and a link to the latest version. The page shows
 * the form again with the staff member's own values and the saved version's number, so saving again keeps
 * theirs knowingly.
 */
export function ConflictNotice({
  t,
  locale,
  by,
  at,
  rows,
  reloadHref,
}: {
  t: Translate
  locale: Locale
  /** Who saved the version in the database (from the audit log), if known. */
  by: string | null
  at: Date | null
  rows: readonly ConflictRow[]
  reloadHref: string
}) {
  const empty = t('backOffice.empty')
  return (
    <section className="card conflict" role="alert" aria-labelledby="conflict-title">
      <h2 id="conflict-title">{t('backOffice.conflict.title')}</h2>
      <p>
        {t('backOffice.conflict.text', {
          name: by ?? t('backOffice.conflict.someone'),
          at: at ? formatShopDate(at, locale, 'mediumDateTime') : '–',
        })}
      </p>
      <div className="table-wrap">
        <table>
          <thead>
            <tr>
              <th scope="col">{t('backOffice.conflict.field')}</th>
              <th scope="col">{t('backOffice.conflict.theirs')}</th>
              <th scope="col">{t('backOffice.conflict.yours')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label} data-testid="conflict-row">
                <th scope="row">{row.label}</th>
                <td className="pre">{row.theirs || empty}</td>
                <td className="pre">{row.yours || empty}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>
        <a href={reloadHref}>{t('backOffice.conflict.reload')}</a>
      </p>
    </section>
  )
}

/** The fields whose values differ between two versions of a form, labelled, for the conflict table. */
export function conflictRows(
  labels: Readonly<Record<string, string>>,
  theirs: FormValues,
  yours: FormValues,
): ConflictRow[] {
  return Object.entries(labels)
    .filter(([name]) => (theirs[name] ?? '') !== (yours[name] ?? ''))
    .map(([name, label]) => ({ label, theirs: theirs[name] ?? '', yours: yours[name] ?? '' }))
}

/** Reads the posted fields (text only; files and repeated fields are the screen's own business). */
export function textFields(form: Record<string, unknown>): FormValues {
  const values: FormValues = {}
  for (const [name, value] of Object.entries(form)) if (typeof value === 'string') values[name] = value
  return values
}

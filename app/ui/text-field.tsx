import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react'
import { useI18n } from '#app/i18n/i18n'
import { FieldErrors } from './field-errors'

/** What every labelled form field has: a label with the required mark, the control, its errors under it. */
interface FieldFrame {
  label: string
  /** Marks the label with an asterisk (spec §5) and sets `required` on the control. */
  required?: boolean
  errors?: readonly string[]
  /** A line of help under the label. */
  hint?: ReactNode
  className?: string
  /** Marked invalid by errors shown elsewhere (one message under a row of fields), described by `errorsId`. */
  invalid?: boolean
  errorsId?: string
}

export const inputClass =
  'block min-h-11 w-full rounded-md border bg-white px-3 py-2 text-base text-gray-900 placeholder:text-gray-400 focus:outline-2 focus:outline-offset-0 focus:outline-brand-700 disabled:bg-gray-100 disabled:text-gray-500 sm:text-sm'

const border = (invalid: boolean) => (invalid ? 'border-red-600' : 'border-gray-300')

function Label({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  const { t } = useI18n()
  return (
    <label htmlFor={htmlFor} className="mb-1 block text-sm font-medium text-gray-800">
      {label}
      {required ? (
        <>
          <span aria-hidden="true" className="ms-0.5 text-red-700">
            *
          </span>
          <span className="sr-only"> ({t('form.requiredMark')})</span>
        </>
      ) : null}
    </label>
  )
}

/** The props of a field's control: its id, required flag and what marks it invalid. */
interface ControlProps {
  id: string
  required?: boolean
  'aria-invalid'?: true
  'aria-describedby'?: string
  className: string
}

/** The label, hint and errors around a control, and the accessible wiring between them. */
function FieldShell({
  frame: { label, required, errors, hint, className = '', invalid: markedInvalid, errorsId },
  givenId,
  control,
}: {
  frame: FieldFrame
  givenId?: string
  control: (props: ControlProps) => ReactNode
}) {
  const ownId = useId()
  const id = givenId ?? ownId
  const invalid = Boolean(errors?.length) || Boolean(markedInvalid)
  const describedBy = [errors?.length ? `${id}-errors` : '', markedInvalid ? errorsId : '']
    .filter(Boolean)
    .join(' ')
  return (
    <div className={className}>
      <Label htmlFor={id} label={label} required={required} />
      {hint ? <p className="mb-1 text-xs text-gray-600">{hint}</p> : null}
      {control({
        id,
        required,
        'aria-invalid': invalid || undefined,
        'aria-describedby': describedBy || undefined,
        className: `${inputClass} ${border(invalid)}`,
      })}
      <FieldErrors id={`${id}-errors`} errors={errors} />
    </div>
  )
}

/** A labelled text input with its errors (spec §5, §8): used by every form of the shop. */
export function TextField({
  label,
  required,
  errors,
  hint,
  className,
  invalid,
  errorsId,
  id,
  ...input
}: FieldFrame & InputHTMLAttributes<HTMLInputElement>) {
  const frame = { label, required, errors, hint, className, invalid, errorsId }
  return <FieldShell frame={frame} givenId={id} control={(props) => <input {...props} {...input} />} />
}

/** A labelled select with its errors. */
export function SelectField({
  label,
  required,
  errors,
  hint,
  className,
  invalid,
  errorsId,
  id,
  children,
  ...select
}: FieldFrame & SelectHTMLAttributes<HTMLSelectElement>) {
  const frame = { label, required, errors, hint, className, invalid, errorsId }
  return (
    <FieldShell
      frame={frame}
      givenId={id}
      control={(props) => (
        <select {...props} {...select}>
          {children}
        </select>
      )}
    />
  )
}

/** A checkbox with its label on the right and its errors under it. */
export function CheckboxField({
  label,
  errors,
  className = '',
  id: givenId,
  ...input
}: Omit<FieldFrame, 'required' | 'hint'> & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  const ownId = useId()
  const id = givenId ?? ownId
  const invalid = Boolean(errors?.length)
  return (
    <div className={className}>
      <div className="flex min-h-11 items-center gap-2">
        <input
          id={id}
          type="checkbox"
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-errors` : undefined}
          className="size-5 rounded border-gray-400 accent-brand-700"
          {...input}
        />
        <label htmlFor={id} className="text-sm text-gray-800">
          {label}
        </label>
      </div>
      <FieldErrors id={`${id}-errors`} errors={errors} />
    </div>
  )
}

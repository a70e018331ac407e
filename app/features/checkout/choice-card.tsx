import type { InputHTMLAttributes, ReactNode } from 'react'
import { FieldErrors } from '#app/ui/field-errors'

/**
 * One choice of a radio group drawn as a card (delivery and payment methods): the radio, the title with
 * an optional line under it, and something on the right (the price, the method's logo). What belongs to
 * the choice when chosen (a pickup point, a bank) follows inside the card.
 */
export function ChoiceCard({
  title,
  description,
  side,
  children,
  checked,
  ...radio
}: {
  title: ReactNode
  description?: ReactNode
  side?: ReactNode
  children?: ReactNode
  checked: boolean
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'title'>) {
  return (
    <div
      className={`rounded-md border ${checked ? 'border-brand-700 bg-brand-50/60 ring-1 ring-brand-700' : 'border-gray-300 bg-white hover:border-gray-400'}`}
    >
      <label className="flex min-h-14 cursor-pointer items-center gap-3 px-3 py-3 sm:px-4">
        <input type="radio" checked={checked} className="size-5 shrink-0 accent-brand-700" {...radio} />
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="font-medium text-gray-900">{title}</span>
          {description ? <span className="text-sm text-gray-600">{description}</span> : null}
        </span>
        {side ? <span className="shrink-0 text-sm font-medium text-gray-900">{side}</span> : null}
      </label>
      {checked && children ? <div className="px-3 pb-3 sm:px-4 sm:pb-4 sm:ps-12">{children}</div> : null}
    </div>
  )
}

/**
 * The radio group of a step's choice cards with its error under it: a refused group is marked invalid and
 * described by its message (WCAG 3.3.1, 1.3.1), so that focus on it says what is missing.
 */
export function ChoiceGroup({
  label,
  errorsId,
  errors,
  testId,
  children,
}: {
  label: string
  errorsId: string
  errors?: readonly string[]
  testId: string
  children: ReactNode
}) {
  const invalid = Boolean(errors?.length)
  return (
    <>
      <div
        className="flex flex-col gap-3"
        role="radiogroup"
        aria-label={label}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorsId : undefined}
        data-testid={testId}
      >
        {children}
      </div>
      <FieldErrors id={errorsId} errors={errors} />
    </>
  )
}

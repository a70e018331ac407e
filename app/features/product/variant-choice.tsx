import { useId } from 'react'
import { Link } from 'react-router'
import type { VariantValue } from '#core/schemas/catalogue'
import { useI18n } from '#app/i18n/i18n'

const GROUPS = [
  { key: 'colour', label: 'product.variants.colour' },
  { key: 'size', label: 'product.variants.size' },
] as const

/**
 * Variant choice (spec §2, §3 "Product variant value"): per group (colour, size) each value is a link to that
 * variant's product when it has one, otherwise a plain box; the current one is highlighted, values that
 * cannot be ordered or come later are marked.
 */
export function VariantChoice({ variants }: { variants: { colour: VariantValue[]; size: VariantValue[] } }) {
  const groups = GROUPS.filter((group) => variants[group.key].length > 0)
  if (groups.length === 0) return null
  return (
    <div className="flex flex-col gap-4" data-testid="variants">
      {groups.map((group) => (
        <VariantGroup key={group.key} group={group.key} label={group.label} values={variants[group.key]} />
      ))}
    </div>
  )
}

function VariantGroup({
  group,
  label,
  values,
}: {
  group: 'colour' | 'size'
  label: (typeof GROUPS)[number]['label']
  values: VariantValue[]
}) {
  const { t } = useI18n()
  const headingId = useId()
  const current = values.find((value) => value.is_current)
  return (
    <div role="group" aria-labelledby={headingId} data-variant-group={group}>
      <p id={headingId} className="mb-2 text-sm font-semibold text-gray-900">
        {current ? t('product.variants.chosen', { group: t(label), value: current.value }) : t(label)}
      </p>
      <ul className="flex flex-wrap gap-2">
        {values.map((value) => (
          <li key={value.value}>
            <VariantValueBox value={value} />
          </li>
        ))}
      </ul>
    </div>
  )
}

function VariantValueBox({ value }: { value: VariantValue }) {
  const { t } = useI18n()
  const state = !value.available_for_order ? 'unavailable' : value.delayed ? 'delayed' : 'available'
  const note =
    state === 'unavailable'
      ? t('product.variants.unavailable')
      : state === 'delayed'
        ? t('product.variants.delayed')
        : null
  const className = `relative inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-md border px-3 py-2 text-sm ${
    value.is_current
      ? 'border-brand-700 bg-brand-50 font-semibold text-brand-900 ring-1 ring-brand-700'
      : 'border-gray-300 bg-white text-gray-900'
  } ${state === 'unavailable' ? 'text-gray-600 line-through decoration-gray-500' : ''}`
  const content = (
    <>
      {state === 'delayed' ? (
        <span className="size-2 shrink-0 rounded-full bg-orange-500" aria-hidden="true" />
      ) : null}
      <span>{value.value}</span>
      {note ? <span className="sr-only">{` ${note}`}</span> : null}
    </>
  )
  const data = { 'data-variant': value.value, 'data-state': state, title: note ?? undefined }
  if (value.product_link) {
    return (
      <Link
        to={value.product_link}
        prefetch="intent"
        aria-current={value.is_current ? 'page' : undefined}
        className={`${className} hover:border-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700`}
        {...data}
      >
        {content}
      </Link>
    )
  }
  return (
    <span className={className} aria-current={value.is_current ? 'true' : undefined} {...data}>
      {content}
    </span>
  )
}

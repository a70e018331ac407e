import { useId, type ChangeEvent, type FormEvent, type ReactNode } from 'react'
import type { CategoryListing } from '#core/schemas/catalogue'
import { useI18n } from '#app/i18n/i18n'
import { buttonClass } from '#app/ui/button'
import { ChevronIcon } from '#app/ui/icons/chevron'
import { hiddenFields, splitFilterValues } from './listing-url'
import { HiddenFields, useEffectiveQuery, useFollowingState, useListingSubmit } from './listing-forms'
import { useHydrated } from '#app/features/product-card/use-shop'

// The filter panel's body: a chunk of its own, loaded and hydrated after the first load (docs/decisions/0042).

const FIELDSET = 'border-b border-gray-200 pb-4'
const LEGEND = 'mb-2 text-sm font-semibold text-gray-900'
const CHECKBOX = 'filter-checkbox'
const OPTION = 'filter-option'

/** Brand, price, stock and feature filters (spec §2 "Category view"). */
/** One end of the price range, in whole euros; the placeholder shows the category's own bound. */
function PriceField(props: {
  id: string
  name: 'price_min' | 'price_max'
  label: string
  placeholder: number
  value: string
  onChange: (value: string) => void
}) {
  return (
    <div>
      <label htmlFor={props.id} className="mb-1 block text-xs text-gray-700">
        {props.label}
      </label>
      <input
        id={props.id}
        type="number"
        name={props.name}
        inputMode="numeric"
        min={0}
        step={1}
        placeholder={String(props.placeholder)}
        value={props.value}
        onChange={(event) => props.onChange(event.currentTarget.value)}
        className="w-full rounded-md border border-gray-400 px-2 py-2 text-sm"
      />
    </div>
  )
}

export function ListingFilters({
  listing,
  pathname,
  onApplied,
}: {
  listing: CategoryListing
  pathname: string
  /** Called after an explicit "apply" (e.g. to close the mobile panel). */
  onApplied?: () => void
}) {
  const { t } = useI18n()
  const id = useId()
  const submit = useListingSubmit(pathname)
  // Its code loads after the page hydrates (lazyBelowFold): `data-hydrated` says when a tick applies at once.
  const hydrated = useHydrated()
  const { facets } = listing
  const query = useEffectiveQuery(pathname, listing.query)
  const [priceMin, setPriceMin] = useFollowingState(query.price_min?.toString() ?? '')
  const [priceMax, setPriceMax] = useFollowingState(query.price_max?.toString() ?? '')
  // Ticked boxes as `name=value` tokens: ticked at once on click, then following the URL.
  const [tickedText, setTickedText] = useFollowingState(
    JSON.stringify([
      ...query.brand.map((slug) => `brand=${slug}`),
      ...query.feature.map((token) => `feature=${token}`),
      ...(query.in_stock ? ['in_stock=1'] : []),
    ]),
  )
  const ticked = new Set(JSON.parse(tickedText) as string[])

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    submit(event.currentTarget)
    onApplied?.()
  }
  const onToggle = (event: ChangeEvent<HTMLInputElement>) => {
    const { name, value, checked, form } = event.currentTarget
    const next = new Set(ticked)
    if (checked) next.add(`${name}=${value}`)
    else next.delete(`${name}=${value}`)
    setTickedText(JSON.stringify([...next]))
    if (form) submit(form)
  }

  return (
    <form
      method="get"
      action={pathname}
      onSubmit={onSubmit}
      className="space-y-4"
      data-testid="listing-filters"
      data-hydrated={hydrated || undefined}
    >
      <HiddenFields fields={hiddenFields(query, ['sort', 'per_page'])} />

      {facets.brands.length > 0 ? (
        <fieldset className={FIELDSET}>
          <legend className={LEGEND}>{t('catalog.filters.brand')}</legend>
          <ValueList
            values={facets.brands}
            isTicked={(brand) => ticked.has(`brand=${brand.slug}`)}
            render={(brand) => (
              <li key={brand.slug}>
                <label className={OPTION}>
                  <input
                    type="checkbox"
                    name="brand"
                    value={brand.slug}
                    checked={ticked.has(`brand=${brand.slug}`)}
                    onChange={onToggle}
                    className={CHECKBOX}
                  />
                  {t('catalog.filters.option', { label: brand.name, count: brand.count })}
                </label>
              </li>
            )}
          />
        </fieldset>
      ) : null}

      <fieldset className={FIELDSET}>
        <legend className={LEGEND}>{t('catalog.filters.price')}</legend>
        <div className="grid grid-cols-2 gap-3">
          <PriceField
            id={`${id}-min`}
            name="price_min"
            label={t('catalog.filters.priceMin')}
            placeholder={facets.price.min}
            value={priceMin}
            onChange={setPriceMin}
          />
          <PriceField
            id={`${id}-max`}
            name="price_max"
            label={t('catalog.filters.priceMax')}
            placeholder={facets.price.max}
            value={priceMax}
            onChange={setPriceMax}
          />
        </div>
      </fieldset>

      <fieldset className={FIELDSET}>
        <legend className={LEGEND}>{t('catalog.filters.availability')}</legend>
        <label className={OPTION}>
          <input
            type="checkbox"
            name="in_stock"
            value="1"
            checked={ticked.has('in_stock=1')}
            onChange={onToggle}
            className={CHECKBOX}
          />
          {t('catalog.filters.option', { label: t('catalog.filters.inStock'), count: facets.in_stock_count })}
        </label>
      </fieldset>

      {facets.features.map((feature) => (
        <fieldset key={feature.key} className={FIELDSET}>
          <legend className={LEGEND}>{feature.name}</legend>
          <ValueList
            values={feature.values}
            isTicked={(value) => ticked.has(`feature=${feature.key}:${value.value}`)}
            render={(value) => {
              const token = `${feature.key}:${value.value}`
              return (
                <li key={token}>
                  <label className={OPTION}>
                    <input
                      type="checkbox"
                      name="feature"
                      value={token}
                      checked={ticked.has(`feature=${token}`)}
                      onChange={onToggle}
                      className={CHECKBOX}
                    />
                    {t('catalog.filters.option', { label: value.label, count: value.count })}
                  </label>
                </li>
              )
            }}
          />
        </fieldset>
      ))}

      <button type="submit" className={buttonClass('primary', 'w-full')}>
        {t('catalog.filters.apply')}
      </button>
    </form>
  )
}

/**
 * The values of one filter: the first few, the rest behind "show more" (issue 10). A `details` element, so it
 * opens without JavaScript too; it starts open when a value in the rest is ticked.
 */
function ValueList<T>({
  values,
  isTicked,
  render,
}: {
  values: readonly T[]
  isTicked: (value: T) => boolean
  render: (value: T) => ReactNode
}) {
  const { t } = useI18n()
  const { shown, more, moreOpen } = splitFilterValues(values, isTicked)
  return (
    <>
      <ul className="space-y-0.5">{shown.map(render)}</ul>
      {more.length > 0 ? (
        <details className="group" open={moreOpen || undefined} data-testid="filter-more">
          <summary className="mt-1 inline-flex min-h-8 cursor-pointer list-none items-center gap-1 text-sm font-semibold text-brand-700 hover:underline [&::-webkit-details-marker]:hidden">
            <span className="group-open:hidden">{t('catalog.filters.showMore', { count: more.length })}</span>
            <span className="hidden group-open:inline">{t('catalog.filters.showLess')}</span>
            <ChevronIcon direction="down" className="size-3.5 group-open:rotate-180" />
          </summary>
          <ul className="space-y-0.5">{more.map(render)}</ul>
        </details>
      ) : null}
    </>
  )
}

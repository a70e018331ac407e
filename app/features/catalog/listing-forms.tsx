import { useId, useState, type ChangeEvent, type FormEvent } from 'react'
import { Link, useNavigate, useNavigation } from 'react-router'
import { PAGE_SIZE_OPTIONS, SORT_OPTIONS } from '#core/constants'
import { parseListingQuery, type ListingQuery } from '#core/listing-query'
import type { CategoryListing } from '#core/schemas/catalog'
import { useI18n } from '#app/i18n/i18n'
import { buttonClass } from '#app/ui/button'
import {
  activeFilterCount,
  cleanSearchParams,
  hiddenFields,
  listingSearch,
  WITHOUT_FILTERS,
} from './listing-url'
import { useHydrated } from './use-shop'

/**
 * The category view's forms are plain GET forms: without JavaScript the browser submits them and the
 * server renders the new URL. With JavaScript the same submit becomes a client navigation to a tidy URL
 * (defaults and empty fields left out, back to page 1), and checkboxes and selects apply on change.
 *
 * The controls follow the URL: the one being navigated to while it loads, else the current one (so "clear
 * all filters" clears them). A click shows at once (local state until the URL catches up), and the
 * controls are never remounted, so keyboard focus stays where it was.
 */
export function useEffectiveQuery(pathname: string, query: ListingQuery): ListingQuery {
  const navigation = useNavigation()
  const next = navigation.location
  if (!next || next.pathname !== pathname) return query
  return parseListingQuery(cleanSearchParams(new URLSearchParams(next.search)))
}

/** Local text of an input that follows a value from the URL whenever that changes. */
function useFollowingState(value: string): [string, (value: string) => void] {
  const [text, setText] = useState(value)
  const [followed, setFollowed] = useState(value)
  if (followed !== value) {
    setFollowed(value)
    setText(value)
  }
  return [text, setText]
}

function useListingSubmit(pathname: string) {
  const navigate = useNavigate()
  return (form: HTMLFormElement) => {
    const params = new URLSearchParams()
    for (const [name, value] of new FormData(form)) if (typeof value === 'string') params.append(name, value)
    const query = parseListingQuery(cleanSearchParams(params))
    void navigate(`${pathname}${listingSearch(query, { page: 1 })}`, { preventScrollReset: true })
  }
}

function HiddenFields({ fields }: { fields: Array<[string, string]> }) {
  return (
    <>
      {fields.map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
    </>
  )
}

const FIELDSET = 'border-b border-gray-200 pb-4'
const LEGEND = 'mb-2 text-sm font-semibold text-gray-900'
const CHECKBOX = 'size-4 shrink-0 rounded border-gray-400 accent-brand-700'
const OPTION = 'flex min-h-8 cursor-pointer items-center gap-2 text-sm text-gray-800'

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
  const { facets } = listing
  const query = useEffectiveQuery(pathname, listing.query)
  const active = activeFilterCount(query)
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
  const cleared = `${pathname}${listingSearch(query, WITHOUT_FILTERS)}`

  return (
    <form
      method="get"
      action={pathname}
      onSubmit={onSubmit}
      className="space-y-4"
      data-testid="listing-filters"
    >
      <HiddenFields fields={hiddenFields(query, ['sort', 'per_page'])} />
      {active > 0 ? (
        <Link to={cleared} preventScrollReset className="text-sm font-semibold text-brand-700 underline">
          {t('catalog.filters.clear')}
        </Link>
      ) : null}

      {facets.brands.length > 0 ? (
        <fieldset className={FIELDSET}>
          <legend className={LEGEND}>{t('catalog.filters.brand')}</legend>
          <ul className="max-h-72 space-y-0.5 overflow-y-auto">
            {facets.brands.map((brand) => (
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
            ))}
          </ul>
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
          <ul className="max-h-56 space-y-0.5 overflow-y-auto">
            {feature.values.map((value) => {
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
            })}
          </ul>
        </fieldset>
      ))}

      <button type="submit" className={buttonClass('primary', 'w-full')}>
        {t('catalog.filters.apply')}
      </button>
    </form>
  )
}

/** Sort order and page size; the rest of the state rides along in hidden fields. */
export function ListingToolbar({ query: current, pathname }: { query: ListingQuery; pathname: string }) {
  const { t } = useI18n()
  const id = useId()
  const hydrated = useHydrated()
  const submit = useListingSubmit(pathname)
  const query = useEffectiveQuery(pathname, current)
  const [sort, setSort] = useFollowingState(query.sort)
  const [perPage, setPerPage] = useFollowingState(String(query.per_page))
  const onSelect = (event: ChangeEvent<HTMLSelectElement>) => {
    const { name, value, form } = event.currentTarget
    if (name === 'sort') setSort(value)
    else setPerPage(value)
    if (form) submit(form)
  }
  const select = 'min-h-11 rounded-md border border-gray-400 bg-white px-2 text-sm'
  return (
    <form
      method="get"
      action={pathname}
      onSubmit={(event) => {
        event.preventDefault()
        submit(event.currentTarget)
      }}
      // Its fields sit in the row of the Filters button, wrapping as the width allows.
      className="contents"
      data-testid="listing-toolbar"
    >
      <HiddenFields fields={hiddenFields(query, ['filters'])} />
      <div className="flex items-center gap-2">
        <label htmlFor={`${id}-sort`} className="text-sm text-gray-700">
          {t('catalog.sort.label')}
        </label>
        <select id={`${id}-sort`} name="sort" value={sort} onChange={onSelect} className={select}>
          {SORT_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {t(`catalog.sort.${option}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex items-center gap-2">
        <label htmlFor={`${id}-per-page`} className="text-sm text-gray-700">
          {t('catalog.perPage.label')}
        </label>
        <select id={`${id}-per-page`} name="per_page" value={perPage} onChange={onSelect} className={select}>
          {PAGE_SIZE_OPTIONS.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      {/* Without JavaScript the selects need a button; with it they apply on change. */}
      {hydrated ? null : (
        <button type="submit" className={buttonClass('gray-outline')}>
          {t('catalog.apply')}
        </button>
      )}
    </form>
  )
}

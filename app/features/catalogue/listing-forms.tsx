import { useId, useState, type ChangeEvent } from 'react'
import { useNavigate, useNavigation } from 'react-router'
import { PAGE_SIZE_OPTIONS, SORT_OPTIONS } from '#core/constants'
import { parseListingQuery, type ListingQuery } from '#core/listing-query'
import { useI18n } from '#app/i18n/i18n'
import { buttonClass } from '#app/ui/button'
import { cleanSearchParams, hiddenFields, listingSearch } from './listing-url'
import { useHydrated } from '#app/features/product-card/use-shop'

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
export function useFollowingState(value: string): [string, (value: string) => void] {
  const [text, setText] = useState(value)
  const [followed, setFollowed] = useState(value)
  if (followed !== value) {
    setFollowed(value)
    setText(value)
  }
  return [text, setText]
}

export function useListingSubmit(pathname: string) {
  const navigate = useNavigate()
  return (form: HTMLFormElement) => {
    const params = new URLSearchParams()
    for (const [name, value] of new FormData(form)) if (typeof value === 'string') params.append(name, value)
    const query = parseListingQuery(cleanSearchParams(params))
    void navigate(`${pathname}${listingSearch(query, { page: 1 })}`, { preventScrollReset: true })
  }
}

export function HiddenFields({ fields }: { fields: Array<[string, string]> }) {
  return (
    <>
      {fields.map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
    </>
  )
}

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
  const select = 'min-h-11 w-full min-w-0 rounded-md border border-gray-400 bg-white px-2 text-sm sm:w-auto'
  return (
    <form
      method="get"
      action={pathname}
      onSubmit={(event) => {
        event.preventDefault()
        submit(event.currentTarget)
      }}
      // Its fields sit in the row of the Filters button.
      className="contents"
      data-testid="listing-toolbar"
    >
      <HiddenFields fields={hiddenFields(query, ['filters'])} />
      {/* On a phone the fields are cells of the row's two columns (beside and under the Filters button), so
          every sort label shows whole in each language. */}
      <div className="flex min-w-0 items-center gap-2">
        <label htmlFor={`${id}-sort`} className="sr-only text-sm text-gray-700 sm:not-sr-only">
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
      <div className="flex min-w-0 items-center">
        <label htmlFor={`${id}-per-page`} className="sr-only">
          {t('catalog.perPage.label')}
        </label>
        <select id={`${id}-per-page`} name="per_page" value={perPage} onChange={onSelect} className={select}>
          {PAGE_SIZE_OPTIONS.map((size) => (
            <option key={size} value={size}>
              {t('catalog.perPage.option', { size })}
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

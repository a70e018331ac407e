import { Link } from 'react-router'
import { formatEuro } from '#core/money'
import type { ListingQuery } from '#core/listing-query'
import type { ListingFacets } from '#core/schemas/catalogue'
import { useI18n } from '#app/i18n/i18n'
import { CloseIcon } from '#app/ui/icons/close'
import { filterChips, listingSearch, WITHOUT_FILTERS, type FilterChip } from './listing-url'

/**
 * The active filters as removable chips above the products, with "clear all" (issue 10): visible without
 * opening the filter panel. Plain links, so they work before hydration and without JavaScript.
 */
export function ActiveFilters({
  query,
  facets,
  pathname,
}: {
  query: ListingQuery
  facets: Pick<ListingFacets, 'brands' | 'features'>
  pathname: string
}) {
  const { t } = useI18n()
  const chips = filterChips(query, facets)
  if (chips.length === 0) return null
  const name = (chip: FilterChip): string => {
    if (chip.kind === 'in_stock') return t('catalog.filters.inStock')
    if (chip.kind === 'feature' && chip.group)
      return t('shell.pair', { label: chip.group, value: chip.label })
    if (chip.kind !== 'price') return chip.label
    const min = chip.min === undefined ? undefined : formatEuro(chip.min * 100)
    const max = chip.max === undefined ? undefined : formatEuro(chip.max * 100)
    if (min && max) return t('catalog.filters.priceBetween', { min, max })
    return min ? t('catalog.filters.priceFrom', { min }) : t('catalog.filters.priceTo', { max: max ?? '' })
  }
  return (
    <ul
      aria-label={t('catalog.filters.activeList')}
      className="mb-4 flex flex-wrap items-center gap-2"
      data-testid="active-filters"
    >
      {chips.map((chip) => {
        const label = name(chip)
        return (
          <li key={chip.id}>
            <Link
              to={`${pathname}${chip.search}`}
              preventScrollReset
              aria-label={t('catalog.filters.removeNamed', { label })}
              className="flex min-h-9 items-center gap-1.5 rounded-full border border-brand-700 bg-brand-50 py-1 pr-2 pl-3 text-sm font-medium text-brand-800 hover:bg-brand-100"
              data-testid="filter-chip"
            >
              {label}
              <CloseIcon className="size-4" />
            </Link>
          </li>
        )
      })}
      <li>
        <Link
          to={`${pathname}${listingSearch(query, WITHOUT_FILTERS)}`}
          preventScrollReset
          className="px-1 text-sm font-semibold text-brand-700 underline underline-offset-2"
          data-testid="clear-filters"
        >
          {t('catalog.filters.clear')}
        </Link>
      </li>
    </ul>
  )
}

import {
  Component,
  lazy,
  Suspense,
  useId,
  useState,
  useSyncExternalStore,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react'
import {
  PICKUP_COUNTRIES,
  PICKUP_DEFAULT_COUNTRY,
  PICKUP_DEFAULT_POSTAL_CODE,
  PICKUP_POSTCODE_MAX_LENGTH,
} from '#core/constants'
import { formatNumber } from '#core/format-number'
import { DEFAULT_MAP_TILES, type MapTiles } from '#core/map-tiles'
import { formatPickupAddress, openingHoursRows } from '#core/pickup-points/pickup-point'
import type { PickupLocation } from '#core/pickup-points/location'
import { useI18n } from '#app/i18n/i18n'
import { loadChunk } from '#app/lib/chunk-load'
import { Button } from '#app/ui/button'
import { ChevronIcon } from '#app/ui/icons/chevron'
import { Spinner } from '#app/ui/icons/spinner'
import { Modal } from '#app/ui/modal'
import { SidePanel } from '#app/ui/side-panel'
import { inputClass } from '#app/ui/text-field'
import {
  selectedLocation,
  type ChooserAction,
  type ChooserState,
  type PickupCountry,
  type PickupQuery,
} from './chooser-state'
import { usePickupSearch } from './use-pickup-search'

const noSubscription = () => () => {}

const PickupMap = lazy(() => loadChunk('pickup-map', () => import('./pickup-map')))

export interface PickupPointChooserProps {
  /** Spec §2: a modal (list left, map right) or a side panel (small map on top, the list below). */
  variant: 'modal' | 'panel'
  open: boolean
  onClose: () => void
  /**
   * Saves the chosen location (the checkout: `toCheckoutPickupPoint` and PUT …/address-pickup-point). The
   * chooser closes when it resolves and stays open when it rejects.
   */
  onChoose: (location: PickupLocation) => Promise<unknown> | void
  initialPostalCode?: string
  initialCountry?: PickupCountry
  tiles?: MapTiles
}

/**
 * The pickup-point chooser (spec §2 "Pickup-point chooser", §4 "Pickup point", §8): searches the postcode in
 * the Netherlands or Belgium, lists the nearest locations with their distance, shows them on a map and the
 * selected one's opening hours, and hands the choice to the caller. The list works without the map.
 */
export function PickupPointChooser({
  variant,
  open,
  onClose,
  onChoose,
  initialPostalCode = PICKUP_DEFAULT_POSTAL_CODE,
  initialCountry = PICKUP_DEFAULT_COUNTRY,
  tiles = DEFAULT_MAP_TILES,
}: PickupPointChooserProps) {
  const { t, locale } = useI18n()
  const { state, dispatch, search } = usePickupSearch({ open, initialPostalCode, initialCountry, locale, t })
  const [choosing, setChoosing] = useState(false)
  const selected = selectedLocation(state)

  const choose = async () => {
    if (!selected || choosing) return
    setChoosing(true)
    try {
      await onChoose(selected)
      onClose()
    } catch {
      // The caller tells the shopper what went wrong; the choice can be made again.
    } finally {
      setChoosing(false)
    }
  }

  const searchForm = (
    <SearchForm
      state={state}
      dispatch={dispatch}
      maxLength={variant === 'panel' ? PICKUP_POSTCODE_MAX_LENGTH : undefined}
      onSearch={() => void search({ countryCode: state.countryCode, postalCode: state.postalCode })}
    />
  )
  const list = <LocationList state={state} onSelect={(code) => dispatch({ type: 'select', code })} />
  const map = (className: string) => (
    <MapSlot
      className={className}
      locations={state.locations}
      selectedCode={state.selectedCode}
      onSelect={(code) => dispatch({ type: 'select', code })}
      tiles={tiles}
    />
  )
  const details = (
    <SelectedDetails
      location={selected}
      loading={state.status === 'loading'}
      choosing={choosing}
      onChoose={choose}
    />
  )

  if (variant === 'panel') {
    return (
      <SidePanel open={open} onClose={onClose} title={t('pickup.title')}>
        <div className="flex flex-col gap-4" data-testid="pickup-chooser" data-variant="panel">
          {map('h-48 w-full rounded-md')}
          {details}
          <h3 className="border-t border-gray-200 pt-4 text-base font-semibold text-gray-900">
            {t('pickup.others')}
          </h3>
          {searchForm}
          {list}
        </div>
      </SidePanel>
    )
  }
  return (
    <Modal open={open} onClose={onClose} title={t('pickup.title')} size="large">
      <div
        className="grid gap-5 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]"
        data-testid="pickup-chooser"
        data-variant="modal"
      >
        <div className="flex min-w-0 flex-col gap-3">
          {searchForm}
          <div className="max-h-64 overflow-y-auto lg:max-h-[28rem]">{list}</div>
        </div>
        {/* The details (and "Kies dit afhaalpunt") come before the map in the Tab order, right after the list;
            the map is still drawn above them. */}
        <div className="flex min-w-0 flex-col gap-4">
          {details}
          {map('order-first h-64 w-full rounded-md lg:h-80')}
        </div>
      </div>
    </Modal>
  )
}

function SearchForm({
  state,
  dispatch,
  maxLength,
  onSearch,
}: {
  state: ChooserState
  dispatch: (action: ChooserAction) => void
  maxLength?: number
  onSearch: () => void
}) {
  const { t } = useI18n()
  const id = useId()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSearch()
  }
  const message =
    state.status === 'failed'
      ? state.failure
      : state.status === 'empty'
        ? t('pickup.weCouldNotFindAnyLocationsHere')
        : null
  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-1"
      role="search"
      data-testid="pickup-search"
    >
      <label htmlFor={id} className="text-sm font-medium text-gray-800">
        {t('pickup.postalCode')}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          name="postalCode"
          value={state.postalCode}
          maxLength={maxLength}
          autoComplete="postal-code"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={state.invalid || undefined}
          aria-describedby={message ? `${id}-message` : undefined}
          onChange={(event) => dispatch({ type: 'setPostalCode', value: event.target.value })}
          className={`${inputClass} min-w-0 flex-1 ${state.invalid ? 'border-red-600' : 'border-gray-300'}`}
          data-testid="pickup-postal-code"
        />
        <CountrySwitch state={state} dispatch={dispatch} />
        <Button type="submit" data-testid="pickup-search-button">
          {t('pickup.search')}
        </Button>
      </div>
      {message ? (
        <p id={`${id}-message`} role="alert" className="text-sm text-red-700" data-testid="pickup-message">
          {message}
        </p>
      ) : null}
    </form>
  )
}

function CountrySwitch({
  state,
  dispatch,
}: {
  state: ChooserState
  dispatch: (action: ChooserAction) => void
}) {
  const { t } = useI18n()
  const menuId = useId()
  return (
    <div className="relative">
      <button
        type="button"
        aria-expanded={state.countryMenuOpen}
        aria-controls={menuId}
        aria-label={t('pickup.country', { country: t(`pickup.country.${state.countryCode}`) })}
        onClick={() => dispatch({ type: 'toggleCountryMenu' })}
        className="inline-flex min-h-11 items-center gap-1 rounded-md border border-gray-300 bg-white px-3 text-sm font-semibold text-gray-900 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand-700"
        data-testid="pickup-country"
      >
        {state.countryCode}
        <ChevronIcon direction="down" className="size-4" />
      </button>
      {state.countryMenuOpen ? (
        <ul
          id={menuId}
          className="absolute right-0 z-10 mt-1 w-40 rounded-md border border-gray-200 bg-white py-1 shadow-lg"
        >
          {PICKUP_COUNTRIES.map((country) => (
            <li key={country}>
              <button
                type="button"
                aria-current={country === state.countryCode || undefined}
                onClick={() => dispatch({ type: 'pickCountry', countryCode: country })}
                className={`flex min-h-11 w-full items-center gap-2 px-3 text-left text-sm hover:bg-gray-100 ${country === state.countryCode ? 'font-semibold text-brand-700' : 'text-gray-900'}`}
                data-testid={`pickup-country-${country}`}
              >
                <span className="w-6">{country}</span> {t(`pickup.country.${country}`)}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}

function Loading() {
  const { t } = useI18n()
  return (
    <p
      role="status"
      className="flex items-center gap-2 py-4 text-sm text-gray-700"
      data-testid="pickup-loading"
    >
      <Spinner className="size-5 text-brand-700" /> {t('pickup.loading')}
    </p>
  )
}

function LocationList({ state, onSelect }: { state: ChooserState; onSelect: (code: string) => void }) {
  const { t, locale } = useI18n()
  if (state.status === 'loading') return <Loading />
  if (state.locations.length === 0) return null
  const near = state.shownNear
  const codes = state.locations.map((location) => location.LocationCode)
  const tabStop =
    state.selectedCode !== null && codes.includes(state.selectedCode) ? state.selectedCode : codes[0]
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const current = codes.indexOf(state.selectedCode ?? '')
    const next = listboxMove(event.key, current, codes.length)
    if (next === null) return
    event.preventDefault()
    onSelect(codes[next]!)
    event.currentTarget.querySelectorAll<HTMLElement>('[role="option"]')[next]?.focus()
  }
  return (
    <div className="flex flex-col gap-2" data-testid="pickup-results">
      {near ? (
        // Which postcode the list is about: the shopper's, or the fallback's when theirs found nothing.
        <p className="text-sm text-gray-700" data-testid="pickup-shown-near">
          {t('pickup.shownNear', {
            postalCode: formatPostcode(near),
            country: t(`pickup.country.${near.countryCode}`),
          })}
        </p>
      ) : null}
      {/* A listbox: one Tab stop, arrows move the selection, so that "Kies dit afhaalpunt" is the next Tab
          after the list instead of twenty rows (and pins) away (WCAG 2.4.3, 2.1.1). */}
      <ul
        role="listbox"
        aria-label={t('pickup.list')}
        onKeyDown={onKeyDown}
        className="flex flex-col gap-2"
        data-testid="pickup-list"
      >
        {state.locations.map((location) => {
          const selected = location.LocationCode === state.selectedCode
          return (
            <li
              key={location.LocationCode}
              role="option"
              aria-selected={selected}
              tabIndex={location.LocationCode === tabStop ? 0 : -1}
              onClick={() => onSelect(location.LocationCode)}
              className={`w-full cursor-pointer rounded-md border px-3 py-2 text-left text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${selected ? 'border-brand-700 bg-brand-50 ring-1 ring-brand-700' : 'border-gray-200 bg-white hover:border-gray-400'}`}
              data-testid="pickup-location"
            >
              <span className="flex items-baseline justify-between gap-2">
                <span className="font-semibold text-gray-900">{location.Name}</span>
                <span className="shrink-0 text-gray-600" data-testid="pickup-distance">
                  {t('pickup.distance', { distance: formatNumber(locale, location.Distance, 0) })}
                </span>
              </span>
              <span className="block text-gray-700">{formatPickupAddress(location)}</span>
            </li>
          )
        })}
      </ul>
    </div>
  )
}

/** The option a key moves to in a single-select listbox of `count` options, or null for other keys. */
export function listboxMove(key: string, current: number, count: number): number | null {
  if (count === 0) return null
  switch (key) {
    case 'ArrowDown':
      return current < 0 ? 0 : Math.min(current + 1, count - 1)
    case 'ArrowUp':
      return current < 0 ? 0 : Math.max(current - 1, 0)
    case 'Home':
      return 0
    case 'End':
      return count - 1
    default:
      return null
  }
}

/** A Dutch postcode as it is written (3442 AE); a Belgian one as typed. */
function formatPostcode(query: PickupQuery): string {
  const compact = query.postalCode.replace(/\s/g, '').toUpperCase()
  return query.countryCode === 'NL' && /^\d{4}[A-Z]{2}$/.test(compact)
    ? `${compact.slice(0, 4)} ${compact.slice(4)}`
    : query.postalCode.trim()
}

function SelectedDetails({
  location,
  loading,
  choosing,
  onChoose,
}: {
  location: PickupLocation | null
  loading: boolean
  choosing: boolean
  onChoose: () => void
}) {
  const { t } = useI18n()
  if (loading) return <Loading />
  if (!location) return null
  return (
    <section
      className="flex flex-col gap-3"
      aria-labelledby="pickup-selected-name"
      data-testid="pickup-selected"
    >
      <div>
        <h3 id="pickup-selected-name" className="text-base font-semibold text-gray-900">
          {location.Name}
        </h3>
        <p className="text-sm text-gray-700">{formatPickupAddress(location)}</p>
      </div>
      <Button
        variant="green"
        onClick={onChoose}
        disabled={choosing}
        className="w-full sm:w-auto sm:self-start"
        data-testid="pickup-choose"
      >
        {choosing ? <Spinner className="size-4" /> : null}
        {t('pickup.choose')}
      </Button>
      <div>
        <h4 className="text-sm font-semibold text-gray-900">{t('pickup.openingHours')}</h4>
        <dl
          className="mt-1 grid grid-cols-[auto_1fr] gap-x-4 gap-y-0.5 text-sm"
          data-testid="pickup-opening-hours"
        >
          {openingHoursRows(location.OpeningHours).map((row) => (
            <div key={row.day} className="contents">
              <dt className="text-gray-700">{t(row.dayKey)}</dt>
              <dd className={row.value ? 'text-gray-900' : 'text-gray-500'}>
                {row.value ?? t('pickup.closed')}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  )
}

/** The map, loaded on demand; if it cannot load or run, a note says so and the list goes on working. */
function MapSlot(props: {
  className: string
  locations: PickupLocation[]
  selectedCode: string | null
  onSelect: (code: string) => void
  tiles: MapTiles
}) {
  const { t } = useI18n()
  // Leaflet needs a browser: no map in server rendering or hydration.
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
  const [failed, setFailed] = useState(false)
  if (failed) {
    return (
      <p className="rounded-md bg-gray-100 px-3 py-4 text-sm text-gray-700" data-testid="pickup-map-failed">
        {t('pickup.mapFailed')}
      </p>
    )
  }
  const placeholder = <div className={`${props.className} animate-pulse bg-gray-100`} aria-hidden="true" />
  if (!inBrowser) return placeholder
  return (
    <MapBoundary onError={() => setFailed(true)}>
      <Suspense fallback={placeholder}>
        <PickupMap {...props} label={t('pickup.map')} />
      </Suspense>
    </MapBoundary>
  )
}

/** Any failure of the map (its code, Leaflet, the tiles' setup) stays inside the map's box. */
class MapBoundary extends Component<{ onError: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch() {
    this.props.onError()
  }

  override render() {
    return this.state.failed ? null : this.props.children
  }
}

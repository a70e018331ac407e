import { PICKUP_DEFAULT_COUNTRY, PICKUP_DEFAULT_POSTAL_CODE } from '#core/constants'
import type { PickupLocation } from '#core/pickup-points/location'

/**
 * The pickup-point chooser's state (spec §3 "Pickup location" UI state, §4 "Pickup point"), as a pure
 * reducer: postal code and country, the country menu, the locations found, the selected one and the
 * invalid-location flag of the no-locations fallback (spec §8).
 */
export type PickupCountry = 'NL' | 'BE'

export interface PickupQuery {
  countryCode: PickupCountry
  postalCode: string
}

export interface ChooserState {
  postalCode: string
  countryCode: PickupCountry
  countryMenuOpen: boolean
  status: 'loading' | 'ready' | 'empty' | 'failed'
  locations: PickupLocation[]
  selectedCode: string | null
  /** The searched postcode found nothing: the input is marked and the list comes from a fallback search. */
  invalid: boolean
  /** The service's own message when the search failed (not "nothing found"). */
  failure: string | null
  /** The postcode and country the listed locations are near (a fallback's, not the typed one's); null: none. */
  shownNear: PickupQuery | null
}

export type ChooserAction =
  | { type: 'setPostalCode'; value: string }
  | { type: 'toggleCountryMenu' }
  | { type: 'pickCountry'; countryCode: PickupCountry }
  | { type: 'searchStart' }
  | { type: 'searchDone'; locations: PickupLocation[]; invalid: boolean; near: PickupQuery | null }
  | { type: 'searchFailed'; message: string }
  | { type: 'select'; code: string }

export function initialChooserState(
  postalCode: string = PICKUP_DEFAULT_POSTAL_CODE,
  countryCode: PickupCountry = PICKUP_DEFAULT_COUNTRY,
): ChooserState {
  return {
    postalCode,
    countryCode,
    countryMenuOpen: false,
    status: 'loading',
    locations: [],
    selectedCode: null,
    invalid: false,
    failure: null,
    shownNear: null,
  }
}

export function chooserReducer(state: ChooserState, action: ChooserAction): ChooserState {
  switch (action.type) {
    case 'setPostalCode':
      return { ...state, postalCode: action.value }
    case 'toggleCountryMenu':
      return { ...state, countryMenuOpen: !state.countryMenuOpen }
    case 'pickCountry':
      return { ...state, countryCode: action.countryCode, countryMenuOpen: false }
    case 'searchStart':
      return { ...state, status: 'loading', failure: null }
    case 'searchDone':
      // A search replaces the list; the nearest location is preselected (spec §4).
      return {
        ...state,
        status: action.locations.length > 0 ? 'ready' : 'empty',
        locations: action.locations,
        selectedCode: action.locations[0]?.LocationCode ?? null,
        invalid: action.invalid,
        shownNear: action.locations.length > 0 ? action.near : null,
      }
    case 'searchFailed':
      return {
        ...state,
        status: 'failed',
        locations: [],
        selectedCode: null,
        failure: action.message,
        shownNear: null,
      }
    case 'select':
      return state.locations.some((location) => location.LocationCode === action.code)
        ? { ...state, selectedCode: action.code }
        : state
  }
}

export function selectedLocation(state: ChooserState): PickupLocation | null {
  return state.locations.find((location) => location.LocationCode === state.selectedCode) ?? null
}

const same = (a: PickupQuery, b: PickupQuery) =>
  a.countryCode === b.countryCode &&
  a.postalCode.replace(/\s/g, '').toUpperCase() === b.postalCode.replace(/\s/g, '').toUpperCase()

/**
 * The searches to try in order (spec §8 "Pickup locations: none found"): the shopper's postcode, then the
 * chooser's initial postcode in the same country, then 3442AE in the Netherlands; none twice.
 */
export function searchPlan(query: PickupQuery, initialPostalCode: string): PickupQuery[] {
  const plan: PickupQuery[] = []
  for (const candidate of [
    query,
    { countryCode: query.countryCode, postalCode: initialPostalCode },
    { countryCode: 'NL' as const, postalCode: PICKUP_DEFAULT_POSTAL_CODE },
  ]) {
    if (candidate.postalCode.trim() && !plan.some((planned) => same(planned, candidate))) plan.push(candidate)
  }
  return plan
}

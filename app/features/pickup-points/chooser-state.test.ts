import { describe, expect, it } from 'vitest'
import type { PickupLocation } from '#core/schemas/pickup-points'
import {
  chooserReducer,
  initialChooserState,
  searchPlan,
  selectedLocation,
  type ChooserAction,
} from './chooser-state'

const location = (code: string): PickupLocation => ({
  Name: `Point ${code}`,
  LocationCode: code,
  Distance: Number(code),
  Latitude: 52,
  Longitude: 5,
  OpeningHours: {},
  Address: { Street: 'Kerkstraat', HouseNr: '1', Zipcode: '3442AE', City: 'Woerden', Countrycode: 'NL' },
})
const run = (...actions: ChooserAction[]) => actions.reduce(chooserReducer, initialChooserState())

describe('pickup-point chooser state', () => {
  it('starts loading with the defaults NL and 3442AE', () => {
    expect(initialChooserState()).toMatchObject({
      postalCode: '3442AE',
      countryCode: 'NL',
      status: 'loading',
    })
  })

  it('preselects the first location of a search and replaces the list on the next one', () => {
    const state = run({
      type: 'searchDone',
      locations: [location('10'), location('20')],
      invalid: false,
      near: null,
    })
    expect(state).toMatchObject({ status: 'ready', selectedCode: '10' })
    const selected = chooserReducer(state, { type: 'select', code: '20' })
    expect(selectedLocation(selected)?.Name).toBe('Point 20')
    const next = run({ type: 'searchDone', locations: [location('30')], invalid: true, near: null })
    expect(next).toMatchObject({ selectedCode: '30', invalid: true, locations: [location('30')] })
  })

  it('ignores a selection that is not in the list', () => {
    const state = run({ type: 'searchDone', locations: [location('10')], invalid: false, near: null })
    expect(chooserReducer(state, { type: 'select', code: '99' })).toBe(state)
  })

  it('toggles the country menu and closes it when a country is picked', () => {
    const open = run({ type: 'toggleCountryMenu' })
    expect(open.countryMenuOpen).toBe(true)
    expect(chooserReducer(open, { type: 'toggleCountryMenu' }).countryMenuOpen).toBe(false)
    expect(chooserReducer(open, { type: 'pickCountry', countryCode: 'BE' })).toMatchObject({
      countryCode: 'BE',
      countryMenuOpen: false,
    })
  })

  it('is empty when nothing was found, and failed with the service message', () => {
    expect(run({ type: 'searchDone', locations: [], invalid: true, near: null })).toMatchObject({
      status: 'empty',
      selectedCode: null,
    })
    expect(run({ type: 'searchFailed', message: 'down' })).toMatchObject({
      status: 'failed',
      failure: 'down',
    })
  })
})

describe('searchPlan', () => {
  it('falls back to the initial postcode, then to 3442AE in the Netherlands', () => {
    expect(searchPlan({ countryCode: 'BE', postalCode: '9999' }, '2000')).toEqual([
      { countryCode: 'BE', postalCode: '9999' },
      { countryCode: 'BE', postalCode: '2000' },
      { countryCode: 'NL', postalCode: '3442AE' },
    ])
  })

  it('tries no search twice and skips an empty postcode', () => {
    expect(searchPlan({ countryCode: 'NL', postalCode: '3442 ae' }, '3442AE')).toEqual([
      { countryCode: 'NL', postalCode: '3442 ae' },
    ])
    expect(searchPlan({ countryCode: 'NL', postalCode: ' ' }, '3931EP')).toEqual([
      { countryCode: 'NL', postalCode: '3931EP' },
      { countryCode: 'NL', postalCode: '3442AE' },
    ])
  })
})

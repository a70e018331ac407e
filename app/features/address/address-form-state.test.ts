import { describe, expect, it } from 'vitest'
import { AUTOCOMPLETE_MAX_FAILURES } from '#core/constants'
import {
  addressFormReducer,
  canSave,
  initialAddressFormState,
  lookupRequest,
  type AddressFormAction,
  type AddressFormState,
} from './address-form-state'

const run = (state: AddressFormState, ...actions: AddressFormAction[]) =>
  actions.reduce(addressFormReducer, state)
const edit = (
  field: 'postal_code' | 'house_number' | 'address' | 'city' | 'country_iso' | 'first_name' | 'phone_number',
  value: string,
) => ({ type: 'edit', field, value }) as const
const found: AddressFormAction = {
  type: 'lookupSuccess',
  result: {
    street: 'Kerkstraat',
    city: 'Woerden',
    postal_code: '3442 AE',
    house_number_addition: ['A', 'B'],
    covered: true,
  },
}

describe('address form: autocomplete states', () => {
  it('switches to manual edit for a country no lookup covers, keeping what the shopper typed (issue 32)', () => {
    const typed = run(
      initialAddressFormState(),
      edit('country_iso', 'DE'),
      edit('postal_code', '10115'),
      edit('house_number', '5'),
      edit('address', 'Invalidenstraße'),
      edit('city', 'Berlin'),
      { type: 'lookupStart' },
    )
    const after = run(typed, {
      type: 'lookupSuccess',
      result: {
        street: 'Invalidenstraße',
        city: '',
        postal_code: '10115',
        house_number_addition: [],
        covered: false,
      },
    })
    expect(after).toMatchObject({ mode: 'manual', manualReason: 'notCovered', lookedUp: false })
    expect(after.values).toMatchObject({ address: 'Invalidenstraße', city: 'Berlin', postal_code: '10115' })
    // Manual edit asks no more lookups until the country changes.
    expect(lookupRequest(after)).toBeNull()
  })

  it('asks for an NL lookup once postal code and house number are filled', () => {
    const start = initialAddressFormState()
    expect(lookupRequest(run(start, edit('postal_code', '3442ae')))).toBeNull()
    expect(lookupRequest(run(start, edit('postal_code', '3442'), edit('house_number', '14')))).toBeNull()
    expect(lookupRequest(run(start, edit('postal_code', '3442ae'), edit('house_number', '14')))).toEqual({
      kind: 'nl',
      postal_code: '3442ae',
      house_number: '14',
    })
  })

  it('asks for an international lookup only when postal code, house number and street exist', () => {
    const be = run(
      initialAddressFormState(),
      edit('country_iso', 'BE'),
      edit('postal_code', '2000'),
      edit('house_number', '78'),
    )
    expect(lookupRequest(be)).toBeNull()
    expect(lookupRequest(run(be, edit('address', 'Meir')))).toEqual({
      kind: 'international',
      postal_code: '2000',
      house_number: '78',
      address: 'Meir',
      term: '2000 Meir 78',
      context: 'BE',
    })
  })

  it('goes idle → autocompleting → autocompleted, filling street, town and the additions', () => {
    const state = run(initialAddressFormState(), edit('postal_code', '3442ae'), edit('house_number', '14'), {
      type: 'lookupStart',
    })
    expect(state.mode).toBe('autocompleting')
    expect(canSave(state)).toBe(false)
    const done = addressFormReducer(state, found)
    expect(done).toMatchObject({ mode: 'autocompleted', additions: ['A', 'B'], failures: 0 })
    expect(done.values).toMatchObject({ address: 'Kerkstraat', city: 'Woerden', postal_code: '3442 AE' })
    expect(lookupRequest(done)).toBeNull()
    // A new number looks up again; the change button switches to manual edit.
    expect(run(done, edit('house_number', '16')).mode).toBe('idle')
    expect(run(done, { type: 'changeAddress' }).mode).toBe('manual')
  })

  it(`switches to manual edit after more than ${AUTOCOMPLETE_MAX_FAILURES} failed lookups and resets the counter`, () => {
    const failure: AddressFormAction = { type: 'lookupFailure', errors: { postal_code: ['not found'] } }
    let state = initialAddressFormState()
    for (let i = 1; i <= AUTOCOMPLETE_MAX_FAILURES; i++) {
      state = run(state, { type: 'lookupStart' }, failure)
      expect(state).toMatchObject({ mode: 'idle', failures: i, errors: { postal_code: ['not found'] } })
      expect(canSave(state)).toBe(false)
    }
    state = run(state, { type: 'lookupStart' }, failure)
    expect(state).toMatchObject({ mode: 'manual', failures: 0, manualReason: 'failures', errors: {} })
    expect(lookupRequest(run(state, edit('postal_code', '3931EP'), edit('house_number', '12')))).toBeNull()
  })

  it('goes manual when the lookup service is down, and ignores answers that come after a cancel', () => {
    const running = run(initialAddressFormState(), { type: 'lookupStart' })
    expect(run(running, { type: 'lookupUnavailable' })).toMatchObject({
      mode: 'manual',
      manualReason: 'unavailable',
    })
    const cancelled = run(running, { type: 'lookupSkipped' })
    expect(cancelled.mode).toBe('idle')
    expect(run(cancelled, found)).toBe(cancelled)
  })
})

describe('address form: fields and errors', () => {
  it('clears a field’s errors when it is edited or focused, and enables saving again', () => {
    const failed = run(initialAddressFormState(), {
      type: 'saveFailure',
      errors: { city: ['required'], phone_number: ['invalid'] },
      banner: null,
    })
    expect(canSave(failed)).toBe(false)
    const typed = run(failed, edit('city', 'Woerden'))
    expect(typed.errors).toEqual({ phone_number: ['invalid'] })
    expect(canSave(typed)).toBe(false)
    expect(canSave(run(typed, edit('phone_number', '0612345678')))).toBe(true)
    expect(canSave(run(typed, { type: 'clearErrors', field: 'phone_number' }))).toBe(true)
  })

  it('clears every address field and error when the country changes, keeping names', () => {
    const filled = run(
      initialAddressFormState(),
      edit('first_name', 'Anna'),
      edit('postal_code', '3442AE'),
      edit('city', 'Woerden'),
      {
        type: 'validationFailed',
        errors: { house_number: ['required'] },
      },
    )
    const moved = run(filled, edit('country_iso', 'BE'))
    expect(moved.values).toMatchObject({ country_iso: 'BE', first_name: 'Anna', postal_code: '', city: '' })
    expect(moved.errors).toEqual({})
    expect(moved.mode).toBe('idle')
  })

  it('clears the company fields when is_company is turned off', () => {
    const company = run(
      initialAddressFormState(),
      { type: 'setCompany', value: true },
      { type: 'edit', field: 'company_name', value: 'Messen BV' },
      { type: 'edit', field: 'company_vat_number', value: 'NL001' },
    )
    expect(company.values.company_name).toBe('Messen BV')
    const off = run(company, { type: 'setCompany', value: false })
    expect(off.values).toMatchObject({ is_company: false, company_name: '', company_vat_number: '' })
  })

  it('goes idle → saving → saved, and any change after saving makes it savable again', () => {
    const saving = run(initialAddressFormState(), { type: 'saveStart' })
    expect(saving.save).toBe('saving')
    expect(canSave(saving)).toBe(false)
    const saved = run(saving, { type: 'saveSuccess' })
    expect(saved.save).toBe('saved')
    expect(run(saved, edit('first_name', 'Bo')).save).toBe('idle')
    expect(run(saving, { type: 'saveFailure', errors: {}, banner: 'Oops' })).toMatchObject({
      save: 'idle',
      banner: 'Oops',
    })
  })

  it('starts a saved address as its summary, or as fields when the server named errors', () => {
    const saved = { address: 'Kerkstraat', city: 'Woerden', postal_code: '3442 AE', house_number: '12' }
    expect(initialAddressFormState(saved).mode).toBe('autocompleted')
    expect(initialAddressFormState(saved, 'NL', { city: ['x'] }).mode).toBe('manual')
    expect(initialAddressFormState({ postal_code: '3442 AE' }).mode).toBe('idle')
  })
})

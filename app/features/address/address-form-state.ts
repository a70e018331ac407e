import {
  ADDRESS_LOCATION_FIELDS,
  ADDRESS_TEXT_FIELDS,
  type AddressTextField,
} from '#core/address/address-form-data'
import { AUTOCOMPLETE_MAX_FAILURES } from '#core/constants'
import { normalizePostalCode } from '#core/address/postal-codes'
import type { AddressAutocompleteResponse } from '#core/address/autocomplete'

/**
 * The address form's states (spec §4 "Address autocomplete", "Address form", §5 "Address form"), as a pure
 * reducer: the lookup goes idle → autocompleting → autocompleted (a summary with a change button) or manual
 * edit; the save goes idle → saving → saved.
 */

export type { AddressTextField }
export type AddressField = AddressTextField | 'is_company'
export const ADDRESS_FIELDS: readonly AddressField[] = [...ADDRESS_TEXT_FIELDS, 'is_company']

export type AddressValues = Record<AddressTextField, string> & { is_company: boolean }

const COMPANY_FIELDS = ['company_name', 'company_coc_number', 'company_vat_number'] as const
/** The fields a lookup reads or fills: their errors belong to the lookup. */
const LOOKUP_FIELDS = ['postal_code', 'house_number', 'house_number_addition', 'address', 'city'] as const

export type LookupMode = 'idle' | 'autocompleting' | 'autocompleted' | 'manual'
export type SaveState = 'idle' | 'saving' | 'saved'

export interface AddressFormState {
  values: AddressValues
  /** By field name, without the form's prefix. */
  errors: Record<string, string[]>
  mode: LookupMode
  /** Failed lookups in a row; more than AUTOCOMPLETE_MAX_FAILURES switch to manual edit and reset it. */
  failures: number
  /** The additions that exist at the looked-up number, for the addition choice. */
  additions: string[]
  /** Set when the lookup service was unavailable or failed too often: why the shopper types it in. */
  manualReason: 'failures' | 'unavailable' | 'notCovered' | null
  /** The summary shows an address the lookup found (rather than a saved one). */
  lookedUp: boolean
  save: SaveState
  /** The form's one message (generic failure, or a 422 naming no field of this form). */
  banner: string | null
}

export type AddressFormAction =
  | { type: 'edit'; field: AddressTextField; value: string }
  | { type: 'setCompany'; value: boolean }
  | { type: 'clearErrors'; field: AddressField }
  | { type: 'lookupStart' }
  | { type: 'lookupSuccess'; result: AddressAutocompleteResponse }
  | { type: 'lookupFailure'; errors: Record<string, string[]> }
  | { type: 'lookupUnavailable' }
  | { type: 'lookupSkipped' }
  | { type: 'changeAddress' }
  | { type: 'validationFailed'; errors: Record<string, string[]> }
  | { type: 'saveStart' }
  | { type: 'saveSuccess' }
  | { type: 'saveFailure'; errors: Record<string, string[]>; banner: string | null }

export function emptyAddressValues(countryIso = 'NL'): AddressValues {
  const values = Object.fromEntries(ADDRESS_TEXT_FIELDS.map((field) => [field, ''])) as Record<
    AddressTextField,
    string
  >
  return { ...values, country_iso: countryIso, is_company: false }
}

export function initialAddressFormState(
  initial: Partial<AddressValues> = {},
  countryIso = 'NL',
  errors: Record<string, string[]> = {},
): AddressFormState {
  const values = { ...emptyAddressValues(countryIso), ...withoutUndefined(initial) }
  // A saved address is complete: shown as a summary until the shopper changes it; with errors, as fields.
  const complete = Boolean(values.address && values.city && values.postal_code && values.house_number)
  const hasErrors = Object.keys(errors).length > 0
  return {
    values,
    errors,
    mode: complete ? (hasErrors ? 'manual' : 'autocompleted') : 'idle',
    failures: 0,
    additions: [],
    manualReason: null,
    lookedUp: false,
    save: 'idle',
    banner: null,
  }
}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(value).filter(([, v]) => v !== undefined && v !== null),
  ) as Partial<T>
}

function without(errors: Record<string, string[]>, fields: readonly string[]): Record<string, string[]> {
  const rest = { ...errors }
  for (const field of fields) delete rest[field]
  return rest
}

export function addressFormReducer(state: AddressFormState, action: AddressFormAction): AddressFormState {
  // Any change after a save makes the form savable again.
  const save: SaveState = state.save === 'saved' ? 'idle' : state.save
  switch (action.type) {
    case 'edit': {
      const { field, value } = action
      if (field === 'country_iso') {
        if (value === state.values.country_iso) return state
        const cleared = Object.fromEntries(ADDRESS_LOCATION_FIELDS.map((name) => [name, '']))
        return {
          ...state,
          values: { ...state.values, ...cleared, country_iso: value },
          errors: {},
          mode: 'idle',
          failures: 0,
          additions: [],
          manualReason: null,
          save,
          banner: null,
        }
      }
      const relookup = (field === 'postal_code' || field === 'house_number') && state.mode === 'autocompleted'
      return {
        ...state,
        values: { ...state.values, [field]: value },
        errors: without(state.errors, [field]),
        mode: relookup ? 'idle' : state.mode,
        additions: relookup ? [] : state.additions,
        save,
      }
    }
    case 'setCompany': {
      const cleared = action.value ? {} : Object.fromEntries(COMPANY_FIELDS.map((name) => [name, '']))
      return {
        ...state,
        values: { ...state.values, ...cleared, is_company: action.value },
        errors: without(state.errors, action.value ? ['is_company'] : ['is_company', ...COMPANY_FIELDS]),
        save,
      }
    }
    case 'clearErrors':
      return state.errors[action.field] ? { ...state, errors: without(state.errors, [action.field]) } : state
    case 'lookupStart':
      return { ...state, mode: 'autocompleting' }
    case 'lookupSuccess': {
      if (state.mode !== 'autocompleting') return state
      const { result } = action
      // A country no lookup covers: nothing was checked; the shopper types street and town, nothing is wiped.
      if (!result.covered) {
        return { ...state, mode: 'manual', failures: 0, additions: [], manualReason: 'notCovered' }
      }
      const addition = result.house_number_addition.includes(state.values.house_number_addition)
        ? state.values.house_number_addition
        : ''
      return {
        ...state,
        values: {
          ...state.values,
          address: result.street,
          city: result.city,
          postal_code: result.postal_code || state.values.postal_code,
          house_number_addition:
            result.house_number_addition.length > 0 ? addition : state.values.house_number_addition,
        },
        errors: without(state.errors, LOOKUP_FIELDS),
        mode: 'autocompleted',
        failures: 0,
        additions: result.house_number_addition,
        manualReason: null,
        lookedUp: true,
        save,
      }
    }
    case 'lookupFailure': {
      if (state.mode !== 'autocompleting') return state
      const failures = state.failures + 1
      if (failures > AUTOCOMPLETE_MAX_FAILURES) {
        return {
          ...state,
          errors: without(state.errors, LOOKUP_FIELDS),
          mode: 'manual',
          failures: 0,
          additions: [],
          manualReason: 'failures',
        }
      }
      return {
        ...state,
        errors: { ...state.errors, ...action.errors },
        mode: 'idle',
        failures,
        additions: [],
      }
    }
    case 'lookupUnavailable':
      if (state.mode !== 'autocompleting') return state
      return { ...state, mode: 'manual', failures: 0, additions: [], manualReason: 'unavailable' }
    case 'lookupSkipped':
      // A lookup that was cancelled or had nothing to say; a change of mode meanwhile (manual) stands.
      return state.mode === 'autocompleting' ? { ...state, mode: 'idle' } : state
    case 'changeAddress':
      return { ...state, mode: 'manual', manualReason: null }
    case 'validationFailed':
      return { ...state, errors: action.errors, banner: null, save: 'idle' }
    case 'saveStart':
      return { ...state, save: 'saving', banner: null }
    case 'saveSuccess':
      return { ...state, save: 'saved', errors: {}, banner: null }
    case 'saveFailure':
      return { ...state, save: 'idle', errors: action.errors, banner: action.banner }
  }
}

/** Spec §4: the save button is disabled while validation errors exist or autocomplete is running. */
export function canSave(state: AddressFormState): boolean {
  return Object.keys(state.errors).length === 0 && state.mode !== 'autocompleting' && state.save !== 'saving'
}

export type LookupRequest =
  | { kind: 'nl'; postal_code: string; house_number: string }
  | {
      kind: 'international'
      postal_code: string
      house_number: string
      address: string
      term: string
      context: string
    }

/**
 * The lookup the current values call for, or null: NL when postal code and house number are filled (spec
 * §7); elsewhere when postal code, house number and street exist. Never in manual edit or after a success.
 */
export function lookupRequest(state: AddressFormState): LookupRequest | null {
  if (state.mode === 'manual' || state.mode === 'autocompleted') return null
  const { country_iso: country, postal_code, house_number, address } = state.values
  const postal = postal_code.trim()
  const number = house_number.trim()
  if (!/^\d/.test(number) || postal === '') return null
  if (country === 'NL') {
    // Only a complete postcode is worth asking about; the form checks the rest when saving.
    return normalizePostalCode('NL', postal)
      ? { kind: 'nl', postal_code: postal, house_number: number }
      : null
  }
  const street = address.trim()
  if (street.length < 3) return null
  return {
    kind: 'international',
    postal_code: postal,
    house_number: number,
    address: street,
    term: `${postal} ${street} ${number}`,
    context: country,
  }
}

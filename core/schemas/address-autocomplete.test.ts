import { describe, expect, it } from 'vitest'
import {
  autocompletePayload,
  internationalAutocompleteRequestSchema,
  nlAutocompleteRequestSchema,
  unprefixedErrors,
} from './address-autocomplete'

const issues = (result: { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])

describe('autocomplete payload nesting', () => {
  it('nests the fields under the prefix, or sends them flat without one', () => {
    const fields = { postal_code: '3442AE', house_number: '12' }
    expect(autocompletePayload(fields)).toEqual(fields)
    expect(autocompletePayload(fields, 'invoice')).toEqual({ error_type_prefix: 'invoice', invoice: fields })
  })

  it('reads the query back from under the prefix and normalises the postcode', () => {
    const parsed = nlAutocompleteRequestSchema.parse(
      autocompletePayload({ postal_code: '3442ae', house_number: '12' }, 'invoice'),
    )
    expect(parsed).toEqual({ prefix: 'invoice', query: { postal_code: '3442 AE', house_number: '12' } })
    expect(
      nlAutocompleteRequestSchema.parse({ postal_code: '3442 AE', house_number: '1', error_type_prefix: '' }),
    ).toEqual({ prefix: '', query: { postal_code: '3442 AE', house_number: '1' } })
  })

  it('reports the issues under the prefix, with catalogue keys', () => {
    const result = nlAutocompleteRequestSchema.safeParse(
      autocompletePayload({ postal_code: '1234', house_number: '' }, 'delivery'),
    )
    expect(issues(result)).toEqual([
      ['delivery.postal_code', 'validation.postalCode'],
      ['delivery.house_number', 'validation.required'],
    ])
  })

  it('checks an international postcode against the country in context', () => {
    const result = internationalAutocompleteRequestSchema.safeParse({
      postal_code: '1000 AB',
      house_number: '1',
      address: 'Nieuwstraat',
      context: 'be',
    })
    expect(issues(result)).toEqual([['postal_code', 'validation.postalCode']])
    const ok = internationalAutocompleteRequestSchema.parse({
      postal_code: '1000',
      house_number: '1',
      address: 'Nieuwstraat',
      context: 'be',
    })
    expect(ok.query).toMatchObject({ postal_code: '1000', context: 'BE', term: '' })
  })

  it('strips a form’s prefix from response errors and leaves other forms’ errors out', () => {
    const errors = { 'invoice.city': ['a'], 'delivery.city': ['b'], city: ['c'] }
    expect(unprefixedErrors(errors, 'invoice')).toEqual({ city: ['a'] })
    expect(unprefixedErrors(errors)).toEqual(errors)
  })
})

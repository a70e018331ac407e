import { describe, expect, it } from 'vitest'
import { addressFieldsSchema, type AddressFieldsInput } from './address'

const valid: AddressFieldsInput = {
  first_name: 'Anna',
  last_name: 'de Vries',
  country_iso: 'nl',
  postal_code: '3442ae',
  house_number: '12',
  address: 'Kerkstraat',
  city: 'Woerden',
  phone_number: '+31 6 12345678',
}

describe('addressFieldsSchema', () => {
  it('normalises country and postal code and fills the optional fields', () => {
    const parsed = addressFieldsSchema.parse(valid)
    expect(parsed).toMatchObject({ country_iso: 'NL', postal_code: '3442 AE', is_company: false })
    expect(parsed.house_number_addition).toBe('')
  })

  it('clears the company fields when is_company is off', () => {
    const parsed = addressFieldsSchema.parse({ ...valid, company_name: 'Messen BV', company_vat_number: 'X' })
    expect(parsed.company_name).toBe('')
    expect(parsed.company_vat_number).toBe('')
  })

  it('requires a company name for a company address', () => {
    const result = addressFieldsSchema.safeParse({ ...valid, is_company: true })
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['company_name', 'validation.required'],
    ])
  })

  it('refuses a postal code of another country', () => {
    const result = addressFieldsSchema.safeParse({ ...valid, country_iso: 'DE' })
    expect(result.error?.issues[0]).toMatchObject({ path: ['postal_code'], message: 'validation.postalCode' })
  })

  it('names every missing required field', () => {
    const result = addressFieldsSchema.safeParse({ country_iso: 'NL' })
    const fields = result.error?.issues.map((issue) => issue.path.join('.')).sort()
    expect(fields).toEqual([
      'address',
      'city',
      'first_name',
      'house_number',
      'last_name',
      'phone_number',
      'postal_code',
    ])
  })
})

describe('addressFieldsSchema messages', () => {
  it('answers catalogue keys only, also for missing or mistyped fields', () => {
    const result = addressFieldsSchema.safeParse({ country_iso: 'NL', first_name: 4, is_company: 'yes' })
    const messages = new Set(result.error?.issues.map((issue) => issue.message))
    for (const message of messages) expect(message).toMatch(/^validation\./)
  })
})

import { describe, expect, it } from 'vitest'
import { addressFieldsSchema } from '../schemas/address'
import { addressFieldName, readAddressFormData } from './address-form-data'

describe('readAddressFormData', () => {
  it('reads a posted address form, with or without a prefix, ready for the schema', () => {
    const form = new FormData()
    const fields = {
      first_name: 'Anna',
      last_name: 'de Vries',
      country_iso: 'NL',
      postal_code: '3442ae',
      house_number: '14',
      house_number_addition: 'A',
      address: 'Kerkstraat',
      city: 'Woerden',
      phone_number: '0348 123456',
    }
    for (const [field, value] of Object.entries(fields)) form.set(addressFieldName(field, 'invoice'), value)
    form.set('invoice.is_company', 'true')
    form.set('invoice.company_name', 'Messen BV')
    form.set('first_name', 'Someone else')
    const address = readAddressFormData(form, 'invoice')
    expect(address).toMatchObject({ ...fields, is_company: true, company_name: 'Messen BV' })
    expect(addressFieldsSchema.parse(address)).toMatchObject({ postal_code: '3442 AE', is_company: true })
  })

  it('leaves absent fields out and reads an unticked checkbox as false', () => {
    const form = new FormData()
    form.set('first_name', 'Anna')
    expect(readAddressFormData(form)).toEqual({ first_name: 'Anna', is_company: false })
  })
})

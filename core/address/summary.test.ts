import { describe, expect, it } from 'vitest'
import type { AddressFields } from '../schemas/address'
import { addressLines, addressSummaryHtml } from './summary'

const home: AddressFields = {
  is_company: false,
  first_name: 'Anna',
  last_name: 'de Vries',
  company_name: '',
  company_coc_number: '',
  company_vat_number: '',
  country_iso: 'NL',
  postal_code: '3442 AE',
  house_number: '12',
  house_number_addition: 'bis',
  address: 'Kerkstraat',
  address_2: '',
  address_3: '',
  city: 'Woerden',
  phone_number: '+31 6 12345678',
}

describe('address summary', () => {
  it('prints name, street with number and addition, postal code with town and the country', () => {
    expect(addressLines(home, 'Nederland')).toEqual([
      'Anna de Vries',
      'Kerkstraat 12 bis',
      '3442 AE Woerden',
      'Nederland',
    ])
  })

  it('puts the company first and escapes what could be markup', () => {
    const html = addressSummaryHtml(
      { ...home, is_company: true, company_name: 'Messen & Co <BV>', address_2: '2e etage' },
      'Nederland',
    )
    expect(html).toBe(
      'Messen &amp; Co &lt;BV&gt;<br>Anna de Vries<br>Kerkstraat 12 bis<br>2e etage<br>3442 AE Woerden<br>Nederland',
    )
  })
})

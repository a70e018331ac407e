import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ValidationErrorBody } from '#core/api'
import type { ShopLoadContext } from '#core/context'
import type { DealerRegisterResponse } from '#core/schemas/dealer'
import { normalizeCocNumber, normalizeVatNumber } from '#core/schemas/dealer'
import type { VatChecker } from '#server/adapters/vat-check/port'
import { addresses, customers } from '#server/db/schema'
import { approveDealer } from '#server/domain/customers/dealers'
import { translate } from '#server/i18n/translate'
import { createTestApp, type TestApp } from './app'
import { cartClient } from './cart-fixtures'

let t: TestApp
const contexts: ShopLoadContext[] = []
const asked: string[] = []
/** VIES stand-in: DE999999999 is the one number it does not know. */
const vies: VatChecker = {
  name: 'fake-vies',
  async check(country, number) {
    asked.push(`${country}${number}`)
    return `${country}${number}` === 'DE999999999' ? 'invalid' : 'valid'
  },
}
beforeAll(async () => {
  t = await createTestApp({
    vatChecker: vies,
    handleDocument: async (_request, context) => {
      contexts.push(context)
      return new Response('<html></html>', { headers: { 'content-type': 'text/html' } })
    },
  })
})
afterAll(() => t.close())

const dealer = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Dirk',
  last_name: 'Dealer',
  company_name: 'Messen B.V.',
  company_coc_number: '1234 5678',
  company_vat_number: 'nl 1234.56.789.b01',
  email: `dirk-${Math.random().toString(36).slice(2)}@example.nl`,
  password: 'een lang wachtwoord',
  country_iso: 'NL',
  postal_code: '3442ae',
  house_number: '12',
  house_number_addition: '',
  address: 'Kerkstraat',
  city: 'Woerden',
  phone_number: '0348123456',
  ...overrides,
})

describe('dealer numbers', () => {
  it('read a Dutch KvK number and EU VAT numbers per country', () => {
    expect(normalizeCocNumber('NL', '1234 5678')).toBe('12345678')
    expect(normalizeCocNumber('NL', '1234567')).toBeNull()
    expect(normalizeVatNumber('NL', 'nl 1234.56.789.b01')).toBe('NL123456789B01')
    expect(normalizeVatNumber('NL', '123456789B01')).toBe('NL123456789B01')
    expect(normalizeVatNumber('DE', 'DE 123 456 789')).toBe('DE123456789')
    expect(normalizeVatNumber('DE', 'NL123456789B01')).toBeNull()
    expect(normalizeVatNumber('BE', '0123456789')).toBe('BE0123456789')
    expect(normalizeVatNumber('AT', 'ATU12345678')).toBe('ATU12345678')
    expect(normalizeVatNumber('FR', 'FR12345678901')).toBe('FR12345678901')
    expect(normalizeVatNumber('GR', '123456789')).toBe('EL123456789')
    expect(normalizeVatNumber('CH', 'CHE123456789')).toBeNull()
  })
})

describe('POST /front-api/dealer', () => {
  it('names every missing field, in the language of the request', async () => {
    const response = await cartClient(t.app).call<ValidationErrorBody>('POST', 'dealer', {}, 'de')
    expect(response.status).toBe(422)
    expect(Object.keys(response.body.errors).sort()).toEqual(
      [
        'address',
        'city',
        'company_coc_number',
        'company_name',
        'company_vat_number',
        'country_iso',
        'email',
        'first_name',
        'house_number',
        'last_name',
        'password',
        'phone_number',
        'postal_code',
      ].sort(),
    )
  })

  it('refuses a KvK or VAT number of the wrong form, and one VIES does not know', async () => {
    const shopper = cartClient(t.app)
    const wrong = await shopper.call<ValidationErrorBody>(
      'POST',
      'dealer',
      dealer({ company_coc_number: '123', company_vat_number: 'DE123456789' }),
    )
    expect(wrong.body.errors).toEqual({
      company_coc_number: [translate('nl', 'validation.cocNumber')],
      company_vat_number: [translate('nl', 'validation.vatNumber')],
    })
    const unknown = await shopper.call<ValidationErrorBody>(
      'POST',
      'dealer',
      dealer({
        country_iso: 'DE',
        postal_code: '10115',
        company_coc_number: 'HRB12345',
        company_vat_number: 'DE999999999',
      }),
      'en',
    )
    expect(unknown.body.errors).toEqual({
      company_vat_number: [translate('en', 'validation.vatNumberUnknown')],
    })
  })

  it('registers a pending dealer who sees dealer prices only once approved', async () => {
    const shopper = cartClient(t.app)
    const body = dealer()
    const response = await shopper.call<DealerRegisterResponse>('POST', 'dealer', body)
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    expect(response.body).toMatchObject({ dealer_status: 'pending', customer: { is_logged_in: true } })
    expect(asked).toContain('NL123456789B01')
    const [row] = await t.database.db.select().from(customers).where(eq(customers.email, body.email))
    expect(row).toMatchObject({
      dealerStatus: 'pending',
      companyName: 'Messen B.V.',
      cocNumber: '12345678',
      vatNumber: 'NL123456789B01',
    })
    const [address] = await t.database.db.select().from(addresses).where(eq(addresses.customerId, row!.id))
    expect(address).toMatchObject({
      isCompany: true,
      companyVatNumber: 'NL123456789B01',
      postalCode: '3442 AE',
    })

    await t.app.request('/', { headers: { cookie: shopper.cookie! } })
    expect(contexts.at(-1)!.isDealer).toBe(false)
    expect(await approveDealer(t.database.db, body.email.toUpperCase())).toBe('approved')
    await t.app.request('/', { headers: { cookie: shopper.cookie! } })
    expect(contexts.at(-1)).toMatchObject({ isDealer: true, viewer: { first_name: 'Dirk', is_dealer: true } })
    // A guest and a consumer stay on consumer prices.
    await t.app.request('/')
    expect(contexts.at(-1)!.isDealer).toBe(false)
    expect(await approveDealer(t.database.db, 'niemand@example.nl')).toBe('not_found')
  })
})

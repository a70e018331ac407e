import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOCALE_HEADER, type Locale } from '#core/locales'
import { autocompletePayload } from '#core/schemas/address-autocomplete'
import { translate } from '#server/i18n/translate'
import { apiHeaders, createTestApp, type TestApp } from './app'
import { sendJson, startFakeService } from './fake-service'

/** POST /front-api/address-auto-complete and …-international (spec §7) on the bundled dataset. */
let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const post = (path: string, body: unknown, locale: Locale = 'nl', app = t) =>
  app.app.request(`/front-api/${path}`, {
    method: 'POST',
    headers: apiHeaders({ 'Content-Type': 'application/json', [LOCALE_HEADER]: locale }),
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

describe('POST /front-api/address-auto-complete', () => {
  it('answers street, town and the additions of a Dutch postcode and house number', async () => {
    const response = await post('address-auto-complete', { postal_code: '3442ae', house_number: '14' })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      street: 'Kerkstraat',
      city: 'Woerden',
      postal_code: '3442 AE',
      house_number_addition: ['A', 'B'],
      covered: true,
    })
  })

  it('reads the fields from under the prefix key when the form has a prefix', async () => {
    const body = autocompletePayload({ postal_code: '3931 EP', house_number: '12' }, 'invoice')
    expect(body).toEqual({
      error_type_prefix: 'invoice',
      invoice: { postal_code: '3931 EP', house_number: '12' },
    })
    const response = await post('address-auto-complete', body)
    expect(await response.json()).toMatchObject({ street: 'Stationsweg', city: 'Woudenberg' })
  })

  it('answers an unknown address with 422 field errors in the shopper’s language, prefixed like the request', async () => {
    for (const locale of ['nl', 'en', 'de'] as const) {
      const response = await post(
        'address-auto-complete',
        autocompletePayload({ postal_code: '3931 EP', house_number: '13' }, 'delivery'),
        locale,
      )
      expect(response.status).toBe(422)
      const message = translate(locale, 'address.notFound')
      expect(await response.json()).toEqual({
        message,
        errors: { 'delivery.postal_code': [message], 'delivery.house_number': [message] },
      })
    }
    const plain = await post('address-auto-complete', { postal_code: '3931 EP', house_number: '13' }, 'en')
    expect(Object.keys(((await plain.json()) as { errors: object }).errors)).toEqual([
      'postal_code',
      'house_number',
    ])
  })

  it('refuses bad input with 422 under the right field names, never a 500', async () => {
    const cases: Array<[unknown, string[]]> = [
      [{ postal_code: '1234', house_number: '1' }, ['postal_code']],
      [{ postal_code: '3931 EP', house_number: 'twaalf' }, ['house_number']],
      [{ postal_code: '3931 EP' }, ['house_number']],
      [{}, ['postal_code', 'house_number']],
      [
        { error_type_prefix: 'delivery', delivery: { postal_code: 42, house_number: '' } },
        ['delivery.postal_code', 'delivery.house_number'],
      ],
      [{ error_type_prefix: 'delivery' }, ['delivery']],
      [{ error_type_prefix: '__proto__', postal_code: '3931 EP', house_number: '12' }, ['error_type_prefix']],
      [[1, 2], ['_form']],
      ['not json', ['_form']],
    ]
    for (const [body, fields] of cases) {
      const response = await post('address-auto-complete', body, 'de')
      expect(response.status, JSON.stringify(body)).toBe(422)
      const answer = (await response.json()) as { message: string; errors: Record<string, string[]> }
      expect(Object.keys(answer.errors).sort(), JSON.stringify(body)).toEqual([...fields].sort())
      expect(answer.message).not.toMatch(/validation\./)
    }
    const german = await post('address-auto-complete', { postal_code: '1234', house_number: '1' }, 'de')
    expect(((await german.json()) as { message: string }).message).toBe(
      translate('de', 'validation.postalCode'),
    )
  })

  it('refuses a call without the X-Requested-With header', async () => {
    const response = await t.app.request('/front-api/address-auto-complete', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ postal_code: '3931 EP', house_number: '12' }),
    })
    expect(response.status).toBe(403)
  })
})

describe('POST /front-api/address-auto-complete-international', () => {
  const belgian = {
    postal_code: '2000',
    house_number: '78',
    address: 'meir',
    term: '2000 meir 78',
    context: 'be',
  }

  it('completes a Belgian address from postcode, street and number', async () => {
    const response = await post('address-auto-complete-international', belgian)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      street: 'Meir',
      city: 'Antwerpen',
      postal_code: '2000',
      house_number_addition: [],
      covered: true,
    })
  })

  it('answers an unknown street with a 422 on the street field, prefixed', async () => {
    const response = await post(
      'address-auto-complete-international',
      autocompletePayload({ ...belgian, address: 'Nergensstraat' }, 'delivery'),
      'en',
    )
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({
      message: translate('en', 'address.notFoundInternational'),
      errors: { 'delivery.address': [translate('en', 'address.notFoundInternational')] },
    })
  })

  it('answers a body for a country no lookup covers: the street as typed, nothing checked (issue 32)', async () => {
    const response = await post('address-auto-complete-international', {
      postal_code: '10115',
      house_number: '5',
      address: 'Invalidenstraße',
      context: 'DE',
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      street: 'Invalidenstraße',
      city: '',
      postal_code: '10115',
      house_number_addition: [],
      covered: false,
    })
  })

  it('checks the postal code against the country and needs the street', async () => {
    const response = await post('address-auto-complete-international', {
      ...belgian,
      postal_code: '20000',
      address: '',
    })
    expect(response.status).toBe(422)
    const { errors } = (await response.json()) as { errors: Record<string, string[]> }
    expect(Object.keys(errors).sort()).toEqual(['address'])
    const wrongCode = await post('address-auto-complete-international', { ...belgian, postal_code: '20000' })
    expect(((await wrongCode.json()) as { errors: object }).errors).toEqual({
      postal_code: [translate('nl', 'validation.postalCode')],
    })
    const noCountry = await post('address-auto-complete-international', { ...belgian, context: 'Belgium' })
    expect(((await noCountry.json()) as { errors: object }).errors).toEqual({
      context: [translate('nl', 'validation.country')],
    })
  })
})

describe('address autocomplete through PDOK', () => {
  it('answers 503 in the shopper’s language when the service fails, and Belgium still from the dataset', async () => {
    const pdok = await startFakeService((_request, response) =>
      sendJson(response, 502, { message: 'Bad gateway' }),
    )
    const app = await createTestApp({
      env: { ADDRESS_LOOKUP: 'pdok', PDOK_LOCATIESERVER_URL: pdok.url, OUTSIDE_SERVICE_TIMEOUT_MS: '500' },
    })
    try {
      const response = await post(
        'address-auto-complete',
        { postal_code: '3931 EP', house_number: '12' },
        'en',
        app,
      )
      expect(response.status).toBe(503)
      expect(await response.json()).toEqual({ message: translate('en', 'address.lookupUnavailable') })
      expect(pdok.requests).toHaveLength(1)
      expect(app.logs.some((line) => line.msg === 'address lookup failed')).toBe(true)
      const belgium = await post('address-auto-complete-international', belgian(), 'en', app)
      expect(belgium.status).toBe(200)
    } finally {
      await app.close()
      await pdok.close()
    }
  })
})

function belgian() {
  return { postal_code: '2000', house_number: '78', address: 'Meir', context: 'BE' }
}

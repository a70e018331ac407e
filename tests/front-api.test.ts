import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { REQUESTED_WITH_HEADER } from '#core/api'
import { LOCALE_HEADER } from '#core/locales'
import { staticDataSchema, type StaticDataResponse } from '#core/schemas/static-data'
import { translate } from '#server/i18n/translate'
import { validate } from '#server/validation'
import { apiHeaders, createTestApp, type TestApp } from './app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ env: { LOCALE_HOSTS: 'shop.de=de' } })
  // Routes that exist only in this test, to reach the error handler the way real handlers will.
  t.app.post('/test/validate', async (c) => {
    const schema = z.object({
      email: z.email(),
      quantity: z.number().int().min(1, 'error.validation'),
      address: z.object({ postal_code: z.string().min(4) }),
    })
    return c.json(validate(schema, await c.req.json(), c.get('locale')))
  })
  t.app.get('/test/crash', () => {
    throw new Error('database password is hunter2')
  })
})
afterAll(() => t.close())

describe('/front-api', () => {
  it('refuses a call without X-Requested-With with a localized 403', async () => {
    const response = await t.app.request('/front-api/static-data')
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({ message: translate('nl', 'error.forbidden') })

    const german = await t.app.request('/front-api/static-data', {
      headers: { [LOCALE_HEADER]: 'de', [REQUESTED_WITH_HEADER]: 'fetch' },
    })
    expect(german.status).toBe(403)
    expect(await german.json()).toEqual({ message: translate('de', 'error.forbidden') })
  })

  it('refuses unknown paths without the header too, and answers them 404 JSON with it', async () => {
    expect((await t.app.request('/front-api/nothing-here')).status).toBe(403)
    const response = await t.app.request('/front-api/nothing-here', { headers: apiHeaders() })
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toMatch(/application\/json/)
    expect(await response.json()).toEqual({ message: translate('nl', 'error.notFound') })
  })

  it('answers the static data with every field, valid against the shared schema', async () => {
    const response = await t.app.request('/front-api/static-data', { headers: apiHeaders() })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-cache')
    const body = (await response.json()) as StaticDataResponse
    expect(response.headers.get('etag')).toBe(`"${body.version}"`)
    expect(body.version).toMatch(/^[\w-]{12}$/)
    expect(staticDataSchema.strict().parse(body.data)).toEqual(body.data)
    expect(body.data.menu).toEqual([])
    expect(body.data.company_name).toBe('Messenwinkel')
    expect(body.data.default_country).toBe('NL')
    expect(body.data.header_logo).toBe('/logo.svg')
    expect(body.data.countries.slice(0, 3)).toEqual([
      { country_iso: 'NL', title: 'Nederland' },
      { country_iso: 'BE', title: 'België' },
      { country_iso: 'DE', title: 'Duitsland' },
    ])
    expect(body.data.countries.map((c) => c.country_iso)).not.toContain('CH')
    expect(body.data.delivery_promises.short.AVAILABLE_DIRECT).toBe('Voor 23:59 besteld, morgen in huis')
    expect(body.data.delivery_promises.long.pre_order_date).toContain('{date}')
    for (const type of [
      'AVAILABLE_DIRECT',
      'AVAILABLE_DELAYED',
      'UNAVAILABLE',
      'pre_order',
      'pre_order_date',
      'brand',
      'vdm',
    ]) {
      expect(body.data.delivery_promises.short[type]).toBeTruthy()
      expect(body.data.delivery_promises.long[type]).toBeTruthy()
    }
    expect(body.data.product_options_information.title).toBe('Extra diensten')
  })

  it('speaks the language of the locale header, else of the host', async () => {
    const english = await t.app.request('/front-api/static-data', {
      headers: apiHeaders({ [LOCALE_HEADER]: 'en' }),
    })
    const en = (await english.json()) as StaticDataResponse
    expect(en.data.countries[0]).toEqual({ country_iso: 'NL', title: 'Netherlands' })
    expect(en.data.product_options_information.title).toBe('Extra services')

    const german = await t.app.request('http://shop.de/front-api/static-data', { headers: apiHeaders() })
    const de = (await german.json()) as StaticDataResponse
    expect(de.data.countries[0]).toEqual({ country_iso: 'NL', title: 'Niederlande' })
    expect(de.data.delivery_promises.short.AVAILABLE_DIRECT).toBe('Bis 23:59 Uhr bestellt, morgen geliefert')
    expect(de.version).not.toBe(en.version)

    const bogus = await t.app.request('/front-api/static-data', {
      headers: apiHeaders({ [LOCALE_HEADER]: 'fr' }),
    })
    expect(((await bogus.json()) as StaticDataResponse).data.product_options_information.title).toBe(
      'Extra diensten',
    )
  })

  it('answers 304 to a copy that is still current', async () => {
    const first = await t.app.request('/front-api/static-data', { headers: apiHeaders() })
    const etag = first.headers.get('etag')!
    const again = await t.app.request('/front-api/static-data', {
      headers: apiHeaders({ 'If-None-Match': etag }),
    })
    expect(again.status).toBe(304)
    expect(again.headers.get('etag')).toBe(etag)
  })
})

describe('errors', () => {
  it('answers invalid input with 422, the first error as message and translated errors by dotted field', async () => {
    const response = await t.app.request('/test/validate', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nope', quantity: 0, address: { postal_code: '12' } }),
    })
    expect(response.status).toBe(422)
    const body = (await response.json()) as { message: string; errors: Record<string, string[]> }
    expect(Object.keys(body.errors)).toEqual(['email', 'quantity', 'address.postal_code'])
    expect(body.message).toBe(body.errors.email![0])
    // Zod's own issue as the catalogue's message, in Dutch …
    expect(body.errors.email).toEqual([translate('nl', 'validation.email')])
    // … and a catalogue key, translated.
    expect(body.errors.quantity).toEqual([translate('nl', 'error.validation')])
  })

  it('answers 422 in the language of the request', async () => {
    const german = await t.app.request('http://shop.de/test/validate', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@b.nl', quantity: 1, address: {} }),
    })
    const body = (await german.json()) as { message: string; errors: Record<string, string[]> }
    expect(german.status).toBe(422)
    expect(body.errors['address.postal_code']).toEqual([translate('de', 'validation.required')])
  })

  it('answers a crash with a generic 500 and logs the stack instead', async () => {
    const response = await t.app.request('/test/crash', { headers: { 'X-Request-Id': 'crash-1' } })
    expect(response.status).toBe(500)
    const text = await response.text()
    expect(JSON.parse(text)).toEqual({ message: translate('nl', 'error.server') })
    expect(text).not.toContain('hunter2')
    expect(text).not.toMatch(/at .*\.ts/)
    const logged = t.logs.find((line) => line.msg === 'request failed')
    expect(logged).toMatchObject({ requestId: 'crash-1', level: 50 })
    expect((logged!.err as { stack: string }).stack).toContain('hunter2')
  })
})

describe('healthz and request ids', () => {
  it('is ok while the database answers', async () => {
    const response = await t.app.request('/healthz')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok' })
  })

  it('echoes a sane incoming request id, replaces others, and logs one line per request', async () => {
    const kept = await t.app.request('/healthz', { headers: { 'X-Request-Id': 'lb-1234.abc' } })
    expect(kept.headers.get('x-request-id')).toBe('lb-1234.abc')
    const replaced = await t.app.request('/healthz', { headers: { 'X-Request-Id': 'x'.repeat(500) } })
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    const line = t.logs.find((entry) => entry.requestId === 'lb-1234.abc')
    expect(line).toMatchObject({ msg: 'request', method: 'GET', path: '/healthz', status: 200 })
    expect(typeof line!.ms).toBe('number')
  })
})

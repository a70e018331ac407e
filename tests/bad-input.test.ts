import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ValidationErrorBody } from '#core/api'
import type { ShopLoadContext } from '#core/context'
import { parseListingQuery } from '#core/listing-query'
import { LOCALES } from '#core/locales'
import { translate } from '#server/i18n/translate'
import { REQUEST_BODY_MAX_BYTES } from '#server/http/middleware/request-limits'
import { apiHeaders, createTestApp, type TestApp } from './app'
import { cartClient, cartFactory, type CartFactory } from './cart-fixtures'

/**
 * Bad input from anyone with curl (issue 7, points 13–16): never a 500, never Zod's own words, the one
 * error shape in the request's language.
 */

/** Resolves the path through the catalogue as the catch-all page does, so a NUL byte reaches the database. */
async function catalogueDocument(request: Request, context: ShopLoadContext): Promise<Response> {
  const url = new URL(request.url)
  const resolved = await context.catalog.resolvePath(
    { locale: context.locale, prefix: context.prefix },
    decodeURIComponent(url.pathname),
    parseListingQuery(url.searchParams),
  )
  return new Response(resolved ? 'found' : 'not found', { status: resolved ? 200 : 404 })
}

let t: TestApp
let make: CartFactory
beforeAll(async () => {
  t = await createTestApp({ handleDocument: catalogueDocument })
  make = await cartFactory(t.database.db)
})
afterAll(() => t.close())

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  t.app.request(`/front-api/${path}`, {
    method: 'POST',
    headers: apiHeaders({ 'content-type': 'application/json', ...headers }),
    body,
  })

/** Every message of a 422 is a catalogue message of the request's language. */
function catalogueMessages(locale: (typeof LOCALES)[number]): Set<string> {
  const keys = [
    'validation.productId',
    'validation.productIds',
    'validation.productIdOrIds',
    'validation.quantity',
    'validation.quantityTooLarge',
    'validation.required',
    'validation.invalid',
    'validation.unknownFields',
    'validation.oneOptionKind',
  ]
  return new Set(keys.map((key) => translate(locale, key, { keys: 'extra', maximum: 100, minimum: 1 })))
}

describe('product ids (point 13)', () => {
  it('refuses ids beyond the database range with 422 on the field, never 500', async () => {
    for (const body of [{ id: 2_147_483_648 }, { id: Number.MAX_SAFE_INTEGER + 2 }, { id: 1e300 }]) {
      const response = await post('product', JSON.stringify(body))
      expect(response.status, JSON.stringify(body)).toBe(422)
      const error = (await response.json()) as ValidationErrorBody
      expect(error.errors.id).toEqual([translate('nl', 'validation.productId')])
    }
    const many = await post('product', JSON.stringify({ ids: [1, 2_147_483_648] }))
    expect(many.status).toBe(422)
    expect(((await many.json()) as ValidationErrorBody).errors['ids.1']).toEqual([
      translate('nl', 'validation.productId'),
    ])
  })

  it('takes only JSON numbers as ids: no booleans, hex, exponent strings or arrays', async () => {
    for (const id of [true, '0x10', '1e3', [4], '12', null, 1.5, 0, -3]) {
      const response = await post('product', JSON.stringify({ id }))
      expect(response.status, JSON.stringify(id)).toBe(422)
      expect(((await response.json()) as ValidationErrorBody).errors.id).toEqual([
        translate('nl', 'validation.productId'),
      ])
    }
  })

  it('refuses a cart line for a product id beyond the database range with 422, never 500', async () => {
    const shopper = cartClient(t.app)
    const response = await shopper.call('POST', 'checkout-line', { product_id: 2_147_483_648, quantity: 1 })
    expect(response.status).toBe(422)
    expect((response.body as ValidationErrorBody).errors.product_id).toEqual([
      translate('nl', 'validation.productId'),
    ])
  })
})

describe('NUL bytes (point 14)', () => {
  it('answers 400 in the one error shape for a NUL byte in a page path or query, never 500', async () => {
    for (const path of ['/%00', '/zakmessen?brand=%00', '/en/x%00y', '/?q=a%00', '/zakmessen?page=1%00']) {
      const response = await t.app.request(path)
      expect(response.status, path).toBe(400)
      const locale = path.startsWith('/en/') ? 'en' : 'nl'
      expect(await response.json()).toEqual({ message: translate(locale, 'error.badRequest') })
    }
    const api = await t.app.request('/front-api/static-data?x=%00', { headers: apiHeaders() })
    expect(api.status).toBe(400)
    // An ordinary unknown page still reaches the catalogue.
    expect((await t.app.request('/no-such-page')).status).toBe(404)
  })
})

describe('request body limit (point 15)', () => {
  it('refuses a body beyond the limit with 413 in the one error shape, in the request language', async () => {
    const big = JSON.stringify({ id: 1, padding: 'x'.repeat(REQUEST_BODY_MAX_BYTES) })
    const response = await post('product', big, { 'X-Shop-Locale': 'de' })
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({ message: translate('de', 'error.payloadTooLarge') })
  })

  it('refuses a streamed body without a length once it passes the limit', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024))
    let sent = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        // Far more than the limit; the server must stop reading long before the end.
        if (sent++ > 3200) controller.close()
        else controller.enqueue(chunk)
      },
    })
    const response = await t.app.request('/front-api/checkout-line', {
      method: 'POST',
      headers: apiHeaders({ 'content-type': 'application/json' }),
      body,
      duplex: 'half',
    } as RequestInit)
    expect(response.status).toBe(413)
    expect(sent).toBeLessThan(20)
  })

  it('limits the body of every method that may carry one, not only POST', async () => {
    const big = JSON.stringify({ product_id: 1, quantity: 1, padding: 'x'.repeat(REQUEST_BODY_MAX_BYTES) })
    for (const [method, path] of [
      ['PUT', '/front-api/checkout-line'],
      ['PATCH', '/front-api/customer'],
      ['DELETE', '/front-api/checkout-line/product/1'],
    ] as const) {
      const response = await t.app.request(path, {
        method,
        headers: apiHeaders({ 'content-type': 'application/json' }),
        body: big,
      })
      expect(response.status, `${method} ${path}`).toBe(413)
    }
  })

  it('reads bodies within the limit as before', async () => {
    const product = await make.product()
    const response = await post('product', JSON.stringify({ id: product.id }))
    expect(response.status).toBe(200)
  })
})

describe('validation messages (point 16)', () => {
  it('answers only catalogue messages in the request language, never Zod texts, each once', async () => {
    const product = await make.product()
    const bodies: Array<[string, unknown]> = [
      ['product', { id: 1, extra: true }],
      ['product', 'null'],
      ['product', {}],
      ['product', { ids: 'nope' }],
      ['product', { id: 1, ids: [1] }],
      ['checkout-line', { product_id: product.id, quantity: 1, extra: 1 }],
      ['checkout-line', { product_id: product.id, quantity: -1 }],
      ['checkout-line', { product_id: product.id }],
      ['checkout-line', { product_id: product.id, quantity: 1, is_free: 'yes' }],
      ['checkout-line', '[]'],
    ]
    for (const locale of LOCALES) {
      const known = catalogueMessages(locale)
      for (const [path, body] of bodies) {
        const shopper = cartClient(t.app)
        const response = await shopper.call('POST', path, typeof body === 'string' ? body : body, locale)
        const label = `${locale} ${path} ${JSON.stringify(body)}`
        expect(response.status, label).toBe(422)
        const error = response.body as ValidationErrorBody
        expect(known.has(error.message), `${label}: ${error.message}`).toBe(true)
        for (const [field, messages] of Object.entries(error.errors)) {
          expect(new Set(messages).size, `${label} ${field}`).toBe(messages.length)
          for (const message of messages) expect(known.has(message), `${label}: ${message}`).toBe(true)
        }
      }
    }
  })

  it('reports quantity -1 once, and names unknown fields in the shopper’s language', async () => {
    const product = await make.product()
    const shopper = cartClient(t.app)
    const negative = await shopper.call('POST', 'checkout-line', { product_id: product.id, quantity: -1 })
    expect((negative.body as ValidationErrorBody).errors.quantity).toEqual([
      translate('nl', 'validation.quantity'),
    ])
    const unknown = await shopper.call('POST', 'product', { id: product.id, extra: 1 }, 'de')
    expect((unknown.body as ValidationErrorBody).errors._form).toEqual([
      translate('de', 'validation.unknownFields', { keys: 'extra' }),
    ])
  })
})

import { eq } from 'drizzle-orm'
import type { AddressInfo } from 'node:net'
import { brotliDecompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ShopLoadContext } from '#core/context'
import { parseListingQuery } from '#core/schemas/catalogue'
import { generateCatalogue } from '#server/db/demo-data/generate'
import { loadCatalogue } from '#server/db/demo-data/load'
import { products } from '#server/db/schema'
import { createShopServer, type ShopServer } from '#server/http-server'
import { createNodeListener } from '#server/http/node-listener'
import { createPageFastLane } from '#server/http/page-fast-lane'
import { apiHeaders, createMemoryLogger, createTestApp, type TestApp } from './app'
import { cartClient } from './cart-fixtures'
import { eventually } from './eventually'

/**
 * The page fast lane (docs/decisions/0052) on a real node server, as server/start.ts puts it together:
 * a cached guest page is answered before the app runs, with the same status, headers and bytes the app
 * sends for it; anything else, and anybody with a session, goes through the app.
 */
async function page(request: Request, context: ShopLoadContext): Promise<Response> {
  const url = new URL(request.url)
  const resolved = await context.catalog.resolvePath(
    { locale: context.locale, prefix: context.prefix },
    decodeURIComponent(url.pathname),
    parseListingQuery(url.searchParams),
  )
  if (!resolved || resolved.type !== 'product') return new Response('not found', { status: 404 })
  const html = [
    `<!doctype html><title>${resolved.product.name}</title>`,
    `<p class="price">${resolved.product.prices.price}</p>`,
    `<p class="viewer">${context.viewer ? `Hallo ${context.viewer.first_name}` : 'Inloggen'}</p>`,
    `<script nonce="${context.cspNonce}">window.start = 1</script>`,
  ].join('')
  return new Response(html, {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'public, max-age=0, must-revalidate, s-maxage=60',
    },
  })
}

const demo = generateCatalogue({ products: 30, seed: 5 })
const product = demo.products.find(
  (p) => p.status === 'active' && p.sale_price_cents === null && p.stock_status_code === 'AVAILABLE_DIRECT',
)!
const path = `/${product.slug.nl}`

let t: TestApp
let shop: ShopServer
let origin: string
/** Requests that reached the app (the fast lane did not answer them). */
let appRequests = 0

beforeAll(async () => {
  t = await createTestApp({ handleDocument: page, watchChanges: true })
  const before = t.catalogueChanges!.mark()
  await loadCatalogue(t.database.db, demo)
  await eventually(() => expect(t.catalogueChanges!.mark()).toBeGreaterThan(before))
  const { logger } = createMemoryLogger(t.config)
  const counted = {
    fetch: (request: Request) => {
      appRequests++
      return t.app.fetch(request)
    },
  }
  const fastLane = createPageFastLane({ pageCache: t.pageCache!, config: t.config, logger })
  shop = createShopServer(createNodeListener(counted, { fastLane }), logger)
  await new Promise<void>((resolve) => shop.server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(shop.server.address() as AddressInfo).port}`
})
afterAll(async () => {
  shop.server.closeAllConnections()
  await new Promise((resolve) => shop.server.close(resolve))
  await t.close()
})

async function get(target: string, headers: Record<string, string> = {}, method = 'GET') {
  const before = appRequests
  const response = await fetch(`${origin}${target}`, { method, headers })
  const body = Buffer.from(await response.arrayBuffer())
  return { response, body, viaApp: appRequests > before }
}

/** Headers that differ between any two answers. */
const PER_ANSWER = new Set(['date', 'x-request-id', 'connection', 'keep-alive'])
const headersOf = (response: Response) =>
  Object.fromEntries([...response.headers].filter(([name]) => !PER_ANSWER.has(name)))

describe('the page fast lane', () => {
  it('answers a cached guest page as the app does, without running the app', async () => {
    const first = await get(path)
    expect(first.viaApp).toBe(true)
    expect(first.response.headers.get('x-page-cache')).toBe('miss')

    // The same page through the app (a session cookie takes the long way) and through the fast lane.
    const throughApp = await get(path, { cookie: 'sid=not-a-session' })
    expect(throughApp.viaApp).toBe(true)
    const fast = await get(path)
    expect(fast.viaApp).toBe(false)
    expect(fast.response.status).toBe(200)
    expect(fast.body.equals(first.body)).toBe(true)
    expect(fast.body.toString()).toContain(`<p class="price">${product.price_cents / 100}</p>`)

    // The app removes the invalid cookie, which makes its answer private; apart from that the answers are
    // the same, CSP nonce included.
    const appHeaders = headersOf(throughApp.response)
    expect(appHeaders['set-cookie']).toMatch(/^sid=;/)
    expect(appHeaders['cache-control']).toBe('private, no-store')
    delete appHeaders['set-cookie']
    expect(headersOf(fast.response)).toEqual({
      ...appHeaders,
      'cache-control': 'public, max-age=0, must-revalidate, s-maxage=60',
    })
    expect(fast.response.headers.get('x-page-cache')).toBe('hit')
    expect(fast.response.headers.get('content-security-policy')).toContain("'nonce-")
    expect(fast.body.toString()).toContain(
      `nonce="${/'nonce-([^']+)'/.exec(fast.response.headers.get('content-security-policy')!)![1]}"`,
    )
  })

  it('sends brotli, answers 304 to its ETag and HEAD without a body, and echoes a request id', async () => {
    await get(path)
    const raw = await new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
      (resolve, reject) => {
        import('node:http').then(({ get: httpGet }) =>
          httpGet(
            `${origin}${path}`,
            { headers: { 'accept-encoding': 'br', 'x-request-id': 'edge-42' } },
            (res) => {
              const chunks: Buffer[] = []
              res.on('data', (chunk: Buffer) => chunks.push(chunk))
              res.on('end', () =>
                resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
              )
            },
          ).on('error', reject),
        )
      },
    )
    expect(raw.status).toBe(200)
    expect(raw.headers['content-encoding']).toBe('br')
    expect(raw.headers['x-request-id']).toBe('edge-42')
    expect(raw.headers['vary']).toBe('Accept-Encoding')
    expect(brotliDecompressSync(raw.body).toString()).toContain('<p class="price">')

    const etag = raw.headers['etag'] as string
    const notModified = await get(path, { 'if-none-match': etag })
    expect(notModified.viaApp).toBe(false)
    expect(notModified.response.status).toBe(304)
    expect(notModified.body.length).toBe(0)

    const head = await get(path, {}, 'HEAD')
    expect(head.viaApp).toBe(false)
    expect(head.response.status).toBe(200)
    expect(Number(head.response.headers.get('content-length'))).toBeGreaterThan(0)
    expect(head.body.length).toBe(0)
  })

  it('leaves a page it does not hold, a data request and a write to the app', async () => {
    expect((await get('/no-such-page')).viaApp).toBe(true)
    expect((await get('/no-such-page')).viaApp).toBe(true)
    expect((await get(`${path}.data`)).viaApp).toBe(true)
    const before = appRequests
    await fetch(`${origin}${path}`, { method: 'POST', body: 'x' })
    expect(appRequests).toBe(before + 1)
    // A body-less write goes through the app's body limit on the real server (it clones the request).
    const removed = await fetch(`${origin}/front-api/checkout-line/product/${product.id}`, {
      method: 'DELETE',
      headers: { ...apiHeaders(), origin },
    })
    expect(removed.status).toBeLessThan(500)
  })

  it('never answers a shopper with a session: a logged-in customer gets their own page', async () => {
    const shopper = cartClient(t.app)
    const registered = await shopper.call('POST', 'customer', {
      first_name: 'Fenna',
      last_name: 'Brouwer',
      email: 'fenna.fastlane@example.nl',
      password: 'een lang wachtwoord',
    })
    expect(registered.status).toBe(200)
    await get(path)
    const own = await get(path, { cookie: shopper.cookie! })
    expect(own.viaApp).toBe(true)
    expect(own.body.toString()).toContain('Hallo Fenna')
    expect(own.response.headers.get('cache-control')).toBe('private, no-store')
    // …and the guests' copy still names nobody.
    const guest = await get(path)
    expect(guest.viaApp).toBe(false)
    expect(guest.body.toString()).toContain('Inloggen')
  })

  it('stops serving a page as soon as the catalogue changes', async () => {
    await get(path)
    expect((await get(path)).viaApp).toBe(false)
    const before = t.catalogueChanges!.mark()
    await t.database.db
      .update(products)
      .set({ priceCents: product.price_cents + 100 })
      .where(eq(products.id, product.id))
    await eventually(() => expect(t.catalogueChanges!.mark()).toBeGreaterThan(before))
    const after = await get(path)
    expect(after.viaApp).toBe(true)
    expect(after.body.toString()).toContain(`<p class="price">${(product.price_cents + 100) / 100}</p>`)
    expect((await get(path)).viaApp).toBe(false)
  })
})

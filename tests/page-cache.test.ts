import { eq, sql } from 'drizzle-orm'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ShopLoadContext } from '#core/context'
import { parseListingQuery } from '#core/schemas/catalogue'
import { generateCatalogue } from '#server/db/demo-data/generate'
import { loadCatalogue } from '#server/db/demo-data/load'
import { customers, products } from '#server/db/schema'
import { catalogueChangeLog, changeTags } from '#server/domain/catalogue/changes'
import { dependOn } from '#server/domain/catalogue/dependencies'
import { createPageCache } from '#server/http/page-cache'
import { apiHeaders, createTestApp, type TestApp } from './app'
import { cartClient } from './cart-fixtures'
import { eventually } from './eventually'

/**
 * The page cache (docs/decisions/0043) with the real app, sessions and catalogue. The stand-in page names
 * what a real page would take from the request: the product's price, the logged-in shopper, the dealer
 * flag, and the CSP nonce its scripts carry; its route allows shared caching as the catalogue pages do.
 */
let renders = 0
async function page(request: Request, context: ShopLoadContext): Promise<Response> {
  renders++
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
    `<p class="dealer">${context.isDealer ? 'dealer' : 'consumer'}</p>`,
    `<script nonce="${context.cspNonce}">window.start = 1</script>`,
    'x'.repeat(4000),
  ].join('')
  return new Response(html, {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'public, max-age=0, must-revalidate, s-maxage=60',
      // As app/entry.server.tsx renders: the whole document at once.
      'Content-Length': String(Buffer.byteLength(html)),
    },
  })
}

const demo = generateCatalogue({ products: 40, seed: 3 })
const product = demo.products.find(
  (p) =>
    p.status === 'active' &&
    p.sale_price_cents === null &&
    p.stock_status_code === 'AVAILABLE_DIRECT' &&
    p.stock > 2,
)!
const path = `/${product.slug.nl}`

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ handleDocument: page, watchChanges: true })
  const before = t.catalogueChanges!.mark()
  await loadCatalogue(t.database.db, demo)
  // The load notifies; wait until this process heard it, so the tests start from a quiet cache.
  await eventually(() => expect(t.catalogueChanges!.mark()).toBeGreaterThan(before))
})
afterAll(() => t.close())

const get = (target: string, headers: Record<string, string> = {}) => t.app.request(target, { headers })
const cspNonce = (response: Response) =>
  /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy')!)![1]

async function register(email: string) {
  const shopper = cartClient(t.app)
  const response = await shopper.call('POST', 'customer', {
    first_name: 'Fenna',
    last_name: 'Brouwer',
    email,
    password: 'een lang wachtwoord',
  })
  expect(response.status).toBe(200)
  return shopper
}

describe('anonymous pages', () => {
  it('are rendered once and then served from the cache, with the nonce their scripts carry', async () => {
    const first = await get(path)
    expect(first.status).toBe(200)
    const firstBody = await first.text()
    const rendered = renders
    const second = await get(path)
    const secondBody = await second.text()
    expect(renders).toBe(rendered)
    expect(second.headers.get('x-page-cache')).toBe('hit')
    expect(secondBody).toBe(firstBody)
    // The policy of each answer allows exactly the nonce in its body.
    expect(secondBody).toContain(`nonce="${cspNonce(second)}"`)
    expect(second.headers.get('cache-control')).toMatch(/^public, .*s-maxage=60/)
    expect(second.headers.get('vary')).toBe('Accept-Encoding')
    expect(second.headers.get('set-cookie')).toBeNull()
  })

  it('answer 304 to a matching If-None-Match, and brotli or gzip as asked', async () => {
    const plain = await get(path)
    const body = await plain.text()
    const etag = plain.headers.get('etag')!
    expect(etag).toMatch(/^"[\w-]+"$/)
    const revalidated = await get(path, { 'if-none-match': `W/"other", ${etag}` })
    expect(revalidated.status).toBe(304)
    expect(await revalidated.text()).toBe('')
    expect(cspNonce(revalidated)).toBe(cspNonce(plain))

    const br = await get(path, { 'accept-encoding': 'gzip, deflate, br' })
    expect(br.headers.get('content-encoding')).toBe('br')
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(body)
    const gz = await get(path, { 'accept-encoding': 'gzip' })
    expect(gz.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(body)
    expect(Number(gz.headers.get('content-length'))).toBeLessThan(body.length / 4)
  })

  it('show a price change on the next request once the change is committed', async () => {
    await get(path)
    const newPrice = product.price_cents + 1234
    const before = t.catalogueChanges!.mark()
    await t.database.db.update(products).set({ priceCents: newPrice }).where(eq(products.id, product.id))
    await eventually(() => expect(t.catalogueChanges!.mark()).toBeGreaterThan(before))
    const after = await get(path)
    expect(after.headers.get('x-page-cache')).toBe('miss')
    expect(await after.text()).toContain(`<p class="price">${newPrice / 100}</p>`)
  })

  it('are not cached while the app cannot hear catalogue changes', async () => {
    const t2 = await createTestApp({ handleDocument: page, database: t.database, watchChanges: true })
    await t2.catalogueChanges!.close()
    // A closed listener hears nothing: simulate the lost connection by the flag the cache follows.
    ;(t2.catalogueChanges! as { live: () => boolean }).live = () => false
    const rendered = renders
    await t2.app.request(path)
    await t2.app.request(path)
    expect(renders).toBe(rendered + 2)
  })
})

describe('personal pages', () => {
  it('a logged-in customer gets their own page, never cached, and no anonymous page shows them', async () => {
    const shopper = await register('fenna@example.nl')
    await get(path)
    const rendered = renders
    const own = await get(path, { cookie: shopper.cookie! })
    expect(renders).toBe(rendered + 1)
    expect(own.headers.get('cache-control')).toBe('private, no-store')
    expect(own.headers.get('x-page-cache')).toBeNull()
    expect(await own.text()).toContain('Hallo Fenna')
    const anonymous = await get(path)
    expect(anonymous.headers.get('x-page-cache')).toBe('hit')
    const text = await anonymous.text()
    expect(text).not.toContain('Fenna')
    expect(text).toContain('Inloggen')
  })

  it('a dealer sees dealer prices on an uncached page; the cached page stays the consumer one', async () => {
    const shopper = await register('dealer@example.nl')
    await t.database.db
      .update(customers)
      .set({ dealerStatus: 'approved' })
      .where(eq(customers.email, 'dealer@example.nl'))
    const own = await get(path, { cookie: shopper.cookie! })
    expect(await own.text()).toContain('<p class="dealer">dealer</p>')
    const anonymous = await get(path)
    expect(await anonymous.text()).toContain('<p class="dealer">consumer</p>')
  })

  it('a guest with a cart still gets the shared page, and no cookie with it', async () => {
    const guest = cartClient(t.app)
    const added = await guest.call('POST', 'checkout-line', { product_id: product.id, quantity: 1 })
    expect(added.status, JSON.stringify(added.body)).toBe(200)
    expect(guest.cookie).not.toBeNull()
    await get(path)
    const shared = await get(path, { cookie: guest.cookie! })
    expect(shared.headers.get('x-page-cache')).toBe('hit')
    expect(shared.headers.get('set-cookie')).toBeNull()
  })

  it('not-found pages and other methods are not cached', async () => {
    const rendered = renders
    await get('/bestaat-niet')
    await get('/bestaat-niet')
    expect(renders).toBe(rendered + 2)
    const head = await t.app.request(path, { method: 'HEAD' })
    expect(head.status).toBe(200)
  })
})

describe('compression of other answers', () => {
  it('API answers are compressed as the browser asks, and say they vary by it', async () => {
    const response = await t.app.request('/front-api/static-data', {
      headers: apiHeaders({ 'accept-encoding': 'br', 'x-shop-locale': 'nl' }),
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-encoding')).toBe('br')
    expect(response.headers.get('vary')).toContain('Accept-Encoding')
    const json = JSON.parse(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString())
    expect(json.data.menu.length).toBeGreaterThan(0)
  })

  it('a page rendered for one shopper is compressed in one piece, with its compressed length', async () => {
    const shopper = await register('compressed@example.nl')
    for (const [encoding, decode] of [
      ['gzip', gunzipSync],
      ['br', brotliDecompressSync],
    ] as const) {
      const response = await get(path, { cookie: shopper.cookie!, 'accept-encoding': encoding })
      expect(response.headers.get('content-encoding')).toBe(encoding)
      const bytes = Buffer.from(await response.arrayBuffer())
      expect(response.headers.get('content-length')).toBe(String(bytes.length))
      expect(decode(bytes).toString()).toContain('Hallo Fenna')
    }
  })
})

describe('what a change names (docs/decisions/0149)', () => {
  const others = demo.products.filter(
    (p) =>
      p.status === 'active' &&
      p.id !== product.id &&
      p.variant_group_id !== product.variant_group_id &&
      !p.is_last_stock,
  )
  const other = others[0]!
  const otherPath = `/${other.slug.nl}`
  const change = async (statement: ReturnType<typeof sql>) => {
    const before = t.catalogueChanges!.mark()
    await t.database.db.execute(statement)
    await eventually(() => expect(t.catalogueChanges!.mark()).toBeGreaterThan(before))
  }
  // Notifications arrive in commit order: once a later change to the other product is heard, whatever an
  // earlier statement notified (or nothing) has been heard too. No fixed sleep to outwait a busy machine.
  const heardSoFar = () =>
    change(sql`update products set price_cents = price_cents + 1 where id = ${product.id}`)
  const warm = async (...paths: string[]) => {
    for (const each of paths) await get(each)
    for (const each of paths) expect((await get(each)).headers.get('x-page-cache')).toBe('hit')
  }

  it('a product change makes its own page fresh and leaves the others cached', async () => {
    await warm(path, otherPath)
    await change(sql`update products set price_cents = price_cents + 100 where id = ${product.id}`)
    const changed = await get(path)
    expect(changed.headers.get('x-page-cache')).toBe('miss')
    const [row] = await t.database.db.select().from(products).where(eq(products.id, product.id))
    expect(await changed.text()).toContain(`<p class="price">${row!.priceCents / 100}</p>`)
    expect((await get(otherPath)).headers.get('x-page-cache')).toBe('hit')
  })

  it('a sale that leaves the stock message alone keeps the page; one that changes it does not', async () => {
    // Whatever this notifies (nothing when the message stays "more than five"), heard before the pages warm.
    await t.database.db.execute(
      sql`update products set stock = 45, is_last_stock = false where id = ${other.id}`,
    )
    await heardSoFar()
    await warm(otherPath)
    const rendered = renders
    // A paid order lowering the stock, as consumeReservations does; whatever it notified is heard below.
    await t.database.db.execute(sql`update products set stock = stock - 1 where id = ${other.id}`)
    await heardSoFar()
    expect((await get(otherPath)).headers.get('x-page-cache')).toBe('hit')
    expect(renders).toBe(rendered)
    await change(sql`update products set stock = 5 where id = ${other.id}`)
    expect((await get(otherPath)).headers.get('x-page-cache')).toBe('miss')
  })

  it('a settings change makes every page fresh', async () => {
    await warm(path, otherPath)
    await change(sql`update settings set updated_at = now()`)
    expect((await get(path)).headers.get('x-page-cache')).toBe('miss')
    expect((await get(otherPath)).headers.get('x-page-cache')).toBe('miss')
  })
})

describe('a page made stale while it renders again (no stampede)', () => {
  const response = (body: string) =>
    new Response(body, { headers: { 'Content-Type': 'text/html', 'Cache-Control': 'public, max-age=0' } })

  it('stands in for at most a second while one render runs; then everybody waits for the new page', async () => {
    const log = catalogueChangeLog()
    let now = 1_000_000
    const cache = createPageCache({
      changes: { ...log.view, close: async () => {} },
      maxBytes: 1e7,
      now: () => now,
    })
    const first = await cache.fill('k', 'n1', async () => {
      dependOn(changeTags.product(1))
      return response('old')
    })
    expect('page' in first && first.outcome).toBe('miss')
    log.hear({ seq: 1, everything: false, tags: new Set([changeTags.product(2)]) })
    expect(cache.get('k')?.identity.toString()).toBe('old')

    log.hear({ seq: 2, everything: false, tags: new Set([changeTags.product(1)]) })
    expect(cache.get('k')).toBeUndefined()
    let finish: (value: Response) => void = () => undefined
    let renders = 0
    const render = () => {
      renders++
      return new Promise<Response>((resolve) => (finish = resolve))
    }
    const renderer = cache.fill('k', 'n2', render)
    // Others meanwhile: the previous version, not a render of their own.
    const standIn = await cache.fill('k', 'n3', render)
    expect('page' in standIn && [standIn.outcome, standIn.page.identity.toString()]).toEqual(['stale', 'old'])
    // Past the second the previous version is too old: they wait for the one render.
    now += 1001
    const waiting = cache.fill('k', 'n4', render)
    finish(response('new'))
    for (const filled of [await renderer, await waiting]) {
      expect('page' in filled && filled.page.identity.toString()).toBe('new')
    }
    expect(renders).toBe(1)
    expect(cache.get('k')?.identity.toString()).toBe('new')
  })

  it('does not keep a page whose render overlapped a change it shows', async () => {
    const log = catalogueChangeLog()
    const cache = createPageCache({ changes: { ...log.view, close: async () => {} }, maxBytes: 1e7 })
    const filled = await cache.fill('k', 'n', async () => {
      dependOn(changeTags.category(7))
      log.hear({ seq: 3, everything: false, tags: new Set([changeTags.category(7)]) })
      return response('read before the change')
    })
    expect('page' in filled).toBe(true)
    expect(cache.get('k')).toBeUndefined()
    const unrelated = await cache.fill('j', 'n', async () => {
      dependOn(changeTags.category(8))
      log.hear({ seq: 4, everything: false, tags: new Set([changeTags.category(7)]) })
      return response('unaffected')
    })
    expect('page' in unrelated).toBe(true)
    expect(cache.get('j')?.identity.toString()).toBe('unaffected')
  })
})

import { readFile } from 'node:fs/promises'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ShopLoadContext } from '#core/context'
import { parseListingQuery } from '#core/schemas/catalogue'
import type { Database } from '#server/db/client'
import {
  auditLog,
  brands,
  catalogueSyncRuns,
  categories,
  productOptions,
  products,
  urlPaths,
} from '#server/db/schema'
import { MAX_RECORD_CHARS, parseCsv } from '#server/domain/catalogue-sync/csv'
import type { FeedFormat } from '#server/domain/catalogue-sync/feed'
import type { SyncDeps } from '#server/domain/catalogue-sync/sync'
import { syncSearchIndex } from '#server/domain/search/indexer'
import { CONTENT_SOURCES } from '#server/domain/search/sync-job'
import { createStaff } from '#server/domain/staff/staff'
import { createJobHandlers } from '#server/jobs/handlers'
import { enqueueJob } from '#server/jobs/queue'
import { startWorker } from '#server/jobs/worker'
import { createMailTransport } from '#server/adapters/mail/transport'
import { createMemoryLogger, createTestApp, type TestApp } from './app'
import { cartClient } from './cart-fixtures'
import { syncFeed } from './catalogue-sync-fixtures'
import { eventually } from './eventually'

/** A stand-in page that shows a product's price, cached as the catalogue pages are (docs/decisions/0043). */
async function page(request: Request, context: ShopLoadContext): Promise<Response> {
  const url = new URL(request.url)
  const resolved = await context.catalog.resolvePath(
    { locale: context.locale, prefix: context.prefix },
    decodeURIComponent(url.pathname),
    parseListingQuery(url.searchParams),
  )
  if (!resolved || resolved.type !== 'product') return new Response('not found', { status: 404 })
  return new Response(`<p class="price">${resolved.product.prices.price}</p>`, {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'public, max-age=0, must-revalidate, s-maxage=60',
    },
  })
}

let t: TestApp
const backInStock: number[][] = []
beforeAll(async () => {
  t = await createTestApp({ handleDocument: page, watchChanges: true })
  t.checkout.stockEvents.onBackInStock(async (ids) => void backInStock.push([...ids]))
  await createStaff(t.database.db, {
    email: 'sanne@messenwinkel.example',
    name: 'Sanne',
    password: 'een lang staffwachtwoord',
    locale: 'nl',
  })
})
afterAll(() => t.close())

const db = () => t.database.db as Database

async function sync(text: string, format: FeedFormat = 'jsonl', extra: Partial<SyncDeps> = {}) {
  return syncFeed(
    {
      db: db(),
      backInStock: (ids) => t.checkout.stockEvents.backInStock(ids),
      media: t.media.ingest,
      ...extra,
    },
    text,
    format,
  )
}

const names = (base: string) => ({ nl: `${base} nl`, en: `${base} en`, de: `${base} de` })
const category = (ref: string, parent?: string) =>
  JSON.stringify({ type: 'category', ref, ...(parent ? { parent } : {}), name: names(`Categorie ${ref}`) })
const brand = (ref: string) => JSON.stringify({ type: 'brand', ref, name: `Merk ${ref}` })
const product = (ref: string, fields: Record<string, unknown> = {}) =>
  JSON.stringify({
    type: 'product',
    ref,
    category: 'T-CAT-B',
    brand: 'T-BR',
    name: names(`Mes ${ref}`),
    description: names(`Beschrijving ${ref}`),
    price: '19.95',
    stock: 3,
    image: '/media/demo/pocketknife/1-550x550.svg',
    ...fields,
  })

const base = [
  category('T-CAT-A'),
  category('T-CAT-B', 'T-CAT-A'),
  brand('T-BR'),
  product('T-P1'),
  product('T-P2', { stock: 0, variant_group: 'T-G', colour: names('Rood') }),
  product('T-P3', { variant_group: 'T-G', colour: names('Blauw') }),
  JSON.stringify({
    type: 'option',
    ref: 'T-O1',
    product: 'T-P1',
    kind: 'extra_service',
    name: names('Gravure'),
    price: '7.50',
  }),
  JSON.stringify({
    type: 'option',
    ref: 'T-O2',
    product: 'T-P1',
    kind: 'combination',
    option_product: 'T-P3',
    price: '15',
  }),
]

describe('catalogue sync (docs/decisions/0067)', () => {
  it('a small feed creates categories, brands, products, variants and options', async () => {
    const result = await sync(base.join('\n'))
    expect(result).toMatchObject({ status: 'succeeded', created: 8, updated: 0, unchanged: 0, failed: 0 })
    const [child] = await db().select().from(categories).where(eq(categories.externalRef, 'T-CAT-B'))
    const [parent] = await db().select().from(categories).where(eq(categories.externalRef, 'T-CAT-A'))
    expect(child!.parentId).toBe(parent!.id)
    expect(child!.path.nl).toBe('categorie-t-cat-a-nl/categorie-t-cat-b-nl')
    const rows = await db()
      .select()
      .from(products)
      .where(sql`${products.externalRef} like 'T-P%'`)
    expect(rows).toHaveLength(3)
    const p1 = rows.find((row) => row.externalRef === 'T-P1')!
    expect(p1).toMatchObject({
      priceCents: 1995,
      stock: 3,
      stockStatusCode: 'AVAILABLE_DIRECT',
      status: 'active',
    })
    expect(p1.categoryIds.sort()).toEqual([parent!.id, child!.id].sort())
    expect(p1.name).toEqual(names('Mes T-P1'))
    const p2 = rows.find((row) => row.externalRef === 'T-P2')!
    const p3 = rows.find((row) => row.externalRef === 'T-P3')!
    expect(p2.variantGroupId).not.toBeNull()
    expect(p2.variantGroupId).toBe(p3.variantGroupId)
    expect(p2.stockStatusCode).toBe('AVAILABLE_DELAYED')
    const options = await db().select().from(productOptions).where(eq(productOptions.productId, p1.id))
    expect(options.map((o) => [o.kind, o.priceCents, o.optionProductId])).toEqual(
      expect.arrayContaining([
        ['extra_service', 750, null],
        ['combination', 1500, p3.id],
      ]),
    )
    const paths = await db().select().from(urlPaths).where(eq(urlPaths.targetId, p1.id))
    expect(
      paths
        .filter((p) => p.targetType === 'product' && p.isCurrent)
        .map((p) => p.path)
        .sort(),
    ).toEqual(['mes-t-p1-de', 'mes-t-p1-en', 'mes-t-p1-nl'])
    // The stored counts were refreshed: the parent category counts its child's products.
    const [counted] = await db().select().from(categories).where(eq(categories.id, parent!.id))
    expect(counted!.productCount).toBe(3)
    // The search index is asked to catch up, and the run is in the audit log.
    const jobs = await db().execute(sql`select count(*)::int as n from jobs where type = 'search.sync'`)
    expect((jobs as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBeGreaterThan(0)
    // What that job runs puts the synced products in the search index, in every language.
    await syncSearchIndex(db(), CONTENT_SOURCES)
    const indexed = await db().execute(
      sql`select locale, title from search_documents where index = 'products' and object_id = ${String(p1.id)} order by locale`,
    )
    expect((indexed as unknown as { rows: Array<{ locale: string; title: string }> }).rows).toEqual([
      { locale: 'de', title: 'Mes T-P1 de' },
      { locale: 'en', title: 'Mes T-P1 en' },
      { locale: 'nl', title: 'Mes T-P1 nl' },
    ])
    const audit = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(result.runId)))
    expect(audit[0]).toMatchObject({ action: 'catalogue.sync', staffEmail: 'cli:test' })
  })

  it('the same feed twice: the second run leaves everything unchanged and notifies nobody', async () => {
    const [before] = await db().select().from(products).where(eq(products.externalRef, 'T-P1'))
    const generation = t.catalogueChanges!.mark()
    const result = await sync(base.join('\n'))
    expect(result).toMatchObject({ status: 'succeeded', created: 0, updated: 0, unchanged: 8, failed: 0 })
    const [after] = await db().select().from(products).where(eq(products.externalRef, 'T-P1'))
    expect(after!.version).toBe(before!.version)
    await new Promise((resolve) => setTimeout(resolve, 150))
    expect(t.catalogueChanges!.mark()).toBe(generation)
  })

  it('a changed price and stock: updated, the cached page follows, back in stock fires for 0 → some', async () => {
    const [p2] = await db().select().from(products).where(eq(products.externalRef, 'T-P2'))
    const path = `/${p2!.slug.nl}`
    const first = await t.app.request(path)
    expect(await first.text()).toContain('19.95')
    expect((await t.app.request(path)).headers.get('x-page-cache')).toBe('hit')
    const generation = t.catalogueChanges!.mark()
    backInStock.length = 0
    const changed = base.map((line) =>
      line.includes('"ref":"T-P2"')
        ? product('T-P2', { stock: 7, price: '24.50', variant_group: 'T-G', colour: names('Rood') })
        : line,
    )
    const result = await sync(changed.join('\n'))
    expect(result).toMatchObject({ status: 'succeeded', created: 0, updated: 1, unchanged: 7 })
    expect(backInStock).toEqual([[p2!.id]])
    await eventually(() => expect(t.catalogueChanges!.mark()).toBeGreaterThan(generation))
    const again = await t.app.request(path)
    expect(again.headers.get('x-page-cache')).toBe('miss')
    expect(await again.text()).toContain('24.5')
    const [after] = await db().select().from(products).where(eq(products.externalRef, 'T-P2'))
    expect(after).toMatchObject({ priceCents: 2450, stock: 7, stockStatusCode: 'AVAILABLE_DIRECT' })
    expect(after!.version).toBeGreaterThan(p2!.version)
    // Stock that was already there and rises is not "back".
    backInStock.length = 0
    await sync(changed.map((line) => line.replace('"stock":7', '"stock":9')).join('\n'))
    expect(backInStock).toEqual([])
  })

  it('on the command line, back in stock goes through a job to the listeners of the server', async () => {
    const [p2] = await db().select().from(products).where(eq(products.externalRef, 'T-P2'))
    const line = (stock: number) =>
      product('T-P2', { stock, price: '24.50', variant_group: 'T-G', colour: names('Rood') })
    await sync([brand('T-BR'), line(0)].join('\n'))
    backInStock.length = 0
    // As server/cli/catalogue-sync.ts passes it: the CLI process has no listeners of its own.
    await sync([brand('T-BR'), line(4)].join('\n'), 'jsonl', {
      backInStock: (productIds) =>
        enqueueJob(db(), 'stock.back-in-stock', { productIds: [...productIds] }).then(() => {}),
    })
    expect(backInStock).toEqual([])
    const { logger } = createMemoryLogger()
    const handlers = createJobHandlers({
      db: db(),
      config: t.config,
      mailTransport: createMailTransport(t.config, logger),
      backInStock: (productIds) => t.checkout.stockEvents.backInStock(productIds),
    })
    const worker = startWorker({
      db: db(),
      logger,
      handlers: { 'stock.back-in-stock': handlers['stock.back-in-stock'] },
      pollMs: 20,
    })
    try {
      await eventually(() => expect(backInStock).toEqual([[p2!.id]]))
    } finally {
      await worker.stop()
    }
  })

  it('malformed rows are reported with their line and reason; the other rows import', async () => {
    const feed = [
      brand('T-BR'),
      product('T-M1', { price: '12,95' }),
      JSON.stringify({
        type: 'product',
        category: 'T-CAT-B',
        brand: 'T-BR',
        name: names('x'),
        description: names('x'),
        price: '1',
        stock: 1,
        image: '/media/demo/a/1.svg',
      }),
      product('T-M2', { category: 'T-NOPE' }),
      '{"type": "product", broken',
      product('T-M3'),
    ].join('\n')
    const result = await sync(feed)
    expect(result).toMatchObject({ status: 'succeeded', created: 1, unchanged: 1, failed: 4 })
    expect(result.errors.map((e) => [e.line, e.field, e.reason])).toEqual([
      [2, 'price', 'invalid'],
      [3, 'ref', 'required'],
      [4, 'category', 'unknownCategory'],
      [5, null, 'json'],
    ])
    expect(await db().select().from(products).where(eq(products.externalRef, 'T-M3'))).toHaveLength(1)

    const csv = [
      'type,ref,category,brand,name_nl,name_en,name_de,description_nl,description_en,description_de,price,stock,image',
      'product,T-C1,T-CAT-B,T-BR,"Mes, met komma","Knife, comma","Messer, Komma","Regel een',
      'regel twee",b,c,5.00,1,/media/demo/pocketknife/2-550x550.svg',
      'product,T-C2,T-CAT-B,T-BR,Mes "kapot",b,c,d,e,f,5.00,1,/media/demo/pocketknife/3-550x550.svg',
      'product,T-C3,T-CAT-B,T-BR,"Mes ""goed""",Knife,Messer,d,e,f,-1,1,/media/demo/pocketknife/4-550x550.svg',
      'product,T-C4,T-CAT-B,T-BR,Mes vier,Knife four,Messer vier,d,e,f,6.00,2,/media/demo/pocketknife/5-550x550.svg',
      'product,T-C5,T-CAT-B',
    ].join('\r\n')
    const fromCsv = await sync(csv, 'csv')
    expect(fromCsv).toMatchObject({ status: 'succeeded', created: 2, failed: 3 })
    expect(fromCsv.errors.map((e) => [e.line, e.reason])).toEqual([
      [4, 'csvQuoting'],
      [5, 'invalid'],
      [7, 'fieldCount'],
    ])
    const [multiLine] = await db().select().from(products).where(eq(products.externalRef, 'T-C1'))
    expect(multiLine!.name.nl).toBe('Mes, met komma')
    expect(multiLine!.description.nl).toBe('Regel een\r\nregel twee')
  })

  it('a failure halfway keeps the batches before it and nothing of the failing one', async () => {
    const feed = Array.from({ length: 12 }, (_, i) => product(`T-F${i}`)).join('\n')
    const result = await sync(feed, 'jsonl', {
      batchRows: 5,
      afterBatchWrites: async (tx, batch) => {
        if (batch === 2) await tx.execute(sql`select 1 / 0`)
      },
    })
    expect(result).toMatchObject({ status: 'failed', error: 'batchFailed', created: 5 })
    expect(result.errors.map((e) => [e.line, e.reason])).toEqual([[6, 'batchFailed']])
    const written = await db()
      .select()
      .from(products)
      .where(sql`${products.externalRef} like 'T-F%'`)
    expect(written.map((row) => row.externalRef).sort()).toEqual(['T-F0', 'T-F1', 'T-F2', 'T-F3', 'T-F4'])
    // Every written product has its addresses: no half-written batch.
    const paths = await db()
      .select()
      .from(urlPaths)
      .where(
        sql`${urlPaths.targetType} = 'product' and ${urlPaths.targetId} = any(${`{${written.map((r) => r.id).join(',')}}`}::int[])`,
      )
    expect(paths).toHaveLength(15)
    const [run] = await db().select().from(catalogueSyncRuns).where(eq(catalogueSyncRuns.id, result.runId))
    expect(run).toMatchObject({ status: 'failed', created: 5 })
    // Run again without the fault: the rest is written, the first five unchanged.
    expect(await sync(feed, 'jsonl', { batchRows: 5 })).toMatchObject({
      status: 'succeeded',
      created: 7,
      unchanged: 5,
    })
  })

  it('a feed that cannot be read fails the run with its reason', async () => {
    expect(await sync('[{"type":"brand"}]')).toMatchObject({ status: 'failed', error: 'jsonArray' })
    expect(await sync('type,ref,colour\nbrand,x,y', 'csv')).toMatchObject({
      status: 'failed',
      error: 'columns:colour',
    })
    expect(await db().select().from(brands).where(eq(brands.externalRef, 'x'))).toHaveLength(0)
  })

  it('the CSV reader keeps quoted commas, quotes and line breaks across chunks', async () => {
    async function* pieces() {
      yield 'a,"b,'
      yield '""c""\n'
      yield 'd",e\n"x'
      yield 'y",z'
    }
    const records = []
    for await (const record of parseCsv(pieces())) records.push(record)
    expect(records).toEqual([
      { line: 1, fields: ['a', 'b,"c"\nd', 'e'] },
      { line: 3, fields: ['xy', 'z'] },
    ])
  })

  it('the CSV reader numbers a record by its first line, also after quoted line breaks and broken rows', async () => {
    const read = async (text: string, size = 7) => {
      async function* pieces() {
        for (let i = 0; i < text.length; i += size) yield text.slice(i, i + size)
      }
      const records = []
      for await (const record of parseCsv(pieces())) records.push(record)
      return records
    }
    // A quoted field over three lines (CRLF inside, kept), then a row with a stray quote, then a good row.
    expect(await read('a,b\r\n"een\r\ntwee\r\ndrie",x\r\nc,d "e"\r\n\r\nf,g\r\n')).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['een\r\ntwee\r\ndrie', 'x'] },
      { line: 5, error: 'csvQuoting' },
      { line: 7, fields: ['f', 'g'] },
    ])
    // Text after the closing quote of a field over two lines: the record (line 1) is refused, and reading goes
    // on at the line after the fault, not in quotes up to the next quote.
    expect(await read('"een\ntwee"x,y\nc,"d"\ne,f\n')).toEqual([
      { line: 1, error: 'csvQuoting' },
      { line: 3, fields: ['c', 'd'] },
      { line: 4, fields: ['e', 'f'] },
    ])
    // A lone quote in an unquoted field leaves a quote open: the rows after its line still come.
    expect(await read('a,b"c\nd,e\n"f\ng",h\n')).toEqual([
      { line: 1, error: 'csvQuoting' },
      { line: 2, fields: ['d', 'e'] },
      { line: 3, fields: ['f\ng', 'h'] },
    ])
    // A quote left open to the end is one error at the line its record starts on.
    expect(await read('a\n"b\nc\nd')).toEqual([
      { line: 1, fields: ['a'] },
      { line: 2, error: 'csvQuoting' },
    ])
    // A record over the limit is refused at its first line; the next line is read again.
    expect(await read(`a\n"${'x'.repeat(MAX_RECORD_CHARS)}\nb,"c\nd"\n`, 65536)).toEqual([
      { line: 1, fields: ['a'] },
      { line: 2, error: 'tooLong' },
      { line: 3, fields: ['b', 'c\nd'] },
    ])
  })
})

describe('the sync log in /admin', () => {
  const form = (values: Record<string, string>) => ({
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(values).toString(),
  })
  async function staffCookie() {
    const response = await t.app.request(
      '/admin/login',
      form({ email: 'sanne@messenwinkel.example', password: 'een lang staffwachtwoord' }),
    )
    expect(response.status).toBe(303)
    return response.headers
      .getSetCookie()
      .find((value) => value.startsWith('staff='))!
      .split(';')[0]!
  }
  const upload = (cookie: string | null, name: string, content: string | Uint8Array<ArrayBuffer>) => {
    const body = new FormData()
    body.set('feed', new File([content], name))
    return t.app.request('/admin/sync', { method: 'POST', body, headers: cookie ? { cookie } : {} })
  }

  it('guests and shoppers get 403 on every sync route, never the log', async () => {
    const [run] = await db().select().from(catalogueSyncRuns).limit(1)
    const shopper = cartClient(t.app)
    const registered = await shopper.call('POST', 'customer', {
      first_name: 'Piet',
      last_name: 'Jansen',
      email: 'piet@example.nl',
      password: 'een lang wachtwoord',
    })
    expect(registered.status).toBe(200)
    const shopperCookie = shopper.cookie
    for (const cookie of [null, shopperCookie]) {
      const headers: Record<string, string> = cookie ? { cookie } : {}
      for (const path of [
        '/admin/sync',
        `/admin/sync/${run!.id}`,
        '/admin/sync/999999',
        '/admin/sync?page=2',
      ]) {
        const response = await t.app.request(path, { headers })
        expect(response.status).toBe(403)
        const html = await response.text()
        expect(html).not.toContain('feed.jsonl')
        expect(html).toContain('name="password"')
      }
      expect((await upload(cookie, 'feed.jsonl', base.join('\n'))).status).toBe(403)
    }
  })

  it('staff upload a feed and see the run with its counts and refused rows', async () => {
    const cookie = await staffCookie()
    const example = await readFile('docs/examples/catalogue-feed.csv', 'utf8')
    const response = await upload(cookie, 'catalogue-feed.csv', `${example}product,T-BAD\n`)
    expect(response.status).toBe(303)
    const location = response.headers.get('location')!
    expect(location).toMatch(/^\/admin\/sync\/\d+$/)
    const runId = Number(location.split('/').pop())
    await eventually(async () => {
      const [run] = await db().select().from(catalogueSyncRuns).where(eq(catalogueSyncRuns.id, runId))
      expect(run!.status).toBe('succeeded')
    })
    const detail = await t.app.request(location, { headers: { cookie } })
    expect(detail.status).toBe(200)
    const html = await detail.text()
    expect(html).toContain('Geslaagd')
    expect(html).toMatch(/data-count="created">9</)
    expect(html).toMatch(/data-count="failed">1</)
    expect(html).toContain('Aantal velden wijkt af van de kopregel')
    expect(html).not.toContain('http-equiv="refresh"')
    const list = await (await t.app.request('/admin/sync', { headers: { cookie } })).text()
    expect(list).toContain(`/admin/sync/${runId}`)
    expect(list).toContain('sanne@messenwinkel.example')
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(runId)))
    expect(audit).toMatchObject({ action: 'catalogue.sync', staffEmail: 'sanne@messenwinkel.example' })
  })

  it('refuses what is not a feed with 422, and too large an upload with 413', async () => {
    const cookie = await staffCookie()
    const runs = async () => (await db().select().from(catalogueSyncRuns)).length
    const before = await runs()
    expect((await upload(cookie, 'feed.exe', 'MZ')).status).toBe(422)
    expect((await upload(cookie, 'feed.csv', new Uint8Array([0x74, 0, 1, 2]))).status).toBe(422)
    expect((await upload(cookie, 'feed.csv', '')).status).toBe(422)
    const plain = await t.app.request('/admin/sync', {
      ...form({ feed: 'x' }),
      headers: { ...form({}).headers, cookie },
    })
    expect(plain.status).toBe(422)
    const huge = await upload(cookie, 'feed.csv', new Uint8Array(21 * 1024 * 1024).fill(0x61))
    expect(huge.status).toBe(413)
    expect(await runs()).toBe(before)
    expect((await t.app.request('/admin/sync/999999', { headers: { cookie } })).status).toBe(404)
  })
})

import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ADMIN_MEDIA_UPLOAD_MAX_BYTES,
  REVIEW_BODY_MAX_BYTES,
  REVIEW_UPLOAD_PATH,
  UPLOAD_MEMORY_MAX_BYTES,
  UPLOAD_RETRY_AFTER_SECONDS,
  uploadLimitOf,
} from '#server/http/middleware/request-limits'
import { translate } from '#server/i18n/translate'
import { createTestApp, type TestApp } from './app'
import { cartFactory, type CartFactory } from './cart-fixtures'

/**
 * Issue 32 point 5: what uploads may hold at once is bounded (docs/decisions/0094). An upload reserves
 * its declared length before anything of it is read; one past the budget gets 503 with Retry-After, unread,
 * while the others go on; a body beyond its limit is refused before it is read whole.
 */
const apps: TestApp[] = []
let make: CartFactory
let photo: Buffer
beforeAll(async () => {
  photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a6' } })
    .jpeg()
    .toBuffer()
})
afterAll(() => Promise.all(apps.map((app) => app.close())))

async function app(uploadMemoryBytes?: number): Promise<TestApp> {
  const created = await createTestApp({ uploadMemoryBytes })
  apps.push(created)
  make = await cartFactory(created.database.db)
  return created
}

/** A review with one photo as the panel posts it: the multipart bytes and their content type. */
async function reviewBody(productId: number): Promise<{ bytes: Uint8Array; type: string }> {
  const form = new FormData()
  form.append('product_id', String(productId))
  form.append('name', 'Anna')
  form.append('email', 'anna@example.nl')
  form.append('rating', '5')
  form.append('review', 'Scherp en goed in balans.')
  form.append('images', new File([new Uint8Array(photo)], 'mes.jpg', { type: 'image/jpeg' }))
  const request = new Request('http://shop.test/', { method: 'POST', body: form })
  return {
    bytes: new Uint8Array(await request.arrayBuffer()),
    type: request.headers.get('content-type')!,
  }
}

/**
 * An upload whose body arrives as the test says: all but its last byte at once, the rest at `finish()`
 * (a slow connection). `pulled` counts the chunks the server asked for.
 */
function slowUpload(
  target: TestApp,
  body: { bytes: Uint8Array; type: string },
  headers: Record<string, string> = { 'content-length': String(body.bytes.byteLength) },
) {
  let finish = () => {}
  const last = new Promise<void>((resolve) => (finish = resolve))
  let pulled = 0
  const stream = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        pulled++
        if (pulled === 1) return controller.enqueue(body.bytes.subarray(0, -1))
        await last
        controller.enqueue(body.bytes.subarray(-1))
        controller.close()
      },
    },
    // Nothing is pulled ahead: a pull is a read by the server.
    { highWaterMark: 0 },
  )
  const response = target.app.request(REVIEW_UPLOAD_PATH, {
    method: 'POST',
    headers: { 'X-Requested-With': 'XMLHttpRequest', 'content-type': body.type, ...headers },
    body: stream,
    duplex: 'half',
  } as RequestInit)
  return { response: Promise.resolve(response), finish, pulled: () => pulled }
}

describe('uploads held at once', () => {
  it('refuse the one past the budget with 503 and Retry-After, unread, while the others succeed', async () => {
    const probe = await reviewBody(1)
    // Room for two such reviews, not three.
    const shop = await app(2 * probe.bytes.byteLength + 100)
    const bodies = await Promise.all([1, 2, 3].map(async () => reviewBody((await make.product()).id)))
    const first = slowUpload(shop, bodies[0]!)
    const second = slowUpload(shop, bodies[1]!)
    // Let both reach their body (the budget is taken before the body is read).
    await new Promise((resolve) => setTimeout(resolve, 200))
    const third = slowUpload(shop, bodies[2]!)
    const refused = await third.response
    expect(refused.status).toBe(503)
    expect(refused.headers.get('retry-after')).toBe(String(UPLOAD_RETRY_AFTER_SECONDS))
    expect(await refused.json()).toEqual({ message: translate('nl', 'error.unavailable') })
    expect(third.pulled()).toBe(0)

    first.finish()
    second.finish()
    expect((await first.response).status).toBe(201)
    expect((await second.response).status).toBe(201)
    // Their room is free again.
    const later = slowUpload(shop, await reviewBody((await make.product()).id))
    later.finish()
    expect((await later.response).status).toBe(201)
  }, 60_000)

  it('take two reviews at their largest at once by default, not a third', async () => {
    expect(UPLOAD_MEMORY_MAX_BYTES).toBe(2 * REVIEW_BODY_MAX_BYTES)
    const shop = await app()
    // Declared at the largest a review may be; only their first bytes are sent until the test ends them.
    const large = { bytes: new Uint8Array(REVIEW_BODY_MAX_BYTES), type: 'multipart/form-data; boundary=x' }
    const held = [slowUpload(shop, large), slowUpload(shop, large)]
    await new Promise((resolve) => setTimeout(resolve, 200))
    const third = slowUpload(shop, large)
    expect((await third.response).status).toBe(503)
    for (const upload of held) upload.finish()
    for (const upload of held) expect((await upload.response).status).toBeLessThan(500)
  }, 60_000)
})

describe('an upload beyond its limit', () => {
  it('is refused by its declared length before any of it is read', async () => {
    const shop = await app()
    const big = { bytes: new Uint8Array(1024), type: 'multipart/form-data; boundary=x' }
    const upload = slowUpload(shop, big, { 'content-length': String(REVIEW_BODY_MAX_BYTES + 1) })
    expect((await upload.response).status).toBe(413)
    expect(upload.pulled()).toBe(0)
  }, 60_000)

  it('without a declared length, is refused once it passes the limit, not read to its end', async () => {
    const shop = await app()
    const chunk = new Uint8Array(1024 * 1024)
    let pulled = 0
    const stream = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          // Three times the limit on offer.
          if (pulled++ > (3 * REVIEW_BODY_MAX_BYTES) / chunk.byteLength) controller.close()
          else controller.enqueue(chunk)
        },
      },
      { highWaterMark: 0 },
    )
    const response = await shop.app.request(REVIEW_UPLOAD_PATH, {
      method: 'POST',
      headers: { 'X-Requested-With': 'XMLHttpRequest', 'content-type': 'multipart/form-data; boundary=x' },
      body: stream,
      duplex: 'half',
    } as RequestInit)
    expect(response.status).toBe(413)
    expect(pulled * chunk.byteLength).toBeLessThan(REVIEW_BODY_MAX_BYTES + 4 * chunk.byteLength)
  }, 60_000)
})

describe('the back office’s picture forms', () => {
  it('take a product’s or a brand’s photos up to their own limit, and nothing else more than a page form', () => {
    for (const path of ['/admin/products', '/admin/products/12', '/admin/brands', '/admin/brands/3'])
      expect(uploadLimitOf(path), path).toBe(ADMIN_MEDIA_UPLOAD_MAX_BYTES)
    for (const path of [
      '/admin/products/12/status',
      '/admin/orders/1',
      '/admin/productsx',
      '/front-api/cart',
    ])
      expect(uploadLimitOf(path), path).toBeUndefined()
    expect(uploadLimitOf(REVIEW_UPLOAD_PATH)).toBe(REVIEW_BODY_MAX_BYTES)
  })

  it('refuse a body beyond that limit by its declared length, unread', async () => {
    const shop = await app()
    // The brand form (the product form's own route answers with a page of its own: back-office-product-media).
    const response = await shop.app.request('/admin/brands/1', {
      method: 'POST',
      headers: {
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(ADMIN_MEDIA_UPLOAD_MAX_BYTES + 1),
      },
      body: new Uint8Array(16),
    })
    expect(response.status).toBe(413)
  })
})

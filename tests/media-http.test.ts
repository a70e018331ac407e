import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mediaImageUrl } from '#core/media'
import { jobs } from '#server/db/schema'
import { derivedKey } from '#server/domain/media/keys'
import { WARM_FILES } from '#server/domain/media/images'
import { createJobHandlers } from '#server/jobs/handlers'
import { createTestApp, type TestApp } from './app'
import { startImageServer, type ImageServer } from './fakes/image-server'
import { countingFolderStorage, loopbackFetcher, twoToneJpeg } from './media-fixtures'

/** GET /media/img/…: derived files from the storage, made at their first request, with their headers. */
let images: ImageServer
let store: Awaited<ReturnType<typeof countingFolderStorage>>
let shop: TestApp
let hash: string

beforeAll(async () => {
  ;[images, store] = await Promise.all([startImageServer(), countingFolderStorage()])
  shop = await createTestApp({ mediaStorage: store.storage, imageFetcher: loopbackFetcher() })
  images.serve('/photo.jpg', { body: await twoToneJpeg({ width: 800, height: 600 }) })
  const url = `${images.origin}/photo.jpg`
  const outcome = (await shop.media.ingest.ingest([url])).get(url)!
  if (!outcome.ok) throw new Error(outcome.reason)
  hash = outcome.image.hash
})
afterAll(async () => {
  await Promise.all([shop.close(), images.close(), store.close()])
})

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  shop.app.request(path, { method, headers })

describe('GET /media/img', () => {
  it('answers a derived file with immutable caching, its type, an ETag and no cookie', async () => {
    const response = await get(mediaImageUrl(hash, 'h140', 'webp', 2))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/webp')
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('etag')).toMatch(/^"[^"]+"$/)
    expect(response.headers.get('set-cookie')).toBeNull()
    expect(response.headers.get('content-encoding')).toBeNull()
    const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 420, 280])
  })

  it('answers 304 to a matching If-None-Match, and HEAD without a body', async () => {
    const path = mediaImageUrl(hash, 'sq125', 'jpg')
    const first = await get(path)
    const etag = first.headers.get('etag')!
    const again = await get(path, { 'If-None-Match': etag })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
    expect(again.headers.get('cache-control')).toContain('immutable')
    expect((await get(path, { 'If-None-Match': `"other", W/${etag}` })).status).toBe(304)
    expect((await get(path, { 'If-None-Match': '"other"' })).status).toBe(200)
    const head = await get(path, {}, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.headers.get('content-type')).toBe('image/jpeg')
    expect((await head.arrayBuffer()).byteLength).toBe(0)
  })

  it('derives a file once, however many ask at once, and serves it from the storage after', async () => {
    const path = mediaImageUrl(hash, 'sq550', 'avif', 2)
    const key = derivedKey({ hash, variant: 'sq550', density: 2, format: 'avif' })
    const answers = await Promise.all(Array.from({ length: 5 }, () => get(path)))
    const bodies = await Promise.all(answers.map(async (answer) => Buffer.from(await answer.arrayBuffer())))
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200])
    expect(bodies.every((body) => Buffer.compare(body, bodies[0]!) === 0)).toBe(true)
    await get(path)
    expect(store.puts.filter((put) => put === key)).toHaveLength(1)
    expect((await sharp(bodies[0]!).metadata()).format).toBe('heif')
  })

  it.each([
    ['an unknown hash', mediaImageUrl('0'.repeat(64), 'h140')],
    ['an unknown variant', `/media/img/1/${'a'.repeat(64)}/huge.jpg`],
    ['a format the variant is not made in', `/media/img/1/${'a'.repeat(64)}/logo.jpg`],
    ['another pipeline version', `/media/img/9/${'a'.repeat(64)}/h140.jpg`],
    ['a short hash', '/media/img/1/abc/h140.jpg'],
    ['a path that climbs', `/media/img/1/${'a'.repeat(64)}/../../../etc/passwd`],
    ['nothing', '/media/img/'],
  ])('answers 404 for %s', async (_what, path) => {
    const response = await get(path)
    expect(response.status).toBe(404)
    expect(response.headers.get('set-cookie')).toBeNull()
  })
})

describe('the media.warm job', () => {
  it('is queued for a new original and makes its card and product-page AVIF files', async () => {
    const queued = await shop.database.db.select().from(jobs).where(eq(jobs.type, 'media.warm'))
    expect(queued.map((job) => job.payload)).toEqual([{ hash }])
    const handlers = createJobHandlers({
      db: shop.database.db,
      config: shop.config,
      mailTransport: undefined as never,
      backInStock: async () => {},
      mediaImages: shop.media.images,
    })
    const keys = WARM_FILES.map((file) => derivedKey({ hash, ...file }))
    const missing = (await Promise.all(keys.map((key) => store.storage.has(key)))).filter((has) => !has)
    expect(missing.length).toBeGreaterThan(0)
    const before = store.puts.length
    await handlers['media.warm']({ hash }, undefined as never)
    for (const file of WARM_FILES) expect(await store.storage.has(derivedKey({ hash, ...file }))).toBe(true)
    // Running again (a retry after a crash) makes nothing twice.
    const made = store.puts.length
    await handlers['media.warm']({ hash }, undefined as never)
    expect(store.puts.length).toBe(made)
    expect(made - before).toBe(missing.length)
  })
})

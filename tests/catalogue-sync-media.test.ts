import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mediaImageUrl } from '#core/media'
import type { Database } from '#server/db/client'
import { brands, products } from '#server/db/schema'
import { startImageServer, type ImageServer } from './fakes/image-server'
import { createTestApp, type TestApp } from './app'
import { problemOf, syncFeed } from './catalogue-sync-fixtures'
import { loopbackFetcher } from './media-fixtures'

/**
 * The sync through the real media pipeline (issue 34): a supplier's pictures on a loopback HTTPS server are
 * fetched, checked and stored by the real ingest, the product gets the shop's own addresses, and the app
 * serves them; a picture that is no picture, or on an address that is not allowed, refuses its row; an
 * unchanged feed fetches nothing again.
 */

let server: ImageServer
let t: TestApp
let photo: Buffer
let logo: Buffer

beforeAll(async () => {
  server = await startImageServer()
  photo = await sharp({
    create: { width: 1200, height: 800, channels: 3, background: { r: 180, g: 120, b: 60 } },
  })
    .jpeg()
    .toBuffer()
  logo = await sharp({
    create: { width: 400, height: 150, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
  })
    .png()
    .toBuffer()
  server.serve('/knife.jpg', { body: photo, type: 'image/jpeg' })
  server.serve('/logo.png', { body: logo, type: 'image/png' })
  // Named and typed as a JPEG, but text: the type is read from the bytes.
  server.serve('/fake.jpg', { body: 'not a picture at all', type: 'image/jpeg' })
  // The app's own pipeline with the real fetcher, trusting the loopback server under `localhost` only:
  // 127.0.0.1, the same server, stays a refused (loopback) address.
  t = await createTestApp({ imageFetcher: loopbackFetcher() })
})
afterAll(async () => {
  await t.close()
  await server.close()
})

const db = () => t.database.db as Database
const names = (base: string) => ({ nl: `${base} nl`, en: `${base} en`, de: `${base} de` })

async function sync(lines: Array<Record<string, unknown>>) {
  const text = lines.map((row) => JSON.stringify(row)).join('\n')
  const result = await syncFeed({ db: db(), backInStock: async () => {}, media: t.media.ingest }, text)
  return { ...result, errors: result.errors.map(problemOf) }
}

const product = (ref: string, fields: Record<string, unknown>) => ({
  type: 'product',
  ref,
  category: 'M-CAT',
  brand: 'M-BR',
  name: names(`Foto ${ref}`),
  description: names('Beschrijving'),
  price: '19.95',
  stock: 2,
  ...fields,
})

describe('the sync through the real media pipeline (loopback HTTPS)', () => {
  it('fetches, stores and serves the pictures; refuses a fake picture and a loopback address per row', async () => {
    const feed = () => [
      { type: 'category', ref: 'M-CAT', name: names('Fotomessen') },
      { type: 'brand', ref: 'M-BR', name: 'Fotomerk', logo: `${server.origin}/logo.png` },
      product('M-1', {
        images: [`${server.origin}/knife.jpg`],
        video: { youtube_id: 'dQw4w9WgXcQ', title: names('Film'), poster: `${server.origin}/knife.jpg` },
      }),
      product('M-2', { image: `${server.origin}/fake.jpg` }),
      product('M-3', { image: `https://127.0.0.1:${server.port}/knife.jpg` }),
    ]
    const first = await sync(feed())
    expect(first.errors.sort()).toEqual([
      [4, 'M-2', 'image', 'imageNotAnImage'],
      [5, 'M-3', 'image', 'imageRefusedAddress'],
    ])
    expect(first).toMatchObject({ created: 3, failed: 2 })
    // The picture and the poster are one address: fetched once.
    expect(server.hits('/knife.jpg')).toBe(1)

    const hash = createHash('sha256').update(photo).digest('hex')
    const [row] = await db().select().from(products).where(eq(products.externalRef, 'M-1'))
    expect(row!.images).toEqual({
      h140: mediaImageUrl(hash, 'h140'),
      sq125: mediaImageUrl(hash, 'sq125'),
      sq550: mediaImageUrl(hash, 'sq550'),
    })
    expect(row!.slides).toEqual([
      { type: 'image', src: mediaImageUrl(hash, 'sq550'), alt: names('Foto M-1'), width: 550, height: 550 },
      {
        type: 'video',
        youtube_id: 'dQw4w9WgXcQ',
        poster: mediaImageUrl(hash, 'sq550'),
        title: names('Film'),
      },
    ])
    const [brand] = await db().select().from(brands).where(eq(brands.externalRef, 'M-BR'))
    const logoHash = createHash('sha256').update(logo).digest('hex')
    expect(brand!.logo).toBe(mediaImageUrl(logoHash, 'logo'))

    // The shop serves the sizes from its own origin, in the modern formats too.
    const webp = await t.app.request(mediaImageUrl(hash, 'sq550', 'webp'))
    expect(webp.status).toBe(200)
    expect(webp.headers.get('content-type')).toBe('image/webp')
    const size = await sharp(Buffer.from(await webp.arrayBuffer())).metadata()
    expect([size.width, size.height]).toEqual([550, 550])
    expect((await t.app.request(mediaImageUrl(logoHash, 'logo'))).headers.get('content-type')).toBe(
      'image/png',
    )

    // The same feed again: nothing written, nothing fetched again.
    const again = await sync(feed())
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 3, failed: 2 })
    expect(server.hits('/knife.jpg')).toBe(1)
    expect(server.hits('/logo.png')).toBe(1)
  })
})

import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { jobs, mediaAssets, mediaSources } from '#server/db/schema'
import type { DatabaseHandle } from '#server/db/client'
import { createMediaIngest } from '#server/domain/media/ingest'
import type { MediaIngest } from '#server/domain/media/media-ingest'
import { originalKey } from '#server/domain/media/keys'
import { createMemoryLogger } from './app'
import { createTestDatabase } from './db'
import { startImageServer, type ImageServer } from './fakes/image-server'
import { countingFolderStorage, loopbackFetcher, pictureIn, twoToneJpeg } from './media-fixtures'
import { pngDeclaring } from './png-bomb'

let database: DatabaseHandle
let images: ImageServer
let store: Awaited<ReturnType<typeof countingFolderStorage>>
let ingest: MediaIngest

beforeAll(async () => {
  ;[database, images, store] = await Promise.all([
    createTestDatabase(),
    startImageServer(),
    countingFolderStorage(),
  ])
})
afterAll(async () => {
  await Promise.all([database.close(), images.close(), store.close()])
})
/** An ingest as a new process (or the next sync) makes it: nothing in memory, the database as it is. */
function newIngest(): MediaIngest {
  return createMediaIngest({
    db: database.db,
    fetcher: loopbackFetcher({ maxBytes: 2_000_000 }),
    storage: store.storage,
    logger: createMemoryLogger().logger,
    maxPixels: 4_000_000,
    maxBytes: 2_000_000,
  })
}
beforeEach(() => {
  ingest = newIngest()
})

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

async function one(url: string) {
  return (await ingest.ingest([url])).get(url)!
}

describe('media ingest', () => {
  it('stores an original under its SHA-256 with its size after orientation, and records it', async () => {
    // 600 × 300 as stored, turned a quarter by EXIF orientation 6: 300 × 600 as shown.
    const photo = await twoToneJpeg({ orientation: 6 })
    images.serve('/turned.jpg', { body: photo, type: 'image/jpeg' })
    const outcome = await one(`${images.origin}/turned.jpg`)
    const hash = sha256(photo)
    expect(outcome).toEqual({ ok: true, image: { hash, width: 300, height: 600 } })
    expect(Buffer.compare((await store.storage.get(originalKey(hash)))!, photo)).toBe(0)
    const [asset] = await database.db.select().from(mediaAssets).where(eqHash(hash))
    expect(asset).toMatchObject({ format: 'jpeg', width: 300, height: 600, bytes: photo.length })
  })

  it('stores the same bytes from two addresses once', async () => {
    const photo = await twoToneJpeg({ width: 320, height: 200 })
    // Both arrive at the same moment.
    images.serve('/a/same.jpg', { body: photo, delayMs: 20 })
    images.serve('/b/same.jpg', { body: photo, delayMs: 20 })
    const answers = await ingest.ingest([`${images.origin}/a/same.jpg`, `${images.origin}/b/same.jpg`])
    const hash = sha256(photo)
    expect([...answers.values()].map((answer) => answer.ok && answer.image.hash)).toEqual([hash, hash])
    expect(store.puts.filter((key) => key === originalKey(hash))).toHaveLength(1)
    expect(await database.db.select().from(mediaAssets).where(eqHash(hash))).toHaveLength(1)
    const sources = await database.db.select().from(mediaSources)
    expect(
      sources
        .filter((source) => source.hash === hash)
        .map((source) => source.url)
        .sort(),
    ).toEqual([`${images.origin}/a/same.jpg`, `${images.origin}/b/same.jpg`])
  })

  it('fetches an address once, however often and however concurrently it is ingested', async () => {
    const url = `${images.origin}/once.png`
    images.serve('/once.png', { body: await pictureIn('png'), delayMs: 50 })
    const [first, second] = await Promise.all([ingest.ingest([url, url, url]), ingest.ingest([url])])
    const again = await ingest.ingest([url])
    // Another process answers from the database.
    const later = await newIngest().ingest([url])
    expect(images.hits('/once.png')).toBe(1)
    for (const answers of [first, second, again, later]) expect(answers.get(url)).toMatchObject({ ok: true })
    expect(first.size).toBe(1)
  })

  it('lets two processes ingest one new address at once: one original, one row, one warm-up job', async () => {
    const photo = await twoToneJpeg({ width: 360, height: 240 })
    const url = `${images.origin}/both.jpg`
    images.serve('/both.jpg', { body: photo, delayMs: 30 })
    const [first, second] = await Promise.all([newIngest().ingest([url]), newIngest().ingest([url])])
    const hash = sha256(photo)
    expect([first.get(url), second.get(url)]).toEqual([
      { ok: true, image: { hash, width: 360, height: 240 } },
      { ok: true, image: { hash, width: 360, height: 240 } },
    ])
    expect(await database.db.select().from(mediaAssets).where(eqHash(hash))).toHaveLength(1)
    const warm = await database.db.select().from(jobs).where(eq(jobs.type, 'media.warm'))
    expect(warm.filter((job) => (job.payload as { hash: string }).hash === hash)).toHaveLength(1)
  })

  it.each(['jpeg', 'png', 'webp', 'avif', 'gif'] as const)(
    'reads a %s original by its bytes',
    async (format) => {
      const bytes = await pictureIn(format, 90, 60)
      // A misleading name and type: only the bytes count.
      images.serve(`/kind-${format}.bin`, { body: bytes, type: 'application/octet-stream' })
      const outcome = await one(`${images.origin}/kind-${format}.bin`)
      expect(outcome).toMatchObject({ ok: true, image: { width: 90, height: 60 } })
      const [asset] = await database.db
        .select()
        .from(mediaAssets)
        .where(eqHash(sha256(bytes)))
      expect(asset?.format).toBe(format)
    },
  )

  it('refuses an HTML page named .jpg, an SVG and a PDF as not an image', async () => {
    images.serve('/page.jpg', {
      body: '<!doctype html><html><body>Not found</body></html>',
      type: 'image/jpeg',
    })
    images.serve('/drawing.svg', {
      body: '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    })
    images.serve('/sheet.jpg', { body: '%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF' })
    for (const path of ['/page.jpg', '/drawing.svg', '/sheet.jpg']) {
      expect(await one(`${images.origin}${path}`)).toMatchObject({ ok: false, reason: 'imageNotAnImage' })
    }
  })

  it('stores an upload as a fetched picture, without a source address, and refuses what a fetch refuses', async () => {
    const photo = await twoToneJpeg({ width: 400, height: 300 })
    const stored = await ingest.ingestUpload(photo)
    expect(stored).toEqual({ ok: true, image: { hash: sha256(photo), width: 400, height: 300 } })
    expect(await store.storage.has(originalKey(sha256(photo)))).toBe(true)
    const sources = await database.db
      .select()
      .from(mediaSources)
      .where(eq(mediaSources.hash, sha256(photo)))
    expect(sources).toEqual([])
    const warm = await database.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, sha256(photo)))
    expect(warm).toHaveLength(1)
    // Again: the same original, no second warm-up.
    expect(await ingest.ingestUpload(photo)).toEqual(stored)
    expect(
      await database.db
        .select()
        .from(jobs)
        .where(eq(jobs.dedupeKey, sha256(photo))),
    ).toHaveLength(1)

    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
    expect(await ingest.ingestUpload(svg)).toMatchObject({ ok: false, reason: 'imageNotAnImage' })
    expect(await ingest.ingestUpload(pngDeclaring(50_000, 50_000))).toMatchObject({
      ok: false,
      reason: 'imageTooManyPixels',
    })
    expect(await ingest.ingestUpload(Buffer.alloc(2_000_001, 1))).toMatchObject({
      ok: false,
      reason: 'imageTooLarge',
    })
    expect(await ingest.ingestUpload(photo.subarray(0, Math.floor(photo.length * 0.6)))).toMatchObject({
      ok: false,
      reason: 'imageBroken',
    })
  })

  it('refuses a broken JPEG at ingest', async () => {
    const photo = await twoToneJpeg({ width: 400, height: 300 })
    images.serve('/cut.jpg', { body: photo.subarray(0, Math.floor(photo.length * 0.6)) })
    expect(await one(`${images.origin}/cut.jpg`)).toMatchObject({ ok: false, reason: 'imageBroken' })
  })

  it('refuses too many pixels from the header, before decoding', async () => {
    // 50,000 × 50,000 declared in a file of a few hundred bytes: decoding it would need 2.5 GB.
    images.serve('/bomb.png', { body: pngDeclaring(50_000, 50_000) })
    const bomb = await one(`${images.origin}/bomb.png`)
    expect(bomb).toMatchObject({ ok: false, reason: 'imageTooManyPixels' })
    images.serve('/big.png', { body: await pictureIn('png', 2100, 2000) })
    expect(await one(`${images.origin}/big.png`)).toMatchObject({ ok: false, reason: 'imageTooManyPixels' })
  })

  it('passes the fetch refusals on, records none of them, and tries the address again later', async () => {
    images.serve('/huge.jpg', { body: Buffer.alloc(3_000_000, 1) })
    const answers = await ingest.ingest([
      `${images.origin}/missing.jpg`,
      `${images.origin}/huge.jpg`,
      `https://127.0.0.1:${images.port}/private.jpg`,
      `http://localhost:${images.port}/plain.jpg`,
    ])
    expect([...answers.values()].map((answer) => !answer.ok && answer.reason)).toEqual([
      'imageStatus',
      'imageTooLarge',
      'imageRefusedAddress',
      'imageRefusedAddress',
    ])
    images.serve('/missing.jpg', { body: await pictureIn('jpeg') })
    expect(await one(`${images.origin}/missing.jpg`)).toMatchObject({ ok: true })
    expect(images.hits('/missing.jpg')).toBe(2)
  })
})

function eqHash(hash: string) {
  return eq(mediaAssets.hash, hash)
}

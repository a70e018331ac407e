import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { request } from 'node:https'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { photoSpec, renderPhoto, tagJpeg } from '#server/db/demo-data/photos'
import { LOOPBACK_CERT, startImageServer, type ImageServer } from './fakes/image-server'

const ca = readFileSync(LOOPBACK_CERT)

function get(url: string): Promise<{ status: number; type: string; length: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(url, { ca }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          type: String(res.headers['content-type']),
          length: Number(res.headers['content-length']),
          body: Buffer.concat(chunks),
        }),
      )
    })
      .on('error', reject)
      .end()
  })
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

describe('generated product photos', () => {
  it('are JPEGs of 1,500–2,500 px and a few hundred KB, the same bytes for the same seed', async () => {
    const seeds = ['demo-1', 'demo-2', 'demo-3']
    for (const seed of seeds) {
      const jpeg = await renderPhoto(seed)
      const meta = await sharp(jpeg).metadata()
      const spec = photoSpec(seed)
      expect(meta.format).toBe('jpeg')
      expect(Math.max(meta.autoOrient.width, meta.autoOrient.height)).toBeGreaterThanOrEqual(1500)
      expect(Math.max(meta.autoOrient.width, meta.autoOrient.height)).toBeLessThanOrEqual(2500)
      expect([meta.autoOrient.width, meta.autoOrient.height]).toEqual([spec.width, spec.height])
      expect(meta.orientation ?? 1).toBe(spec.orientation)
      expect(jpeg.length).toBeGreaterThan(100_000)
      expect(jpeg.length).toBeLessThan(1_000_000)
      expect(sha256(await renderPhoto(seed))).toBe(sha256(jpeg))
    }
  })

  it('some seeds carry an EXIF orientation other than 1, with the pixels stored turned', async () => {
    const seed = Array.from({ length: 40 }, (_, i) => `turned-${i}`).find(
      (candidate) => photoSpec(candidate).orientation === 6,
    )!
    const spec = photoSpec(seed)
    const meta = await sharp(await renderPhoto(seed)).metadata()
    expect(meta.orientation).toBe(6)
    // Stored as the camera took it: width and height swapped until the orientation is applied.
    expect([meta.width, meta.height]).toEqual([spec.height, spec.width])
  })

  it('a seed that names an object draws it', () => {
    expect(
      ['knife-1', 'axe-7', 'lantern-2', 'bottle-0', 'box-11'].map((seed) => photoSpec(seed).shape),
    ).toEqual(['knife', 'axe', 'lantern', 'bottle', 'box'])
  })

  it('a tagged copy has the same pixels under another hash', async () => {
    const jpeg = await renderPhoto('demo-1')
    const tagged = tagJpeg(jpeg, 'p42-1')
    expect(sha256(tagged)).not.toBe(sha256(jpeg))
    const [a, b] = await Promise.all([jpeg, tagged].map((bytes) => sharp(bytes).raw().toBuffer()))
    expect(Buffer.compare(a!, b!)).toBe(0)
    expect((await sharp(tagged).metadata()).orientation).toBe((await sharp(jpeg).metadata()).orientation)
  })
})

describe('the loopback image server', () => {
  let server: ImageServer
  beforeAll(async () => {
    server = await startImageServer()
  })
  afterAll(() => server.close())

  it('serves photos over HTTPS to a client that trusts the loopback certificate', async () => {
    expect(server.origin).toBe(`https://localhost:${server.port}`)
    const plain = await get(server.photoUrl('demo-1'))
    expect(plain.status).toBe(200)
    expect(plain.type).toBe('image/jpeg')
    expect(plain.length).toBe(plain.body.length)
    const tagged = await get(server.photoUrl('demo-1', 'p1-2'))
    expect(sha256(tagged.body)).not.toBe(sha256(plain.body))
    expect(server.requests).toEqual(['/photos/demo-1.jpg', '/photos/demo-1/p1-2.jpg'])
  })

  it('serves the bad media a supplier sends by mistake', async () => {
    const html = await get(`${server.origin}/bad/not-an-image.jpg`)
    expect(html.type).toBe('image/jpeg')
    await expect(sharp(html.body).metadata()).rejects.toThrow()

    const large = await get(`${server.origin}/bad/large-3000000.jpg`)
    expect(large.length).toBe(3_000_000)
    expect(large.body.length).toBe(3_000_000)

    const pixels = await get(`${server.origin}/bad/pixels-10000x5000.png`)
    const meta = await sharp(pixels.body).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 10000, 5000])
    expect(pixels.body.length).toBeLessThan(1000)

    expect((await get(`${server.origin}/photos/missing/../../etc.jpg`)).status).toBe(404)
    expect((await get(`${server.origin}/nothing-here.jpg`)).status).toBe(404)
  })
})

import { readFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { createServer } from 'node:https'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { renderPhoto, tagJpeg } from '../../server/db/demo-data/photos'
import { pngDeclaring } from '../png-bomb'

/**
 * A supplier's image server on loopback HTTPS (issue 34), for the media fetch and ingest tests, the media
 * journey, the photo catalogue (`npm run demo:data -- --photos`) and the benchmarks. A test sets what a path
 * answers (`serve`); paths it did not set answer the generated product photos (server/db/demo-data/photos.ts)
 * and the bad media a real supplier sends by mistake. The certificate is
 * tests/fakes/loopback.crt: a process trusts it with `NODE_EXTRA_CA_CERTS=tests/fakes/loopback.crt`, and
 * fetches from it only with `MEDIA_ALLOWED_HOSTS=localhost` (the addresses are loopback).
 *
 *   GET /photos/<seed>.jpg          the photo drawn from the seed
 *   GET /photos/<seed>/<tag>.jpg    the same pixels with a JPEG comment naming the tag: other bytes, another
 *                                   original for the shop (30,000 addresses without drawing 30,000 photos)
 *   GET /bad/not-an-image.jpg       an HTML page sent as image/jpeg
 *   GET /bad/broken.jpg             a JPEG's first bytes, then nothing a decoder can read
 *   GET /bad/large-<bytes>.jpg      a JPEG start padded to that many bytes (Content-Length declared)
 *   GET /bad/pixels-<w>x<h>.png     a valid PNG header declaring w × h pixels (the data is one row)
 *   anything else                   404
 */
export interface ImageServer {
  /** `https://localhost:<port>`: a host name, as a supplier's is (MEDIA_ALLOWED_HOSTS=localhost). */
  origin: string
  port: number
  /** The address of a photo; with a tag, the same picture as distinct bytes. */
  photoUrl(seed: string, tag?: string): string
  /** Answers `path` (with its query) so from now on, before the built-in paths. */
  serve(path: string, answer: ImageAnswer | ((req: IncomingMessage, res: ServerResponse) => void)): void
  /** How often `path` (with its query) was asked for. */
  hits(path: string): number
  /** Draws the photos ahead (about half a second each), so that a timed run does not wait for drawing. */
  warm(seeds: readonly string[]): Promise<void>
  /** Paths asked for, in order (all methods). */
  requests: string[]
  /** Bytes of response bodies sent. */
  bytesSent(): number
  close(): Promise<void>
}

export interface ImageAnswer {
  status?: number
  body?: Buffer | string
  /** Content-Type; the fetcher must not believe it, so tests may lie with it. */
  type?: string
  headers?: Record<string, string | number>
  /** Waits this long before the status line. */
  delayMs?: number
  /** Sends this many bytes of the body, then nothing more (the connection stays open). */
  stallAfter?: number
}

const FAKES = import.meta.dirname
export const LOOPBACK_CERT = join(FAKES, 'loopback.crt')
const LOOPBACK_KEY = join(FAKES, 'loopback.key')
/** The loopback certificate's authority, for an explicit `ca` (the server is also trusted with NODE_EXTRA_CA_CERTS). */
export const LOOPBACK_CA = readFileSync(LOOPBACK_CERT)

const PHOTO = /^\/photos\/([a-z0-9][a-z0-9-]{0,63})(?:\/([a-z0-9][a-z0-9-]{0,63}))?\.jpg$/
const LARGE = /^\/bad\/large-(\d{1,10})\.jpg$/
const PIXELS = /^\/bad\/pixels-(\d{1,6})x(\d{1,6})\.png$/

export async function startImageServer(options: { port?: number } = {}): Promise<ImageServer> {
  const photos = new Map<string, Promise<Buffer>>()
  const photo = (seed: string) => {
    let rendered = photos.get(seed)
    if (!rendered) photos.set(seed, (rendered = renderPhoto(seed)))
    return rendered
  }
  const requests: string[] = []
  const answers = new Map<string, ImageAnswer | ((req: IncomingMessage, res: ServerResponse) => void)>()
  const counts = new Map<string, number>()
  let sent = 0

  /** What a test set for a path. */
  function answerSet(
    answer: ImageAnswer | ((req: IncomingMessage, res: ServerResponse) => void),
    req: IncomingMessage,
    res: ServerResponse,
  ) {
    if (typeof answer === 'function') return answer(req, res)
    const reply = () => {
      const body =
        typeof answer.body === 'string' ? Buffer.from(answer.body) : (answer.body ?? Buffer.alloc(0))
      const headers: Record<string, string | number> = { ...answer.headers }
      if (answer.type) headers['Content-Type'] = answer.type
      res.writeHead(answer.status ?? 200, headers)
      sent += body.length
      if (answer.stallAfter === undefined) return res.end(body)
      res.write(body.subarray(0, answer.stallAfter))
    }
    if (answer.delayMs) setTimeout(reply, answer.delayMs)
    else reply()
  }

  const send = (res: ServerResponse, type: string, body: Buffer) => {
    sent += body.length
    res.writeHead(200, {
      'Content-Type': type,
      'Content-Length': body.length,
      'Cache-Control': 'public, max-age=86400',
    })
    res.end(body)
  }

  async function answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = req.url ?? '/'
    counts.set(url, (counts.get(url) ?? 0) + 1)
    const path = new URL(url, 'https://localhost').pathname
    requests.push(path)
    const set = answers.get(url)
    if (set) return answerSet(set, req, res)
    if (req.method !== 'GET') {
      res.writeHead(405, { Allow: 'GET' }).end()
      return
    }
    const isPhoto = PHOTO.exec(path)
    if (isPhoto) {
      const jpeg = await photo(isPhoto[1]!)
      return send(res, 'image/jpeg', isPhoto[2] ? tagJpeg(jpeg, isPhoto[2]) : jpeg)
    }
    if (path === '/bad/not-an-image.jpg') {
      return send(res, 'image/jpeg', Buffer.from('<!doctype html><title>Not found</title><p>Moved.</p>\n'))
    }
    if (path === '/bad/broken.jpg') {
      return send(res, 'image/jpeg', Buffer.concat([JPEG_START, Buffer.alloc(2048, 0x5a)]))
    }
    const large = LARGE.exec(path)
    if (large) {
      const size = Math.max(JPEG_START.length, Number(large[1]))
      sent += size
      res.writeHead(200, { 'Content-Type': 'image/jpeg', 'Content-Length': size })
      // Streamed in pieces: the client may stop reading at its limit, as it should.
      res.write(JPEG_START)
      const piece = Buffer.alloc(64 * 1024)
      let left = size - JPEG_START.length
      const more = () => {
        while (left > 0) {
          const chunk = piece.subarray(0, Math.min(piece.length, left))
          left -= chunk.length
          if (!res.write(chunk)) return void res.once('drain', more)
        }
        res.end()
      }
      return more()
    }
    const pixels = PIXELS.exec(path)
    if (pixels) return send(res, 'image/png', pngDeclaring(Number(pixels[1]), Number(pixels[2])))
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found')
  }

  const server = createServer({ cert: LOOPBACK_CA, key: readFileSync(LOOPBACK_KEY) }, (req, res) => {
    answer(req, res).catch((error: unknown) => {
      res.writeHead(500).end(String(error))
    })
  })
  server.keepAliveTimeout = 30_000
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  const origin = `https://localhost:${port}`
  return {
    origin,
    port,
    serve: (path, answer) => void answers.set(path, answer),
    hits: (path) => counts.get(path) ?? 0,
    photoUrl: (seed, tag) => `${origin}/photos/${seed}${tag ? `/${tag}` : ''}.jpg`,
    warm: async (seeds) => {
      // Two at a time: drawing is CPU work, and the machine is shared.
      for (let i = 0; i < seeds.length; i += 2) await Promise.all(seeds.slice(i, i + 2).map(photo))
    },
    requests,
    bytesSent: () => sent,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** SOI and a JFIF APP0 segment: what `file` and a type sniffer call a JPEG. */
const JPEG_START = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01,
  0x00, 0x00,
])

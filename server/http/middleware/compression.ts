import { Duplex } from 'node:stream'
import { promisify } from 'node:util'
import { brotliCompress, constants, createBrotliCompress, createGzip, gzip } from 'node:zlib'
import type { Context, MiddlewareHandler } from 'hono'
import type { AppEnv } from '../env'
import { standInResponseBody } from '../node-stand-ins'
import { preferredEncoding } from '../page-cache'

/** Text worth compressing; images, fonts and PDFs are compressed already. */
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/i
/** Below this the headers cost more than the saving. */
const MIN_BYTES = 1024
/** Answers of known length up to this are compressed in one piece; longer ones and streams as they come. */
const ONE_SHOT_MAX_BYTES = 4_000_000

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** Brotli at a quality that costs a millisecond or two for a page. */
function brotliOptions(sizeHint?: number) {
  return {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 4,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      ...(sizeHint ? { [constants.BROTLI_PARAM_SIZE_HINT]: sizeHint } : {}),
    },
  }
}

/**
 * Compresses pages and API answers on the fly (issue 11): brotli at a quality that costs a millisecond or
 * two, else gzip. An answer of known length (a rendered page) in one piece; a stream chunk by chunk, each
 * flushed as it comes, so that it still streams. Answers that are compressed already (cached pages,
 * precompressed assets) pass as they are.
 */
export const compression: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next()
  const { res, wholeLength } = settled(c)
  appendVary(res.headers, 'Accept-Encoding')
  if (
    c.req.method === 'HEAD' ||
    res.status === 204 ||
    res.status === 304 ||
    res.headers.has('content-encoding') ||
    !COMPRESSIBLE.test(res.headers.get('content-type') ?? '') ||
    Number(res.headers.get('content-length') ?? wholeLength ?? MIN_BYTES) < MIN_BYTES ||
    /\bno-transform\b/i.test(res.headers.get('cache-control') ?? '')
  ) {
    return
  }
  const encoding = preferredEncoding(c.req.header('accept-encoding'))
  // `body` last: on @hono/node-server's light response it builds the web Response and its stream, which an
  // answer sent as it is never needs.
  if (!encoding || !res.body) return
  const length = Number(res.headers.get('content-length') ?? wholeLength ?? NaN)
  if (length <= ONE_SHOT_MAX_BYTES) {
    // A whole answer (a rendered page, an API answer): compressed in one piece on libuv's threads, off the
    // event loop.
    const input = Buffer.from(await res.arrayBuffer())
    const output =
      encoding === 'br' ? await brotli(input, brotliOptions(input.length)) : await gzipAsync(input)
    c.res = new Response(output as Uint8Array<ArrayBuffer>, {
      status: res.status,
      statusText: res.statusText,
      headers: res.headers,
    })
    c.res.headers.set('Content-Encoding', encoding)
    c.res.headers.set('Content-Length', String(output.length))
    return
  }
  const compressor =
    encoding === 'br'
      ? createBrotliCompress({ flush: constants.BROTLI_OPERATION_FLUSH, ...brotliOptions() })
      : createGzip({ level: 6, flush: constants.Z_SYNC_FLUSH })
  c.res = new Response(
    res.body.pipeThrough(Duplex.toWeb(compressor) as unknown as TransformStream<Uint8Array, Uint8Array>),
    {
      status: res.status,
      statusText: res.statusText,
      headers: res.headers,
    },
  )
  // Hono copies the old answer's headers onto the new one, length included: set after.
  c.res.headers.set('Content-Encoding', encoding)
  c.res.headers.delete('Content-Length')
}

/**
 * The answer made again from its headers as they are now. In production the node server's Response
 * stand-in keeps headers set after the answer was made (the cache policy's) beside the answer, and
 * forgets them once anything reads the body (docs/decisions/0070): read them first, then the body.
 * The old answer is dropped before the new one is set, or Hono would copy its stale headers over. A
 * stand-in's body is taken as it was given, so that the new answer is a stand-in too (`node-stand-ins.ts`);
 * given whole (an API answer's JSON), its length is known before the server sets Content-Length.
 */
function settled(c: Context<AppEnv>): { res: Response; wholeLength: number | undefined } {
  const res = c.res
  const headers = new Headers(res.headers)
  const body = standInResponseBody(res)
  const fresh = new Response(body === undefined ? res.body : body, { status: res.status, headers })
  c.res = undefined
  c.res = fresh
  const wholeLength =
    typeof body === 'string'
      ? Buffer.byteLength(body)
      : body instanceof Uint8Array
        ? body.byteLength
        : undefined
  return { res: fresh, wholeLength }
}

export function appendVary(headers: Headers, name: string): void {
  const vary = headers.get('vary')
  if (!vary) return void headers.set('Vary', name)
  if (vary.trim() === '*') return
  if (!vary.split(',').some((part) => part.trim().toLowerCase() === name.toLowerCase())) {
    headers.set('Vary', `${vary}, ${name}`)
  }
}

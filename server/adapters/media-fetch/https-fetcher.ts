import { lookup as dnsLookup, type LookupAddress } from 'node:dns'
import type { IncomingMessage } from 'node:http'
import { Agent, request } from 'node:https'
import { isIP, type LookupFunction } from 'node:net'
import type { FetchFailure, FetchOutcome, ImageFetcher } from './port'
import { isPublicAddress } from './public-address'

export interface HttpsFetcherOptions {
  /** Host names (lower case) whose addresses are not checked: MEDIA_ALLOWED_HOSTS. */
  allowedHosts: readonly string[]
  maxBytes: number
  /** From the request to the last byte, redirects included. */
  timeoutMs: number
  /**
   * The certificate authorities trusted instead of Node's (tests); by default Node's own, plus those in
   * NODE_EXTRA_CA_CERTS.
   */
  ca?: string | Buffer | Array<string | Buffer>
  /** The resolver (tests point a name at loopback); by default the system's. */
  lookup?: typeof dnsLookup
}

export const MAX_REDIRECTS = 3

/** Carries a failure reason out of Node's callbacks. */
class FetchRefused extends Error {
  constructor(
    readonly reason: FetchFailure,
    message: string,
  ) {
    super(message)
  }
}

/**
 * The real image fetcher: GET over https only, following at most three redirects, each checked as the first
 * address was. The address is checked when the connection is made: the agent's `lookup` resolves the host,
 * refuses it unless every address it has is public (or the host is allowed), and hands the socket the
 * address it checked, so a DNS answer that changes between check and connect (rebinding) cannot switch it.
 */
export function createHttpsFetcher(options: HttpsFetcherOptions): ImageFetcher {
  // IPv6 literals compare without their brackets, however the setting wrote them.
  const bare = (host: string) => host.toLowerCase().replace(/^\[|\]$/g, '')
  const allowed = new Set(options.allowedHosts.map(bare))
  const resolve = options.lookup ?? dnsLookup
  const isAllowed = (host: string) => allowed.has(bare(host))

  const checkedLookup = ((hostname: string, lookupOptions: object, callback: LookupCallback) => {
    resolve(hostname, { all: true, verbatim: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0)
      const refused = addresses.find(({ address }) => !isPublicAddress(address))
      if (!isAllowed(hostname) && (addresses.length === 0 || refused)) {
        const what = refused ? `${hostname} resolves to ${refused.address}` : `${hostname} has no address`
        return callback(new FetchRefused('imageRefusedAddress', what), '', 0)
      }
      const first = addresses[0]!
      // Node asks for all addresses when it tries several (autoSelectFamily); answer in the form asked.
      if ((lookupOptions as { all?: boolean }).all) return callback(null, addresses as never, 0)
      callback(null, first.address, first.family)
    })
  }) as LookupFunction
  const agent = new Agent({ keepAlive: true, lookup: checkedLookup, ca: options.ca, maxSockets: 16 })

  async function fetchImage(url: string): Promise<FetchOutcome> {
    const deadline = Date.now() + options.timeoutMs
    let current = url
    for (let redirects = 0; ; redirects++) {
      const target = URL.parse(current)
      if (!target || target.protocol !== 'https:') {
        return refuse(
          'imageRefusedAddress',
          `only https:// addresses are fetched, not ${current.slice(0, 100)}`,
        )
      }
      const literal = target.hostname.replace(/^\[|\]$/g, '')
      // A literal IP skips the lookup in Node's socket: check it here.
      if (isIP(literal) && !isPublicAddress(literal) && !isAllowed(literal)) {
        return refuse('imageRefusedAddress', `${literal} is not a public address`)
      }
      const answer = await get(target, deadline)
      if (!answer.ok) return answer
      const { response, signal } = answer
      const status = response.statusCode ?? 0
      if ([301, 302, 303, 307, 308].includes(status)) {
        response.resume()
        const location = response.headers.location
        if (redirects >= MAX_REDIRECTS) return refuse('imageStatus', `more than ${MAX_REDIRECTS} redirects`)
        if (!location) return refuse('imageStatus', `HTTP ${status} without a Location`)
        current = new URL(location, target).href
        continue
      }
      if (status !== 200) {
        response.resume()
        return refuse('imageStatus', `HTTP ${status}`)
      }
      return read(response, signal, current, deadline)
    }
  }

  function get(
    url: URL,
    deadline: number,
  ): Promise<
    { ok: true; response: IncomingMessage; signal: AbortSignal } | Extract<FetchOutcome, { ok: false }>
  > {
    return new Promise((done) => {
      const remaining = deadline - Date.now()
      if (remaining <= 0) return done(timedOut(options.timeoutMs))
      const signal = AbortSignal.timeout(remaining)
      const req = request(url, {
        agent,
        headers: { Accept: 'image/avif,image/webp,image/png,image/jpeg,image/gif;q=0.9,*/*;q=0.1' },
        signal,
      })
      req.on('response', (response) => done({ ok: true, response, signal }))
      req.on('error', (error) => done(failure(error, signal, options.timeoutMs)))
      req.end()
    })
  }

  function read(
    response: IncomingMessage,
    signal: AbortSignal,
    url: string,
    deadline: number,
  ): Promise<FetchOutcome> {
    const declared = Number(response.headers['content-length'])
    if (declared > options.maxBytes) {
      response.destroy()
      return Promise.resolve(refuse('imageTooLarge', `declares ${declared} bytes, limit ${options.maxBytes}`))
    }
    return new Promise((done) => {
      const chunks: Buffer[] = []
      let received = 0
      // The request's signal covers the body too, but a slow body of a kept-alive socket is ours to end.
      const timer = setTimeout(
        () =>
          response.destroy(
            new FetchRefused('imageTimeout', `no whole answer within ${options.timeoutMs} ms`),
          ),
        Math.max(0, deadline - Date.now()),
      )
      response.on('data', (chunk: Buffer) => {
        received += chunk.length
        if (received > options.maxBytes) {
          response.destroy(
            new FetchRefused('imageTooLarge', `more than ${options.maxBytes} bytes (limit) sent`),
          )
          return
        }
        chunks.push(chunk)
      })
      response.on('end', () => {
        clearTimeout(timer)
        done({ ok: true, bytes: Buffer.concat(chunks), finalUrl: url })
      })
      response.on('error', (error) => {
        clearTimeout(timer)
        done(failure(error, signal, options.timeoutMs))
      })
    })
  }

  return { fetch: fetchImage }
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string, family: number) => void

function refuse(reason: FetchFailure, detail: string): Extract<FetchOutcome, { ok: false }> {
  return { ok: false, reason, detail }
}

function timedOut(timeoutMs: number) {
  return refuse('imageTimeout', `no whole answer within ${timeoutMs} ms`)
}

/**
 * Why a request or its body failed. When the request's time-out signal has fired (the one abort there is), the
 * failure is that time-out, whatever error the socket reports for it: the request fails with an AbortError, a
 * body it cuts off with `ECONNRESET: aborted` (Node 20 and 24 alike), and the body's own timer fires at the
 * same deadline.
 */
function failure(
  error: unknown,
  signal: AbortSignal,
  timeoutMs: number,
): Extract<FetchOutcome, { ok: false }> {
  if (error instanceof FetchRefused) return refuse(error.reason, error.message)
  const cause = (error as { cause?: unknown }).cause
  if (cause instanceof FetchRefused) return refuse(cause.reason, cause.message)
  if (signal.aborted) return timedOut(timeoutMs)
  const code = (error as NodeJS.ErrnoException).code
  return refuse(
    'imageUnreachable',
    `${code ?? (error as Error).name}: ${(error as Error).message}`.slice(0, 300),
  )
}

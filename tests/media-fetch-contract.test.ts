import type { LookupAddress } from 'node:dns'
import { lookup as systemLookup } from 'node:dns'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createHttpsFetcher, type HttpsFetcherOptions } from '#server/adapters/media-fetch/https-fetcher'
import type { FetchOutcome } from '#server/adapters/media-fetch/port'
import { LOOPBACK_CA, startImageServer, type ImageServer } from './fakes/image-server'

/**
 * The real image fetcher against a real HTTPS server on loopback: what it fetches, and each refusal (which
 * addresses, how long, how much, how many redirects). The server is allowed by host name (`localhost`, as
 * MEDIA_ALLOWED_HOSTS would say); its address, 127.0.0.1, is loopback and refused under any other name.
 */
let images: ImageServer
beforeAll(async () => {
  images = await startImageServer()
})
afterAll(() => images.close())

const BYTES = Buffer.from(Array.from({ length: 50_000 }, (_, i) => i % 251))

/** A resolver where `names` point wherever a test wants; everything else asks the system. */
function fakeDns(names: Record<string, string[]>): typeof systemLookup {
  return ((hostname: string, options: object, callback: (e: Error | null, a: LookupAddress[]) => void) => {
    const addresses = names[hostname]
    if (!addresses) return systemLookup(hostname, options as never, callback as never)
    callback(
      null,
      addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
    )
  }) as typeof systemLookup
}

function fetcher(options: Partial<HttpsFetcherOptions> = {}) {
  return createHttpsFetcher({
    allowedHosts: ['localhost'],
    maxBytes: 100_000,
    timeoutMs: 2_000,
    ca: LOOPBACK_CA,
    ...options,
  })
}

function refusal(outcome: FetchOutcome) {
  return outcome.ok ? 'fetched' : outcome.reason
}

describe('the https image fetcher', () => {
  it('fetches the bytes from an allowed host over https', async () => {
    images.serve('/photo.jpg', { body: BYTES, type: 'image/jpeg' })
    const outcome = await fetcher().fetch(`${images.origin}/photo.jpg`)
    expect(outcome.ok && Buffer.compare(outcome.bytes, BYTES)).toBe(0)
  })

  it('refuses http:// without a request', async () => {
    const outcome = await fetcher().fetch(`http://localhost:${images.port}/plain.jpg`)
    expect(refusal(outcome)).toBe('imageRefusedAddress')
    expect(images.hits('/plain.jpg')).toBe(0)
  })

  it.each([
    ['loopback', `127.0.0.1`],
    ['loopback IPv6', `[::1]`],
    ['private 10/8', '10.0.0.1'],
    ['private 192.168/16', '192.168.1.20'],
    ['private 172.16/12', '172.20.0.5'],
    ['cloud metadata (link-local)', '169.254.169.254'],
    ['carrier-grade NAT', '100.64.0.1'],
    ['unique-local fc00::/7', '[fd00::1]'],
    ['link-local IPv6', '[fe80::1]'],
    ['IPv4-mapped loopback', '[::ffff:127.0.0.1]'],
    ['unspecified', '0.0.0.0'],
    ['multicast', '224.0.0.1'],
  ])('refuses a literal %s address (%s)', async (_what, host) => {
    images.serve('/literal.jpg', { body: BYTES })
    const outcome = await fetcher().fetch(`https://${host}:${images.port}/literal.jpg`)
    expect(refusal(outcome)).toBe('imageRefusedAddress')
    expect(images.hits('/literal.jpg')).toBe(0)
  })

  it('fetches from a loopback address that is itself in the allowed hosts', async () => {
    images.serve('/by-address.jpg', { body: BYTES })
    const outcome = await fetcher({ allowedHosts: ['127.0.0.1'] }).fetch(
      `https://127.0.0.1:${images.port}/by-address.jpg`,
    )
    expect(outcome.ok).toBe(true)
  })

  it('refuses a host name that resolves to loopback when it is not allowed', async () => {
    images.serve('/named.jpg', { body: BYTES })
    // The real resolver: localhost is 127.0.0.1, and this fetcher allows no host.
    const outcome = await fetcher({ allowedHosts: [] }).fetch(`${images.origin}/named.jpg`)
    expect(outcome).toMatchObject({ ok: false, reason: 'imageRefusedAddress' })
    expect(!outcome.ok && outcome.detail).toContain('127.0.0.1')
    expect(images.hits('/named.jpg')).toBe(0)
  })

  it('refuses a name with one private address among public ones', async () => {
    const dns = fakeDns({ 'images.supplier.example': ['93.184.216.34', '10.1.2.3'] })
    const outcome = await fetcher({ lookup: dns }).fetch('https://images.supplier.example/a.jpg')
    expect(refusal(outcome)).toBe('imageRefusedAddress')
  })

  it('connects to the address it checked: a second DNS answer (rebinding) is never asked for', async () => {
    images.serve('/rebind.jpg', { body: BYTES })
    let asked = 0
    // First a public address, then loopback, as a rebinding attacker's DNS server would answer.
    const rebinding = ((_host: string, _options: object, callback: (e: null, a: LookupAddress[]) => void) => {
      asked++
      callback(null, [{ address: asked === 1 ? '93.184.216.34' : '127.0.0.1', family: 4 }])
    }) as unknown as typeof systemLookup
    const outcome = await fetcher({ lookup: rebinding, timeoutMs: 300 }).fetch(
      `https://rebind.example:${images.port}/rebind.jpg`,
    )
    // The public address is unreachable from the test machine (or answers no TLS for the name): no image.
    expect(outcome.ok).toBe(false)
    expect(asked).toBe(1)
    expect(images.hits('/rebind.jpg')).toBe(0)
  })

  it('refuses a redirect to a private address, a name resolving to one, and to http://', async () => {
    const dns = fakeDns({ 'evil.example': ['192.168.0.10'] })
    images.serve('/to-literal', {
      status: 302,
      headers: { Location: `https://127.0.0.1:${images.port}/x.jpg` },
    })
    images.serve('/to-name', { status: 301, headers: { Location: 'https://evil.example/x.jpg' } })
    images.serve('/to-http', { status: 307, headers: { Location: `http://localhost:${images.port}/x.jpg` } })
    images.serve('/x.jpg', { body: BYTES })
    for (const path of ['/to-literal', '/to-name', '/to-http']) {
      expect(refusal(await fetcher({ lookup: dns }).fetch(`${images.origin}${path}`))).toBe(
        'imageRefusedAddress',
      )
    }
    expect(images.hits('/x.jpg')).toBe(0)
  })

  it('follows three redirects and refuses a fourth', async () => {
    for (let step = 1; step <= 4; step++) {
      images.serve(`/hop${step}`, { status: 302, headers: { Location: `/hop${step + 1}` } })
    }
    images.serve('/hop4', { body: BYTES })
    const three = await fetcher().fetch(`${images.origin}/hop1`)
    expect(three.ok && three.finalUrl).toBe(`${images.origin}/hop4`)
    images.serve('/hop5', { body: BYTES })
    images.serve('/hop4', { status: 302, headers: { Location: '/hop5' } })
    expect(refusal(await fetcher().fetch(`${images.origin}/hop1`))).toBe('imageStatus')
    expect(images.hits('/hop5')).toBe(0)
  })

  it('times out a server that does not answer, and one that stops sending', async () => {
    images.serve('/slow-headers.jpg', { body: BYTES, delayMs: 2_000 })
    images.serve('/slow-body.jpg', {
      body: BYTES,
      headers: { 'Content-Length': BYTES.length },
      stallAfter: 1000,
    })
    expect(refusal(await fetcher({ timeoutMs: 200 }).fetch(`${images.origin}/slow-headers.jpg`))).toBe(
      'imageTimeout',
    )
    expect(refusal(await fetcher({ timeoutMs: 200 }).fetch(`${images.origin}/slow-body.jpg`))).toBe(
      'imageTimeout',
    )
  })

  it('refuses a declared size over the limit before reading, and a counted one while reading', async () => {
    const big = Buffer.alloc(300_000, 1)
    images.serve('/declared.jpg', { body: big, headers: { 'Content-Length': big.length } })
    // Chunked: no length is declared, the bytes are counted as they come.
    images.serve('/streamed.jpg', (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'image/jpeg' })
      for (let i = 0; i < 30; i++) res.write(Buffer.alloc(10_000, 2))
      res.end()
    })
    const declared = await fetcher().fetch(`${images.origin}/declared.jpg`)
    expect(declared).toMatchObject({ ok: false, reason: 'imageTooLarge' })
    expect(!declared.ok && declared.detail).toContain('declares')
    const streamed = await fetcher().fetch(`${images.origin}/streamed.jpg`)
    expect(streamed).toMatchObject({ ok: false, reason: 'imageTooLarge' })
    expect(!streamed.ok && streamed.detail).toContain('sent')
  })

  it('refuses an answer other than 200', async () => {
    images.serve('/gone.jpg', { status: 410, body: 'gone' })
    expect(refusal(await fetcher().fetch(`${images.origin}/gone.jpg`))).toBe('imageStatus')
    expect(refusal(await fetcher().fetch(`${images.origin}/never-served.jpg`))).toBe('imageStatus')
  })

  it('calls a closed port, an unknown name and an untrusted certificate unreachable', async () => {
    const closed = await startImageServer()
    const closedPort = closed.port
    await closed.close()
    expect(refusal(await fetcher().fetch(`https://localhost:${closedPort}/a.jpg`))).toBe('imageUnreachable')
    expect(refusal(await fetcher().fetch('https://no-such-host.invalid/a.jpg'))).toBe('imageUnreachable')
    images.serve('/trusted.jpg', { body: BYTES })
    // Trusting no authority at all: the loopback certificate is refused, whatever the process trusts.
    const untrusted = fetcher({ ca: [] })
    expect(refusal(await untrusted.fetch(`${images.origin}/trusted.jpg`))).toBe('imageUnreachable')
  })
})

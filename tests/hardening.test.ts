import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DrizzleQueryError } from 'drizzle-orm'
import type { ShopLoadContext } from '#core/context'
import { normalizePath } from '#server/domain/catalogue/catalogue'
import { cspNonce } from '#server/http/middleware/security-headers'
import { createNodeListener } from '#server/http/node-listener'
import { translate } from '#server/i18n/translate'
import { apiHeaders, createTestApp, type TestApp } from './app'

/** Stands in for React Router's handler: these tests concern what the server does around pages. */
async function fakeDocument(request: Request, context: ShopLoadContext): Promise<Response> {
  const script = `<script nonce="${context.cspNonce}"></script>`
  return new Response(`<!doctype html><title>${new URL(request.url).pathname}</title>${script}`, {
    headers: { 'content-type': 'text/html' },
  })
}

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ env: { LOCALE_HOSTS: 'messer.example=de' }, handleDocument: fakeDocument })
})
afterAll(() => t.close())

describe('Host header', () => {
  it('naming an Object member is an unmapped host, not a 500', async () => {
    for (const host of ['constructor', '__proto__', 'tostring', 'hasownproperty', 'constructor:8080']) {
      const page = await t.app.request(`http://${host}/`)
      expect(page.status, host).toBe(200)
      const api = await t.app.request(`http://${host}/front-api/static-data`, { headers: apiHeaders() })
      expect(api.status, host).toBe(200)
    }
    // A mapped host still speaks its language.
    const german = await t.app.request('http://messer.example/warenkorb')
    expect(await german.text()).toContain('/warenkorb')
  })
})

describe('pathological paths', () => {
  it('are refused by length before their slashes are trimmed', () => {
    expect(normalizePath(`${'/'.repeat(16_000)}a`)).toBeNull()
    expect(normalizePath(`/a${'/'.repeat(16_000)}`)).toBeNull()
    expect(normalizePath(`/a${'/'.repeat(16_000)}a`)).toBeNull()
    expect(normalizePath('/'.repeat(16_000))).toBeNull()
    expect(normalizePath(`/${'a'.repeat(501)}/`)).toBeNull()
    expect(normalizePath(`//zakmessen/slipjoints//`)).toBe('zakmessen/slipjoints')
    expect(normalizePath('/')).toBeNull()
  })
})

describe('cache policy', () => {
  it('makes front-api answers private, no-store unless the handler chose one', async () => {
    const checkout = await t.app.request('/front-api/checkout', { headers: apiHeaders() })
    expect(checkout.status).toBe(200)
    expect(checkout.headers.get('cache-control')).toBe('private, no-store')
    const missing = await t.app.request('/front-api/nothing-here', { headers: apiHeaders() })
    expect(missing.headers.get('cache-control')).toBe('private, no-store')
    // Static data is the same for everybody and revalidates by ETag.
    const staticData = await t.app.request('/front-api/static-data', { headers: apiHeaders() })
    expect(staticData.headers.get('cache-control')).toBe('no-cache')
  })

  it('makes every answer that sets a cookie private, no-store, pages included', async () => {
    // A cookie that no longer verifies is removed, on a public page too.
    const page = await t.app.request('/', { headers: { cookie: 'sid=garbage.value' } })
    expect(page.headers.getSetCookie().join()).toMatch(/sid=;/)
    expect(page.headers.get('cache-control')).toBe('private, no-store')
    const plain = await t.app.request('/')
    expect(plain.headers.get('set-cookie')).toBeNull()
  })

  it('holds through the node server as in production, compressed or not', async () => {
    // The node server's Response stand-in once dropped headers set after the answer was made.
    const server = createServer(createNodeListener(t.app))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    try {
      for (const encoding of ['identity', 'gzip', 'br']) {
        const headers = { ...apiHeaders(), 'accept-encoding': encoding }
        for (const path of ['/front-api/checkout', '/front-api/nothing-here']) {
          const api = await fetch(`http://127.0.0.1:${port}${path}`, { headers })
          expect(api.headers.get('cache-control'), `${path} ${encoding}`).toBe('private, no-store')
          expect(api.headers.get('vary'), `${path} ${encoding}`).toMatch(/Accept-Encoding/)
        }
        const page = await fetch(`http://127.0.0.1:${port}/`, {
          headers: { 'accept-encoding': encoding, cookie: 'sid=garbage.value' },
        })
        expect(page.headers.getSetCookie().join()).toMatch(/sid=;/)
        expect(page.headers.get('cache-control'), encoding).toBe('private, no-store')
        expect(page.headers.get('content-security-policy')).toContain('nonce-')
      }
    } finally {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    }
  })
})

describe('cross-site writes', () => {
  const addLine = (headers: Record<string, string>, body = JSON.stringify({ product_id: 1, quantity: 1 })) =>
    t.app.request('/front-api/checkout-line', { method: 'POST', headers: apiHeaders(headers), body })

  it('are refused when the Origin is another site or Sec-Fetch-Site says cross-site', async () => {
    const json = { 'content-type': 'application/json' }
    for (const origin of ['https://evil.example', 'null', 'http://localhost.evil.example']) {
      const response = await addLine({ ...json, origin })
      expect(response.status, origin).toBe(403)
      expect(await response.json()).toEqual({ message: translate('nl', 'error.forbidden') })
    }
    expect((await addLine({ ...json, 'sec-fetch-site': 'cross-site' })).status).toBe(403)
    // Page actions too (a cross-site form posting to a checkout page).
    const action = await t.app.request('/afrekenen', {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=a@b.nl',
    })
    expect(action.status).toBe(403)
  })

  it('are allowed from the shop itself, its mapped hosts, and without Origin', async () => {
    const json = { 'content-type': 'application/json' }
    for (const headers of [
      { ...json, origin: 'http://localhost:3000' },
      { ...json, origin: 'http://localhost', 'sec-fetch-site': 'same-origin' },
      { ...json, origin: 'https://messer.example' },
      json,
    ]) {
      const response = await addLine(headers)
      expect(response.status, JSON.stringify(headers)).not.toBe(403)
      expect(response.status, JSON.stringify(headers)).not.toBe(415)
    }
  })

  it('need JSON bodies on the front-api', async () => {
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      const response = await addLine({ 'content-type': type })
      expect(response.status, type).toBe(415)
      expect(await response.json()).toEqual({ message: translate('nl', 'error.unsupportedMediaType') })
    }
    const untyped = await t.app.request('/front-api/logout', {
      method: 'POST',
      headers: apiHeaders({ 'content-length': '2' }),
    })
    expect(untyped.status).toBe(415)
    // A write without a body needs no type.
    const bodiless = await t.app.request('/front-api/logout', { method: 'POST', headers: apiHeaders() })
    expect(bodiless.status).toBe(200)
  })
})

describe('security headers', () => {
  const cspOf = (response: Response) => response.headers.get('content-security-policy') ?? ''

  it('are on every kind of response', async () => {
    const responses = {
      page: await t.app.request('/'),
      api: await t.app.request('/front-api/static-data', { headers: apiHeaders() }),
      apiError: await t.app.request('/front-api/static-data'),
      health: await t.app.request('/healthz'),
      robots: await t.app.request('/robots.txt'),
      redirect: await t.app.request('/warenkorb'),
    }
    for (const [kind, response] of Object.entries(responses)) {
      const csp = cspOf(response)
      expect(csp, kind).toMatch(/script-src 'nonce-[\w+/=]{24}' 'strict-dynamic'/)
      // The product videos' player (docs/decisions/0131), on every answer: a client navigation keeps the policy.
      for (const directive of [
        "frame-ancestors 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        'frame-src https://www.youtube-nocookie.com;',
      ]) {
        expect(csp, kind).toContain(directive)
      }
      expect(response.headers.get('x-frame-options'), kind).toBe('SAMEORIGIN')
      expect(response.headers.get('x-content-type-options'), kind).toBe('nosniff')
      expect(response.headers.get('referrer-policy'), kind).toBeTruthy()
      expect(response.headers.get('permissions-policy'), kind).toContain('camera=()')
      expect(response.headers.get('strict-transport-security'), kind).toBeNull()
    }
    // The test payment page keeps its own stricter policy: no scripts at all, framed by nobody.
    const testPsp = await t.app.request('/test-psp/tr_unknown')
    expect(cspOf(testPsp)).toMatch(/^default-src 'none';.*frame-ancestors 'none'/)
    expect(testPsp.headers.get('x-content-type-options')).toBe('nosniff')
    expect(testPsp.headers.get('referrer-policy')).toBe('no-referrer')
  })

  it("let a shopper's own styles apply while scripts stay nonce-only (WCAG 1.4.12, docs/decisions/0112)", async () => {
    const directives = new Map(
      cspOf(await t.app.request('/'))
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .map(([name, ...sources]) => [name!, sources]),
    )
    // A nonce or hash in style-src would make browsers ignore 'unsafe-inline' (CSP 3).
    expect(directives.get('style-src')).toEqual(["'self'", "'unsafe-inline'"])
    const scripts = directives.get('script-src')!
    expect(scripts).not.toContain("'unsafe-inline'")
    expect(scripts.filter((source) => source.startsWith("'nonce-"))).toHaveLength(1)
    expect(directives.get('object-src')).toEqual(["'none'"])
    expect(directives.get('base-uri')).toEqual(["'none'"])
    expect(directives.get('frame-ancestors')).toEqual(["'self'"])
  })

  it('give each page its own nonce, the one its inline scripts carry', async () => {
    const first = await t.app.request('/')
    const second = await t.app.request('/')
    const nonce = /'nonce-([^']+)'/.exec(cspOf(first))![1]!
    expect(await first.text()).toContain(`<script nonce="${nonce}">`)
    expect(cspOf(second)).not.toContain(nonce)
  })

  it('never give a nonce twice, also across draws from the random source', () => {
    const nonces = Array.from({ length: 1_000 }, () => cspNonce())
    expect(new Set(nonces).size).toBe(nonces.length)
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16)
  })

  it('add HSTS over HTTPS, also behind a TLS proxy', async () => {
    expect((await t.app.request('https://localhost/')).headers.get('strict-transport-security')).toMatch(
      /^max-age=\d{8}/,
    )
    const proxied = await t.app.request('/', { headers: { 'x-forwarded-proto': 'https' } })
    expect(proxied.headers.get('strict-transport-security')).toMatch(/^max-age=/)
  })

  it('allow the map tiles and, when configured, the tag manager', async () => {
    expect(cspOf(await t.app.request('/'))).toMatch(/img-src [^;]*https:\/\/\*\.tile\.opentopomap\.org/)
    expect(cspOf(await t.app.request('/'))).not.toContain('googletagmanager')
    const other = await createTestApp({
      env: {
        MAP_TILE_URL: 'https://tiles.example.net/{z}/{x}/{y}.png',
        MAP_TILE_ATTRIBUTION: '© Example',
        TAG_MANAGER_ID: 'GTM-AB12CD3',
      },
      handleDocument: fakeDocument,
    })
    try {
      const csp = cspOf(await other.app.request('/'))
      expect(csp).toMatch(/img-src [^;]*https:\/\/tiles\.example\.net/)
      expect(csp).toMatch(/script-src [^;]*https:\/\/www\.googletagmanager\.com/)
      expect(csp).toMatch(/connect-src [^;]*https:\/\/\*\.google-analytics\.com/)
    } finally {
      await other.close()
    }
  })
})

describe('error logging', () => {
  const params = ['jan@example.nl', 'Geheim123!']
  const failedQuery = () => {
    const cause = Object.assign(
      new Error('duplicate key value violates unique constraint "customers_email"'),
      {
        code: '23505',
        detail: 'Key (email)=(jan@example.nl) already exists.',
      },
    )
    return new DrizzleQueryError('insert into customers (email, password) values ($1, $2)', params, cause)
  }

  it('logs page errors through the request logger, with the request id and without query parameters', async () => {
    const app = await createTestApp({
      handleDocument: async (_request, context) => {
        context.logError(failedQuery())
        return new Response('<!doctype html><p>Er ging iets mis</p>', {
          status: 500,
          headers: { 'content-type': 'text/html' },
        })
      },
    })
    try {
      await app.app.request('/', { headers: { 'X-Request-Id': 'page-err-1' } })
      const line = app.logs.find((entry) => entry.msg === 'page failed')!
      expect(line).toMatchObject({ requestId: 'page-err-1', level: 50, path: '/' })
      expect(line.err).toMatchObject({
        type: 'Error',
        query: 'insert into customers (email, password) values ($1, $2)',
      })
      expect(JSON.stringify(line)).not.toContain('jan@example.nl')
      expect(JSON.stringify(line)).not.toContain('Geheim123!')
      expect(JSON.stringify(line)).toContain('23505')
    } finally {
      await app.close()
    }
  })

  it('answers React Router’s 405 without naming the route', async () => {
    const app = await createTestApp({
      handleDocument: async () =>
        new Response(
          'You made a POST request to "/" but did not provide an `action` for route "routes/home"',
          {
            status: 405,
          },
        ),
    })
    try {
      const response = await app.app.request('/', { method: 'POST' })
      expect(response.status).toBe(405)
      const text = await response.text()
      expect(text).not.toContain('routes/home')
      expect(JSON.parse(text)).toEqual({ message: translate('nl', 'error.methodNotAllowed') })
    } finally {
      await app.close()
    }
  })
})

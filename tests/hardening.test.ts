import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { normalizePath } from '#server/domain/catalog/catalog'
import { translate } from '#server/i18n/translate'
import { apiHeaders, createTestApp, type TestApp } from './app'

/** Stands in for React Router's handler: these tests concern what the server does around pages. */
async function fakeDocument(request: Request): Promise<Response> {
  return new Response(`<!doctype html><title>${new URL(request.url).pathname}</title>`, {
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

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ShopLoadContext } from '#core/context'
import { createTestApp, type TestApp } from './app'

/** Stands in for React Router's handler: the real one needs the app build, these tests need the server. */
const contexts: ShopLoadContext[] = []
async function fakeDocument(request: Request, context: ShopLoadContext): Promise<Response> {
  contexts.push(context)
  return new Response(`<!doctype html><title>${new URL(request.url).pathname}</title>`, {
    headers: { 'content-type': 'text/html' },
  })
}

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({
    env: { LOCALE_HOSTS: 'messer.example=de', PUBLIC_URL: 'https://messen.example' },
    handleDocument: fakeDocument,
  })
})
afterAll(() => t.close())

describe('pages', () => {
  it('go to the document handler with the load context', async () => {
    const response = await t.app.request('/en/shopping-cart', { headers: { 'X-Request-Id': 'page-1' } })
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('<title>/en/shopping-cart</title>')
    const context = contexts.at(-1)!
    expect(context).toMatchObject({
      requestId: 'page-1',
      locale: 'en',
      prefix: '/en',
      hostMap: { 'messer.example': 'de' },
      publicUrl: 'https://messen.example',
      session: null,
      isDealer: false,
    })
    expect(await context.staticData.version('en')).toMatch(/^[\w-]{12}$/)
    expect((await context.staticData.get('en')).data.company_name).toBe('Messenwinkel')
    const shell = await context.shell('en')
    expect(shell).toMatchObject({ company_name: 'Messenwinkel', header_logo: '/logo.svg' })
    expect(shell.store.opening_hours).toHaveLength(7)
    // The owner's three-instalment setting, stored with the settings; the checkout reads the same row.
    expect(shell.three_instalments).toEqual({ enabled: true, limit_cents: 300_000 })
  })

  it('take the language and origin of a mapped host', async () => {
    await t.app.request('http://messer.example/warenkorb')
    expect(contexts.at(-1)).toMatchObject({ locale: 'de', prefix: '', publicUrl: 'https://messer.example' })
  })

  it('in another language’s words move permanently to this language’s address, query kept', async () => {
    const dutch = await t.app.request('/warenkorb?utm_source=mail&x=1')
    expect(dutch.status).toBe(301)
    expect(dutch.headers.get('location')).toBe('/shopping-cart?utm_source=mail&x=1')

    const english = await t.app.request('/en/mijn-account/bestel-historie/42')
    expect(english.status).toBe(301)
    expect(english.headers.get('location')).toBe('/en/my-account/order-history/42')

    const german = await t.app.request('http://messer.example/mijn-account/adressen')
    expect(german.headers.get('location')).toBe('/mein-account/adressen')
  })

  it('are not redirected when already canonical, nor for other methods', async () => {
    expect((await t.app.request('/de/warenkorb')).status).toBe(200)
    expect((await t.app.request('/warenkorb', { method: 'POST' })).status).toBe(200)
  })

  it('leave unknown front-api paths to the API’s 404, not to the pages', async () => {
    const before = contexts.length
    const response = await t.app.request('/front-api/nope', {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    })
    expect(response.status).toBe(404)
    expect(contexts.length).toBe(before)
  })
})

describe('healthz', () => {
  it('answers 503 when the database does not', async () => {
    const broken = await createTestApp()
    await broken.database.close()
    const response = await broken.app.request('/healthz')
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ status: 'unavailable' })
    expect(broken.logs.some((line) => line.msg === 'health check: database unavailable')).toBe(true)
  })
})

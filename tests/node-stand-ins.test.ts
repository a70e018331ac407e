import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getRequestListener } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REQUEST_BODY_MAX_BYTES } from '#server/http/middleware/request-limits'
import { createNodeListener } from '#server/http/node-listener'
import { requestText, standInResponseBody } from '#server/http/node-stand-ins'
import { translate } from '#server/i18n/translate'
import { apiHeaders, createTestApp, type TestApp } from './app'
import { cartFactory } from './cart-fixtures'

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

async function close(server: Server): Promise<void> {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
}

describe("the node server's stand-ins (docs/decisions/0079)", () => {
  it('are read without building the platform Request and Response', async () => {
    // What a stand-in holds after each helper: had the package renamed its symbols, the helpers would take
    // the platform's path, and `requestCache` would be there.
    const seen: Array<{ text: string; built: boolean; body: unknown }> = []
    const server = createServer(
      getRequestListener(async (request) => {
        const text = await requestText(request)
        const built = Object.getOwnPropertySymbols(request).some(
          (symbol) => symbol.description === 'requestCache' && (request as never)[symbol] !== undefined,
        )
        const response = new Response(`echo ${text}`)
        seen.push({ text, built, body: standInResponseBody(response) })
        return response
      }),
    )
    const origin = await listen(server)
    try {
      const answer = await fetch(origin, { method: 'POST', body: '{"quantity":2}' })
      expect(await answer.text()).toBe('echo {"quantity":2}')
      expect(seen).toEqual([{ text: '{"quantity":2}', built: false, body: 'echo {"quantity":2}' }])
    } finally {
      await close(server)
    }
  })

  it('leave any other Request, and a Response whose body was read, to the platform', async () => {
    const request = new Request('http://shop.test/', { method: 'POST', body: 'plain' })
    expect(await requestText(request)).toBe('plain')
    // (Once a node server was made, the global Response is the stand-in.)
    const read = new Response('x')
    expect(await read.text()).toBe('x')
    expect(standInResponseBody(read)).toBe(undefined)
  })
})

describe('the shop through the production listener', () => {
  let t: TestApp
  let server: Server
  let origin: string
  let productId: number
  beforeAll(async () => {
    t = await createTestApp()
    productId = (await (await cartFactory(t.database.db)).product({ stock: 20 })).id
    server = createServer(createNodeListener(t.app))
    origin = await listen(server)
  })
  afterAll(async () => {
    if (server) await close(server)
    await t?.close()
  })

  const addLine = (body: BodyInit, headers: Record<string, string> = {}) =>
    fetch(`${origin}/front-api/checkout-line`, {
      method: 'POST',
      headers: { ...apiHeaders(), 'content-type': 'application/json', ...headers },
      body,
      duplex: 'half',
    } as RequestInit)

  it('reads a JSON body of declared length from the node request, and answers with the whole checkout', async () => {
    const response = await addLine(JSON.stringify({ product_id: productId, quantity: 3 }), {
      'accept-encoding': 'identity',
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const body = await response.text()
    const { checkout_line_item: line } = JSON.parse(body) as { checkout_line_item: { quantity: number } }
    expect(line.quantity).toBe(3)
    // The new visitor's session cookie goes on the light answer itself, which is sent whole with its length;
    // Hono's setCookie after the handler would rebuild it as a web Response sent as a chunked stream.
    const cookie = response.headers.get('set-cookie')
    expect(cookie).toMatch(/^sid=[^;]+; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Lax$/)
    expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(body)))
    expect(response.headers.get('transfer-encoding')).toBe(null)
    // The next add in that session: the answer again whole.
    const next = await addLine(JSON.stringify({ product_id: productId, quantity: 1 }), {
      cookie: cookie!.split(';')[0]!,
      'accept-encoding': 'identity',
    })
    expect(next.status).toBe(200)
    expect(next.headers.get('content-length')).toBe(String(Buffer.byteLength(await next.text())))
    // As a browser asks: compressed in one piece, with the compressed length (fetch undoes the brotli).
    const compressed = await addLine(JSON.stringify({ product_id: productId, quantity: 1 }), {
      cookie: cookie!.split(';')[0]!,
      'accept-encoding': 'br',
    })
    expect(compressed.headers.get('content-encoding')).toBe('br')
    expect(Number(compressed.headers.get('content-length'))).toBeGreaterThan(0)
    expect(compressed.headers.get('transfer-encoding')).toBe(null)
    expect(
      ((await compressed.json()) as { checkout_line_item: { quantity: number } }).checkout_line_item.quantity,
    ).toBe(5)
    // Bad JSON is still a 422 with field errors, not a 500.
    const bad = await addLine('{"product_id":')
    expect(bad.status).toBe(422)
  })

  it('refuses a declared length beyond the limit, and a chunked body once it passes it, with 413', async () => {
    const declared = await addLine('x'.repeat(REQUEST_BODY_MAX_BYTES + 1), { 'x-shop-locale': 'en' })
    expect(declared.status).toBe(413)
    expect(await declared.json()).toEqual({ message: translate('en', 'error.payloadTooLarge') })
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024))
    let sent = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ > 8) controller.close()
        else controller.enqueue(chunk)
      },
    })
    const chunked = await addLine(stream)
    expect(chunked.status).toBe(413)
  })
})

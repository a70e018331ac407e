import { request as httpRequest, Agent } from 'node:http'
import { connect } from 'node:net'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createShopServer, type Lifecycle, type ShopServer } from '#server/http-server'
import { createMemoryLogger, createTestApp, type TestApp } from './app'
import { createNodeListener } from '#server/http/node-listener'

/** Issue 15 point 12: SIGTERM drains (server/start.ts calls drain()); requests and headers time out. */
let t: TestApp
let shop: ShopServer
let port: number
let releaseSlow: () => void = () => {}
const lifecycle: { current: Lifecycle } = { current: { draining: false } }

beforeAll(async () => {
  t = await createTestApp({
    lifecycle: {
      get draining() {
        return lifecycle.current.draining
      },
    },
  })
  // A handler still running when the drain starts, e.g. an add-to-cart waiting for the database.
  t.app.get('/test/slow', async (c) => {
    await new Promise<void>((resolve) => {
      releaseSlow = resolve
    })
    return c.json({ done: true })
  })
  const { logger } = createMemoryLogger()
  shop = createShopServer(createNodeListener(t.app), logger, {
    drainDelayMs: 500,
    graceMs: 10_000,
    requestTimeoutMs: 1_500,
    headersTimeoutMs: 1_000,
  })
  lifecycle.current = shop.lifecycle
  await new Promise<void>((resolve) => shop.server.listen(0, '127.0.0.1', resolve))
  port = (shop.server.address() as AddressInfo).port
})
afterAll(async () => {
  shop.server.closeAllConnections()
  await t.close()
})

function get(
  path: string,
  agent?: Agent,
): Promise<{ status: number; connection: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, agent }, (res) => {
      let body = ''
      res.on('data', (chunk: Buffer) => (body += chunk.toString()))
      res.on('end', () => resolve({ status: res.statusCode!, connection: res.headers.connection, body }))
    })
    req.on('error', reject)
    req.end()
  })
}

describe('a request dribbled byte by byte', () => {
  it('is cut off by the request timeout instead of holding the connection', async () => {
    const socket = connect(port, '127.0.0.1')
    let answer = ''
    socket.on('data', (chunk) => (answer += chunk.toString()))
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()))
    socket.write(
      'POST /webhooks/payments HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\n',
    )
    // One byte every 200 ms would take 200 s for the whole body.
    const timer = setInterval(() => socket.writable && socket.write('a'), 200)
    await closed
    clearInterval(timer)
    expect(answer).toMatch(/^HTTP\/1\.1 408/)
  }, 20_000)
})

describe('draining', () => {
  it('answers health 503 and Connection: close, lets the running request finish, then ends', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 })
    const before = await get('/healthz', agent)
    expect(before.status).toBe(200)
    expect(before.connection).toBe('keep-alive')

    const slow = get('/test/slow')
    await new Promise((resolve) => setTimeout(resolve, 100))
    let drained = false
    const draining = shop.drain().then(() => {
      drained = true
    })

    // On the open keep-alive connection: refused by health, told to go elsewhere.
    const during = await get('/healthz', agent)
    expect(during.status).toBe(503)
    expect(JSON.parse(during.body)).toEqual({ status: 'draining' })
    expect(during.connection).toBe('close')

    // The drain waits for the running request, which is answered, not reset.
    await new Promise((resolve) => setTimeout(resolve, 800))
    expect(drained).toBe(false)
    releaseSlow()
    expect(await slow).toMatchObject({ status: 200, body: '{"done":true}' })
    await draining
    expect(drained).toBe(true)
    expect(shop.server.listening).toBe(false)
    agent.destroy()
  }, 20_000)
})

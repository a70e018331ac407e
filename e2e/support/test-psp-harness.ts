/**
 * A small server for e2e/test-psp.spec.ts, started by that spec (never part of the shop): the real app
 * (createApp, the built-in test payment provider, its hosted page and /webhooks/payments) on an in-memory
 * PGlite database, plus two routes of its own that stand in for the checkout, which does not exist yet:
 *   POST /harness/payments   creates a test payment through the provider (JSON in, JSON out)
 *   GET  /harness/return/:ref the redirect URL: fetches the payment back, as the checkout's return page will,
 *                            and shows its status and the webhook calls received so far
 * Prints `READY <origin>` when it listens. Run with `node --import tsx`.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { PGlite } from '@electric-sql/pglite'
import { getRequestListener } from '@hono/node-server'
import { Hono } from 'hono'
import { isLocale } from '#core/locales'
import { isPaymentMethodId } from '#server/adapters/payments/port'
import { createTestPaymentProvider } from '#server/adapters/payments/test-provider'
import { loadConfig } from '#server/config'
import { PGLITE_EXTENSIONS, wrapPglite } from '#server/db/client'
import { migrateDatabase } from '#server/db/migrate'
import { seedReferenceData } from '#server/db/reference-data'
import { createApp } from '#server/http/app'
import { createLogger } from '#server/logger'

const server = createServer()
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

const database = await wrapPglite(await PGlite.create({ extensions: PGLITE_EXTENSIONS }))
await migrateDatabase(database)
await seedReferenceData(database.db)
const config = loadConfig({
  PUBLIC_URL: origin,
  SESSION_SECRET: 'e2e-harness-secret-that-is-long-enough-0123456789',
  NODE_ENV: 'test',
  LOG_LEVEL: 'warn',
})
const provider = createTestPaymentProvider({ db: database.db, publicUrl: origin })
const webhookCalls: { id: string; status: string }[] = []
/** The return page's reference (what a checkout id would be) → the payment made for it. */
const returns = new Map<string, string>()

const shop = createApp({
  config,
  db: database.db,
  logger: createLogger(config),
  paymentProvider: provider,
  onPaymentWebhook: async (id) => {
    webhookCalls.push({ id, status: (await provider.getPayment(id))?.status ?? 'unknown' })
  },
})

const harness = new Hono()
harness.post('/harness/payments', async (c) => {
  const body = await c.req.json<{ method: string; amountCents: number; locale: string; issuer?: string }>()
  if (!isPaymentMethodId(body.method) || !isLocale(body.locale)) return c.json({ error: 'bad input' }, 400)
  const reference = crypto.randomUUID()
  const payment = await provider.createPayment(
    {
      amountCents: body.amountCents,
      description: 'Bestelling 2025-000123',
      method: body.method,
      ...(body.issuer ? { issuer: body.issuer } : {}),
      locale: body.locale,
      redirectUrl: `${origin}/harness/return/${reference}`,
      webhookUrl: `${origin}/webhooks/payments`,
      metadata: { checkoutId: 'e2e' },
    },
    crypto.randomUUID(),
  )
  returns.set(reference, payment.id)
  return c.json(payment)
})
harness.get('/harness/return/:reference', async (c) => {
  const id = returns.get(c.req.param('reference')) ?? ''
  const payment = id ? await provider.getPayment(id) : null
  const calls = webhookCalls.filter((call) => call.id === id)
  return c.html(
    `<!doctype html><title>Return</title><h1 id="status">${payment?.status ?? 'unknown'}</h1>` +
      `<p id="webhooks">${calls.map((call) => call.status).join(',')}</p>`,
  )
})
harness.all('*', (c) => shop.fetch(c.req.raw))

server.on('request', getRequestListener(harness.fetch))
process.stdout.write(`READY ${origin}\n`)

import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { createServer, type Server } from 'node:https'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'

/**
 * A small fake of the Mollie API v2 on loopback, for the contract test of the Mollie adapter: the
 * endpoints the adapter uses, with Mollie's JSON shapes (HAL resources, `{ value, currency }` amounts,
 * problem+json errors), bearer-key authentication and Idempotency-Key replay. HTTPS with a self-signed
 * certificate (tests/fakes/loopback.*): the official client refuses plain HTTP.
 *
 *   GET  /v2/methods?amount[value]=…&amount[currency]=EUR&locale=…&include=issuers
 *   POST /v2/payments                     (JSON, Idempotency-Key)
 *   GET  /v2/payments/:id
 *   POST /v2/payments/:id/refunds         (JSON)
 */
export interface FakeMollie {
  /** e.g. https://127.0.0.1:4321/v2/ */
  endpoint: string
  apiKey: string
  requests: RecordedRequest[]
  payments: Map<string, MolliePayment>
  /** What the shopper would do at Mollie's checkout. */
  setStatus(id: string, status: MolliePayment['status']): void
  /** The next `count` requests answer 503 (Retry-After: 0, so the client's retries stay fast). */
  failNext(count: number): void
  close(): Promise<void>
}

export interface RecordedRequest {
  method: string
  path: string
  query: URLSearchParams
  headers: IncomingMessage['headers']
  body: unknown
}

interface Amount {
  value: string
  currency: string
}

export interface MolliePayment {
  resource: 'payment'
  id: string
  mode: 'test'
  createdAt: string
  amount: Amount
  description: string
  method: string | null
  metadata: unknown
  status: 'open' | 'pending' | 'authorized' | 'paid' | 'failed' | 'canceled' | 'expired'
  isCancelable: boolean
  expiresAt?: string
  paidAt?: string
  failedAt?: string
  canceledAt?: string
  expiredAt?: string
  amountRefunded?: Amount
  amountRemaining?: Amount
  issuer?: string
  locale: string
  profileId: string
  sequenceType: 'oneoff'
  redirectUrl: string
  webhookUrl: string
  billingAddress?: unknown
  _links: Record<string, { href: string; type: string }>
}

const DIR = import.meta.dirname
const ICONS = 'https://www.mollie.com/external/icons/payment-methods'

/** Mollie's methods with their real limits (EUR) and, for KBC/CBC, the issuers. */
const METHODS = [
  {
    id: 'ideal',
    description: { nl_NL: 'iDEAL', en_GB: 'iDEAL', de_DE: 'iDEAL' },
    min: '0.01',
    max: '50000.00',
  },
  {
    id: 'creditcard',
    description: { nl_NL: 'Creditcard', en_GB: 'Card', de_DE: 'Kreditkarte' },
    min: '0.01',
    max: '10000.00',
  },
  {
    id: 'bancontact',
    description: { nl_NL: 'Bancontact', en_GB: 'Bancontact', de_DE: 'Bancontact' },
    min: '0.02',
    max: '50000.00',
  },
  {
    id: 'kbc',
    description: {
      nl_NL: 'KBC/CBC-Betaalknop',
      en_GB: 'KBC/CBC Payment Button',
      de_DE: 'KBC/CBC-Zahlungsbutton',
    },
    min: '0.01',
    max: '50000.00',
    issuers: [
      { id: 'kbc', name: 'KBC' },
      { id: 'cbc', name: 'CBC' },
    ],
  },
  {
    id: 'paypal',
    description: { nl_NL: 'PayPal', en_GB: 'PayPal', de_DE: 'PayPal' },
    min: '0.01',
    max: '10000.00',
  },
  {
    id: 'banktransfer',
    description: { nl_NL: 'Overboeking', en_GB: 'Bank transfer', de_DE: 'Banküberweisung' },
    min: '0.01',
    max: '1000000.00',
  },
  { id: 'in3', description: { nl_NL: 'in3', en_GB: 'in3', de_DE: 'in3' }, min: '50.00', max: '5000.00' },
  // A method the shop does not offer: the adapter must leave it out.
  { id: 'eps', description: { nl_NL: 'eps', en_GB: 'eps', de_DE: 'eps' }, min: '1.00', max: '50000.00' },
] as const

export async function startFakeMollie(apiKey = 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM'): Promise<FakeMollie> {
  const requests: RecordedRequest[] = []
  const payments = new Map<string, MolliePayment>()
  const replies = new Map<string, { status: number; body: unknown }>()
  let failures = 0
  let origin = ''

  const server: Server = createServer(
    { key: readFileSync(join(DIR, 'loopback.key')), cert: readFileSync(join(DIR, 'loopback.crt')) },
    (req, res) => {
      void handle(req, res).catch((error: unknown) =>
        send(res, 500, problem(500, 'Internal Server Error', String(error))),
      )
    },
  )

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', origin)
    const raw = await readBody(req)
    const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : null
    requests.push({
      method: req.method ?? '',
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body,
    })
    if (failures > 0) {
      failures--
      res.setHeader('Retry-After', '0')
      return send(res, 503, problem(503, 'Service Unavailable', 'Try again later'))
    }
    if (req.headers.authorization !== `Bearer ${apiKey}`)
      return send(
        res,
        401,
        problem(401, 'Unauthorized Request', 'Missing authentication, or failed to authenticate'),
      )

    const key = req.headers['idempotency-key']
    const replayKey = typeof key === 'string' && req.method === 'POST' ? `${url.pathname} ${key}` : null
    const stored = replayKey ? replies.get(replayKey) : undefined
    if (stored) return send(res, stored.status, stored.body)
    const [status, reply] = route(req.method ?? 'GET', url, body)
    if (replayKey && status < 500) replies.set(replayKey, { status, body: reply })
    return send(res, status, reply)
  }

  function route(method: string, url: URL, body: Record<string, unknown> | null): [number, unknown] {
    const path = url.pathname
    if (method === 'GET' && path === '/v2/methods') return [200, listMethods(url.searchParams)]
    if (method === 'POST' && path === '/v2/payments') return createPayment(body ?? {})
    const payment = /^\/v2\/payments\/([^/]+)$/.exec(path)
    if (method === 'GET' && payment) {
      const found = payments.get(payment[1]!)
      return found
        ? [200, found]
        : [404, problem(404, 'Not Found', `No payment exists with token ${payment[1]}.`)]
    }
    const refund = /^\/v2\/payments\/([^/]+)\/refunds$/.exec(path)
    if (method === 'POST' && refund) return createRefund(refund[1]!, body ?? {})
    return [404, problem(404, 'Not Found', 'The resource does not exist')]
  }

  function listMethods(query: URLSearchParams) {
    const value = query.get('amount[value]')
    const locale = (query.get('locale') ?? 'en_GB') as 'nl_NL' | 'en_GB' | 'de_DE'
    const withIssuers = (query.get('include') ?? '').split(',').includes('issuers')
    const cents = value === null ? null : Math.round(Number(value) * 100)
    const methods = METHODS.filter(
      (m) =>
        cents === null ||
        (cents >= Math.round(Number(m.min) * 100) && cents <= Math.round(Number(m.max) * 100)),
    ).map((m) => ({
      resource: 'method',
      id: m.id,
      description: m.description[locale] ?? m.description.en_GB,
      minimumAmount: { value: m.min, currency: 'EUR' },
      maximumAmount: { value: m.max, currency: 'EUR' },
      image: {
        size1x: `${ICONS}/${m.id}.png`,
        size2x: `${ICONS}/${m.id}%402x.png`,
        svg: `${ICONS}/${m.id}.svg`,
      },
      status: 'activated',
      ...(withIssuers && 'issuers' in m
        ? {
            issuers: m.issuers.map((issuer) => ({
              resource: 'issuer',
              ...issuer,
              image: {
                size1x: `${ICONS}/${issuer.id}.png`,
                size2x: `${ICONS}/${issuer.id}%402x.png`,
                svg: `${ICONS}/${issuer.id}.svg`,
              },
            })),
          }
        : {}),
      _links: { self: { href: `${origin}/v2/methods/${m.id}`, type: 'application/hal+json' } },
    }))
    return {
      count: methods.length,
      _embedded: { methods },
      _links: {
        self: { href: `${origin}/v2/methods`, type: 'application/hal+json' },
        documentation: { href: 'https://docs.mollie.com/reference/list-methods', type: 'text/html' },
      },
    }
  }

  function createPayment(body: Record<string, unknown>): [number, unknown] {
    const amount = body.amount as Amount | undefined
    if (!amount || amount.currency !== 'EUR' || !/^\d+\.\d{2}$/.test(amount.value))
      return [422, problem(422, 'Unprocessable Entity', 'The amount is invalid', 'amount')]
    const method = METHODS.find((m) => m.id === body.method)
    if (!method) return [422, problem(422, 'Unprocessable Entity', 'The payment method is invalid', 'method')]
    const cents = Math.round(Number(amount.value) * 100)
    if (cents < Math.round(Number(method.min) * 100))
      return [422, problem(422, 'Unprocessable Entity', 'The amount is lower than the minimum', 'amount')]
    if (cents > Math.round(Number(method.max) * 100))
      return [422, problem(422, 'Unprocessable Entity', 'The amount is higher than the maximum', 'amount')]
    if (
      body.issuer !== undefined &&
      !('issuers' in method && method.issuers.some((i) => i.id === body.issuer))
    )
      return [422, problem(422, 'Unprocessable Entity', 'The issuer is invalid', 'issuer')]
    if (method.id === 'in3' && !body.billingAddress)
      return [
        422,
        problem(422, 'Unprocessable Entity', 'The billing address is required for in3', 'billingAddress'),
      ]
    const id = `tr_${randomBytes(8).toString('base64url').replace(/[-_]/g, 'x').slice(0, 10)}`
    const now = new Date()
    const payment: MolliePayment = {
      resource: 'payment',
      id,
      mode: 'test',
      createdAt: iso(now),
      amount,
      description: String(body.description),
      method: method.id,
      metadata: body.metadata ?? null,
      status: 'open',
      isCancelable: false,
      expiresAt: iso(new Date(now.getTime() + 15 * 60 * 1000)),
      ...(typeof body.issuer === 'string' ? { issuer: body.issuer } : {}),
      locale: String(body.locale ?? 'en_GB'),
      profileId: 'pfl_QkEhN94Ba',
      sequenceType: 'oneoff',
      redirectUrl: String(body.redirectUrl),
      webhookUrl: String(body.webhookUrl),
      ...(body.billingAddress ? { billingAddress: body.billingAddress } : {}),
      _links: {
        self: { href: `${origin}/v2/payments/${id}`, type: 'application/hal+json' },
        checkout: {
          href: `https://www.mollie.com/checkout/select-issuer/${method.id}/${id.slice(3)}`,
          type: 'text/html',
        },
        dashboard: {
          href: `https://www.mollie.com/dashboard/org_12345678/payments/${id}`,
          type: 'text/html',
        },
        documentation: { href: 'https://docs.mollie.com/reference/create-payment', type: 'text/html' },
      },
    }
    payments.set(id, payment)
    return [201, payment]
  }

  function createRefund(paymentId: string, body: Record<string, unknown>): [number, unknown] {
    const payment = payments.get(paymentId)
    if (!payment) return [404, problem(404, 'Not Found', `No payment exists with token ${paymentId}.`)]
    if (payment.status !== 'paid')
      return [422, problem(422, 'Unprocessable Entity', 'The payment cannot be refunded (not paid)')]
    const amount = body.amount as Amount
    const remaining = Math.round(Number(payment.amountRemaining?.value ?? payment.amount.value) * 100)
    const cents = Math.round(Number(amount.value) * 100)
    if (cents > remaining)
      return [
        422,
        problem(422, 'Unprocessable Entity', 'The refund amount exceeds the remaining amount', 'amount'),
      ]
    const refunded = Math.round(Number(payment.amountRefunded?.value ?? '0') * 100) + cents
    payment.amountRefunded = { value: (refunded / 100).toFixed(2), currency: 'EUR' }
    payment.amountRemaining = { value: ((remaining - cents) / 100).toFixed(2), currency: 'EUR' }
    const id = `re_${randomBytes(8).toString('base64url').replace(/[-_]/g, 'x').slice(0, 10)}`
    return [
      201,
      {
        resource: 'refund',
        id,
        amount,
        status: 'pending',
        createdAt: iso(new Date()),
        description: String(body.description ?? ''),
        metadata: null,
        paymentId,
        _links: {
          self: { href: `${origin}/v2/payments/${paymentId}/refunds/${id}`, type: 'application/hal+json' },
          payment: { href: `${origin}/v2/payments/${paymentId}`, type: 'application/hal+json' },
        },
      },
    ]
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    endpoint: `${origin}/v2/`,
    apiKey,
    requests,
    payments,
    setStatus(id, status) {
      const payment = payments.get(id)
      if (!payment) throw new Error(`no payment ${id}`)
      payment.status = status
      const now = iso(new Date())
      if (status !== 'open') {
        delete payment.expiresAt
        delete payment._links.checkout
      }
      if (status === 'paid') {
        payment.paidAt = now
        payment.amountRefunded = { value: '0.00', currency: 'EUR' }
        payment.amountRemaining = payment.amount
      }
      if (status === 'failed') payment.failedAt = now
      if (status === 'canceled') payment.canceledAt = now
      if (status === 'expired') payment.expiredAt = now
    },
    failNext(count) {
      failures = count
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

function problem(status: number, title: string, detail: string, field?: string) {
  return {
    status,
    title,
    detail,
    ...(field ? { field } : {}),
    _links: {
      documentation: { href: 'https://docs.mollie.com/overview/handling-errors', type: 'text/html' },
    },
  }
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.statusCode = status
  res.setHeader('Content-Type', status >= 400 ? 'application/problem+json' : 'application/hal+json')
  res.end(JSON.stringify(body))
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}

function iso(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, '+00:00')
}

import { randomInt } from 'node:crypto'
import { and, eq, getTableColumns, sql } from 'drizzle-orm'
import { isLocale, type Locale } from '#core/locales'
import type { TestPaymentOutcome } from '#core/schemas/payments'
import type { Database, Transaction } from '../../db/client'
import { testPspPayments, testPspRefunds } from '../../db/schema'
import { translate } from '#server/i18n/translate'
import type { JobHandlers } from '../../jobs/port'
import { enqueueJob } from '../../jobs/queue'
import {
  isPaymentMethodId,
  PaymentProviderError,
  type CreatePaymentInput,
  type PaymentMethodInfo,
  type PaymentProvider,
  type PaymentStatus,
  type ProviderPayment,
  type ProviderRefund,
} from './port'
import { TEST_METHODS, testMethod } from './test-methods'

/**
 * The built-in test payment provider (the default; docs/decisions/0019). It behaves like Mollie where
 * the shop can see it: payments with Mollie-shaped ids in a table of their own, a hosted page (served
 * by the shop under TEST_PSP_PATH, server/http/test-psp.ts) where the shopper picks the outcome, a
 * form-encoded `id` POSTed to the webhook on every final status (a job, retried until the shop
 * answers 2xx), expiry after the method's session time, idempotency keys and refunds.
 */
export const TEST_PSP_PATH = '/test-psp'

export type TestPaymentRow = typeof testPspPayments.$inferSelect

export function createTestPaymentProvider(deps: { db: Database; publicUrl: string }): PaymentProvider {
  const { db, publicUrl } = deps
  const toPayment = (row: TestPaymentRow) => providerPayment(row, publicUrl)
  return {
    name: 'test',

    async listMethods({ amountCents, locale, countryIso }) {
      return TEST_METHODS.filter(
        (method) =>
          amountCents >= method.minimumCents &&
          amountCents <= method.maximumCents &&
          (method.countries === null || method.countries.includes(countryIso.toUpperCase())),
      ).map((method): PaymentMethodInfo => ({
        id: method.id,
        description: translate(locale, `payment.method.${method.id}`),
        minimumCents: method.minimumCents,
        maximumCents: method.maximumCents,
        issuers: [...method.issuers],
        image: null,
      }))
    },

    async createPayment(input, idempotencyKey) {
      checkCreateInput(input)
      if (!idempotencyKey || idempotencyKey.length > 255)
        throw new PaymentProviderError('rejected', 'An idempotency key of 1 to 255 characters is required')
      const existing = await findByIdempotencyKey(db, idempotencyKey)
      if (existing) return toPayment(sameRequest(existing, input))
      const method = testMethod(input.method)!
      try {
        const row = await db.transaction(async (tx) => {
          const [inserted] = await tx
            .insert(testPspPayments)
            .values({
              id: randomId('tr_'),
              idempotencyKey,
              amountCents: input.amountCents,
              description: input.description,
              method: input.method,
              issuer: input.issuer ?? null,
              locale: input.locale,
              redirectUrl: input.redirectUrl,
              webhookUrl: input.webhookUrl,
              metadata: input.metadata,
              expiresAt: sql`now() + make_interval(secs => ${method.expiresAfterMs / 1000})`,
            })
            .returning()
          // Expiry is the provider's own doing, as at Mollie: nobody has to ask for it.
          await enqueueJob(tx, 'test-psp.expire', { paymentId: inserted!.id }, { runAt: inserted!.expiresAt })
          return inserted!
        })
        return toPayment(row)
      } catch (error) {
        // The same key at the same moment from a second request: that one won, answer its payment.
        const raced = await findByIdempotencyKey(db, idempotencyKey)
        if (raced) return toPayment(sameRequest(raced, input))
        throw new PaymentProviderError('unavailable', 'The test provider could not store the payment', {
          cause: error,
        })
      }
    },

    async getPayment(id) {
      const row = await findTestPayment(db, id)
      return row ? toPayment(row) : null
    },

    async createRefund(paymentId, amountCents, description): Promise<ProviderRefund> {
      if (!Number.isSafeInteger(amountCents) || amountCents <= 0)
        throw new PaymentProviderError('rejected', 'A refund is a positive number of cents')
      return db.transaction(async (tx) => {
        const [payment] = await tx
          .select()
          .from(testPspPayments)
          .where(eq(testPspPayments.id, paymentId))
          .for('update')
        if (!payment) throw new PaymentProviderError('rejected', `No payment ${paymentId}`)
        if (payment.status !== 'paid')
          throw new PaymentProviderError('rejected', 'Only a paid payment can be refunded')
        if (amountCents > payment.amountCents - payment.amountRefundedCents)
          throw new PaymentProviderError('rejected', 'The refund is larger than what is left of the payment')
        const id = randomId('re_')
        await tx.insert(testPspRefunds).values({ id, paymentId, amountCents, description })
        await tx
          .update(testPspPayments)
          .set({ amountRefundedCents: sql`${testPspPayments.amountRefundedCents} + ${amountCents}` })
          .where(eq(testPspPayments.id, paymentId))
        return { id, status: 'refunded', amountCents }
      })
    },
  }
}

export async function findTestPayment(db: Database, id: string): Promise<TestPaymentRow | null> {
  const [row] = await db.select().from(testPspPayments).where(eq(testPspPayments.id, id))
  return row ?? null
}

export type CompleteResult =
  | { outcome: 'done'; payment: TestPaymentRow }
  /** Already final (paid, failed, canceled, expired; also: its time ran out just now). */
  | { outcome: 'closed'; payment: TestPaymentRow }
  | { outcome: 'not_found' }

/**
 * The shopper's choice on the hosted page. Only an open payment whose time has not run out changes; a
 * `test-psp.webhook` job is enqueued in the same transaction, so the shop hears of every change even if
 * the direct call after it fails. An open payment past its time becomes expired instead (a late "paid"
 * is refused, as a real provider refuses it).
 */
export async function completeTestPayment(
  db: Database,
  id: string,
  choice: { status: TestPaymentOutcome; issuer: string | null },
): Promise<CompleteResult> {
  return db.transaction(async (tx) => {
    // The database's clock decides, as it does for the expiry job.
    const [locked] = await tx
      .select({
        ...getTableColumns(testPspPayments),
        due: sql<boolean>`${testPspPayments.expiresAt} <= now()`,
      })
      .from(testPspPayments)
      .where(eq(testPspPayments.id, id))
      .for('update')
    if (!locked) return { outcome: 'not_found' }
    const { due, ...payment } = locked
    if (payment.status !== 'open') return { outcome: 'closed', payment }
    if (due) return { outcome: 'closed', payment: await closeAsExpired(tx, payment.id) }
    const [changed] = await tx
      .update(testPspPayments)
      .set({
        status: choice.status,
        issuer: choice.issuer ?? payment.issuer,
        paidAt: choice.status === 'paid' ? sql`now()` : null,
        closedAt: choice.status === 'paid' ? null : sql`now()`,
      })
      .where(eq(testPspPayments.id, id))
      .returning()
    await enqueueWebhook(tx, id, WEBHOOK_FALLBACK_DELAY_MS)
    return { outcome: 'done', payment: changed! }
  })
}

/** The `test-psp.expire` job: an open payment whose time is up becomes expired, and the shop is told. */
export async function expireTestPayment(db: Database, id: string): Promise<PaymentStatus | null> {
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(testPspPayments)
      .where(
        and(
          eq(testPspPayments.id, id),
          eq(testPspPayments.status, 'open'),
          sql`${testPspPayments.expiresAt} <= now()`,
        ),
      )
      .for('update')
    if (!payment) return null
    await closeAsExpired(tx, id)
    return 'expired'
  })
}

async function closeAsExpired(tx: Transaction, id: string): Promise<TestPaymentRow> {
  const [expired] = await tx
    .update(testPspPayments)
    .set({ status: 'expired', closedAt: sql`now()` })
    .where(eq(testPspPayments.id, id))
    .returning()
  await enqueueWebhook(tx, id, 0)
  return expired!
}

/** The hosted page calls the webhook itself right away; this job is the retry for when that call fails. */
export const WEBHOOK_FALLBACK_DELAY_MS = 30_000

export function webhookJobKey(paymentId: string): string {
  return `webhook:${paymentId}`
}

async function enqueueWebhook(tx: Transaction, paymentId: string, delayMs: number): Promise<void> {
  await enqueueJob(
    tx,
    'test-psp.webhook',
    { paymentId },
    { dedupeKey: webhookJobKey(paymentId), runAt: new Date(Date.now() + delayMs), maxAttempts: 10 },
  )
}

const WEBHOOK_TIMEOUT_MS = 10_000

/**
 * Calls the shop's webhook as Mollie does: POST, form-encoded `id` only, no cookie, no other header of
 * the shop's. Throws unless the shop answers 2xx (the `test-psp.webhook` job then retries).
 */
export async function callWebhook(
  payment: Pick<TestPaymentRow, 'id' | 'webhookUrl'>,
  signal?: AbortSignal,
): Promise<void> {
  const timeout = AbortSignal.timeout(WEBHOOK_TIMEOUT_MS)
  const response = await fetch(payment.webhookUrl, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      'User-Agent': 'Shop test payment provider',
    },
    body: new URLSearchParams({ id: payment.id }).toString(),
    redirect: 'manual',
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
  })
  await response.body?.cancel()
  if (response.status < 200 || response.status > 299)
    throw new Error(`webhook ${payment.webhookUrl} answered ${response.status}`)
}

// ---- helpers ----

function providerPayment(row: TestPaymentRow, publicUrl: string): ProviderPayment {
  const open = row.status === 'open'
  return {
    id: row.id,
    status: row.status as PaymentStatus,
    amountCents: row.amountCents,
    method: isPaymentMethodId(row.method) ? row.method : null,
    checkoutUrl: open ? `${publicUrl}${TEST_PSP_PATH}/${row.id}` : null,
    metadata: row.metadata,
    amountRefundedCents: row.amountRefundedCents,
    createdAt: row.createdAt,
    expiresAt: open ? row.expiresAt : null,
    paidAt: row.paidAt,
  }
}

async function findByIdempotencyKey(db: Database, key: string): Promise<TestPaymentRow | null> {
  const [row] = await db.select().from(testPspPayments).where(eq(testPspPayments.idempotencyKey, key))
  return row ?? null
}

/** A key is for one request: the same key with another amount or method is a bug on the shop's side. */
function sameRequest(row: TestPaymentRow, input: CreatePaymentInput): TestPaymentRow {
  if (row.amountCents !== input.amountCents || row.method !== input.method)
    throw new PaymentProviderError('rejected', 'This idempotency key was used for a different payment')
  return row
}

function checkCreateInput(input: CreatePaymentInput): void {
  const reject = (message: string) => {
    throw new PaymentProviderError('rejected', message)
  }
  const method = testMethod(input.method)
  if (!method) return reject(`Unknown method ${String(input.method)}`)
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0)
    reject('The amount is a positive number of cents')
  if (input.amountCents < method.minimumCents || input.amountCents > method.maximumCents)
    reject(`The amount is outside the limits of ${method.id}`)
  if (input.issuer !== undefined && !method.issuers.some((issuer) => issuer.id === input.issuer))
    reject(`Unknown issuer ${input.issuer} for ${method.id}`)
  if (method.requiresBilling && !input.billing) reject(`${method.id} needs the billing address and e-mail`)
  if (!input.description.trim() || input.description.length > 255)
    reject('A description of 1 to 255 characters')
  for (const url of [input.redirectUrl, input.webhookUrl]) {
    const parsed = URL.parse(url)
    if (!parsed || !['http:', 'https:'].includes(parsed.protocol))
      reject(`Not an absolute http(s) URL: ${url}`)
  }
  if (!isLocale(input.locale)) reject(`Unknown locale ${String(input.locale)}`)
}

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/** `tr_` or `re_` and ten random letters or digits (about 59 bits), as Mollie's ids look. */
function randomId(prefix: string): string {
  let id = prefix
  for (let i = 0; i < 10; i++) id += ID_ALPHABET[randomInt(ID_ALPHABET.length)]
  return id
}

/** The language of a stored payment's page (always one of ours, but the column is plain text). */
export function paymentLocale(row: Pick<TestPaymentRow, 'locale'>): Locale {
  return isLocale(row.locale) ? row.locale : 'nl'
}

/** The test provider's own jobs, registered with the others in server/jobs/handlers.ts. */
export function testProviderJobHandlers(
  db: Database,
): Pick<JobHandlers, 'test-psp.webhook' | 'test-psp.expire'> {
  return {
    async 'test-psp.webhook'({ paymentId }, context) {
      const payment = await findTestPayment(db, paymentId)
      if (!payment) return
      await callWebhook(payment, context.signal)
      context.logger.info({ paymentId, status: payment.status }, 'test payment webhook delivered')
    },
    async 'test-psp.expire'({ paymentId }, context) {
      if ((await expireTestPayment(db, paymentId)) === 'expired')
        context.logger.info({ paymentId }, 'test payment expired')
    },
  }
}

import { and, asc, desc, eq, sql } from 'drizzle-orm'
import type { Locale } from '#core/locales'
import { dealerDecisionSchema, type DealerDecision, type DealerFilter } from '#core/schemas/back-office'
import { enqueueMail } from '#server/adapters/mail/outbox'
import type { Database } from '#server/db/client'
import { addresses, customers, type DealerStatus } from '#server/db/schema'
import { dealerDecisionMail } from '#server/domain/mail/dealer-mails'
import { readMailShop } from '#server/domain/mail/shop'
import { recordAudit } from '#server/domain/staff/audit'
import { validate } from '#server/validation'

/** Who decides: a member of staff in the back office, or the command line (`npm run dealer:approve`). */
export interface DealerDecider {
  id: string | null
  email: string
  locale: Locale
}

export interface DealerRegistration {
  id: string
  email: string
  name: string
  companyName: string
  cocNumber: string
  vatNumber: string
  status: DealerStatus
  locale: Locale
  registeredAt: Date
  decidedAt: Date | null
  /** The company's address as registered (city and country are what staff check first). */
  city: string | null
  countryIso: string | null
}

export const DEALERS_LIST_LIMIT = 200

/** The registrations with one status: pending ones oldest first (first come, first served), others newest first. */
export async function listDealerRegistrations(
  db: Database,
  filter: DealerFilter,
): Promise<DealerRegistration[]> {
  const firstAddress = db
    .selectDistinctOn([addresses.customerId], {
      customerId: addresses.customerId,
      city: addresses.city,
      countryIso: addresses.countryIso,
    })
    .from(addresses)
    .orderBy(addresses.customerId, asc(addresses.id))
    .as('first_address')
  const rows = await db
    .select({
      id: customers.id,
      email: customers.email,
      firstName: customers.firstName,
      lastName: customers.lastName,
      companyName: customers.companyName,
      cocNumber: customers.cocNumber,
      vatNumber: customers.vatNumber,
      status: customers.dealerStatus,
      locale: customers.locale,
      registeredAt: customers.createdAt,
      decidedAt: customers.dealerDecidedAt,
      city: firstAddress.city,
      countryIso: firstAddress.countryIso,
    })
    .from(customers)
    .leftJoin(firstAddress, eq(firstAddress.customerId, customers.id))
    .where(eq(customers.dealerStatus, filter.status))
    .orderBy(filter.status === 'pending' ? asc(customers.createdAt) : desc(customers.dealerDecidedAt))
    .limit(DEALERS_LIST_LIMIT)
  return rows.map(({ firstName, lastName, status, ...row }) => ({
    ...row,
    name: `${firstName} ${lastName}`.trim(),
    status: status!,
  }))
}

/** One registration by the customer's id, whatever its status; null for a consumer or an unknown id. */
export async function findDealerRegistration(
  db: Database,
  customerId: string,
): Promise<{ companyName: string; status: DealerStatus } | null> {
  const [row] = await db
    .select({ companyName: customers.companyName, status: customers.dealerStatus })
    .from(customers)
    .where(eq(customers.id, customerId))
  return row?.status ? { companyName: row.companyName, status: row.status } : null
}

export type DealerDecisionResult =
  { ok: true; status: DealerStatus } | { ok: false; reason: 'not_found' | 'already_decided' }

/**
 * Approves or rejects a pending registration: the status, the audit line and the dealer's mail (in the
 * language they registered in) in one transaction, so a decision is never made without its mail or twice.
 * Approval makes the customer a dealer from their next request (the session reads the flag each time).
 */
export async function decideDealer(
  db: Database,
  decider: DealerDecider,
  customerId: string,
  body: unknown,
  options: { publicUrl: string; loginUrl: (locale: Locale) => string; now: Date },
): Promise<DealerDecisionResult> {
  const { decision, reason } = validate(dealerDecisionSchema, body, decider.locale)
  const status = statusOf(decision)
  return db.transaction(async (transaction) => {
    const tx = transaction as Database
    const [customer] = await tx
      .select()
      .from(customers)
      .where(and(eq(customers.id, customerId), sql`${customers.dealerStatus} is not null`))
      .for('update')
    if (!customer) return { ok: false, reason: 'not_found' }
    if (customer.dealerStatus !== 'pending') return { ok: false, reason: 'already_decided' }
    await tx
      .update(customers)
      .set({ dealerStatus: status, dealerDecidedAt: options.now, updatedAt: sql`now()` })
      .where(eq(customers.id, customer.id))
    await recordAudit(tx, decider, {
      action: `dealer.${decision}`,
      entity: 'customer',
      entityId: customer.id,
      details: { email: customer.email, company: customer.companyName, ...(reason ? { reason } : {}) },
    })
    const locale = customer.locale
    const mail = dealerDecisionMail({
      locale,
      shop: await readMailShop(tx, locale, options.publicUrl),
      decision,
      name: customer.firstName || customer.email,
      company: customer.companyName,
      reason,
      loginUrl: options.loginUrl(locale),
    })
    await enqueueMail(
      tx,
      { to: customer.email, ...mail },
      {
        kind: `dealer_${status}`,
        locale,
        reference: { type: 'customer', id: customer.id },
        dedupeKey: `dealer_decision:${customer.id}`,
      },
    )
    return { ok: true, status }
  })
}

function statusOf(decision: DealerDecision): DealerStatus {
  return decision === 'approve' ? 'approved' : 'rejected'
}

/** The command line's approval by e-mail address (no member of staff: the audit line names the command). */
export async function approveDealerByEmail(
  db: Database,
  email: string,
  options: { publicUrl: string; loginUrl: (locale: Locale) => string; now: Date },
): Promise<'approved' | 'not_found' | 'not_pending'> {
  const [customer] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(sql`lower(${customers.email})`, email.trim().toLowerCase()))
  if (!customer) return 'not_found'
  const result = await decideDealer(
    db,
    { id: null, email: 'npm run dealer:approve', locale: 'en' },
    customer.id,
    { decision: 'approve' },
    options,
  )
  if (result.ok) return 'approved'
  return result.reason === 'not_found' ? 'not_found' : 'not_pending'
}

import { eq, sql } from 'drizzle-orm'
import type { Locale } from '#core/locales'
import { emptyCustomer, type Customer } from '#core/schemas/customer'
import type { Database } from '#server/db/client'
import { customers } from '#server/db/schema'
import { customerAddresses, toAddress } from './addresses'

/**
 * Customers as far as the checkout needs them (spec §3 "Customer"): found by e-mail (case-insensitive),
 * made for an order, shown with their saved addresses. The accounts issue adds the rest.
 */

export type CustomerRow = typeof customers.$inferSelect

export async function findCustomerByEmail(db: Database, email: string): Promise<CustomerRow | null> {
  const [row] = await db
    .select()
    .from(customers)
    .where(eq(sql`lower(${customers.email})`, email.trim().toLowerCase()))
  return row ?? null
}

export async function findCustomer(db: Database, id: string): Promise<CustomerRow | null> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id))
  return row ?? null
}

/**
 * The customer with this e-mail, made (without a password) when there is none. Two orders of one address
 * at once meet on the unique index and both get the same customer.
 */
export async function ensureCustomer(
  db: Database,
  values: { email: string; firstName: string; lastName: string; locale: Locale },
): Promise<CustomerRow> {
  const [created] = await db
    .insert(customers)
    .values({
      email: values.email.trim(),
      firstName: values.firstName,
      lastName: values.lastName,
      locale: values.locale,
    })
    .onConflictDoNothing()
    .returning()
  return created ?? (await findCustomerByEmail(db, values.email))!
}

export async function setPasswordHash(db: Database, customerId: string, hash: string): Promise<void> {
  await db
    .update(customers)
    .set({ passwordHash: hash, updatedAt: sql`now()` })
    .where(eq(customers.id, customerId))
}

/** The shopper as the checkout shows them: the empty customer for a guest (or an unknown id). */
export async function customerView(
  db: Database,
  customerId: string | null,
  locale: Locale,
): Promise<Customer> {
  if (!customerId) return emptyCustomer()
  const [row, saved] = await Promise.all([findCustomer(db, customerId), customerAddresses(db, customerId)])
  if (!row) return emptyCustomer()
  const names = { first_name: row.firstName, last_name: row.lastName, email: row.email }
  return {
    id: row.id,
    is_logged_in: true,
    is_dealer: row.dealerStatus === 'approved',
    ...names,
    addresses: saved.map((address) => toAddress(address, locale)),
    form: { ...names, password: '', new_password: '' },
  }
}

/** The logged-in visitor as every page's shell needs them: the name for the header, the dealer flag. */
export interface Viewer {
  first_name: string
  is_dealer: boolean
}

export async function readViewer(db: Database, customerId: string | null): Promise<Viewer | null> {
  if (!customerId) return null
  const [row] = await db
    .select({ firstName: customers.firstName, dealerStatus: customers.dealerStatus })
    .from(customers)
    .where(eq(customers.id, customerId))
  return row ? { first_name: row.firstName, is_dealer: row.dealerStatus === 'approved' } : null
}

import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm'
import type { CheckoutOutcome } from '#core/context'
import { accountRegisterSchema, customerPatchSchema, type CustomerResponse } from '#core/schemas/account'
import { emptyCustomer } from '#core/schemas/customer'
import { enqueueMail } from '#server/adapters/mail/outbox'
import type { Database } from '#server/db/client'
import { addresses, checkouts, customers, mailOutbox, reviews, sessions } from '#server/db/schema'
import { fieldErrors, guarded, loginRequired, ok, type AccountRequest } from '#server/domain/shared/outcomes'
import { accountChangedMail } from '#server/domain/mail/account-mails'
import { readMailShop } from '#server/domain/mail/shop'
import { validate } from '#server/validation'
import { customerView, findCustomer, findCustomerByEmail } from './customers'
import { logSessionIn } from './login'
import { hashPassword, verifyPassword } from '#server/domain/shared/passwords'
import { isUniqueViolation } from '#server/db/errors'

/**
 * Forget-me for a customer's orders (server/domain/orders/anonymise.ts), passed in by the wiring: orders read
 * customers, so customers do not import orders back. Answers the orders' e-mail addresses as they were.
 */
export type AnonymiseOrders = (tx: Database, customerId: string) => Promise<ReadonlyArray<{ email: string }>>

/**
 * The customer's own details (spec §3 "Customer", §5 "Account form"): read, register, change, delete
 * (forget-me). Everything acts on the session's customer only; there is no customer id in a path.
 */
export function createCustomerAccount(db: Database, publicUrl: string, anonymiseOrders: AnonymiseOrders) {
  const view = (request: AccountRequest, customerId: string | null) =>
    customerView(db, customerId, request.site.locale)

  return {
    /** The session's customer, the empty customer for a guest. */
    customer: (request: AccountRequest) => view(request, request.session.customerId),

    /** `POST /front-api/customer`: a new account, logged in at once (the guest's cart comes along). */
    async register(request: AccountRequest, body: unknown): Promise<CheckoutOutcome<CustomerResponse>> {
      return guarded(request, async () => {
        const input = validate(accountRegisterSchema, body, request.site.locale)
        // An address already known (an account, or a guest's order) is never taken over by registering:
        // its owner logs in, or proves the address through the password reset mail.
        if (await findCustomerByEmail(db, input.email)) {
          return fieldErrors(request, { email: 'account.emailTaken' })
        }
        const hash = await hashPassword(input.password)
        const [created] = await db
          .insert(customers)
          .values({
            email: input.email,
            firstName: input.first_name,
            lastName: input.last_name,
            passwordHash: hash,
            locale: request.site.locale,
          })
          .onConflictDoNothing()
          .returning({ id: customers.id })
        if (!created) return fieldErrors(request, { email: 'account.emailTaken' })
        await logSessionIn(db, request.session, created.id)
        return ok({ customer: await view(request, created.id) })
      })
    },

    /**
     * `PATCH /front-api/customer`: names and e-mail, and the password when the toggle was on. A new e-mail
     * or password needs the current password and is reported to the old address; a new password ends the
     * customer's other sessions and gives this one a new id.
     */
    async update(request: AccountRequest, body: unknown): Promise<CheckoutOutcome<CustomerResponse>> {
      const customerId = request.session.customerId
      if (!customerId) return loginRequired(request)
      return guarded(request, async () => {
        const input = validate(customerPatchSchema, body, request.site.locale)
        const row = await findCustomer(db, customerId)
        if (!row) return loginRequired(request)
        const newEmail =
          input.email !== undefined && input.email.toLowerCase() !== row.email.toLowerCase()
            ? input.email
            : null
        const newPassword = input.new_password ? input.new_password : null
        if (newEmail !== null || newPassword !== null) {
          if (!input.password) return fieldErrors(request, { password: 'account.passwordNeeded' })
          if (row.passwordHash === null || !(await verifyPassword(input.password, row.passwordHash))) {
            return fieldErrors(request, { password: 'account.wrongPassword' })
          }
        }
        if (newEmail !== null) {
          const other = await findCustomerByEmail(db, newEmail)
          if (other && other.id !== customerId) return fieldErrors(request, { email: 'account.emailTaken' })
        }
        const hash = newPassword !== null ? await hashPassword(newPassword) : null
        const locale = request.site.locale
        const taken = await db.transaction(async (tx) => {
          const [updated] = await tx
            .update(customers)
            .set({
              // The changed fields only (spec §7): one left out keeps its value.
              ...(input.first_name !== undefined ? { firstName: input.first_name } : {}),
              ...(input.last_name !== undefined ? { lastName: input.last_name } : {}),
              ...(input.email !== undefined ? { email: input.email } : {}),
              ...(hash ? { passwordHash: hash } : {}),
              updatedAt: sql`now()`,
            })
            .where(eq(customers.id, customerId))
            .returning({ id: customers.id })
            .catch((error: unknown) => {
              // Two accounts changing to one address at once meet on the unique index.
              if (isUniqueViolation(error)) return []
              throw error
            })
          if (!updated) return false
          if (hash) {
            await tx
              .delete(sessions)
              .where(and(eq(sessions.customerId, customerId), ne(sessions.id, request.session.id ?? '')))
          }
          if (newEmail !== null || hash) {
            const shop = await readMailShop(tx, locale, publicUrl)
            const mail = accountChangedMail({
              locale,
              shop,
              name: input.first_name ?? row.firstName,
              newEmail,
              passwordChanged: hash !== null,
            })
            await enqueueMail(tx, { to: row.email, ...mail }, { kind: 'account_changed', locale })
          }
          return true
        })
        if (!taken) return fieldErrors(request, { email: 'account.emailTaken' })
        if (hash) await request.session.rotate({ customerId })
        return ok({ customer: await view(request, customerId) })
      })
    },

    /**
     * `DELETE /front-api/customer` (forget-me, docs/decisions/0038): the account, its addresses, sessions
     * and reset tokens are deleted; its orders stay for the bookkeeping with the personal fields removed;
     * its carts lose their e-mail and the mails sent to it leave the outbox.
     */
    async remove(request: AccountRequest): Promise<CheckoutOutcome<CustomerResponse>> {
      const customerId = request.session.customerId
      if (!customerId) return loginRequired(request)
      await forgetCustomer(db, customerId, anonymiseOrders)
      await request.session.destroy()
      return ok({ customer: emptyCustomer() })
    },
  }
}

export async function forgetCustomer(
  db: Database,
  customerId: string,
  anonymiseOrders: AnonymiseOrders,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(customers).where(eq(customers.id, customerId)).for('update')
    if (!row) return
    const emails = new Set([row.email.toLowerCase()])
    for (const order of await anonymiseOrders(tx, customerId)) emails.add(order.email.toLowerCase())
    const own = tx.select({ id: checkouts.id }).from(checkouts).where(eq(checkouts.customerId, customerId))
    // A guest checkout's own addresses of the customer's carts; the saved ones go with the customer.
    await tx.delete(addresses).where(and(inArray(addresses.checkoutId, own), isNull(addresses.customerId)))
    await tx
      .update(checkouts)
      // Every change of a checkout raises its version (cart/optimistic-add.ts relies on it).
      .set({
        email: null,
        customerComment: '',
        customerReference: '',
        version: sql`${checkouts.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(checkouts.customerId, customerId))
    await tx.delete(mailOutbox).where(inArray(sql`lower(${mailOutbox.recipient})`, [...emails]))
    // Reviews stay on the product pages under the name they show; the address behind them goes.
    await tx
      .update(reviews)
      .set({ email: '' })
      .where(inArray(sql`lower(${reviews.email})`, [...emails]))
    await tx.delete(customers).where(eq(customers.id, customerId))
  })
}

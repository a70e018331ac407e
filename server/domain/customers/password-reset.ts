import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import type { CheckoutOutcome } from '#core/context'
import type { MessageBody } from '#core/api'
import type { Locale } from '#core/locales'
import { passwordRequestSchema, passwordResetSchema } from '#core/schemas/account'
import { enqueueMail } from '#server/adapters/mail/outbox'
import type { Database } from '#server/db/client'
import { customers, passwordResetTokens, sessions } from '#server/db/schema'
import { fieldErrors, guarded, ok } from '#server/domain/shared/outcomes'
import { passwordResetMail } from '#server/domain/mail/account-mails'
import { readMailShop } from '#server/domain/mail/shop'
import { translate } from '#server/i18n/translate'
import { validate } from '#server/validation'
import type { AccountRequest } from '#server/domain/shared/outcomes'
import { findCustomerByEmail } from './customers'
import { hashPassword } from '#server/domain/shared/passwords'

/** How long a reset link works. */
export const RESET_TOKEN_MINUTES = 60

function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/**
 * Password reset by e-mail (issue 9): the same answer whether or not the address has an account; the link
 * carries a random token of which only a hash is stored, works once and expires. It also lets a customer
 * made for a guest's order (no password yet) choose one, since it proves the address.
 */
export function createPasswordReset(deps: {
  db: Database
  publicUrl: string
  /** The absolute address of the page that takes the token (`?token=` is appended). */
  resetPageUrl: (locale: Locale) => string
  now: () => Date
}) {
  const { db } = deps
  return {
    async request(request: AccountRequest, body: unknown): Promise<CheckoutOutcome<MessageBody>> {
      return guarded(request, async () => {
        const { email } = validate(passwordRequestSchema, body, request.site.locale)
        const locale = request.site.locale
        const customer = await findCustomerByEmail(db, email)
        // Rate limited per address and e-mail in front of this (server/http/front-api/account.ts).
        if (customer) {
          const token = randomBytes(32).toString('base64url')
          const expiresAt = new Date(deps.now().getTime() + RESET_TOKEN_MINUTES * 60_000)
          await db.transaction(async (tx) => {
            await tx
              .insert(passwordResetTokens)
              .values({ customerId: customer.id, tokenHash: tokenHash(token), expiresAt })
            const shop = await readMailShop(tx, locale, deps.publicUrl)
            const resetUrl = `${deps.resetPageUrl(locale)}?token=${encodeURIComponent(token)}`
            const mail = passwordResetMail({
              locale,
              shop,
              name: customer.firstName || customer.email,
              resetUrl,
              validMinutes: RESET_TOKEN_MINUTES,
            })
            await enqueueMail(tx, { to: customer.email, ...mail }, { kind: 'password_reset', locale })
          })
        }
        return ok({ message: translate(locale, 'account.resetRequested') })
      })
    },

    /** Sets the new password; every token and session of the customer ends with it. */
    async reset(request: AccountRequest, body: unknown): Promise<CheckoutOutcome<MessageBody>> {
      return guarded(request, async () => {
        const input = validate(passwordResetSchema, body, request.site.locale)
        const hash = await hashPassword(input.password)
        const done = await db.transaction(async (tx) => {
          const [used] = await tx
            .update(passwordResetTokens)
            .set({ usedAt: sql`now()` })
            .where(
              and(
                eq(passwordResetTokens.tokenHash, tokenHash(input.token)),
                isNull(passwordResetTokens.usedAt),
                gt(passwordResetTokens.expiresAt, deps.now()),
              ),
            )
            .returning({ customerId: passwordResetTokens.customerId })
          if (!used) return false
          await tx
            .update(customers)
            .set({ passwordHash: hash, updatedAt: sql`now()` })
            .where(eq(customers.id, used.customerId))
          await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.customerId, used.customerId))
          await tx.delete(sessions).where(eq(sessions.customerId, used.customerId))
          return true
        })
        if (!done) return fieldErrors(request, { token: 'account.resetInvalid' })
        return ok({ message: translate(request.site.locale, 'account.resetDone') })
      })
    },
  }
}

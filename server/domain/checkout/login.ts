import type { CheckoutOutcome, LoginResponse } from '#core/context'
import { loginRequestSchema } from '#core/schemas/checkout-steps'
import type { Database } from '#server/db/client'
import { customerView } from '#server/domain/customers/customers'
import { authenticate, logSessionIn } from '#server/domain/customers/login'
import { validate } from '#server/validation'
import { fieldErrors, guarded, ok, type CheckoutRequest } from '#server/domain/shared/outcomes'
import { readCheckout } from './view'

/**
 * The checkout's login step (`POST /front-api/login`, `POST /front-api/logout`). A failed login answers the
 * same for an unknown e-mail and a wrong password. The accounts issue adds the rest (password reset…).
 */
export function createLogin(db: Database, now: () => Date) {
  return {
    async login(request: CheckoutRequest, body: unknown): Promise<CheckoutOutcome<LoginResponse>> {
      return guarded(request, async () => {
        const { email, password } = validate(loginRequestSchema, body, request.site.locale)
        const customerId = await authenticate(db, email, password)
        if (!customerId) return fieldErrors(request, { email: 'auth.failed' })
        const checkoutId = await logSessionIn(db, request.session, customerId)
        const { checkout } = await readCheckout(db, request.site, checkoutId, { customerId }, now())
        return ok({ customer: checkout.customer, checkout })
      })
    },

    /** Ends the session; the customer's cart stays with the customer for the next login. */
    async logout(request: CheckoutRequest): Promise<void> {
      await request.session.destroy()
    },

    customer: (request: CheckoutRequest) => customerView(db, request.session.customerId, request.site.locale),
  }
}
export type Login = ReturnType<typeof createLogin>

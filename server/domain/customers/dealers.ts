import type { CheckoutOutcome } from '#core/context'
import { dealerRegisterSchema, type DealerRegisterResponse } from '#core/schemas/dealer'
import type { VatChecker } from '#server/adapters/vat-check/port'
import type { Database } from '#server/db/client'
import { customers } from '#server/db/schema'
import { fieldErrors, guarded, ok } from '#server/domain/shared/outcomes'
import { validate } from '#server/validation'
import type { AccountRequest } from '#server/domain/shared/outcomes'
import { saveAddress } from './addresses'
import { customerView, findCustomerByEmail } from './customers'
import { logSessionIn } from './login'
import { hashPassword } from '#server/domain/shared/passwords'

/**
 * Dealer registration (spec §3, §6; docs/decisions/0041): a customer with company data whose dealer status is
 * `pending` until a staff member approves or rejects it (./dealer-decisions.ts: the back office's dealers screen,
 * or `npm run dealer:approve -- <e-mail>`). Logged in at once; dealer prices only once approved.
 */
export function createDealerRegistration(db: Database, vatChecker: VatChecker) {
  return {
    async register(request: AccountRequest, body: unknown): Promise<CheckoutOutcome<DealerRegisterResponse>> {
      return guarded(request, async () => {
        const input = validate(dealerRegisterSchema, body, request.site.locale)
        if (await findCustomerByEmail(db, input.email))
          return fieldErrors(request, { email: 'account.emailTaken' })
        const vat = input.company_vat_number
        if ((await vatChecker.check(vat.slice(0, 2), vat.slice(2))) === 'invalid') {
          return fieldErrors(request, { company_vat_number: 'validation.vatNumberUnknown' })
        }
        const hash = await hashPassword(input.password)
        const customerId = await db.transaction(async (tx) => {
          const [created] = await tx
            .insert(customers)
            .values({
              email: input.email,
              firstName: input.first_name,
              lastName: input.last_name,
              passwordHash: hash,
              dealerStatus: 'pending',
              companyName: input.company_name,
              cocNumber: input.company_coc_number,
              vatNumber: vat,
              locale: request.site.locale,
            })
            .onConflictDoNothing()
            .returning({ id: customers.id })
          if (!created) return null
          await saveAddress(tx, { customerId: created.id }, input.address, null)
          return created.id
        })
        if (!customerId) return fieldErrors(request, { email: 'account.emailTaken' })
        await logSessionIn(db, request.session, customerId)
        return ok({
          customer: await customerView(db, customerId, request.site.locale),
          dealer_status: 'pending',
        })
      })
    },
  }
}

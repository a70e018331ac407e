import type { Locale } from '#core/locales'
import type { Database } from '#server/db/client'
import { createAccountOrders } from '#server/domain/orders/account-orders'
import { createCustomerAccount } from './account'
import type { VatChecker } from '#server/adapters/vat-check/port'
import { createAddressBook } from './address-book'
import { createDealerRegistration } from './dealers'
import { createPasswordReset } from './password-reset'
import type { PageUrl } from '#server/domain/legal/order-documents'

export interface AccountDeps {
  db: Database
  publicUrl: string
  /** Absolute address of the password page, for the reset mail's link. */
  resetPageUrl: (locale: Locale) => string
  invoicePath: (orderId: string, locale: Locale) => string
  /** A shop page's absolute address in a language: the legal pages an invoice names. */
  pageUrl: PageUrl
  /** Dealers' VAT numbers (server/adapters/vat-check). */
  vatChecker: VatChecker
  now?: () => Date
}

/** Everything a customer does with their own account, wired once per app (issue 9). */
export function createAccounts(deps: AccountDeps) {
  const now = deps.now ?? (() => new Date())
  return {
    customer: createCustomerAccount(deps.db, deps.publicUrl),
    addresses: createAddressBook(deps.db),
    orders: createAccountOrders({ ...deps, now }),
    passwordReset: createPasswordReset({ ...deps, now }),
    dealers: createDealerRegistration(deps.db, deps.vatChecker),
  }
}
export type AccountsModule = ReturnType<typeof createAccounts>

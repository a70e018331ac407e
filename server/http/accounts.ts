import { createVatChecker } from '#server/adapters/vat-check/checkers'
import type { VatChecker } from '#server/adapters/vat-check/port'
import type { Config } from '#server/config'
import type { Database } from '#server/db/client'
import { createCustomerAccount } from '#server/domain/customers/account'
import { createAddressBook } from '#server/domain/customers/address-book'
import { createDealerRegistration } from '#server/domain/customers/dealers'
import { createPasswordReset } from '#server/domain/customers/password-reset'
import type { PageUrl } from '#server/domain/legal/order-documents'
import { createAccountOrders } from '#server/domain/orders/account-orders'
import { anonymiseOrdersOf } from '#server/domain/orders/anonymise'
import { INVOICE_PATH } from './invoices'
import { shopPageUrl } from './page-urls'

/**
 * Everything a customer does with their own account (issue 9), wired once per app: their details, addresses,
 * password reset and dealer registration (server/domain/customers/) and their orders (server/domain/orders/).
 * Wired here, not in a domain folder, because orders read customers: customers get what they need of orders
 * (forgetting them with the account) passed in (docs/decisions/0157). Links in the mails point to the
 * shopper's language on its host.
 */
export function createAppAccounts(deps: { config: Config; db: Database; vatChecker?: VatChecker }) {
  const { config, db } = deps
  const now = () => new Date()
  const pageUrl: PageUrl = (locale, key) => shopPageUrl(config, locale, key)
  return {
    customer: createCustomerAccount(db, config.publicUrl, anonymiseOrdersOf),
    addresses: createAddressBook(db),
    orders: createAccountOrders({
      db,
      publicUrl: config.publicUrl,
      invoicePath: (orderId, locale) => `${INVOICE_PATH}/${orderId}?locale=${locale}`,
      pageUrl,
      now,
    }),
    passwordReset: createPasswordReset({
      db,
      publicUrl: config.publicUrl,
      resetPageUrl: (locale) => shopPageUrl(config, locale, 'passwordRequest'),
      now,
    }),
    dealers: createDealerRegistration(db, deps.vatChecker ?? createVatChecker(config)),
  }
}
export type AccountsModule = ReturnType<typeof createAppAccounts>

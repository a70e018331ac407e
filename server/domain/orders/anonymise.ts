import { eq, sql } from 'drizzle-orm'
import type { Database } from '#server/db/client'
import { orders, type OrderAddress } from '#server/db/schema'

/**
 * Forget-me for orders (docs/decisions/0038): an order stays as far as the bookkeeping needs it (number,
 * date, lines, amounts, VAT per rate, the country the VAT is due in, and a business buyer's company, VAT
 * and KvK number, which a B2B invoice must keep); names, e-mail, phone, streets, comments and the delivery
 * address go. Answers the orders as they were, for the caller to find mails sent to their addresses.
 */
export async function anonymiseOrdersOf(
  tx: Database,
  customerId: string,
): Promise<Array<{ id: string; email: string }>> {
  const rows = await tx
    .select({ id: orders.id, email: orders.email, invoiceAddress: orders.invoiceAddress })
    .from(orders)
    .where(eq(orders.customerId, customerId))
    .for('update')
  for (const row of rows) {
    await tx
      .update(orders)
      .set({
        customerId: null,
        email: `removed-${row.id}@invalid`,
        invoiceAddress: anonymisedAddress(row.invoiceAddress),
        deliveryAddress: null,
        customerComment: '',
        customerReference: '',
        gaClientId: null,
        gaSessionId: null,
        anonymisedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(orders.id, row.id))
  }
  return rows
}

export function anonymisedAddress(address: OrderAddress): OrderAddress {
  const business = address.is_company
  return {
    is_company: business,
    first_name: '',
    last_name: '',
    company_name: business ? address.company_name : '',
    company_coc_number: business ? address.company_coc_number : '',
    company_vat_number: business ? address.company_vat_number : '',
    country_iso: address.country_iso,
    // A business's address is on its invoice (and public in the trade register); a person's is not kept.
    postal_code: business ? address.postal_code : '',
    house_number: business ? address.house_number : '',
    house_number_addition: business ? address.house_number_addition : '',
    address: business ? address.address : '',
    address_2: '',
    address_3: '',
    city: business ? address.city : '',
    phone_number: '',
  }
}

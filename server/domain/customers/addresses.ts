import { and, asc, eq, sql } from 'drizzle-orm'
import { addressSummaryHtml, countryName } from '#core/address/summary'
import type { Locale } from '#core/locales'
import type { Address, AddressFields } from '#core/schemas/address'
import type { Database } from '#server/db/client'
import { addresses, type OrderAddress } from '#server/db/schema'

/**
 * Addresses (spec §3 "Address"): a customer's saved ones and a guest checkout's own. Rows hold exactly the
 * form's fields; everything written here went through addressFieldsSchema first.
 */

type AddressRow = typeof addresses.$inferSelect

/** Whose address: a customer's, or a checkout's own (a guest's). */
export type AddressOwner = { customerId: string } | { checkoutId: string }

export function rowToFields(row: AddressRow): AddressFields {
  return {
    is_company: row.isCompany,
    first_name: row.firstName,
    last_name: row.lastName,
    company_name: row.companyName,
    company_coc_number: row.companyCocNumber,
    company_vat_number: row.companyVatNumber,
    country_iso: row.countryIso,
    postal_code: row.postalCode,
    house_number: row.houseNumber,
    house_number_addition: row.houseNumberAddition,
    address: row.address,
    address_2: row.address2,
    address_3: row.address3,
    city: row.city,
    phone_number: row.phoneNumber,
  }
}

/** The table's columns for an address's fields. */
export function fieldsToColumns(fields: AddressFields) {
  return {
    isCompany: fields.is_company,
    firstName: fields.first_name,
    lastName: fields.last_name,
    companyName: fields.company_name,
    companyCocNumber: fields.company_coc_number,
    companyVatNumber: fields.company_vat_number,
    countryIso: fields.country_iso,
    postalCode: fields.postal_code,
    houseNumber: fields.house_number,
    houseNumberAddition: fields.house_number_addition,
    address: fields.address,
    address2: fields.address_2,
    address3: fields.address_3,
    city: fields.city,
    phoneNumber: fields.phone_number,
  }
}

/** An address as the API shows it: its fields, a printed summary and the editable copy. */
export function toAddress(row: AddressRow, locale: Locale): Address {
  const fields = rowToFields(row)
  return {
    id: row.id,
    ...fields,
    summary_html: addressSummaryHtml(fields, countryName(locale, fields.country_iso)),
    form: { ...fields },
  }
}

/** An address as an order keeps it. */
export function toOrderAddress(fields: AddressFields): OrderAddress {
  return { ...fields }
}

export async function findAddress(db: Database, id: number): Promise<AddressRow | null> {
  const [row] = await db.select().from(addresses).where(eq(addresses.id, id))
  return row ?? null
}

/** Whether the owner may use the address: their own saved one, or the checkout's own. */
export function ownsAddress(
  row: AddressRow,
  owner: { customerId: string | null; checkoutId: string },
): boolean {
  if (row.customerId !== null) return row.customerId === owner.customerId
  return row.checkoutId === owner.checkoutId
}

export async function customerAddresses(db: Database, customerId: string): Promise<AddressRow[]> {
  return db.select().from(addresses).where(eq(addresses.customerId, customerId)).orderBy(asc(addresses.id))
}

/**
 * Saves an address: a guest's own address row of the checkout is updated in place (`replaceId`), anything
 * else gets a new row. A customer's address with exactly these fields is reused rather than copied, so
 * sending the register form twice does not fill the address book.
 */
export async function saveAddress(
  db: Database,
  owner: AddressOwner,
  fields: AddressFields,
  replaceId: number | null,
): Promise<number> {
  const columns = fieldsToColumns(fields)
  if ('checkoutId' in owner && replaceId !== null) {
    const [updated] = await db
      .update(addresses)
      .set({ ...columns, updatedAt: sql`now()` })
      .where(and(eq(addresses.id, replaceId), eq(addresses.checkoutId, owner.checkoutId)))
      .returning({ id: addresses.id })
    if (updated) return updated.id
  }
  if ('customerId' in owner) {
    const same = (await customerAddresses(db, owner.customerId)).find((row) =>
      sameFields(rowToFields(row), fields),
    )
    if (same) return same.id
  }
  const [created] = await db
    .insert(addresses)
    .values({
      ...columns,
      customerId: 'customerId' in owner ? owner.customerId : null,
      checkoutId: 'checkoutId' in owner ? owner.checkoutId : null,
    })
    .returning({ id: addresses.id })
  return created!.id
}

function sameFields(a: AddressFields, b: AddressFields): boolean {
  return (Object.keys(a) as Array<keyof AddressFields>).every((key) => a[key] === b[key])
}

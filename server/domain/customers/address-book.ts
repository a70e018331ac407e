import { and, eq, sql } from 'drizzle-orm'
import type { CheckoutOutcome } from '#core/context'
import type { AddressListResponse, AddressResponse } from '#core/schemas/account'
import { addressFieldsSchema } from '#core/schemas/address'
import type { Database } from '#server/db/client'
import { addresses } from '#server/db/schema'
import { guarded, notFound, ok } from '#server/domain/shared/outcomes'
import { validate } from '#server/validation'
import { loginRequired, type AccountRequest } from '#server/domain/shared/outcomes'
import {
  customerAddresses,
  fieldsToColumns,
  findAddress,
  rowToFields,
  saveAddress,
  toAddress,
} from './addresses'

/**
 * The customer's saved addresses (spec §7 "Customer and addresses"): only the session customer's own; any
 * other id, a guest checkout's address included, is a 404.
 */
export function createAddressBook(db: Database) {
  async function own(request: AccountRequest, id: number | null) {
    const customerId = request.session.customerId
    if (!customerId || id === null) return null
    const row = await findAddress(db, id)
    return row && row.customerId === customerId ? row : null
  }

  return {
    async list(request: AccountRequest): Promise<CheckoutOutcome<AddressListResponse>> {
      const customerId = request.session.customerId
      if (!customerId) return loginRequired(request)
      const rows = await customerAddresses(db, customerId)
      return ok({ addresses: rows.map((row) => toAddress(row, request.site.locale)) })
    },

    /** `POST /front-api/address`: answers the address (an identical saved one is reused). */
    async add(request: AccountRequest, body: unknown): Promise<CheckoutOutcome<AddressResponse>> {
      const customerId = request.session.customerId
      if (!customerId) return loginRequired(request)
      return guarded(request, async () => {
        const fields = validate(addressFieldsSchema, body, request.site.locale)
        const id = await saveAddress(db, { customerId }, fields, null)
        return ok({ address: toAddress((await findAddress(db, id))!, request.site.locale) })
      })
    },

    /** `PATCH /front-api/address/{id}`: the changed fields over the saved ones, validated as a whole. */
    async change(
      request: AccountRequest,
      id: number | null,
      body: unknown,
    ): Promise<CheckoutOutcome<AddressResponse>> {
      if (!request.session.customerId) return loginRequired(request)
      const row = await own(request, id)
      if (!row) return notFound(request)
      return guarded(request, async () => {
        const changes = body !== null && typeof body === 'object' && !Array.isArray(body) ? body : {}
        const merged = { ...rowToFields(row), ...withoutReadOnly(changes as Record<string, unknown>) }
        const fields = validate(addressFieldsSchema, merged, request.site.locale)
        const [updated] = await db
          .update(addresses)
          .set({ ...fieldsToColumns(fields), updatedAt: sql`now()` })
          .where(and(eq(addresses.id, row.id), eq(addresses.customerId, row.customerId!)))
          .returning()
        if (!updated) return notFound(request)
        return ok({ address: toAddress(updated, request.site.locale) })
      })
    },

    /** `DELETE /front-api/address/{id}`: answers the addresses left. A cart using it forgets it. */
    async remove(request: AccountRequest, id: number | null): Promise<CheckoutOutcome<AddressListResponse>> {
      const customerId = request.session.customerId
      if (!customerId) return loginRequired(request)
      const row = await own(request, id)
      if (!row) return notFound(request)
      await db.delete(addresses).where(and(eq(addresses.id, row.id), eq(addresses.customerId, customerId)))
      const rows = await customerAddresses(db, customerId)
      return ok({ addresses: rows.map((left) => toAddress(left, request.site.locale)) })
    },
  }
}

/** What the API shows but never takes back: the id, the summary, the form copy. */
function withoutReadOnly(changes: Record<string, unknown>): Record<string, unknown> {
  const { id: _id, summary_html: _summary, form: _form, ...rest } = changes
  return rest
}

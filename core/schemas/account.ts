import { z } from 'zod'
import type { OrderStatus, OrderView } from './order'
import type { Address } from './address'
import type { Customer } from './customer'
import { emailSchema, PASSWORD_MAX_LENGTH, passwordSchema } from './checkout-steps'

/**
 * The account calls (spec §3 "Customer", §5 "Account form", §7 "Customer and addresses"): bodies shared by
 * the pages and the server, which validates again. Messages are catalogue keys.
 */

const name = () =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(200, 'validation.tooLong')

/** The current password as typed: anything non-empty (it is checked, not judged). */
const currentPassword = z
  .string({ error: 'validation.required' })
  .max(PASSWORD_MAX_LENGTH, 'validation.tooLong')

/**
 * `PATCH /front-api/customer`: the changed fields only (spec §7), any of the names and the e-mail; `password`
 * (the current one) and `new_password` only when the password toggle is on (spec §4). The current password is
 * needed for a new e-mail or password. A field left out keeps its value; a field sent must be valid.
 */
export const customerPatchSchema = z
  .object({
    first_name: name().optional(),
    last_name: name().optional(),
    email: emailSchema.optional(),
    password: currentPassword.optional(),
    new_password: z.union([z.literal(''), passwordSchema]).optional(),
  })
  .strict()
export type CustomerPatch = z.output<typeof customerPatchSchema>

/** `POST /front-api/customer`: a new account, logged in at once. */
export const accountRegisterSchema = z
  .object({ first_name: name(), last_name: name(), email: emailSchema, password: passwordSchema })
  .strict()

/** `POST /front-api/password-request`. */
export const passwordRequestSchema = z.object({ email: emailSchema }).strict()

/** `POST /front-api/password-reset`: the token from the mail and the new password. */
export const passwordResetSchema = z
  .object({
    token: z.string({ error: 'account.resetInvalid' }).min(1, 'account.resetInvalid').max(200),
    password: passwordSchema,
  })
  .strict()

/** `GET /front-api/customer` and every account change answer the customer. */
export interface CustomerResponse {
  customer: Customer
}

/** A line of `GET /front-api/order`. */
export interface OrderSummary {
  id: string
  number: string
  date: string
  status: OrderStatus
  status_title: string
  /** Euros incl. VAT. */
  total: number
  item_count: number
}

export interface OrderListResponse {
  orders: OrderSummary[]
}

/** `GET /front-api/order/{id}`: the order as the confirmation shows it, plus what the account adds. */
export interface AccountOrderResponse {
  order: OrderView & {
    /** Carrier and link once the parcel is on its way; null before. */
    tracking: { carrier: string; code: string; url: string } | null
    /** The invoice's number and download path once the order is paid; null before. */
    invoice: { number: string; url: string } | null
    withdrawal: {
      /** ISO date of the last day of the withdrawal period; null when no withdrawal is possible. */
      until: string | null
      /** Whether the button is shown now. */
      possible: boolean
      /** ISO 8601 when withdrawn, else null. */
      withdrawn_at: string | null
    }
  }
}

/** The guests' withdrawal form: the order number and the order's e-mail. */
export const guestWithdrawalSchema = z
  .object({
    number: z
      .string({ error: 'validation.required' })
      .trim()
      .min(1, 'validation.required')
      .max(20, 'validation.orderNumber'),
    email: emailSchema,
  })
  .strict()

export interface AddressListResponse {
  addresses: Address[]
}
export interface AddressResponse {
  address: Address
}

/** `POST /front-api/order-withdrawal`: the guest's order as withdrawn. */
export interface GuestWithdrawalResponse {
  number: string
  withdrawn_at: string
}

import { z } from 'zod'
import { PASSWORD_MIN_LENGTH } from '../constants'
import { isCommonPassword } from '../passwords/common-passwords'
import { databaseIdSchema } from './ids'
import { addressFieldsSchema, type AddressFields } from './address'
import { POSTNL_WEEKDAYS } from './pickup-points'

/**
 * The bodies of the checkout steps (spec §3 "Checkout", §7 "Checkout"): the register form of step 1, the
 * fulfilment changes of step 2, the transaction, login and account creation. Shared by the pages (instant
 * feedback, forms without JavaScript) and the server, which validates again. Messages are catalogue keys.
 */

/** Longest customer comment and reference the shop keeps. */
export const CUSTOMER_COMMENT_MAX_LENGTH = 1000
export const CUSTOMER_REFERENCE_MAX_LENGTH = 100
export { PASSWORD_MIN_LENGTH }
export const PASSWORD_MAX_LENGTH = 200

export const emailSchema = z
  .string({ error: 'validation.email' })
  .trim()
  .min(1, 'validation.required')
  .max(254, 'validation.email')
  .pipe(z.email({ error: 'validation.email' }))

const id = databaseIdSchema

/** A field of the register form that belongs to the register itself, not to the address. */
const REGISTER_KEYS = [
  'customer_id',
  'address_id',
  'email',
  'address_invoice_same',
  'address_invoice',
] as const

const registerBaseSchema = z.object({
  /** Sent back as the form had it; the server takes the customer from the session. */
  customer_id: z.string().nullable().optional(),
  /** A saved address of the logged-in customer (or the checkout's own) instead of the address fields. */
  address_id: id('validation.addressId').nullable().optional(),
  email: emailSchema,
  address_invoice_same: z.boolean({ error: 'validation.invalid' }).default(true),
  address_invoice: z.unknown().optional(),
})

/** An address given as fields, or as the id of an address the shopper may use. */
export type AddressChoice = { address_id: number } | { fields: AddressFields }

export interface RegisterRequest {
  email: string
  address: AddressChoice
  address_invoice_same: boolean
  /** Null when the invoice goes to the delivery address. */
  address_invoice: AddressChoice | null
}

/**
 * `GET/POST/PUT /front-api/checkout/register` body: customer_id, address_id, email, address_invoice_same
 * (default true) and the address fields side by side (spec §3 "Register form address"); the invoice address
 * as an object `address_invoice` (its fields, or `{address_id}`) when address_invoice_same is false. Errors
 * of the invoice address are keyed `address_invoice.<field>`.
 */
export const registerRequestSchema = z
  .looseObject({})
  .transform((input: Record<string, unknown>, ctx): RegisterRequest => {
    // Parsed in parts, so a wrong e-mail and a wrong postal code are both reported at once.
    const base = registerBaseSchema.safeParse(
      Object.fromEntries(
        REGISTER_KEYS.filter((key) => Object.hasOwn(input, key)).map((key) => [key, input[key]]),
      ),
    )
    if (!base.success) addIssues(ctx, base.error.issues, [])
    const addressId = base.success ? (base.data.address_id ?? null) : null
    const address = addressChoice(ctx, input, addressId, [])
    const invoiceSame = base.success ? base.data.address_invoice_same : input.address_invoice_same !== false
    let invoice: AddressChoice | null = null
    if (!invoiceSame) {
      const given = input.address_invoice
      if (given === undefined || given === null || typeof given !== 'object' || Array.isArray(given)) {
        ctx.addIssue({ code: 'custom', path: ['address_invoice'], message: 'validation.invoiceAddress' })
      } else {
        const record = given as Record<string, unknown>
        const invoiceId = id('validation.addressId').nullable().optional().safeParse(record.address_id)
        if (!invoiceId.success) {
          ctx.addIssue({
            code: 'custom',
            path: ['address_invoice', 'address_id'],
            message: 'validation.addressId',
          })
        } else {
          invoice = addressChoice(ctx, record, invoiceId.data ?? null, ['address_invoice'])
        }
      }
    }
    if (!base.success || !address || (!invoiceSame && !invoice)) return z.NEVER
    return {
      email: base.data.email,
      address,
      address_invoice_same: invoiceSame,
      address_invoice: invoice,
    }
  })

/** Issues of a part, under its path, with catalogue keys only (a part's own Zod message becomes "invalid"). */
function addIssues(ctx: z.core.$RefinementCtx, issues: readonly z.core.$ZodIssue[], path: string[]): void {
  for (const issue of issues) {
    // Unknown keys are named one by one, so the form can show each under its own field.
    const keys = issue.code === 'unrecognized_keys' ? issue.keys : [null]
    for (const key of keys) {
      ctx.addIssue({
        code: 'custom',
        path: [...path, ...issue.path.map(String), ...(key === null ? [] : [key])],
        message: issue.message.startsWith('validation.') ? issue.message : 'validation.invalid',
      })
    }
  }
}

function addressChoice(
  ctx: z.core.$RefinementCtx,
  record: Record<string, unknown>,
  addressId: number | null,
  path: string[],
): AddressChoice | null {
  if (addressId !== null) return { address_id: addressId }
  const fields = Object.fromEntries(
    Object.entries(record).filter(([key]) => !(REGISTER_KEYS as readonly string[]).includes(key)),
  )
  const parsed = addressFieldsSchema.safeParse(fields)
  if (parsed.success) return { fields: parsed.data }
  addIssues(ctx, parsed.error.issues, path)
  return null
}

/** `PUT …/fulfilment`: the delivery method. */
export const fulfilmentMethodRequestSchema = z
  .object({ fulfilment_method_entry_id: id('validation.shippingMethod') })
  .strict()

/** `PUT …/fulfilment/payment`: the payment method (the provider's id, e.g. `ideal`). */
export const paymentMethodRequestSchema = z
  .object({
    payment_method_entry_id: z
      .string({ error: 'validation.paymentMethod' })
      .trim()
      .min(1, 'validation.paymentMethod')
      .max(40, 'validation.paymentMethod'),
  })
  .strict()

/** `PUT …/fulfilment/payment-bank`: the issuer of a method that has issuers. */
export const paymentBankRequestSchema = z
  .object({
    payment_method_bank_id: z
      .string({ error: 'validation.paymentBank' })
      .trim()
      .min(1, 'validation.paymentBank')
      .max(100, 'validation.paymentBank'),
  })
  .strict()

/** `PUT …/fulfilment/address`: a saved address as delivery address. */
export const deliveryAddressRequestSchema = z.object({ address_id: id('validation.addressId') }).strict()

/** `PUT …/fulfilment/addressInvoice`: a saved address as invoice address; null: the delivery address. */
export const invoiceAddressRequestSchema = z
  .object({ address_id: id('validation.addressId').nullable() })
  .strict()

const openingHoursSchema = z.partialRecord(
  z.enum(POSTNL_WEEKDAYS),
  z.array(z.string().regex(/^\d{2}:\d{2}-\d{2}:\d{2}$/, 'validation.openingHours')).max(4),
)

/**
 * `PUT …/fulfilment/address-pickup-point`: spec §3 "Checkout pickup-point address". `opening_hours_json`
 * is the location's `OpeningHours` (PostNL shape) as a JSON text.
 */
export const pickupPointRequestSchema = z
  .object({
    pickup_point_location_code: z
      .string({ error: 'validation.pickupPoint' })
      .trim()
      .min(1, 'validation.pickupPoint')
      .max(40, 'validation.pickupPoint'),
    pickup_point_name: z
      .string({ error: 'validation.required' })
      .trim()
      .min(1, 'validation.required')
      .max(200),
    opening_hours_json: z
      .string({ error: 'validation.openingHours' })
      .max(4000, 'validation.openingHours')
      .transform((text, ctx) => {
        try {
          const parsed = openingHoursSchema.safeParse(JSON.parse(text))
          if (parsed.success) return parsed.data
        } catch {
          // Not JSON: reported below.
        }
        ctx.addIssue({ code: 'custom', message: 'validation.openingHours' })
        return z.NEVER
      }),
    address: z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(200),
    house_number: z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(20),
    postal_code: z.string({ error: 'validation.postalCode' }).trim().min(1, 'validation.postalCode').max(10),
    city: z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(100),
    country_iso: z.enum(['NL', 'BE'], { error: 'validation.pickupCountry' }),
  })
  .strict()
export type PickupPointRequest = z.output<typeof pickupPointRequestSchema>

export const customerCommentRequestSchema = z
  .object({
    customer_comment: z
      .string({ error: 'validation.invalid' })
      .trim()
      .max(CUSTOMER_COMMENT_MAX_LENGTH, 'validation.tooLong'),
  })
  .strict()

export const customerReferenceRequestSchema = z
  .object({
    customer_reference: z
      .string({ error: 'validation.invalid' })
      .trim()
      .max(CUSTOMER_REFERENCE_MAX_LENGTH, 'validation.tooLong'),
  })
  .strict()

export const newsletterRequestSchema = z
  .object({ newsletter_subscription: z.boolean({ error: 'validation.invalid' }) })
  .strict()

export const createAccountFlagRequestSchema = z
  .object({ create_account: z.boolean({ error: 'validation.invalid' }) })
  .strict()

const gaId = z
  .string({ error: 'validation.invalid' })
  .trim()
  .max(100, 'validation.tooLong')
  .nullable()
  .optional()

/** `POST …/transaction`: the GA4 ids, kept for a server-side purchase event. */
export const transactionRequestSchema = z.object({ ga_client_id: gaId, ga_session_id: gaId }).strict()

/** A new password: long enough and not on the list of common passwords. */
export const passwordSchema = z
  .string({ error: 'validation.password' })
  .min(PASSWORD_MIN_LENGTH, { message: 'validation.passwordTooShort', abort: true })
  .max(PASSWORD_MAX_LENGTH, 'validation.tooLong')
  .refine((password) => !isCommonPassword(password), 'validation.passwordCommon')

/** `POST …/confirmation/create-account`: the password of the new account. */
export const confirmationAccountRequestSchema = z.object({ password: passwordSchema }).strict()

/** `POST /front-api/login`. */
export const loginRequestSchema = z
  .object({
    email: emailSchema,
    password: z
      .string({ error: 'validation.required' })
      .min(1, 'validation.required')
      .max(PASSWORD_MAX_LENGTH),
  })
  .strict()

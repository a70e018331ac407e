import { z } from 'zod'
import { parseEuroInput } from '../money'
import { CARRIERS } from '../orders/carriers'
import { FULFILMENT_KINDS } from './checkout'
import { emailSchema, loginRequestSchema, passwordSchema } from './checkout-steps'
import { ORDER_STATUSES } from './order'

/** `POST /admin/login`. `next` is where the login was asked for: a back-office path, nothing else. */
export const staffLoginSchema = loginRequestSchema
  .extend({
    next: z
      .string()
      .regex(/^\/admin(\/[\w/-]*)?(\?[\w=&%.-]*)?$/)
      .optional()
      .catch(undefined),
  })
  .strict()

/**
 * What a member of staff may do (docs/decisions/0137): `catalogue` the products, categories, brands, media,
 * knowledge articles, reviews, search and the feed; `orders` orders, withdrawals, dealers, discount codes,
 * stock and mail; `admin` everything, with the shop's settings, the staff accounts and the audit log.
 */
export const STAFF_ROLES = ['catalogue', 'orders', 'admin'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

/** `npm run staff:create` and the staff screen: a staff account; the password as strong as a customer's at least. */
export const staffCreateSchema = z
  .object({
    email: emailSchema,
    name: z.string().trim().min(1, 'validation.required').max(100, 'validation.tooLong'),
    password: passwordSchema,
    locale: z.enum(['nl', 'en']).default('nl'),
    role: z.enum(STAFF_ROLES, { error: 'validation.invalid' }).default('admin'),
  })
  .strict()

/**
 * The version a back-office form was opened at (its hidden `version` field), which its save checks
 * (docs/decisions/0137): a whole number the database's integer holds.
 */
export const editVersionSchema = z.object({
  version: z.coerce.number().int().min(1).max(2_147_483_647),
})

export const TRACKING_CODE_PATTERN = /^[A-Za-z0-9-]{4,40}$/

/**
 * `POST /admin/orders/{number}/status`: the next status; shipping needs the carrier and the parcel's
 * tracking code (spaces are dropped, as carriers print them in groups).
 */
export const orderStatusChangeSchema = z
  .object({
    status: z.enum(ORDER_STATUSES, { error: 'backOffice.validation.status' }),
    carrier: z.enum(CARRIERS, { error: 'backOffice.validation.carrier' }).optional(),
    tracking_code: z
      .string()
      .transform((code) => code.replace(/\s+/g, ''))
      .pipe(z.string().regex(TRACKING_CODE_PATTERN, 'backOffice.validation.trackingCode'))
      .optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.status !== 'shipped') return
    if (!body.carrier)
      ctx.addIssue({ code: 'custom', path: ['carrier'], message: 'backOffice.validation.carrier' })
    if (!body.tracking_code)
      ctx.addIssue({ code: 'custom', path: ['tracking_code'], message: 'backOffice.validation.trackingCode' })
  })
export type OrderStatusChange = z.infer<typeof orderStatusChangeSchema>

const dateParam = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .optional()
  .catch(undefined)

/** The order list's filters, from the query string; a value that makes no sense is ignored. */
export const orderFilterSchema = z.object({
  status: z.enum(ORDER_STATUSES).optional().catch(undefined),
  from: dateParam,
  to: dateParam,
  payment: z
    .string()
    .regex(/^[a-z_]{1,40}$/)
    .optional()
    .catch(undefined),
  delivery: z.enum(FULFILMENT_KINDS).optional().catch(undefined),
  q: z.string().trim().max(254).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).default(1).catch(1),
})
export type OrderFilter = z.infer<typeof orderFilterSchema>

/** Dealer registrations as staff handle them (issue 14); the list shows the pending ones first. */
export const DEALER_DECISIONS = ['approve', 'reject'] as const
export type DealerDecision = (typeof DEALER_DECISIONS)[number]

/** `GET /admin/dealers`: which registrations to list; anything else lists the pending ones. */
export const dealerFilterSchema = z.object({
  status: z.enum(['pending', 'approved', 'rejected']).catch('pending').default('pending'),
})
export type DealerFilter = z.infer<typeof dealerFilterSchema>

/** `POST /admin/dealers/{id}`: the decision, and for a rejection an optional reason that goes into the mail. */
export const dealerDecisionSchema = z
  .object({
    decision: z.enum(DEALER_DECISIONS, { error: 'backOffice.validation.decision' }),
    reason: z
      .string()
      .trim()
      .max(1000, 'validation.tooLong')
      .optional()
      .transform((reason) => reason || undefined),
  })
  .strict()
export type DealerDecisionInput = z.infer<typeof dealerDecisionSchema>

/** Discount codes (issue 14): a percentage off, an amount off (cents incl. VAT) or free shipping. */
export const COUPON_KINDS = ['percentage', 'fixed', 'free_shipping'] as const
export type CouponKind = (typeof COUPON_KINDS)[number]

/** `GET /admin/coupons`: switched on, switched off or all codes; anything else lists all. */
export const couponFilterSchema = z.object({
  status: z.enum(['all', 'active', 'inactive']).catch('all').default('all'),
})
export type CouponFilter = z.infer<typeof couponFilterSchema>

/** Letters, digits and dashes; stored upper-cased (the shop compares codes without regard to case). */
export const COUPON_CODE_PATTERN = /^[A-Z0-9-]{3,40}$/

/**
 * An amount in euros as staff type it ("5", "5,00", "5.00", "€ 5,-": core/money.ts `parseEuroInput`, the
 * back office's one reading), to integer cents; `digits` bounds the whole euros (6: under a million).
 */
const euroAmount = (message: string, digits = 6) =>
  z.string().transform((text, context) => {
    const cents = parseEuroInput(text)
    if (cents !== null && cents < 10 ** digits * 100) return cents
    context.addIssue({ code: 'custom', message })
    return z.NEVER
  })

const formDate = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'backOffice.coupons.validation.date')
  .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)), 'backOffice.coupons.validation.date')

/** The stored value of a kind from the form's text: whole percents, cents, or 0; null when it does not fit. */
function couponValue(kind: CouponKind, text: string): number | null {
  if (kind === 'percentage') {
    const percent = /^\d{1,3}$/.test(text) ? Number(text) : 0
    return percent >= 1 && percent <= 100 ? percent : null
  }
  if (kind === 'fixed') {
    const cents = euroAmount('backOffice.coupons.validation.amount').safeParse(text)
    return cents.success && cents.data > 0 ? cents.data : null
  }
  return text === '' ? 0 : null
}

/** An empty form field is "not given". */
const optional = <S extends z.ZodType>(schema: S) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    schema.optional(),
  )

/**
 * `POST /admin/coupons` and `POST /admin/coupons/{id}`, from the form's text fields. The value is whole
 * percents (1–100), an amount in euros (stored as cents) or nothing (free shipping). Dates are calendar days
 * in the shop's time zone (Europe/Amsterdam), the last one included.
 */
export const couponFormSchema = z
  .object({
    code: z
      .string()
      .trim()
      .transform((code) => code.toUpperCase())
      .pipe(z.string().regex(COUPON_CODE_PATTERN, 'backOffice.coupons.validation.code')),
    kind: z.enum(COUPON_KINDS, { error: 'backOffice.coupons.validation.kind' }),
    value: z.string().trim().max(20).default(''),
    valid_from: optional(formDate),
    valid_until: optional(formDate),
    minimum_order: optional(euroAmount('backOffice.coupons.validation.amount')),
    usage_limit: optional(
      z
        .string()
        .trim()
        .regex(/^\d{1,7}$/, 'backOffice.coupons.validation.limit')
        .transform(Number)
        .pipe(z.number().int().min(1, 'backOffice.coupons.validation.limit')),
    ),
  })
  .strict()
  // Runs even when another field failed, so that the form shows every problem at once.
  .superRefine(
    (form, ctx) => {
      const kind = (COUPON_KINDS as readonly unknown[]).includes(form.kind) ? form.kind : null
      const text = typeof form.value === 'string' ? form.value : ''
      if (kind && couponValue(kind, text) === null) {
        const message =
          kind === 'percentage'
            ? 'backOffice.coupons.validation.percentage'
            : kind === 'fixed'
              ? 'backOffice.coupons.validation.amount'
              : 'backOffice.coupons.validation.noValue'
        ctx.addIssue({ code: 'custom', path: ['value'], message })
      }
      const day = /^\d{4}-\d{2}-\d{2}$/
      const { valid_from: from, valid_until: until } = form
      if (typeof from === 'string' && typeof until === 'string' && day.test(from) && day.test(until)) {
        if (until < from)
          ctx.addIssue({
            code: 'custom',
            path: ['valid_until'],
            message: 'backOffice.coupons.validation.until',
          })
      }
    },
    { when: () => true },
  )
  .transform((form) => ({
    code: form.code,
    kind: form.kind,
    value: couponValue(form.kind, form.value) ?? 0,
    validFrom: form.valid_from ?? null,
    validUntil: form.valid_until ?? null,
    minimumOrderCents: form.minimum_order ?? 0,
    usageLimit: form.usage_limit ?? null,
  }))
export type CouponForm = z.output<typeof couponFormSchema>

/** `POST /admin/coupons/{id}/active`: switch a code off or on again. */
export const couponActiveSchema = z
  .object({
    active: z.enum(['true', 'false'], { error: 'validation.invalid' }).transform((v) => v === 'true'),
  })
  .strict()
/**
 * Settings screen (issue 14, docs/decisions/0072). Each section is its own form; every field arrives as
 * text. Amounts are typed in euros the Dutch way ("5,00", "4.95", "50") and leave as integer cents.
 */
const requiredText = (max: number) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(max, 'validation.tooLong')

/** Euros typed with a comma or a point and at most two decimals, as integer cents (up to € 10 million). */
export const euroAmountSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, 'validation.required')
  .pipe(euroAmount('backOffice.validation.amount', 8))

/** As `euroAmountSchema`, but empty means "none" (a rate that is never free). */
const optionalEuroAmountSchema = z
  .string()
  .trim()
  .optional()
  .transform((euros) => euros || undefined)
  .pipe(euroAmountSchema.optional())
  .transform((cents) => cents ?? null)

/** `POST /admin/settings/company`: the company behind the shop and its physical store's address. */
export const companySettingsSchema = z
  .object({
    company_name: requiredText(100),
    legal_name: requiredText(150),
    coc_number: z
      .string({ error: 'validation.required' })
      .transform((number) => number.replace(/\s+/g, ''))
      .pipe(z.string().regex(/^\d{8}$/, 'backOffice.validation.coc')),
    vat_number: z
      .string({ error: 'validation.required' })
      .transform((number) => number.replace(/[\s.]+/g, '').toUpperCase())
      .pipe(z.string().regex(/^[A-Z]{2}[0-9A-Z]{2,13}$/, 'backOffice.validation.vatNumber')),
    iban: z
      .string()
      .trim()
      .max(42, 'validation.tooLong')
      .regex(/^([A-Za-z]{2}\d{2}[A-Za-z0-9 ]{8,36})?$/, 'backOffice.validation.iban')
      .default(''),
    street: requiredText(150),
    postal_code: requiredText(12),
    city: requiredText(100),
    email: emailSchema,
    phone: z
      .string({ error: 'validation.required' })
      .trim()
      .regex(/^\+?[0-9][0-9 ()-]{5,24}$/, 'backOffice.validation.phone'),
  })
  .strict()
export type CompanySettingsInput = z.infer<typeof companySettingsSchema>

const WEEKDAY_NAMES = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const
const timeSchema = z
  .string()
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$|^$/, 'backOffice.validation.time')
  .default('')

/**
 * `POST /admin/settings/opening-hours`: per weekday `{day}_opens` and `{day}_closes` ("09:30"); both empty
 * is a closed day. Stored as the shop shows it: "09:30 - 18:00", or null.
 */
export const openingHoursSettingsSchema = z
  .object(
    Object.fromEntries(
      WEEKDAY_NAMES.flatMap((day) => [
        [`${day}_opens`, timeSchema],
        [`${day}_closes`, timeSchema],
      ]),
    ) as Record<`${(typeof WEEKDAY_NAMES)[number]}_${'opens' | 'closes'}`, typeof timeSchema>,
  )
  .strict()
  .superRefine((hours, context) => {
    for (const day of WEEKDAY_NAMES) {
      const opens = hours[`${day}_opens`]
      const closes = hours[`${day}_closes`]
      if (opens === '' && closes === '') continue
      if (opens === '')
        context.addIssue({ code: 'custom', path: [`${day}_opens`], message: 'validation.required' })
      else if (closes === '')
        context.addIssue({ code: 'custom', path: [`${day}_closes`], message: 'validation.required' })
      else if (closes <= opens)
        context.addIssue({
          code: 'custom',
          path: [`${day}_closes`],
          message: 'backOffice.validation.closesBeforeOpens',
        })
    }
  })
  .transform((hours) =>
    WEEKDAY_NAMES.map((day) => {
      const opens = hours[`${day}_opens`]
      return { day, value: opens === '' ? null : `${opens} - ${hours[`${day}_closes`]}` }
    }),
  )
export type OpeningHoursInput = z.infer<typeof openingHoursSettingsSchema>

/** `POST /admin/settings/shipping`: every rate's price and its free-shipping threshold (empty: never free). */
export const shippingSettingsSchema = z
  .object({
    rates: z
      .array(
        z
          .object({
            id: z.coerce.number({ error: 'validation.invalid' }).int().positive(),
            price: euroAmountSchema,
            free_from: optionalEuroAmountSchema,
          })
          .strict(),
      )
      .min(1, 'validation.required')
      .max(500, 'validation.tooMany'),
  })
  .strict()
export type ShippingSettingsInput = z.infer<typeof shippingSettingsSchema>

/** `POST /admin/settings/instalments`: the three-instalment switch (a checkbox) and its limit in euros. */
export const instalmentSettingsSchema = z
  .object({
    enabled: z
      .enum(['on'], { error: 'validation.invalid' })
      .optional()
      .transform((checked) => checked === 'on'),
    limit: euroAmountSchema,
  })
  .strict()
export type InstalmentSettingsInput = z.infer<typeof instalmentSettingsSchema>

/** One language's selling points typed one per line: empty lines dropped, 1 to 8 points of 80 characters. */
const sellingPointLinesSchema = z
  .string({ error: 'validation.required' })
  .transform((text) =>
    text
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter((line) => line !== ''),
  )
  .pipe(
    z
      .array(z.string().max(80, 'backOffice.validation.sellingPointLength'))
      .min(1, 'validation.required')
      .max(8, 'backOffice.validation.sellingPointCount'),
  )

/** `POST /admin/settings/selling-points`: the header's selling points in each of the shop's languages. */
export const sellingPointsSettingsSchema = z
  .object({ nl: sellingPointLinesSchema, en: sellingPointLinesSchema, de: sellingPointLinesSchema })
  .strict()
export type SellingPointsSettingsInput = z.infer<typeof sellingPointsSettingsSchema>

/** Longest reason staff give for taking a published review down (it goes into the audit log). */
export const REVIEW_REMOVAL_REASON_MAX = 500

/** The back office's "remove" form for a published review: why, in a few words (docs/decisions/0096). */
export const reviewRemovalSchema = z
  .object({
    reason: z.string({ error: 'validation.required' }).trim().min(1).max(REVIEW_REMOVAL_REASON_MAX),
  })
  .strict()

/** The back office's published reviews: a search (product, reviewer, e-mail or text) and a page. */
export const publishedReviewsQuerySchema = z.object({
  q: z.string().trim().max(100).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(1000).catch(1).default(1),
})

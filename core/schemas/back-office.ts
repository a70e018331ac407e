import { z } from 'zod'
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

/** `npm run staff:create`: a staff account; the password as strong as a customer's at least. */
export const staffCreateSchema = z
  .object({
    email: emailSchema,
    name: z.string().trim().min(1, 'validation.required').max(100, 'validation.tooLong'),
    password: passwordSchema,
    locale: z.enum(['nl', 'en']).default('nl'),
  })
  .strict()

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
  .regex(/^\d{1,8}([.,]\d{1,2})?$/, 'backOffice.validation.amount')
  .transform((euros) => Math.round(Number(euros.replace(',', '.')) * 100))

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

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

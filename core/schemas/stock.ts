import { z } from 'zod'

/** The most pieces a stock change may name: a typing slip of many zeroes is refused, not stored. */
export const STOCK_ADJUST_MAX = 1_000_000

const wholeNumber = z.coerce
  .number({ error: 'backOffice.stock.validation.amount' })
  .int('backOffice.stock.validation.amount')

/**
 * `POST /admin/stock/{id}` (back office, docs/decisions/0065): a new stock figure (`set`) or a change by a
 * number of pieces (`delta`, + or -), with the reason staff give for it (kept in the audit log).
 */
export const stockAdjustSchema = z
  .object({
    mode: z.enum(['set', 'delta'], { error: 'backOffice.stock.validation.mode' }),
    amount: wholeNumber
      .min(-STOCK_ADJUST_MAX, 'backOffice.stock.validation.amount')
      .max(STOCK_ADJUST_MAX, 'backOffice.stock.validation.amount'),
    reason: z
      .string({ error: 'backOffice.stock.validation.reason' })
      .trim()
      .min(3, 'backOffice.stock.validation.reason')
      .max(500, 'validation.tooLong'),
  })
  .strict()
  .superRefine((value, context) => {
    if (value.mode === 'set' && value.amount < 0)
      context.addIssue({ code: 'custom', path: ['amount'], message: 'backOffice.stock.validation.negative' })
    if (value.mode === 'delta' && value.amount === 0)
      context.addIssue({ code: 'custom', path: ['amount'], message: 'backOffice.stock.validation.zero' })
  })
export type StockAdjustment = z.infer<typeof stockAdjustSchema>

/** `GET /admin/stock?q=`: a product's id, reference, EAN or (part of its) name. */
export const stockSearchSchema = z.object({
  q: z.string().trim().max(100).optional().catch(undefined),
})

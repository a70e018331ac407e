import { z } from 'zod'

/**
 * The shape of a payment id of both payment providers (`tr_` and letters or digits, as Mollie's). The
 * webhook checks it before anything else; it says nothing about whether the payment exists.
 */
export const PAYMENT_ID_PATTERN = /^tr_[A-Za-z0-9]{5,32}$/

/** The payment provider's webhook call: a form-encoded `id`, nothing else (docs/decisions/0019). */
export const paymentWebhookSchema = z.object({
  id: z.string({ error: 'validation.required' }).regex(PAYMENT_ID_PATTERN, 'validation.invalid'),
})

/** What the shopper can make a payment on the test provider's page. */
export const TEST_PAYMENT_OUTCOMES = ['paid', 'failed', 'canceled', 'expired'] as const
export type TestPaymentOutcome = (typeof TEST_PAYMENT_OUTCOMES)[number]

/** The test provider's payment page form (server/http/test-psp.ts). */
export const testPaymentFormSchema = z.object({
  status: z.enum(TEST_PAYMENT_OUTCOMES, { error: 'testPsp.error.outcome' }),
  issuer: z.string().max(32, 'testPsp.error.bank').optional(),
})

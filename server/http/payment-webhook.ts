import type { Hono } from 'hono'
import { paymentWebhookSchema } from '#core/schemas/payments'
import type { PaymentWebhookHandler } from '../adapters/payments/port'
import { validate } from '../validation'
import type { AppEnv } from './env'
import { readFormFields } from './form'

export const PAYMENT_WEBHOOK_PATH = '/webhooks/payments'

/**
 * `POST /webhooks/payments` (docs/decisions/0019): server-to-server, outside /front-api, so no
 * X-Requested-With and no cookie; the body is a form-encoded `id`. Answers as Mollie expects: 200 when
 * handled, also for an id the shop does not know (the endpoint tells nothing about which ids exist);
 * 422 for a body without a well-formed id; 500 only when the handler failed, so the provider tries again.
 */
export function mountPaymentWebhook(app: Hono<AppEnv>, handle: PaymentWebhookHandler): void {
  app.post(PAYMENT_WEBHOOK_PATH, async (c) => {
    const { id } = validate(paymentWebhookSchema, await readFormFields(c), c.get('locale'))
    const logger = c.get('logger').child({ paymentId: id })
    logger.info('payment webhook')
    // A failure goes to the app's error handler: logged with the request id, answered 500 without details.
    await handle(id, { logger })
    return c.body(null, 200)
  })
}

import type { PaymentProvider, PaymentWebhookHandler } from '../../adapters/payments/port'

/**
 * The webhook handler while no order domain has registered its own (AppDeps.onPaymentWebhook): it does
 * the part every handler must do first, fetching the payment back from the provider, and logs what it
 * found. An unknown id is logged and answered like any other.
 */
export function fetchAndLogPayment(provider: PaymentProvider): PaymentWebhookHandler {
  return async (paymentId, { logger }) => {
    const payment = await provider.getPayment(paymentId)
    if (!payment) {
      logger.info('payment webhook for a payment the provider does not know')
      return
    }
    logger.info({ status: payment.status, metadata: payment.metadata }, 'payment status fetched')
  }
}

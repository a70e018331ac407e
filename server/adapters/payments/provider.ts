import type { Config } from '../../config'
import type { Database } from '../../db/client'
import { createMollieProvider } from './mollie-provider'
import type { PaymentProvider } from './port'
import { createTestPaymentProvider } from './test-provider'

/** Mollie when MOLLIE_API_KEY is set, else the built-in test provider (its page is served by the shop). */
export function createPaymentProvider(
  config: Pick<Config, 'mollieApiKey' | 'publicUrl'>,
  db: Database,
): PaymentProvider {
  if (config.mollieApiKey) return createMollieProvider({ apiKey: config.mollieApiKey })
  return createTestPaymentProvider({ db, publicUrl: config.publicUrl })
}

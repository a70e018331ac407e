import type { CreatePaymentInput } from '#server/adapters/payments/port'
import { testProviderJobHandlers } from '#server/adapters/payments/test-provider'
import type { Database } from '#server/db/client'
import { startWorker } from '#server/jobs/worker'
import { createMemoryLogger } from './app'
import { eventually } from './eventually'

/** A billing address as in3 needs it (both providers refuse in3 without one). */
export const IN3_BILLING: NonNullable<CreatePaymentInput['billing']> = {
  givenName: 'Anna',
  familyName: 'de Vries',
  email: 'anna@example.com',
  streetAndNumber: 'Dorpsstraat 1',
  postalCode: '3931 EP',
  city: 'Woudenberg',
  countryIso: 'NL',
}

/** A payment as the checkout would ask for it, its URLs on `origin`. */
export function paymentInput(
  origin: string,
  overrides: Partial<CreatePaymentInput> = {},
): CreatePaymentInput {
  return {
    amountCents: 12345,
    description: 'Bestelling 2025-000123',
    method: 'ideal',
    locale: 'nl',
    redirectUrl: `${origin}/checkout/abc/bevestiging`,
    webhookUrl: `${origin}/webhooks/payments`,
    metadata: { checkoutId: 'abc' },
    ...overrides,
  }
}

/**
 * Runs the test provider's jobs (webhook calls, expiry) in a worker until the assertion holds (or
 * `timeoutMs` has gone by).
 */
export async function runProviderJobsUntil(
  db: Database,
  assertion: () => unknown,
  timeoutMs?: number,
): Promise<void> {
  const worker = startWorker({
    db,
    logger: createMemoryLogger().logger,
    handlers: testProviderJobHandlers(db),
    pollMs: 20,
  })
  try {
    await eventually(assertion, timeoutMs)
  } finally {
    await worker.stop()
  }
}

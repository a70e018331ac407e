import type { PaymentIssuer, PaymentMethodId } from './port'

/**
 * The test provider's methods, with the limits and session times Mollie publishes for them (EUR), so
 * the checkout meets the same boundaries offline as with Mollie (docs/decisions/0019).
 */
export interface TestMethod {
  id: PaymentMethodId
  minimumCents: number
  maximumCents: number
  /** Countries of the shopper where the method is offered; null: everywhere. */
  countries: readonly string[] | null
  /** How long an unpaid payment stays open before it expires. */
  expiresAfterMs: number
  issuers: readonly PaymentIssuer[]
  /** A billing address and e-mail are required (in3 checks the shopper). */
  requiresBilling: boolean
}

const MINUTE = 60 * 1000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

export const TEST_METHODS: readonly TestMethod[] = [
  // iDEAL 2.0: the bank is chosen at iDEAL itself, so no issuers here.
  method('ideal', 1, 5_000_000, 15 * MINUTE),
  method('bancontact', 2, 5_000_000, 15 * MINUTE),
  method('kbc', 1, 5_000_000, 15 * MINUTE, {
    issuers: [
      { id: 'kbc', name: 'KBC' },
      { id: 'cbc', name: 'CBC' },
    ],
  }),
  method('creditcard', 1, 1_000_000, 30 * MINUTE),
  method('paypal', 1, 1_000_000, 3 * HOUR),
  method('banktransfer', 1, 100_000_000, 12 * DAY),
  method('in3', 5_000, 500_000, 48 * HOUR, { countries: ['NL'], requiresBilling: true }),
]

function method(
  id: PaymentMethodId,
  minimumCents: number,
  maximumCents: number,
  expiresAfterMs: number,
  extra: Partial<Pick<TestMethod, 'countries' | 'issuers' | 'requiresBilling'>> = {},
): TestMethod {
  return {
    id,
    minimumCents,
    maximumCents,
    expiresAfterMs,
    countries: extra.countries ?? null,
    issuers: extra.issuers ?? [],
    requiresBilling: extra.requiresBilling ?? false,
  }
}

export function testMethod(id: string): TestMethod | undefined {
  return TEST_METHODS.find((candidate) => candidate.id === id)
}

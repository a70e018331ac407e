import { describe, expect, it } from 'vitest'
import type { PaymentMethodInfo, PaymentProvider } from '#server/adapters/payments/port'
import { createMethodLister, offeredMethods } from './methods'

const method = (
  id: PaymentMethodInfo['id'],
  overrides: Partial<PaymentMethodInfo> = {},
): PaymentMethodInfo => ({
  id,
  description: id,
  minimumCents: null,
  maximumCents: null,
  issuers: [],
  image: null,
  ...overrides,
})

const listed = [
  method('in3', { minimumCents: 5000, maximumCents: 500_000 }),
  method('paypal'),
  method('kbc', {
    issuers: [
      { id: 'kbc', name: 'KBC' },
      { id: 'cbc', name: 'CBC' },
    ],
  }),
  method('ideal'),
]
const on = { enabled: true, limit_cents: 300_000 }

describe('offered payment methods', () => {
  it('keep the shop’s order, name the methods from the catalogue and pass issuers on', () => {
    const offered = offeredMethods(listed, 10_000, on, 'nl')
    expect(offered.map((m) => m.id)).toEqual(['ideal', 'kbc', 'paypal', 'in3'])
    expect(offered[0]).toEqual({ id: 'ideal', title: 'iDEAL', image: null, issuers: [] })
    expect(offered[1]!.issuers).toEqual([
      { id: 'kbc', name: 'KBC' },
      { id: 'cbc', name: 'CBC' },
    ])
  })

  it('offer in3 only when enabled and the total is at most the limit (spec §9)', () => {
    const ids = (total: number, setting = on) => offeredMethods(listed, total, setting, 'en').map((m) => m.id)
    expect(ids(300_000)).toContain('in3')
    expect(ids(300_001)).not.toContain('in3')
    expect(ids(10_000, { enabled: false, limit_cents: 300_000 })).not.toContain('in3')
    // The provider's own minimum still applies.
    expect(ids(4_999)).not.toContain('in3')
  })
})

describe('the method lister', () => {
  it('asks the provider once a minute per amount, country and language, and again after a failure', async () => {
    let calls = 0
    let fail = false
    const provider = {
      listMethods: async () => {
        calls += 1
        if (fail) throw new Error('provider down')
        return listed
      },
    } as unknown as PaymentProvider
    let clock = 0
    const list = createMethodLister(provider, () => clock)
    const input = { amountCents: 1000, locale: 'nl' as const, countryIso: 'NL' }
    await list(input)
    await list(input)
    expect(calls).toBe(1)
    await list({ ...input, amountCents: 1001 })
    expect(calls).toBe(2)
    clock = 60_001
    fail = true
    await expect(list(input)).rejects.toThrow('provider down')
    fail = false
    await list(input)
    expect(calls).toBe(4)
    expect(await createMethodLister(null)(input)).toEqual([])
  })
})

import type { Locale } from '#core/locales'
import type { PaymentMethodOption } from '#core/schemas/checkout'
import { PAYMENT_METHODS, type PaymentMethodInfo, type PaymentProvider } from '#server/adapters/payments/port'
import type { ThreeInstalmentsSetting } from '#core/schemas/shell'
import { paymentMethodTitle } from './method-names'

/**
 * The methods a checkout can be paid with: what the provider offers for this amount and country, in the
 * shop's order, within each method's limits; in3 only when it is enabled and the total incl. VAT is at
 * most the limit (spec §9). Names come from the shop's catalogue.
 */
export function offeredMethods(
  listed: readonly PaymentMethodInfo[],
  totalCents: number,
  instalments: ThreeInstalmentsSetting,
  locale: Locale,
): PaymentMethodOption[] {
  const byId = new Map(listed.map((method) => [method.id, method]))
  const options: PaymentMethodOption[] = []
  for (const id of PAYMENT_METHODS) {
    const method = byId.get(id)
    if (!method) continue
    if (method.minimumCents !== null && totalCents < method.minimumCents) continue
    if (method.maximumCents !== null && totalCents > method.maximumCents) continue
    if (id === 'in3' && (!instalments.enabled || totalCents > instalments.limit_cents)) continue
    options.push({
      id,
      title: paymentMethodTitle(locale, id),
      image: method.image,
      issuers: method.issuers.map((issuer) => ({ id: issuer.id, name: issuer.name })),
    })
  }
  return options
}

/** How long a provider's method list is reused for the same amount, country and language. */
const METHODS_CACHE_MS = 60_000
const METHODS_CACHE_SIZE = 500

/**
 * The provider's method lists, kept for a minute: the fulfilment page asks after every change, and a
 * provider's list changes only when the owner changes the account. Without a provider: no methods.
 */
export function createMethodLister(provider: PaymentProvider | null, now: () => number = Date.now) {
  const cache = new Map<string, { at: number; methods: Promise<PaymentMethodInfo[]> }>()
  return async (input: {
    amountCents: number
    locale: Locale
    countryIso: string
  }): Promise<PaymentMethodInfo[]> => {
    if (!provider || input.amountCents <= 0) return []
    const key = `${input.locale}|${input.countryIso}|${input.amountCents}`
    const hit = cache.get(key)
    if (hit && now() - hit.at < METHODS_CACHE_MS) return hit.methods
    const methods = provider.listMethods(input)
    cache.set(key, { at: now(), methods })
    // A failed list is not kept: the next read asks again.
    methods.catch(() => cache.delete(key))
    if (cache.size > METHODS_CACHE_SIZE) cache.delete(cache.keys().next().value!)
    return methods
  }
}
export type MethodLister = ReturnType<typeof createMethodLister>

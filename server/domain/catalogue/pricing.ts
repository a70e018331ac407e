import { centsToEuros } from '#core/money'
import type { ProductPrices } from '#core/schemas/catalogue'

/** What the shopper pays now: the sale price when it is lower than the price, else the price. */
export function currentPriceCents(priceCents: number, salePriceCents: number | null): number {
  return salePriceCents !== null && salePriceCents < priceCents ? salePriceCents : priceCents
}

/**
 * Prices as the API sends them (euros). A sale exists only when the sale price is lower than the price;
 * its percentage is round((1 - sale / price) * 100), so a tiny discount can show 0 or 1 %. Whether the
 * label is shown (from 5 %) and what dealers see are the UI's rules.
 */
export function productPrices(priceCents: number, salePriceCents: number | null): ProductPrices {
  const now = currentPriceCents(priceCents, salePriceCents)
  if (now === priceCents) return { price: centsToEuros(priceCents), sale: null }
  return {
    price: centsToEuros(now),
    sale: {
      price_original: centsToEuros(priceCents),
      price_sale: centsToEuros(now),
      percentage: priceCents === 0 ? 0 : Math.round((1 - now / priceCents) * 100),
    },
  }
}

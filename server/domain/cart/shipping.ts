import { and, asc, eq, sql } from 'drizzle-orm'
import type { Locale } from '#core/locales'
import type { Database } from '#server/db/client'
import {
  ALL_LOCALES,
  settings,
  shippingMethods,
  shippingRates,
  type Localized,
  type ShippingMethodKind,
} from '#server/db/schema'

/** What one delivery method costs in one country (incl. VAT) and from which order amount it is free. */
export interface ShippingRate {
  methodId: number
  methodCode: string
  kind: ShippingMethodKind
  /** The method's name in every language, for orders (which keep what the shopper saw). */
  names: Localized
  countryIso: string
  methodName: string
  position: number
  priceCents: number
  /** Free from this amount of goods (incl. VAT, after discount); null: never free. */
  freeFromCents: number | null
}

export interface ShippingQuote {
  /** Null when nothing is shipped (an empty cart) or no method serves the country. */
  methodCode: string | null
  methodName: string | null
  costCents: number
  /** Still to spend for free shipping; 0 when it is free already or cannot become free. */
  amountForFreeCents: number
}

const NOTHING: ShippingQuote = { methodCode: null, methodName: null, costCents: 0, amountForFreeCents: 0 }

/** What a rate costs at this amount of goods: nothing from its free threshold on. */
export function rateCost(rate: ShippingRate, goodsCents: number): number {
  return rate.freeFromCents !== null && goodsCents >= rate.freeFromCents ? 0 : rate.priceCents
}

/**
 * The shipping costs the cart shows until a delivery method is chosen: the cheapest active method for the
 * country at this amount of goods (a method above its free threshold costs nothing), the earlier method
 * on a tie. The amount left for free shipping is the least any method still needs. Pickup in the shop is
 * no shipping, so it is left out of the estimate (it would make every cart's shipping free).
 */
export function quoteShipping(
  allRates: readonly ShippingRate[],
  goodsCents: number,
  options: { hasGoods: boolean; freeShipping: boolean },
): ShippingQuote {
  const rates = allRates.filter((rate) => rate.kind !== 'store_pickup')
  if (!options.hasGoods || rates.length === 0) return NOTHING
  const cost = (rate: ShippingRate) => rateCost(rate, goodsCents)
  const [cheapest] = [...rates].sort((a, b) => cost(a) - cost(b) || a.position - b.position)
  const chosen = { methodCode: cheapest!.methodCode, methodName: cheapest!.methodName }
  if (options.freeShipping) return { ...chosen, costCents: 0, amountForFreeCents: 0 }
  const costCents = cost(cheapest!)
  const left = rates
    .filter((rate) => rate.freeFromCents !== null && rate.freeFromCents > goodsCents)
    .map((rate) => rate.freeFromCents! - goodsCents)
  return {
    ...chosen,
    costCents,
    amountForFreeCents: costCents > 0 && left.length > 0 ? Math.min(...left) : 0,
  }
}

/**
 * The shipping costs of a chosen method: its rate (free from its threshold, or with a free-shipping code);
 * the amount left for free shipping is what this method still needs.
 */
export function quoteChosenShipping(
  rate: ShippingRate,
  goodsCents: number,
  options: { hasGoods: boolean; freeShipping: boolean },
): ShippingQuote {
  if (!options.hasGoods) return NOTHING
  const chosen = { methodCode: rate.methodCode, methodName: rate.methodName }
  const costCents = options.freeShipping ? 0 : rateCost(rate, goodsCents)
  const left = rate.freeFromCents !== null && costCents > 0 ? rate.freeFromCents - goodsCents : 0
  return { ...chosen, costCents, amountForFreeCents: Math.max(0, left) }
}

/** The active methods' rates for a country, names in the language. */
export async function loadShippingRates(
  db: Database,
  countryIso: string,
  locale: Locale,
): Promise<ShippingRate[]> {
  return db
    .select({
      methodId: shippingMethods.id,
      methodCode: shippingMethods.code,
      kind: shippingMethods.kind,
      names: shippingMethods.name,
      countryIso: sql<string>`${shippingRates.countryIso}`,
      methodName: sql<string>`${shippingMethods.name}->>${locale}`,
      position: shippingMethods.position,
      priceCents: shippingRates.priceCents,
      freeFromCents: shippingRates.freeFromCents,
    })
    .from(shippingRates)
    .innerJoin(shippingMethods, eq(shippingMethods.id, shippingRates.methodId))
    .where(and(eq(shippingRates.countryIso, countryIso), eq(shippingMethods.active, true)))
    .orderBy(asc(shippingMethods.position), asc(shippingMethods.id))
}

/** The shop's default country (setting `default_country`), where a new cart's shipping is computed for. */
export async function defaultCountry(db: Database): Promise<string> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(and(eq(settings.key, 'default_country'), eq(settings.locale, ALL_LOCALES)))
  return typeof row?.value === 'string' && /^[A-Z]{2}$/.test(row.value) ? row.value : FALLBACK_COUNTRY
}

export const FALLBACK_COUNTRY = 'NL'

/** defaultCountry() as an SQL expression, for a statement that needs it (a new checkout's INSERT). */
export const defaultCountrySql = sql<string>`coalesce((
  select ${settings.value} #>> '{}' from ${settings}
  where ${settings.key} = 'default_country' and ${settings.locale} = ${ALL_LOCALES}
    and jsonb_typeof(${settings.value}) = 'string' and ${settings.value} #>> '{}' ~ '^[A-Z]{2}$'
), ${FALLBACK_COUNTRY})`

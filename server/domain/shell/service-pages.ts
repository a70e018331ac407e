import { and, asc, eq } from 'drizzle-orm'
import { countryName } from '#core/address/summary'
import type { Locale } from '#core/locales'
import type { PaymentPageData, ShippingPageCountry, ShippingPageData } from '#core/schemas/service'
import type { PaymentProvider } from '#server/adapters/payments/port'
import type { Database } from '#server/db/client'
import { countries, shippingMethods, shippingRates } from '#server/db/schema'
import { readSettings } from '#server/db/settings'
import type { CatalogueChanges } from '#server/domain/catalogue/changes'
import { generationCache } from '#server/domain/catalogue/generation-cache'
import { defaultCountry } from '#server/domain/cart/shipping'
import { paymentMethodTitle } from '#server/domain/orders/payments/method-names'

/**
 * An order amount to ask the payment provider about: methods with a minimum above it (in3 starts at € 50)
 * are still listed, methods that stop below it are not hidden. Limits are shown with each method.
 */
const SAMPLE_ORDER_CENTS = 10_000

export interface ServicePages {
  shipping(locale: Locale): Promise<ShippingPageData>
  payment(locale: Locale): Promise<PaymentPageData>
}

/**
 * The data of the customer service pages that comes from the shop's settings, so that no price or method
 * is typed into their text: delivery methods and rates, the payment methods. Kept per catalogue generation
 * like the shell (settings and shipping tables notify, migration 0009).
 */
export function createServicePages(
  db: Database,
  payments: PaymentProvider | null,
  changes?: CatalogueChanges,
): ServicePages {
  const shipping = generationCache<ShippingPageData>(changes, 3)
  return {
    shipping: (locale) => shipping.get(locale, () => readShippingPage(db, locale)),
    payment: (locale) => readPaymentPage(db, payments, locale),
  }
}

/** Every enabled country with the active methods that deliver there, in the shop's order. */
export async function readShippingPage(db: Database, locale: Locale): Promise<ShippingPageData> {
  const rows = await db
    .select({
      iso: countries.iso,
      code: shippingMethods.code,
      kind: shippingMethods.kind,
      name: shippingMethods.name,
      priceCents: shippingRates.priceCents,
      freeFromCents: shippingRates.freeFromCents,
    })
    .from(countries)
    .innerJoin(shippingRates, eq(shippingRates.countryIso, countries.iso))
    .innerJoin(shippingMethods, eq(shippingMethods.id, shippingRates.methodId))
    .where(and(eq(countries.enabled, true), eq(shippingMethods.active, true)))
    .orderBy(
      asc(countries.position),
      asc(countries.iso),
      asc(shippingMethods.position),
      asc(shippingMethods.id),
    )
  const byCountry = new Map<string, ShippingPageCountry>()
  for (const row of rows) {
    let country = byCountry.get(row.iso)
    if (!country) {
      country = { country_iso: row.iso, country: countryName(locale, row.iso), methods: [] }
      byCountry.set(row.iso, country)
    }
    country.methods.push({
      code: row.code,
      kind: row.kind,
      name: row.name[locale] ?? row.name.nl,
      price_cents: row.priceCents,
      free_from_cents: row.freeFromCents,
    })
  }
  const [country, settings] = await Promise.all([defaultCountry(db), readSettings(db, locale)])
  const promises = settings.delivery_promises.long
  return {
    default_country: country,
    delivery_promises: [promises.AVAILABLE_DIRECT, promises.AVAILABLE_DELAYED].filter(
      (promise): promise is string => promise !== undefined,
    ),
    countries: [...byCountry.values()],
  }
}

/**
 * The methods the payment provider offers shoppers of the default country, named from the shop's catalogue;
 * in3 only when the owner enabled it. A provider that cannot answer leaves the list empty (the page then
 * says the methods are shown in the checkout) rather than failing a legal page.
 */
export async function readPaymentPage(
  db: Database,
  payments: PaymentProvider | null,
  locale: Locale,
): Promise<PaymentPageData> {
  const [country, settings] = await Promise.all([defaultCountry(db), readSettings(db, locale)])
  const listed = payments
    ? await payments
        .listMethods({ amountCents: SAMPLE_ORDER_CENTS, locale, countryIso: country })
        .catch(() => [])
    : []
  const instalments = settings.three_instalments
  return {
    country: countryName(locale, country),
    three_instalments: instalments,
    methods: listed
      .filter((method) => method.id !== 'in3' || instalments.enabled)
      .map((method) => ({
        id: method.id,
        title: paymentMethodTitle(locale, method.id),
        minimum_cents: method.minimumCents,
        maximum_cents:
          method.id === 'in3'
            ? Math.min(instalments.limit_cents, method.maximumCents ?? instalments.limit_cents)
            : method.maximumCents,
      })),
  }
}

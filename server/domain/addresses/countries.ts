import { asc, eq } from 'drizzle-orm'
import { countryName } from '#core/address/summary'
import type { Locale } from '#core/locales'
import type { Country } from '#core/schemas/static-data'
import type { Database } from '#server/db/client'
import { countries } from '#server/db/schema'

/** The countries the shop delivers to, in the back office's order, named in one language. */
export async function enabledCountries(db: Database, locale: Locale): Promise<Country[]> {
  const rows = await db
    .select({ iso: countries.iso })
    .from(countries)
    .where(eq(countries.enabled, true))
    .orderBy(asc(countries.position), asc(countries.iso))
  return rows.map(({ iso }) => ({ country_iso: iso, title: countryName(locale, iso) }))
}

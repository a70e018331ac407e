import type { Locale } from '#core/locales'
import type { ShellData } from '#core/schemas/shell'
import type { Database } from '#server/db/client'
import { readSettings } from '#server/db/settings'
import type { CatalogueChanges } from '#server/domain/catalogue/changes'
import { generationCache } from '#server/domain/catalogue/generation-cache'

/**
 * The shell data of every page (the root loader reads it), kept per language while the settings do not
 * change (docs/decisions/0044); without `changes` read on every call.
 */
export function shellReader(
  db: Database,
  changes?: CatalogueChanges,
): (locale: Locale) => Promise<ShellData> {
  const cache = generationCache<ShellData>(changes, 10)
  return (locale) => cache.get(locale, () => readShellData(db, locale))
}

/** What the page shell renders in its first HTML: name, logo, the physical store and the company's
 * registration (footer, contact page, JSON-LD), decision 0007. */
export async function readShellData(db: Database, locale: Locale): Promise<ShellData> {
  const values = await readSettings(db, locale)
  return {
    company_name: values.company_name,
    header_logo: values.header_logo,
    store: values.store,
    company_legal: values.company_legal,
    three_instalments: values.three_instalments,
    selling_points: values.selling_points,
  }
}

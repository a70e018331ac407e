import type { Locale } from '#core/locales'
import type { ShellData } from '#core/schemas/shell'
import type { Database } from '#server/db/client'
import { readSettings } from '#server/db/settings'

/** What the page shell renders in its first HTML: name, logo and the physical store (decision 0007). */
export async function readShellData(db: Database, locale: Locale): Promise<ShellData> {
  const values = await readSettings(db, locale)
  return {
    company_name: values.company_name,
    header_logo: values.header_logo,
    store: values.store,
    three_instalments: values.three_instalments,
  }
}

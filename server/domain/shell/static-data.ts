import { createHash } from 'node:crypto'
import { asc, count, max } from 'drizzle-orm'
import type { LocaleSite } from '#core/context'
import { DEFAULT_LOCALE, type Locale } from '#core/locales'
import type { MenuItem, StaticData, StaticDataResponse } from '#core/schemas/static-data'
import type { Database } from '#server/db/client'
import { categories, type CategoryKind, countries, settings } from '#server/db/schema'
import { enabledCountries } from '#server/domain/addresses/countries'
import { readSettings } from '#server/db/settings'
import { type CategoryNode, loadCategoryTree } from '#server/domain/catalogue/categories'
import type { CatalogueChanges } from '#server/domain/catalogue/changes'
import { generationCache } from '#server/domain/catalogue/generation-cache'

/**
 * Static data of spec §3: menu, countries and shop settings, in one language. Pages carry its version
 * stamp; the browser keeps its copy while the stamps agree (spec §7 "Static data").
 */
export interface StaticDataService {
  /**
   * Cheap: three small queries, no data built. `prefix` is the language's path prefix on the requesting
   * host (menu links carry it); by default the prefix of a host without a language of its own.
   */
  version(locale: Locale, prefix?: string): Promise<string>
  get(locale: Locale, prefix?: string): Promise<StaticDataResponse>
}

/**
 * Built data is kept per locale and reused while its stamp is current. Without `changes` the stamp is read
 * from the database on every call, so a change made through another server instance is seen at once; with
 * them it is read once per catalogue generation (every root loader asks for it: three queries per page).
 */
export function createStaticDataService(db: Database, changes?: CatalogueChanges): StaticDataService {
  const built = new Map<string, StaticDataResponse>()
  const versions = generationCache<string>(changes, 20)
  const version = (locale: Locale, prefix: string) =>
    versions.get(`${locale}${prefix}`, () => staticDataVersion(db, locale, prefix))
  return {
    version: (locale, prefix = defaultPrefix(locale)) => version(locale, prefix),
    async get(locale, prefix = defaultPrefix(locale)) {
      const stamp = await version(locale, prefix)
      const key = `${locale}${prefix}`
      const cached = built.get(key)
      if (cached?.version === stamp) return cached
      const response = { version: stamp, data: await buildStaticData(db, locale, prefix) }
      built.set(key, response)
      return response
    },
  }
}

/** Raise when the shape or derivation of the data changes, so browsers drop copies in the old shape. */
const FORMAT = 2

/** The path prefix of a language on a host that the host map does not give a language. */
export function defaultPrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`
}

/**
 * A short hash over everything the data is made of: the latest settings change (and the count, so a
 * deleted row counts too), the countries, the categories (latest change and count: the menu), the
 * locale and the prefix its links carry.
 */
export async function staticDataVersion(
  db: Database,
  locale: Locale,
  prefix: string = defaultPrefix(locale),
): Promise<string> {
  const [[settingsState], countryRows, [categoryState]] = await Promise.all([
    db.select({ changed: max(settings.updatedAt), rows: count() }).from(settings),
    db.select().from(countries).orderBy(asc(countries.iso)),
    db.select({ changed: max(categories.updatedAt), rows: count() }).from(categories),
  ])
  const source = JSON.stringify([FORMAT, locale, prefix, settingsState, countryRows, categoryState])
  return createHash('sha256').update(source).digest('base64url').slice(0, 12)
}

export async function buildStaticData(
  db: Database,
  locale: Locale,
  prefix: string = defaultPrefix(locale),
): Promise<StaticData> {
  const [values, menu, countryList] = await Promise.all([
    readSettings(db, locale),
    buildMenu(db, { locale, prefix }),
    enabledCountries(db, locale),
  ])
  return {
    menu,
    countries: countryList,
    default_country: values.default_country,
    company_name: values.company_name,
    delivery_promises: values.delivery_promises,
    product_options_information: values.product_options_information,
    header_logo: values.header_logo,
  }
}

/**
 * The main menu (spec §2 "Menus"): one item per top category, with its children as a 'list' column.
 * Product categories with many children are split over two columns; knowledge and engraving items keep
 * one column (the desktop menu lays them out on their own) and start with a 'title' entry. Categories
 * without active products are left out, except knowledge ones (they hold articles, not products).
 */
export async function buildMenu(db: Database, site: LocaleSite): Promise<MenuItem[]> {
  const tree = await loadCategoryTree(db, site)
  const shown = (node: CategoryNode) => node.kind === 'knowledge' || node.productCount > 0
  const item = (node: CategoryNode) => ({ label: node.name, url: tree.link(node), image: node.image })
  return tree
    .top()
    .filter(shown)
    .map((top): MenuItem => {
      const children = tree.childrenOf(top.id).filter(shown)
      const extendedLabel = MENU_TEXTS[site.locale].all[top.kind](top.name)
      const columns: MenuItem['columns'] =
        top.kind === 'category'
          ? splitInTwo(children).map((part) => ({ column_items: [{ type: 'list', items: part.map(item) }] }))
          : [
              {
                column_items: [
                  { type: 'title', items: [{ label: top.name, url: tree.link(top), image: null }] },
                  { type: 'list', items: children.map(item) },
                ],
              },
            ]
      return { label: top.name, link: tree.link(top), extended_label: extendedLabel, kind: top.kind, columns }
    })
}

/** Two columns when there are more than four entries, else one. */
function splitInTwo<T>(items: T[]): T[][] {
  if (items.length <= 4) return items.length === 0 ? [] : [items]
  const half = Math.ceil(items.length / 2)
  return [items.slice(0, half), items.slice(half)]
}

/** "All pocket knives": the first entry of a mobile submenu, linking to the top category itself. */
const MENU_TEXTS: Record<Locale, { all: Record<CategoryKind, (name: string) => string> }> = {
  nl: {
    all: {
      category: (name) => `Alle ${name.toLowerCase()}`,
      knowledge: (name) => `Naar de ${name.toLowerCase()}`,
      engraving: () => 'Alles over graveren',
    },
  },
  en: {
    all: {
      category: (name) => `All ${name.toLowerCase()}`,
      knowledge: (name) => `To the ${name.toLowerCase()}`,
      engraving: () => 'All about engraving',
    },
  },
  de: {
    all: {
      // German nouns keep their capital.
      category: (name) => `Alle ${name}`,
      knowledge: (name) => `Zur ${name}`,
      engraving: () => 'Alles zum Gravieren',
    },
  },
}

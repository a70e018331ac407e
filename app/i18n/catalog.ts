import type { Locale } from '#core/locales'
import type nl from '#core/i18n/messages/nl.json'

/** The Dutch catalogue is the reference: every key exists there, the others follow (tested). */
export type MessageKey = keyof typeof nl
export type Catalog = Readonly<Record<MessageKey, string>>

// One chunk per language: a page downloads only its own catalogue, cached like any hashed asset.
const loaders: Record<Locale, () => Promise<{ default: Catalog }>> = {
  nl: () => import('#core/i18n/messages/nl.json'),
  en: () => import('#core/i18n/messages/en.json'),
  de: () => import('#core/i18n/messages/de.json'),
}

const loaded: Partial<Record<Locale, Catalog>> = {}

export async function loadCatalog(locale: Locale): Promise<Catalog> {
  return (loaded[locale] ??= (await loaders[locale]()).default)
}

/** The catalogue of a locale that `loadCatalog` has loaded (root loader on the server, entry.client in the browser). */
export function getCatalog(locale: Locale): Catalog {
  const catalog = loaded[locale]
  if (!catalog) throw new Error(`Message catalogue "${locale}" is not loaded`)
  return catalog
}

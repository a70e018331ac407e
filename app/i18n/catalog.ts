import type { Locale } from '#core/locales'
import type { MessagePart } from '#core/i18n/message-parts'
import type nl from '#core/i18n/messages/nl.json'

/** The Dutch catalogue is the reference: every key exists there, the others follow (tested). */
export type MessageKey = keyof typeof nl
export type Catalog = Readonly<Record<MessageKey, string>>
type Messages = Readonly<Record<string, string>>

// The whole catalogue of a language: the server, tests. One chunk per language.
const whole: Record<Locale, () => Promise<{ default: Messages }>> = {
  nl: () => import('#core/i18n/messages/nl.json'),
  en: () => import('#core/i18n/messages/en.json'),
  de: () => import('#core/i18n/messages/de.json'),
}

// The browser's parts (core/i18n/message-parts.ts, docs/decisions/0042): a page downloads the shell part of its
// language with the first load, the forms part with the first page or panel that needs it.
const parts: Record<Locale, Record<MessagePart, () => Promise<{ default: Messages }>>> = {
  nl: {
    shell: () => import('virtual:messages/nl-shell'),
    forms: () => import('virtual:messages/nl-forms'),
    service: () => import('virtual:messages/nl-service'),
    knowledge: () => import('virtual:messages/nl-knowledge'),
    shopper: () => import('virtual:messages/nl-shopper'),
    search: () => import('virtual:messages/nl-search'),
    cart: () => import('virtual:messages/nl-cart'),
    product: () => import('virtual:messages/nl-product'),
    listing: () => import('virtual:messages/nl-listing'),
    home: () => import('virtual:messages/nl-home'),
  },
  en: {
    shell: () => import('virtual:messages/en-shell'),
    forms: () => import('virtual:messages/en-forms'),
    service: () => import('virtual:messages/en-service'),
    knowledge: () => import('virtual:messages/en-knowledge'),
    shopper: () => import('virtual:messages/en-shopper'),
    search: () => import('virtual:messages/en-search'),
    cart: () => import('virtual:messages/en-cart'),
    product: () => import('virtual:messages/en-product'),
    listing: () => import('virtual:messages/en-listing'),
    home: () => import('virtual:messages/en-home'),
  },
  de: {
    shell: () => import('virtual:messages/de-shell'),
    forms: () => import('virtual:messages/de-forms'),
    service: () => import('virtual:messages/de-service'),
    knowledge: () => import('virtual:messages/de-knowledge'),
    shopper: () => import('virtual:messages/de-shopper'),
    search: () => import('virtual:messages/de-search'),
    cart: () => import('virtual:messages/de-cart'),
    product: () => import('virtual:messages/de-product'),
    listing: () => import('virtual:messages/de-listing'),
    home: () => import('virtual:messages/de-home'),
  },
}

// One object per language that every loaded part is merged into: translators look keys up at call time.
const catalogs: Partial<Record<Locale, Record<string, string>>> = {}
const pending = new Map<string, Promise<Catalog>>()
const complete = new Set<Locale>()
const partsLoaded = new Set<string>()

function merge(locale: Locale, messages: Messages): Catalog {
  const catalog = (catalogs[locale] ??= {})
  Object.assign(catalog, messages)
  return catalog as Catalog
}

function once(id: string, load: () => Promise<Catalog>): Promise<Catalog> {
  let promise = pending.get(id)
  if (!promise) {
    promise = load()
    pending.set(id, promise)
    // A failed load may be tried again.
    promise.catch(() => pending.delete(id))
  }
  return promise
}

/** Loads every message of a language (the server at start, the root loader, tests). */
export async function loadCatalog(locale: Locale): Promise<Catalog> {
  if (complete.has(locale)) return catalogs[locale] as Catalog
  return once(locale, async () => {
    const catalog = merge(locale, (await whole[locale]()).default)
    complete.add(locale)
    return catalog
  })
}

/** Whether the messages of a part are there (always, where the whole catalogue is loaded). */
export function hasMessages(locale: Locale, part: MessagePart): boolean {
  return complete.has(locale) || partsLoaded.has(`${locale}-${part}`)
}

/** Loads one part of a language's messages, once; in the browser before rendering what needs it. */
export function loadMessages(locale: Locale, part: MessagePart): Promise<Catalog> {
  const id = `${locale}-${part}`
  if (hasMessages(locale, part)) return Promise.resolve(catalogs[locale] as Catalog)
  return once(id, async () => {
    const catalog = merge(locale, (await parts[locale][part]()).default)
    partsLoaded.add(id)
    return catalog
  })
}

/** Loads several parts at once; the same promise for the same parts (for `use`, which needs a stable one). */
export function loadMessageParts(locale: Locale, parts: readonly MessagePart[]): Promise<Catalog> {
  if (parts.length === 1) return loadMessages(locale, parts[0]!)
  return once(`${locale}-${parts.join('+')}`, () =>
    Promise.all(parts.map((part) => loadMessages(locale, part))).then(() => catalogs[locale] as Catalog),
  )
}

/** The catalogue of a locale that has been loaded, whole or in parts (root loader on the server, entry.client in the browser). */
export function getCatalog(locale: Locale): Catalog {
  const catalog = catalogs[locale]
  if (!catalog) throw new Error(`Message catalogue "${locale}" is not loaded`)
  return catalog as Catalog
}

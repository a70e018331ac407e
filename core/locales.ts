/** The shop's languages. Dutch is the fallback (spec §1, §9). */
export const LOCALES = ['nl', 'en', 'de'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'nl'

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/** BCP 47 tags for Intl formatters and `hreflang`. */
export const LOCALE_TAGS: Record<Locale, string> = { nl: 'nl-NL', en: 'en-GB', de: 'de-DE' }

/** The header the browser's front-api client sends so the server answers in the page language. */
export const LOCALE_HEADER = 'X-Shop-Locale'

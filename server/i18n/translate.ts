import coreDe from '#core/i18n/messages/de.json' with { type: 'json' }
import coreEn from '#core/i18n/messages/en.json' with { type: 'json' }
import coreNl from '#core/i18n/messages/nl.json' with { type: 'json' }
import { formatMessage, type MessageValues } from '#core/format-message'
import { DEFAULT_LOCALE, LOCALES, type Locale } from '#core/locales'
import serverDe from './messages/de.json' with { type: 'json' }
import serverEn from './messages/en.json' with { type: 'json' }
import serverNl from './messages/nl.json' with { type: 'json' }
import { BACK_OFFICE_AREAS } from './back-office-messages'

/**
 * The message catalogues (flat key → ICU message): the shared ones of core/ that the pages use too,
 * and the server's own (mails, the test payment page), which no browser needs to download.
 */
const areas = (locale: Locale) =>
  Object.assign({}, ...Object.values(BACK_OFFICE_AREAS).map((area) => area[locale])) as Record<string, string>
const CATALOGS: Record<Locale, Readonly<Record<string, string>>> = {
  nl: { ...coreNl, ...serverNl, ...areas('nl') },
  en: { ...coreEn, ...serverEn, ...areas('en') },
  de: { ...coreDe, ...serverDe, ...areas('de') },
}

export function hasMessage(key: string): boolean {
  return LOCALES.some((locale) => Object.hasOwn(CATALOGS[locale], key))
}

/** `translate` for the keys under one prefix: `scoped(locale, 'mail.backInStock')('subject')`. */
export function scoped(locale: Locale, prefix: string): (key: string, values?: MessageValues) => string {
  return (key, values) => translate(locale, `${prefix}.${key}`, values)
}

/** The message in the locale, else in Dutch (the fallback language), else the key itself. */
export function translate(locale: Locale, key: string, values?: MessageValues): string {
  const own = CATALOGS[locale][key]
  if (own !== undefined) return formatMessage(locale, own, values)
  const fallback = CATALOGS[DEFAULT_LOCALE][key]
  if (fallback !== undefined) return formatMessage(DEFAULT_LOCALE, fallback, values)
  return key
}

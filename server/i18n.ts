import de from '#core/i18n/messages/de.json' with { type: 'json' }
import en from '#core/i18n/messages/en.json' with { type: 'json' }
import nl from '#core/i18n/messages/nl.json' with { type: 'json' }
import { formatMessage, type MessageValues } from '#core/format-message'
import { DEFAULT_LOCALE, LOCALES, type Locale } from '#core/locales'

/** The app's message catalogues (flat key → ICU message); the server speaks with the same words. */
const CATALOGS: Record<Locale, Readonly<Record<string, string>>> = { nl, en, de }

export function hasMessage(key: string): boolean {
  return LOCALES.some((locale) => Object.hasOwn(CATALOGS[locale], key))
}

/** The message in the locale, else in Dutch (the fallback language), else the key itself. */
export function translate(locale: Locale, key: string, values?: MessageValues): string {
  const own = CATALOGS[locale][key]
  if (own !== undefined) return formatMessage(locale, own, values)
  const fallback = CATALOGS[DEFAULT_LOCALE][key]
  if (fallback !== undefined) return formatMessage(DEFAULT_LOCALE, fallback, values)
  return key
}

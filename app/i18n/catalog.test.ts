import { describe, expect, it } from 'vitest'
import { formatMessage } from '#core/format-message'
import { LOCALES } from '#core/locales'
import de from '#core/i18n/messages/de.json'
import en from '#core/i18n/messages/en.json'
import nl from '#core/i18n/messages/nl.json'

const catalogs = { nl, en, de } as Record<(typeof LOCALES)[number], Record<string, string>>

describe('message catalogues', () => {
  it.each(['en', 'de'] as const)('%s has exactly the keys of the Dutch reference catalogue', (locale) => {
    expect(Object.keys(catalogs[locale]).sort()).toEqual(Object.keys(nl).sort())
  })

  it.each(LOCALES)('every %s message is a non-empty pattern the formatter can read', (locale) => {
    for (const [key, pattern] of Object.entries(catalogs[locale])) {
      expect(pattern.trim(), key).not.toBe('')
      expect(() => formatMessage(locale, pattern, { count: 1 }), key).not.toThrow()
    }
  })

  it.each(['en', 'de'] as const)('%s uses the same arguments as Dutch in every message', (locale) => {
    const args = (pattern: string) => [...pattern.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort()
    for (const [key, pattern] of Object.entries(nl))
      expect(args(catalogs[locale][key]!), key).toEqual(args(pattern))
  })
})

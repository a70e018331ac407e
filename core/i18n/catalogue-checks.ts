import { describe, expect, it } from 'vitest'
import { formatMessage } from '../format-message'
import { LOCALES, type Locale } from '../locales'

type Catalogue = Record<string, string>

/**
 * The checks every set of message catalogues passes (the shared one in core/, the server's own): the
 * same keys in every language as in Dutch, patterns the formatter reads, the same arguments everywhere.
 * Test code only: imported by *.test.ts files.
 */
export function describeCatalogues(name: string, catalogs: Record<Locale, Catalogue>): void {
  describe(`${name} message catalogues`, () => {
    it.each(['en', 'de'] as const)('%s has exactly the keys of the Dutch reference catalogue', (locale) => {
      expect(Object.keys(catalogs[locale]).sort()).toEqual(Object.keys(catalogs.nl).sort())
    })

    it.each(LOCALES)('every %s message is a non-empty pattern the formatter can read', (locale) => {
      for (const [key, pattern] of Object.entries(catalogs[locale])) {
        expect(pattern.trim(), key).not.toBe('')
        expect(() => formatMessage(locale, pattern, { count: 1 }), key).not.toThrow()
      }
    })

    it.each(['en', 'de'] as const)('%s uses the same arguments as Dutch in every message', (locale) => {
      // An argument opens a brace; a plural branch's text (`one {once}`) is not one.
      const args = (pattern: string) =>
        [...pattern.matchAll(/(?<!\b(?:zero|one|two|few|many|other|=\d+)\s*)\{(\w+)/g)]
          .map((m) => m[1])
          .sort()
      for (const [key, pattern] of Object.entries(catalogs.nl))
        expect(args(catalogs[locale][key]!), key).toEqual(args(pattern))
    })
  })
}

import { describe, expect, it } from 'vitest'
import { describeCatalogues } from '#core/i18n/catalogue-checks'
import coreNl from '#core/i18n/messages/nl.json'
import de from './messages/de.json'
import en from './messages/en.json'
import nl from './messages/nl.json'
import { BACK_OFFICE_AREAS } from './back-office-messages'
import { hasMessage, translate } from './translate'

describeCatalogues('server', { nl, en, de })
for (const [area, catalogues] of Object.entries(BACK_OFFICE_AREAS))
  describeCatalogues(`back office ${area}`, catalogues)

describe('translate', () => {
  it('knows no key twice: a server message never shadows a shared one', () => {
    const seen = new Set(Object.keys(coreNl))
    for (const catalogue of [nl, ...Object.values(BACK_OFFICE_AREAS).map((area) => area.nl)]) {
      expect(Object.keys(catalogue).filter((key) => seen.has(key))).toEqual([])
      for (const key of Object.keys(catalogue)) seen.add(key)
    }
  })

  it('speaks from both catalogues, falling back to Dutch, then to the key', () => {
    expect(hasMessage('error.notFound')).toBe(true)
    expect(hasMessage(Object.keys(nl)[0]!)).toBe(true)
    expect(translate('de', 'error.notFound')).not.toBe(translate('nl', 'error.notFound'))
    expect(translate('en', 'no.such.key')).toBe('no.such.key')
  })
})

import { describe, expect, it } from 'vitest'
import { describeCatalogues } from '#core/i18n/catalogue-checks'
import coreNl from '#core/i18n/messages/nl.json'
import de from './messages/de.json'
import en from './messages/en.json'
import nl from './messages/nl.json'
import { hasMessage, translate } from './translate'

describeCatalogues('server', { nl, en, de })

describe('translate', () => {
  it('knows no key twice: a server message never shadows a shared one', () => {
    const shared = new Set(Object.keys(coreNl))
    expect(Object.keys(nl).filter((key) => shared.has(key))).toEqual([])
  })

  it('speaks from both catalogues, falling back to Dutch, then to the key', () => {
    expect(hasMessage('error.notFound')).toBe(true)
    expect(hasMessage(Object.keys(nl)[0]!)).toBe(true)
    expect(translate('de', 'error.notFound')).not.toBe(translate('nl', 'error.notFound'))
    expect(translate('en', 'no.such.key')).toBe('no.such.key')
  })
})

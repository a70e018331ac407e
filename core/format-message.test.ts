import { describe, expect, it } from 'vitest'
import { formatMessage } from './format-message'
import { LOCALES, LOCALE_TAGS } from './locales'

describe('formatMessage', () => {
  it('fills named arguments and leaves unknown ones visible', () => {
    expect(formatMessage('nl', 'Je kunt maximaal {quantity} stuks bestellen', { quantity: 3 })).toBe(
      'Je kunt maximaal 3 stuks bestellen',
    )
    expect(formatMessage('en', 'Hello {name}')).toBe('Hello {name}')
  })

  it('chooses plural branches by the language rules, exact matches first', () => {
    const pattern = '{count, plural, =0 {geen producten} one {# product} other {# producten}}'
    expect(formatMessage('nl', pattern, { count: 0 })).toBe('geen producten')
    expect(formatMessage('nl', pattern, { count: 1 })).toBe('1 product')
    expect(formatMessage('nl', pattern, { count: 1234 })).toBe('1.234 producten')
    expect(formatMessage('en', '{n, plural, one {# item} other {# items}}', { n: 1234 })).toBe('1,234 items')
  })

  it('chooses the plural category Intl.PluralRules chooses in each language', () => {
    const pattern = '{n, plural, one {one} other {other}}'
    for (const locale of LOCALES) {
      const rules = new Intl.PluralRules(LOCALE_TAGS[locale])
      for (const n of [0, 1, -1, 1.5, 2, 0.5, 11, 21, 101, 1000, 1_000_000]) {
        expect([locale, n, formatMessage(locale, pattern, { n })]).toEqual([locale, n, rules.select(n)])
      }
    }
  })

  it('nests arguments inside plural branches', () => {
    expect(
      formatMessage('de', '{n, plural, one {# Liste von {name}} other {# Listen von {name}}}', {
        n: 2,
        name: 'Eva',
      }),
    ).toBe('2 Listen von Eva')
  })

  it('rejects patterns it cannot read', () => {
    expect(() => formatMessage('nl', '{open')).toThrow(/Unbalanced/)
    expect(() => formatMessage('nl', '{n, select, a {x} other {y}}', { n: 'a' })).toThrow(/Unsupported/)
    expect(() => formatMessage('nl', '{n, plural, one {x}}', { n: 5 })).toThrow(/other/)
  })
})

import { describe, expect, it } from 'vitest'
import { canonicalPath } from './canonical'
import { languageHref, localeBase, localePath, parseHostMap, resolveLocale, routeKeyFromId } from './locale'
import { ROUTE_TABLE } from './route-table'

describe('resolveLocale', () => {
  const hosts = parseHostMap('shop.nl=nl, shop.de=de,shop.com=en')

  it('takes the host map first, then the path prefix, then Dutch', () => {
    expect(resolveLocale('shop.de', '/warenkorb', hosts)).toEqual({ locale: 'de', prefix: '' })
    expect(resolveLocale('SHOP.COM:443', '/de/warenkorb', hosts)).toEqual({ locale: 'en', prefix: '' })
    expect(resolveLocale('localhost:3000', '/de/warenkorb', hosts)).toEqual({ locale: 'de', prefix: '/de' })
    expect(resolveLocale('localhost:3000', '/en', hosts)).toEqual({ locale: 'en', prefix: '/en' })
    expect(resolveLocale('localhost:3000', '/english', hosts)).toEqual({ locale: 'nl', prefix: '' })
    expect(resolveLocale('localhost:3000', '/nl/winkelwagen', hosts)).toEqual({ locale: 'nl', prefix: '' })
    expect(resolveLocale(undefined, '/', {})).toEqual({ locale: 'nl', prefix: '' })
  })

  it('refuses a host map with an unknown language', () => {
    expect(() => parseHostMap('shop.fr=fr')).toThrow(/host=locale/)
    expect(parseHostMap('')).toEqual({})
  })
})

describe('translated routes (spec §2)', () => {
  it.each([
    ['cart', 'nl', '/shopping-cart'],
    ['cart', 'en', '/en/shopping-cart'],
    ['cart', 'de', '/de/warenkorb'],
    ['checkoutRegister', 'nl', '/checkout/mijn-gegevens'],
    ['checkoutRegister', 'en', '/en/checkout/my-information'],
    ['checkoutRegister', 'de', '/de/checkout/meine-daten'],
    ['checkoutLogin', 'nl', '/checkout/inloggen'],
    ['checkoutLogin', 'de', '/de/checkout/login'],
    ['checkoutFulfilment', 'nl', '/checkout/afronden'],
    ['checkoutFulfilment', 'en', '/en/checkout/finish'],
    ['checkoutFulfilment', 'de', '/de/checkout/vollstandig'],
    ['account', 'de', '/de/mein-account'],
    ['accountAddresses', 'nl', '/mijn-account/adressen'],
    ['accountOrders', 'en', '/en/my-account/order-history'],
    ['accountOrders', 'de', '/de/mein-account/bestellhistorie'],
    ['search', 'de', '/de/search'],
    ['wishList', 'nl', '/wish-list'],
    ['home', 'nl', '/'],
    ['home', 'en', '/en/'],
  ] as const)('%s in %s is %s', (key, locale, path) => {
    expect(localePath(locale === 'nl' ? '' : `/${locale}`, locale, key)).toBe(path)
  })

  it('fills parameters: confirmation sub-path, single order, compare ids', () => {
    expect(localePath('', 'nl', 'checkoutConfirmation', { checkoutId: 'abc' })).toBe(
      '/checkout/abc/bevestiging',
    )
    expect(localePath('/en', 'en', 'checkoutConfirmation', { checkoutId: 'abc' })).toBe(
      '/en/checkout/abc/confirmation',
    )
    expect(localePath('/de', 'de', 'checkoutConfirmation', { checkoutId: 'abc' })).toBe(
      '/de/checkout/abc/bestatigung',
    )
    expect(localePath('', 'nl', 'accountOrder', { orderId: '42' })).toBe('/mijn-account/bestel-historie/42')
    expect(localePath('', 'nl', 'compare', { first: '1' })).toBe('/vergelijken/1')
    expect(localePath('/en', 'en', 'compare', { first: '1', second: '2' })).toBe('/en/compare/1/2')
    expect(() => localePath('', 'nl', 'accountOrder')).toThrow(/orderId/)
  })

  it('gives checkout pages their step numbers', () => {
    expect(ROUTE_TABLE.cart.step).toBe(0)
    expect(ROUTE_TABLE.checkoutRegister.step).toBe(1)
    expect(ROUTE_TABLE.checkoutLogin.step).toBe(1)
    expect(ROUTE_TABLE.checkoutFulfilment.step).toBe(2)
    expect(ROUTE_TABLE.checkoutConfirmation.step).toBe(3)
  })

  it('reads the route key from a generated route id', () => {
    expect(routeKeyFromId('accountOrders:2')).toBe('accountOrders')
    expect(routeKeyFromId('root')).toBeUndefined()
  })

  it('sends a path in another language to the page in the resolved language', () => {
    const nl = { locale: 'nl', prefix: '' } as const
    const de = { locale: 'de', prefix: '/de' } as const
    expect(canonicalPath('/warenkorb', nl)).toBe('/shopping-cart')
    expect(canonicalPath('/shopping-cart', nl)).toBeNull()
    // As React Router matches: any case, a trailing slash allowed.
    expect(canonicalPath('/Warenkorb/', nl)).toBe('/shopping-cart')
    expect(canonicalPath('/shopping-cart/', nl)).toBeNull()
    expect(canonicalPath('/keukenmessen/koksmessen', nl)).toBeNull()
    expect(canonicalPath('/de/shopping-cart', de)).toBe('/de/warenkorb')
    expect(canonicalPath('/de/checkout/abc/confirmation', de)).toBe('/de/checkout/abc/bestatigung')
    expect(canonicalPath('/does-not-exist', nl)).toBeNull()
    // Paths with parameters, in any case: their first segment is the table's.
    expect(canonicalPath('/Compare/12/34', nl)).toBe('/vergelijken/12/34')
    expect(canonicalPath('/vergelijken/12', nl)).toBeNull()
    expect(canonicalPath('/de/wish-list/abc', de)).toBeNull()
    expect(canonicalPath('/compare', nl)).toBe('/vergelijken')
    expect(canonicalPath('/compare/12/34/56', nl)).toBeNull()
    expect(canonicalPath('/compare//34', nl)).toBeNull()
    expect(canonicalPath('/de/checkout/confirmation', de)).toBeNull()
    // A parameter keeps its text: decoded here, encoded once by the page's path.
    expect(canonicalPath('/knowledge-base/mes%20slijpen', nl)).toBe('/kennisbank/mes%20slijpen')
    expect(canonicalPath('/knowledge-base/%E0%A4%A', nl)).toBeNull()
  })
})

describe('languageHref (issue 10: the language switch keeps the shopper on this origin)', () => {
  const shared = { hostMap: {}, publicUrl: 'https://shop.example' }
  const own = { hostMap: parseHostMap('shop.nl=nl,shop.de=de'), publicUrl: 'https://shop.nl' }

  it('links relatively to a language on the same origin, keeping query and fragment', () => {
    const here = localeBase('nl', shared).origin
    expect(languageHref('https://shop.example/de/taschenmesser?page=2', here)).toBe(
      '/de/taschenmesser?page=2',
    )
    expect(languageHref('https://shop.example/', localeBase('en', shared).origin)).toBe('/')
  })

  it('keeps the absolute URL of a language on a host of its own', () => {
    const here = localeBase('nl', own).origin
    expect(here).toBe('https://shop.nl')
    expect(languageHref('https://shop.de/warenkorb', here)).toBe('https://shop.de/warenkorb')
    // English has no host: it shares the public URL's host with Dutch.
    expect(languageHref('https://shop.nl/en/shopping-cart', here)).toBe('/en/shopping-cart')
    expect(languageHref('https://shop.nl/', localeBase('de', own).origin)).toBe('https://shop.nl/')
  })
})

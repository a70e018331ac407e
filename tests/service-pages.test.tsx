import { and, eq, sql } from 'drizzle-orm'
import { renderToString } from 'react-dom/server'
import {
  createStaticHandler,
  createStaticRouter,
  Outlet,
  StaticRouterProvider,
  useLoaderData,
  type RouteObject,
} from 'react-router'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ShopLoadContext } from '#core/context'
import type { Locale } from '#core/locales'
import { localePath } from '#core/routes/locale'
import { SERVICE_PAGES } from '#core/routes/service-pages'
import { seedShippingMethods } from '#server/db/demo-data/shipping-and-coupons'
import { settings, shippingMethods, shippingRates } from '#server/db/schema'
import { loadCatalog } from '#app/i18n/catalog'
import { I18nProvider } from '#app/i18n/i18n'
import type { RootData } from '#app/lib/root-data'
import { Footer } from '#app/features/shell/footer'
import * as accessibilityRoute from '#app/routes/accessibility'
import * as contactRoute from '#app/routes/service-contact'
import * as paymentRoute from '#app/routes/service-payment'
import * as shippingRoute from '#app/routes/service-shipping'
import { createTestApp, type TestApp } from './app'

/**
 * The service pages and the footer rendered as the server renders them, on the real app's load context:
 * what they show about the company and the shipping costs comes from the settings in the database.
 */
let t: TestApp
let context: ShopLoadContext
beforeAll(async () => {
  t = await createTestApp({
    env: { PUBLIC_URL: 'https://messen.example' },
    handleDocument: async (_request, loadContext) => {
      context = loadContext
      return new Response('<!doctype html>', { headers: { 'content-type': 'text/html' } })
    },
  })
  await seedShippingMethods(t.database.db)
  await t.app.request('/')
  await Promise.all((['nl', 'en', 'de'] as const).map((locale) => loadCatalog(locale)))
})
afterAll(() => t.close())

const pages = {
  accessibility: accessibilityRoute,
  serviceContact: contactRoute,
  serviceShipping: shippingRoute,
  servicePayment: paymentRoute,
} as const

/** Renders a page of the shop in a language through React Router's server rendering, with the footer. */
async function render(locale: Locale, page: keyof typeof pages): Promise<string> {
  const prefix = locale === 'nl' ? '' : `/${locale}`
  const shell = await context.shell(locale)
  const root: RootData = {
    locale,
    prefix,
    hostMap: {},
    publicUrl: 'https://messen.example',
    staticDataVersion: 'v',
    shell,
    isDealer: false,
    viewer: null,
    tagManagerId: null,
  }
  const module = pages[page] as {
    default: (props: { loaderData: unknown }) => React.ReactNode
    loader?: (args: { context: ShopLoadContext }) => Promise<unknown>
  }
  const Page = module.default
  const routes: RouteObject[] = [
    {
      id: 'root',
      path: '/',
      loader: () => root,
      Component: () => (
        <I18nProvider locale={locale} prefix={prefix}>
          <Outlet />
          <Footer shell={shell} />
        </I18nProvider>
      ),
      children: [
        {
          path: localePath(prefix, locale, page).slice(1),
          loader: () => module.loader?.({ context: { ...context, locale, prefix } }) ?? null,
          Component: () => <Page loaderData={useLoaderData()} />,
        },
      ],
    },
  ]
  const handler = createStaticHandler(routes)
  const url = `https://messen.example${localePath(prefix, locale, page)}`
  const result = await handler.query(new Request(url))
  if (result instanceof Response) throw new Error(`Unexpected response ${result.status}`)
  expect(result.statusCode).toBe(200)
  const router = createStaticRouter(handler.dataRoutes, result)
  return renderToString(<StaticRouterProvider router={router} context={result} hydrate={false} />)
}

const jsonLd = (html: string) =>
  JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!) as Record<
    string,
    unknown
  >

describe('company data from the settings', () => {
  it('feeds the footer, the contact page and the Organization JSON-LD', async () => {
    const html = await render('nl', 'serviceContact')
    expect(html).toContain('KvK 12345678')
    expect(html).toContain('NL123456789B01')
    expect(html).toMatch(/data-testid="contact-coc"[^>]*>12345678</)
    expect(html).toContain('Messenwinkel B.V.')
    expect(html).toContain('Stationsweg 12')
    // The store's opening hours, from the same setting as the home page's tab.
    expect(html).toContain('09:30 - 21:00')
    const organization = jsonLd(html)
    expect(organization).toMatchObject({
      '@type': 'Store',
      name: 'Messenwinkel',
      legalName: 'Messenwinkel B.V.',
      url: 'https://messen.example/',
      vatID: 'NL123456789B01',
      identifier: { propertyID: 'KvK', value: '12345678' },
      address: { streetAddress: 'Stationsweg 12', postalCode: '3931 EP', addressLocality: 'Woudenberg' },
    })
    expect(organization.openingHoursSpecification).toContainEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: 'Friday',
      opens: '09:30',
      closes: '21:00',
    })
  })

  it('follows a change of the one setting everywhere', async () => {
    await t.database.db
      .update(settings)
      .set({
        value: sql`jsonb_set(jsonb_set(value, '{coc_number}', '"87654321"'), '{vat_number}', '"NL999999999B01"')`,
      })
      .where(eq(settings.key, 'company_legal'))
    const html = await render('de', 'serviceContact')
    expect(html).toContain('Handelsregister (KvK) 87654321')
    expect(html).toMatch(/data-testid="contact-coc"[^>]*>87654321</)
    expect(html).not.toContain('12345678')
    expect(jsonLd(html)).toMatchObject({ vatID: 'NL999999999B01', url: 'https://messen.example/de/' })
  })

  it('lists every service page in the footer, in each language', async () => {
    for (const locale of ['nl', 'en', 'de'] as const) {
      const html = await render(locale, 'serviceContact')
      const prefix = locale === 'nl' ? '' : `/${locale}`
      for (const page of SERVICE_PAGES) expect(html).toContain(`href="${localePath(prefix, locale, page)}"`)
    }
  })
})

describe('accessibility statement', () => {
  const headings = {
    nl: ['Toegankelijkheidsverklaring', 'Wat nog niet voldoet', 'Een drempel melden', '29 november 2026'],
    en: ['Accessibility statement', 'What does not yet conform', 'Report a barrier', '29 November 2026'],
    de: [
      'Erklärung zur Barrierefreiheit',
      'Was noch nicht konform ist',
      'Eine Barriere melden',
      '29. November 2026',
    ],
  } as const

  it('says what conforms, what does not yet, its date and where to report a barrier, in each language', async () => {
    for (const locale of ['nl', 'en', 'de'] as const) {
      const html = await render(locale, 'accessibility')
      const [title, exceptions, report, date] = headings[locale]
      expect(html, locale).toMatch(new RegExp(`<h1 [^>]*>${title}</h1>`))
      expect(html, locale).toContain('WCAG')
      expect(html, locale).toContain('EN 301 549')
      expect(html, locale).toContain(exceptions)
      expect(html, locale).toContain(report)
      expect(html, locale).toContain(date)
      const listed = /data-testid="accessibility-exceptions">(.*?)<\/ul>/.exec(html)![1]!
      expect(listed.match(/<li>/g), locale).toHaveLength(4)
    }
  })

  it('gives the e-mail address and phone number of the store settings as the contact', async () => {
    const shell = await context.shell('en')
    const html = await render('en', 'accessibility')
    const contact = /data-testid="accessibility-contact">(.*?)<\/dl>/.exec(html)![1]!
    expect(contact).toContain(`href="mailto:${shell.store.email}"`)
    expect(contact).toContain(`>${shell.store.phone}<`)
    expect(html).toContain('within one working day')
  })
})

describe('shipping page', () => {
  it('shows the costs and the free-shipping threshold of the shipping tables, and follows a change', async () => {
    const before = await render('nl', 'serviceShipping')
    expect(before).toContain('Nederland: gratis bezorging vanaf € 50,-.')
    expect(before).toContain('€ 4,95')
    expect(before).toContain('€ 14,95') // Denmark, Italy, Spain

    const [home] = await t.database.db
      .select({ id: shippingMethods.id })
      .from(shippingMethods)
      .where(eq(shippingMethods.code, 'home_delivery'))
    await t.database.db
      .update(shippingRates)
      .set({ priceCents: 575, freeFromCents: 6000 })
      .where(and(eq(shippingRates.methodId, home!.id), eq(shippingRates.countryIso, 'NL')))

    const after = await render('en', 'serviceShipping')
    expect(after).toContain('Netherlands: free delivery from € 60,-.')
    expect(after).toContain('€ 5,75')
    // The store's cut-off wording comes from the delivery promises setting, not from the page.
    expect(after).toContain('Order before 11:59 pm on a working day')
  })
})

describe('payment page', () => {
  it('lists the methods the payment provider offers, in3 with the owner’s limit', async () => {
    const html = await render('de', 'servicePayment')
    expect(html).toContain('iDEAL')
    expect(html).toContain('PayPal')
    expect(html).toContain('in3')
    expect(html).toContain('€ 3.000,-')

    await t.database.db
      .update(settings)
      .set({ value: { enabled: false, limit_cents: 300_000 } })
      .where(eq(settings.key, 'three_instalments'))
    expect(await render('de', 'servicePayment')).not.toContain('in3')
  })
})

import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ShopLoadContext } from '#core/context'
import type { CheckoutResponse } from '#core/schemas/checkout'
import type { StaticDataResponse } from '#core/schemas/static-data'
import { readSettings } from '#server/db/settings'
import { auditLog, shippingRates } from '#server/db/schema'
import { createStaff } from '#server/domain/staff/staff'
import { apiHeaders, createTestApp, type TestApp } from './app'
import { cartFactory, type CartFactory } from './cart-fixtures'
import { checkoutShipping, withCart } from './checkout-fixtures'
import { eventually } from './eventually'

/**
 * The settings screen (issue 14, docs/decisions/0072) with the real app: a save reaches the cart, the
 * static data and the cached guest pages at once, bad values answer 422 under their field, and every
 * save leaves an audit line. The stand-in page renders the footer's company names from the shell data and
 * may be kept in the page cache, as the real pages are.
 */
let renders = 0
async function page(_request: Request, context: ShopLoadContext): Promise<Response> {
  renders++
  const shell = await context.shell(context.locale)
  const html = `<!doctype html><footer><p>${shell.company_name}</p><p>© ${shell.company_legal.legal_name}</p></footer><ul>${shell.selling_points.join('|')}</ul>`
  return new Response(html, {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'public, max-age=0, must-revalidate, s-maxage=60',
      'Content-Length': String(Buffer.byteLength(html)),
    },
  })
}

let t: TestApp
let make: CartFactory
beforeAll(async () => {
  t = await createTestApp({ handleDocument: page, watchChanges: true })
  make = await cartFactory(t.database.db)
  const before = t.catalogueChanges!.mark()
  await checkoutShipping(make)
  await eventually(() => expect(t.catalogueChanges!.mark()).toBeGreaterThan(before))
  await createStaff(t.database.db, {
    email: 'sanne@messenwinkel.example',
    name: 'Sanne',
    password: 'een lang staffwachtwoord',
    locale: 'en',
  })
  await createStaff(t.database.db, {
    email: 'piet@messenwinkel.example',
    name: 'Piet',
    password: 'een lang staffwachtwoord',
    locale: 'nl',
  })
})
afterAll(() => t.close())

const db = () => t.database.db
const formInit = (values: Record<string, string>, cookie?: string) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
  body: new URLSearchParams(values).toString(),
})

async function staffCookie(email = 'sanne@messenwinkel.example') {
  const response = await t.app.request(
    '/admin/login',
    formInit({ email, password: 'een lang staffwachtwoord' }),
  )
  expect(response.status).toBe(303)
  return response.headers
    .getSetCookie()
    .find((value) => value.startsWith('staff='))!
    .split(';')[0]!
}

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

/** The fields of one section's form on the screen, as a browser would send them unchanged. */
async function formOf(cookie: string, section: string): Promise<Record<string, string>> {
  const response = await t.app.request('/admin/settings', { headers: { cookie } })
  expect(response.status).toBe(200)
  const html = await response.text()
  const form = new RegExp(
    `<form[^>]*action="/admin/settings/${section}#${section}"[^>]*>([\\s\\S]*?)</form>`,
  ).exec(html)
  expect(form, section).not.toBeNull()
  const values: Record<string, string> = {}
  for (const [, attributes] of form![1]!.matchAll(/<input([^>]*)>/g)) {
    const name = /name="([^"]*)"/.exec(attributes!)?.[1]
    if (!name) continue
    if (/type="checkbox"/.test(attributes!)) {
      if (/checked=""/.test(attributes!)) values[name] = 'on'
      continue
    }
    values[name] = decode(/value="([^"]*)"/.exec(attributes!)?.[1] ?? '')
  }
  return values
}

const save = (cookie: string | undefined, section: string, values: Record<string, string>) =>
  t.app.request(`/admin/settings/${section}`, formInit(values, cookie))

/** Saves and waits until this process heard the database's change notification (as every process does). */
async function saveAndSettle(cookie: string, section: string, values: Record<string, string>) {
  const before = t.catalogueChanges!.mark()
  const response = await save(cookie, section, values)
  expect(response.status, await response.clone().text()).toBe(303)
  expect(response.headers.get('location')).toBe(`/admin/settings?saved=${section}#${section}`)
  await eventually(() => expect(t.catalogueChanges!.mark()).toBeGreaterThan(before))
}

async function auditLines(section: string) {
  return db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'settings.update'), eq(auditLog.entityId, section)))
}

describe('settings access', () => {
  it('shows guests and shoppers the login (403) and refuses their saves', async () => {
    const product = await make.product()
    const { shopper } = await withCart(t.app, product.id)
    expect(shopper.cookie).toBeTruthy()
    for (const cookie of [undefined, shopper.cookie!]) {
      const response = await t.app.request('/admin/settings', { headers: cookie ? { cookie } : {} })
      expect(response.status).toBe(403)
      expect(await response.text()).toContain('name="password"')
      for (const section of ['company', 'opening-hours', 'shipping', 'instalments']) {
        const post = await save(cookie, section, { company_name: 'Overgenomen', enabled: 'on', limit: '1' })
        expect(post.status, section).toBe(403)
      }
    }
    expect((await readSettings(db(), 'nl')).company_name).toBe('Messenwinkel')
    expect(await db().select().from(auditLog).where(eq(auditLog.action, 'settings.update'))).toEqual([])
  })

  it('links the screen from every back-office page', async () => {
    const cookie = await staffCookie()
    const html = await (await t.app.request('/admin/orders', { headers: { cookie } })).text()
    expect(html).toContain('href="/admin/settings"')
  })
})

describe('shipping rates and the free-shipping threshold', () => {
  it('reach the cart at once, typed as "25,00", with an audit line of what changed', async () => {
    const cookie = await staffCookie()
    const product = await make.product({ priceCents: 2995 })
    const { shopper } = await withCart(t.app, product.id)
    const cart = async () => (await shopper.call<CheckoutResponse>('GET', 'checkout')).body.checkout.totals
    // 29,95 of goods: the pickup point (3,95) is cheapest, 20,05 short of free shipping.
    expect(await cart()).toMatchObject({ total_shipping_costs: 3.95, amount_for_free_shipping: 20.05 })

    const values = await formOf(cookie, 'shipping')
    const home = Object.keys(values).find(
      (key) => /^rates\.\d+\.free_from$/.test(key) && values[key] === '50.00',
    )
    expect(home).toBeDefined()
    // Home delivery in the Netherlands is the first NL rate (methods in position order).
    const homeIndex = home!.split('.')[1]
    expect(values[`rates.${homeIndex}.price`]).toBe('4.95')
    await saveAndSettle(cookie, 'shipping', { ...values, [`rates.${homeIndex}.free_from`]: '25,00' })

    expect(await cart()).toMatchObject({ total_shipping_costs: 0, amount_for_free_shipping: 0 })
    const [rate] = await db()
      .select()
      .from(shippingRates)
      .where(eq(shippingRates.id, Number(values[`rates.${homeIndex}.id`])))
    expect(rate).toMatchObject({ priceCents: 495, freeFromCents: 2500 })

    const [line] = await auditLines('shipping')
    expect(line).toMatchObject({ staffEmail: 'sanne@messenwinkel.example', entity: 'settings' })
    expect(line!.details).toEqual({ changes: { 'home.NL.free_from_cents': { from: 5000, to: 2500 } } })

    // The page shows the saved amount; saving the same again changes and audits nothing.
    const again = await formOf(cookie, 'shipping')
    expect(again[`rates.${homeIndex}.free_from`]).toBe('25.00')
    const unchanged = await save(cookie, 'shipping', again)
    expect(unchanged.headers.get('location')).toBe('/admin/settings?saved=shipping&unchanged=1#shipping')
    expect(await auditLines('shipping')).toHaveLength(1)

    // An empty threshold: never free.
    await saveAndSettle(cookie, 'shipping', { ...again, [`rates.${homeIndex}.free_from`]: '' })
    expect(await cart()).toMatchObject({ total_shipping_costs: 3.95 })
  })

  it('answers 422 under the field for an amount that is not one, and keeps what was typed', async () => {
    const cookie = await staffCookie()
    const values = await formOf(cookie, 'shipping')
    const response = await save(cookie, 'shipping', {
      ...values,
      'rates.0.price': '4,9x5',
      'rates.1.free_from': '-5',
    })
    expect(response.status).toBe(422)
    const html = await response.text()
    expect(html.match(/Enter an amount in euros, for example 5.00./g)).toHaveLength(2)
    expect(html).toContain('value="4,9x5"')
    expect(html).toContain('aria-invalid="true"')
    // A rate that does not exist (removed meanwhile, or made up) is a field error too, not a 500.
    const gone = await save(cookie, 'shipping', { ...values, 'rates.0.id': '999999' })
    expect(gone.status).toBe(422)
    expect(await gone.text()).toContain('This rate no longer exists')
  })
})

describe('company details', () => {
  it('show in a cached guest page and the static data at once, and are audited', async () => {
    const cookie = await staffCookie()
    const first = await t.app.request('/nl-page')
    expect(await first.text()).toContain('<p>Messenwinkel</p>')
    const rendered = renders
    // Kept: the second guest gets the cached copy.
    expect(await (await t.app.request('/nl-page')).text()).toContain('<p>Messenwinkel</p>')
    expect(renders).toBe(rendered)

    const values = await formOf(cookie, 'company')
    expect(values).toMatchObject({ company_name: 'Messenwinkel', coc_number: '12345678', city: 'Woudenberg' })
    await saveAndSettle(cookie, 'company', {
      ...values,
      company_name: 'Messenhuis',
      legal_name: 'Messenhuis B.V.',
      coc_number: '8765 4321',
      vat_number: 'nl 987654321 b01',
    })

    const after = await (await t.app.request('/nl-page')).text()
    expect(after).toContain('<p>Messenhuis</p>')
    expect(after).toContain('© Messenhuis B.V.')
    const staticData = await t.app.request('/front-api/static-data', { headers: apiHeaders() })
    expect(((await staticData.json()) as StaticDataResponse).data.company_name).toBe('Messenhuis')

    const stored = await readSettings(db(), 'de')
    expect(stored.company_legal).toMatchObject({ coc_number: '87654321', vat_number: 'NL987654321B01' })
    const [line] = await auditLines('company')
    expect(line!.details).toEqual({
      changes: {
        company_name: { from: 'Messenwinkel', to: 'Messenhuis' },
        'company_legal.legal_name': { from: 'Messenwinkel B.V.', to: 'Messenhuis B.V.' },
        'company_legal.coc_number': { from: '12345678', to: '87654321' },
        'company_legal.vat_number': { from: 'NL123456789B01', to: 'NL987654321B01' },
      },
    })
  })

  it('answers 422 with each message under its field, in the staff member’s language', async () => {
    const values = await formOf(await staffCookie(), 'company')
    const bad = { ...values, company_name: ' ', coc_number: '12', email: 'geen-adres', phone: 'bel maar' }
    const english = await save(await staffCookie(), 'company', bad)
    expect(english.status).toBe(422)
    const html = await english.text()
    expect(html).toContain('A KvK number has 8 digits.')
    expect(html).toContain('id="coc_number-error"')
    expect(html).toContain('Enter a phone number')
    expect(html).toContain('value="geen-adres"')
    const dutch = await save(await staffCookie('piet@messenwinkel.example'), 'company', bad)
    expect(dutch.status).toBe(422)
    expect(await dutch.text()).toContain('Een KvK-nummer heeft 8 cijfers.')
    // Fields the form does not have are refused as well, never stored.
    const extra = await save(await staffCookie(), 'company', { ...values, header_logo: '/evil.svg' })
    expect(extra.status).toBe(422)
    expect((await readSettings(db(), 'nl')).header_logo).toBe('/logo.svg')
  })
})

describe('opening hours', () => {
  it('save per weekday, a day without times is closed; pages still render', async () => {
    const cookie = await staffCookie()
    const values = await formOf(cookie, 'opening-hours')
    expect(values).toMatchObject({ monday_opens: '13:00', monday_closes: '18:00', sunday_opens: '' })
    await saveAndSettle(cookie, 'opening-hours', {
      ...values,
      monday_opens: '',
      monday_closes: '',
      sunday_opens: '12:00',
      sunday_closes: '17:00',
    })
    const shell = await t.app.request('/nl-page')
    expect(shell.status).toBe(200)
    const store = (await readSettings(db(), 'en')).store
    expect(store.opening_hours[0]).toEqual({ day: 'monday', value: null })
    expect(store.opening_hours[6]).toEqual({ day: 'sunday', value: '12:00 - 17:00' })
    expect(store.city).toBe('Woudenberg')
    const [line] = await auditLines('opening-hours')
    expect(line!.details).toEqual({
      changes: {
        'store.opening_hours.0.value': { from: '13:00 - 18:00', to: null },
        'store.opening_hours.6.value': { from: null, to: '12:00 - 17:00' },
      },
    })
  })

  it('answers 422 for a closing time before the opening time, a half-filled day or no time', async () => {
    const cookie = await staffCookie()
    const values = await formOf(cookie, 'opening-hours')
    const response = await save(cookie, 'opening-hours', {
      ...values,
      tuesday_opens: '18:00',
      tuesday_closes: '09:00',
      wednesday_closes: '',
      thursday_opens: '25:00',
    })
    expect(response.status).toBe(422)
    const html = await response.text()
    expect(html).toContain('The closing time must be after the opening time.')
    expect(html).toContain('id="wednesday_closes-error"')
    expect(html).toContain('Enter a time like 09:30.')
  })
})

describe('three instalments', () => {
  it('switch off and on with a limit in euros; a bad limit is a 422', async () => {
    const cookie = await staffCookie()
    const values = await formOf(cookie, 'instalments')
    expect(values).toMatchObject({ enabled: 'on', limit: '3000.00' })
    await saveAndSettle(cookie, 'instalments', { limit: '1500,00' })
    expect((await readSettings(db(), 'nl')).three_instalments).toEqual({
      enabled: false,
      limit_cents: 150000,
    })
    const bad = await save(cookie, 'instalments', { enabled: 'on', limit: 'veel' })
    expect(bad.status).toBe(422)
    expect(await bad.text()).toContain('Enter an amount in euros')
    expect((await readSettings(db(), 'nl')).three_instalments.enabled).toBe(false)
    const [line] = await auditLines('instalments')
    expect(line!.details).toEqual({
      changes: {
        'three_instalments.enabled': { from: true, to: false },
        'three_instalments.limit_cents': { from: 300000, to: 150000 },
      },
    })
  })
})

describe('amounts as staff read and type them (core/money.ts, decision 0160)', () => {
  it('shows a Dutch staff member "2500,00", reads "€ 2.500,50" and refuses the ambiguous "2.500"', async () => {
    const cookie = await staffCookie('piet@messenwinkel.example')
    await saveAndSettle(cookie, 'instalments', { enabled: 'on', limit: '2500' })
    expect((await formOf(cookie, 'instalments')).limit).toBe('2500,00')
    await saveAndSettle(cookie, 'instalments', { enabled: 'on', limit: '€ 2.500,50' })
    expect((await readSettings(db(), 'nl')).three_instalments.limit_cents).toBe(250050)
    const ambiguous = await save(cookie, 'instalments', { enabled: 'on', limit: '2.500' })
    expect(ambiguous.status).toBe(422)
    expect(await ambiguous.text()).toContain('id="limit-error"')
    expect((await readSettings(db(), 'nl')).three_instalments.limit_cents).toBe(250050)
  })

  it('gives every element of the screen its own id, so each label and error belongs to one field', async () => {
    const cookie = await staffCookie()
    const html = await (await t.app.request('/admin/settings', { headers: { cookie } })).text()
    const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1])
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([])
  })
})

describe('selling points', () => {
  it('save per language, reach the shell data of that language at once, and are audited', async () => {
    const cookie = await staffCookie()
    const html = await (await t.app.request('/admin/settings', { headers: { cookie } })).text()
    expect(html).toContain('Expert advice from real enthusiasts')
    // The English page, kept in the page cache with the old points.
    expect(await (await t.app.request('/en/page')).text()).toContain('Expert advice from real enthusiasts')
    const shell = (locale: 'nl' | 'en' | 'de') => readSettings(db(), locale).then((v) => v.selling_points)
    const nl = await shell('nl')
    const de = await shell('de')
    await saveAndSettle(cookie, 'selling-points', {
      nl: nl.join('\n'),
      en: 'Sharp knives\n\n  Free engraving  \r\nShop in Woudenberg',
      de: de.join('\n'),
    })
    expect(await shell('en')).toEqual(['Sharp knives', 'Free engraving', 'Shop in Woudenberg'])
    expect(await shell('nl')).toEqual(nl)
    expect(await (await t.app.request('/en/page')).text()).toContain(
      '<ul>Sharp knives|Free engraving|Shop in Woudenberg</ul>',
    )
    expect(await (await t.app.request('/page')).text()).toContain(`<ul>${nl.join('|')}</ul>`)
    const [line] = await auditLines('selling-points')
    expect(Object.keys((line!.details as { changes: object }).changes)).toEqual(['selling_points.en'])
  })

  it('answers 422 for an empty language, a point too long or too many', async () => {
    const cookie = await staffCookie('piet@messenwinkel.example')
    const response = await save(cookie, 'selling-points', {
      nl: 'x'.repeat(81),
      en: ' \n ',
      de: Array.from({ length: 9 }, (_, i) => `Punkt ${i}`).join('\n'),
    })
    expect(response.status).toBe(422)
    const html = await response.text()
    expect(html).toContain('Een verkoopargument heeft hoogstens 80 tekens.')
    expect(html).toContain('Hoogstens 8 verkoopargumenten.')
    expect(html).toContain('id="en-error"')
    expect(await auditLines('selling-points')).toHaveLength(1)
  })
})

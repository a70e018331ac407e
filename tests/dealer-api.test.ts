import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ValidationErrorBody } from '#core/api'
import type { ShopLoadContext } from '#core/context'
import type { DealerRegisterResponse } from '#core/schemas/dealer'
import { normalizeCocNumber, normalizeVatNumber } from '#core/schemas/dealer'
import type { VatChecker } from '#server/adapters/vat-check/port'
import { addresses, auditLog, customers, mailOutbox } from '#server/db/schema'
import { approveDealerByEmail } from '#server/domain/customers/dealer-decisions'
import { createStaff } from '#server/domain/staff/staff'
import { translate } from '#server/i18n/translate'
import { createTestApp, type TestApp } from './app'
import { cartClient } from './cart-fixtures'

let t: TestApp
const contexts: ShopLoadContext[] = []
const asked: string[] = []
/** VIES stand-in: DE999999999 is the one number it does not know. */
const vies: VatChecker = {
  name: 'fake-vies',
  async check(country, number) {
    asked.push(`${country}${number}`)
    return `${country}${number}` === 'DE999999999' ? 'invalid' : 'valid'
  },
}
beforeAll(async () => {
  t = await createTestApp({
    vatChecker: vies,
    handleDocument: async (_request, context) => {
      contexts.push(context)
      return new Response('<html></html>', { headers: { 'content-type': 'text/html' } })
    },
  })
})
afterAll(() => t.close())

const dealer = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Dirk',
  last_name: 'Dealer',
  company_name: 'Messen B.V.',
  company_coc_number: '1234 5678',
  company_vat_number: 'nl 1234.56.789.b01',
  email: `dirk-${Math.random().toString(36).slice(2)}@example.nl`,
  password: 'een lang wachtwoord',
  country_iso: 'NL',
  postal_code: '3442ae',
  house_number: '12',
  house_number_addition: '',
  address: 'Kerkstraat',
  city: 'Woerden',
  phone_number: '0348123456',
  ...overrides,
})

describe('dealer numbers', () => {
  it('read a Dutch KvK number and EU VAT numbers per country', () => {
    expect(normalizeCocNumber('NL', '1234 5678')).toBe('12345678')
    expect(normalizeCocNumber('NL', '1234567')).toBeNull()
    expect(normalizeVatNumber('NL', 'nl 1234.56.789.b01')).toBe('NL123456789B01')
    expect(normalizeVatNumber('NL', '123456789B01')).toBe('NL123456789B01')
    expect(normalizeVatNumber('DE', 'DE 123 456 789')).toBe('DE123456789')
    expect(normalizeVatNumber('DE', 'NL123456789B01')).toBeNull()
    expect(normalizeVatNumber('BE', '0123456789')).toBe('BE0123456789')
    expect(normalizeVatNumber('AT', 'ATU12345678')).toBe('ATU12345678')
    expect(normalizeVatNumber('FR', 'FR12345678901')).toBe('FR12345678901')
    expect(normalizeVatNumber('GR', '123456789')).toBe('EL123456789')
    expect(normalizeVatNumber('CH', 'CHE123456789')).toBeNull()
  })
})

describe('POST /front-api/dealer', () => {
  it('names every missing field, in the language of the request', async () => {
    const response = await cartClient(t.app).call<ValidationErrorBody>('POST', 'dealer', {}, 'de')
    expect(response.status).toBe(422)
    expect(Object.keys(response.body.errors).sort()).toEqual(
      [
        'address',
        'city',
        'company_coc_number',
        'company_name',
        'company_vat_number',
        'country_iso',
        'email',
        'first_name',
        'house_number',
        'last_name',
        'password',
        'phone_number',
        'postal_code',
      ].sort(),
    )
  })

  it('refuses a KvK or VAT number of the wrong form, and one VIES does not know', async () => {
    const shopper = cartClient(t.app)
    const wrong = await shopper.call<ValidationErrorBody>(
      'POST',
      'dealer',
      dealer({ company_coc_number: '123', company_vat_number: 'DE123456789' }),
    )
    expect(wrong.body.errors).toEqual({
      company_coc_number: [translate('nl', 'validation.cocNumber')],
      company_vat_number: [translate('nl', 'validation.vatNumber')],
    })
    const unknown = await shopper.call<ValidationErrorBody>(
      'POST',
      'dealer',
      dealer({
        country_iso: 'DE',
        postal_code: '10115',
        company_coc_number: 'HRB12345',
        company_vat_number: 'DE999999999',
      }),
      'en',
    )
    expect(unknown.body.errors).toEqual({
      company_vat_number: [translate('en', 'validation.vatNumberUnknown')],
    })
  })

  it('registers a pending dealer who sees dealer prices only once approved', async () => {
    const shopper = cartClient(t.app)
    const body = dealer()
    const response = await shopper.call<DealerRegisterResponse>('POST', 'dealer', body)
    expect(response.status, JSON.stringify(response.body)).toBe(200)
    expect(response.body).toMatchObject({ dealer_status: 'pending', customer: { is_logged_in: true } })
    expect(asked).toContain('NL123456789B01')
    const [row] = await t.database.db.select().from(customers).where(eq(customers.email, body.email))
    expect(row).toMatchObject({
      dealerStatus: 'pending',
      companyName: 'Messen B.V.',
      cocNumber: '12345678',
      vatNumber: 'NL123456789B01',
    })
    const [address] = await t.database.db.select().from(addresses).where(eq(addresses.customerId, row!.id))
    expect(address).toMatchObject({
      isCompany: true,
      companyVatNumber: 'NL123456789B01',
      postalCode: '3442 AE',
    })

    await t.app.request('/', { headers: { cookie: shopper.cookie! } })
    expect(contexts.at(-1)!.isDealer).toBe(false)
    const approve = (email: string) =>
      approveDealerByEmail(t.database.db, email, {
        publicUrl: 'http://shop.test',
        loginUrl: () => 'http://shop.test/inloggen',
        now: new Date(),
      })
    expect(await approve(body.email.toUpperCase())).toBe('approved')
    await t.app.request('/', { headers: { cookie: shopper.cookie! } })
    expect(contexts.at(-1)).toMatchObject({ isDealer: true, viewer: { first_name: 'Dirk', is_dealer: true } })
    // A guest and a consumer stay on consumer prices.
    await t.app.request('/')
    expect(contexts.at(-1)!.isDealer).toBe(false)
    expect(await approve('niemand@example.nl')).toBe('not_found')
    expect(await approve(body.email)).toBe('not_pending')
  })
})

describe('dealers in the back office', () => {
  const form = (values: Record<string, string>, cookie?: string) => ({
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams(values).toString(),
  })
  let staffCookie: string
  beforeAll(async () => {
    await createStaff(t.database.db, {
      email: 'petra@messenwinkel.example',
      name: 'Petra',
      password: 'een lang staffwachtwoord',
      locale: 'nl',
    })
    const login = await t.app.request(
      '/admin/login',
      form({ email: 'petra@messenwinkel.example', password: 'een lang staffwachtwoord' }),
    )
    staffCookie = login.headers.getSetCookie()[0]!.split(';')[0]!
  })

  /** A dealer registered in the language given; answers the customer row. */
  async function registered(locale: 'nl' | 'en' | 'de', company: string) {
    const shopper = cartClient(t.app)
    const body = dealer({ company_name: company })
    const response = await shopper.call('POST', 'dealer', body, locale)
    expect(response.status).toBe(200)
    const [row] = await t.database.db.select().from(customers).where(eq(customers.email, body.email))
    return { shopper, row: row! }
  }
  const mailsTo = (email: string) =>
    t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email))

  it('lists pending registrations and approves one with a mail in the dealer’s language', async () => {
    const { shopper, row } = await registered('de', 'Klingen GmbH')
    expect(row.locale).toBe('de')
    const list = await t.app.request('/admin/dealers', { headers: { cookie: staffCookie } })
    expect(list.status).toBe(200)
    const html = await list.text()
    expect(html).toContain('Klingen GmbH')
    expect(html).toContain(row.email)

    const approved = await t.app.request(
      `/admin/dealers/${row.id}`,
      form({ decision: 'approve' }, staffCookie),
    )
    expect(approved.status).toBe(303)
    const after = await t.app.request(approved.headers.get('location')!, { headers: { cookie: staffCookie } })
    expect(await after.text()).toContain(
      translate('nl', 'backOffice.dealers.approved', { company: 'Klingen GmbH' }),
    )
    const [updated] = await t.database.db.select().from(customers).where(eq(customers.id, row.id))
    expect(updated).toMatchObject({ dealerStatus: 'approved' })
    expect(updated!.dealerDecidedAt).toBeInstanceOf(Date)

    const mails = await mailsTo(row.email)
    expect(mails).toHaveLength(1)
    expect(mails[0]).toMatchObject({ kind: 'dealer_approved', locale: 'de' })
    expect(mails[0]!.subject).toContain('Händlerkonto')
    expect(mails[0]!.html).toContain('/de/anmelden')
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, row.id))
    expect(audit).toMatchObject({ action: 'dealer.approve', staffEmail: 'petra@messenwinkel.example' })

    await t.app.request('/', { headers: { cookie: shopper.cookie! } })
    expect(contexts.at(-1)!.isDealer).toBe(true)

    // Deciding twice (a second tab, a double click) changes nothing and sends nothing.
    const again = await t.app.request(`/admin/dealers/${row.id}`, form({ decision: 'reject' }, staffCookie))
    expect(again.status).toBe(409)
    expect(await mailsTo(row.email)).toHaveLength(1)
    const approvedList = await t.app.request('/admin/dealers?status=approved', {
      headers: { cookie: staffCookie },
    })
    expect(await approvedList.text()).toContain('Klingen GmbH')
  })

  it('rejects with a reason that reaches the mail, as text', async () => {
    const { shopper, row } = await registered('en', 'Blades Ltd')
    const reason = 'We only supply <b>registered</b> knife shops.'
    const rejected = await t.app.request(
      `/admin/dealers/${row.id}`,
      form({ decision: 'reject', reason }, staffCookie),
    )
    expect(rejected.status).toBe(303)
    const [updated] = await t.database.db.select().from(customers).where(eq(customers.id, row.id))
    expect(updated!.dealerStatus).toBe('rejected')
    const [mail] = await mailsTo(row.email)
    expect(mail).toMatchObject({ kind: 'dealer_rejected', locale: 'en' })
    expect(mail!.html).toContain('&lt;b&gt;registered&lt;/b&gt;')
    expect(mail!.text).toContain(reason)
    await t.app.request('/', { headers: { cookie: shopper.cookie! } })
    expect(contexts.at(-1)!.isDealer).toBe(false)
  })

  it('answers bad input with 422 and unknown ids with 404, and lets no shopper or guest in', async () => {
    const { shopper, row } = await registered('nl', 'Messen Noord B.V.')
    const bad = await t.app.request(`/admin/dealers/${row.id}`, form({ decision: 'maybe' }, staffCookie))
    expect(bad.status).toBe(422)
    expect(await bad.text()).toContain(translate('nl', 'backOffice.validation.decision'))
    const unknown = await t.app.request(
      `/admin/dealers/00000000-0000-4000-8000-000000000000`,
      form({ decision: 'approve' }, staffCookie),
    )
    expect(unknown.status).toBe(404)
    const notUuid = await t.app.request(
      `/admin/dealers/1%20or%201=1`,
      form({ decision: 'approve' }, staffCookie),
    )
    expect(notUuid.status).toBe(404)

    for (const cookie of [undefined, shopper.cookie!]) {
      const headers: Record<string, string> = cookie ? { cookie } : {}
      const list = await t.app.request('/admin/dealers', { headers })
      expect(list.status).toBe(403)
      expect(await list.text()).not.toContain('Messen Noord B.V.')
      const write = await t.app.request(`/admin/dealers/${row.id}`, form({ decision: 'approve' }, cookie))
      expect(write.status).toBe(403)
    }
    const [unchanged] = await t.database.db.select().from(customers).where(eq(customers.id, row.id))
    expect(unchanged!.dealerStatus).toBe('pending')
  })
})

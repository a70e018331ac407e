import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CheckoutResponse } from '#core/schemas/checkout'
import { auditLog, coupons } from '#server/db/schema'
import { createStaff } from '#server/domain/staff/staff'
import { translate } from '#server/i18n/translate'
import { createTestApp, type TestApp } from './app'
import { cartFactory, type CartFactory } from './cart-fixtures'
import { checkoutShipping, withCart } from './checkout-fixtures'

let t: TestApp
let make: CartFactory
let product: { id: number }
let cookie: string
let nlCookie: string
beforeAll(async () => {
  t = await createTestApp()
  make = await cartFactory(t.database.db)
  await checkoutShipping(make)
  product = await make.product({ priceCents: 4000 })
  for (const [email, locale] of [
    ['jan@messenwinkel.example', 'en'],
    ['els@messenwinkel.example', 'nl'],
  ] as const) {
    await createStaff(t.database.db, { email, name: email, password: 'een lang staffwachtwoord', locale })
  }
  cookie = await staffCookie('jan@messenwinkel.example')
  nlCookie = await staffCookie('els@messenwinkel.example')
})
afterAll(() => t.close())

const db = () => t.database.db
const encode = (values: Record<string, string>) => new URLSearchParams(values).toString()

async function staffCookie(email: string) {
  const response = await t.app.request('/admin/login', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: encode({ email, password: 'een lang staffwachtwoord' }),
  })
  expect(response.status).toBe(303)
  return response.headers
    .getSetCookie()
    .find((value) => value.startsWith('staff='))!
    .split(';')[0]!
}

const post = (path: string, values: Record<string, string>, as: string | null = cookie) =>
  t.app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(as ? { cookie: as } : {}) },
    body: encode(values),
  })
const get = (path: string, as: string | null = cookie) =>
  t.app.request(path, { headers: as ? { cookie: as } : {} })

const valid = {
  code: 'herfst-10',
  kind: 'percentage',
  value: '10',
  valid_from: '',
  valid_until: '',
  minimum_order: '',
  usage_limit: '',
}

/** A shopper's cart with one 40,- product and the code entered. */
async function tryCode(code: string) {
  const { shopper, checkoutId } = await withCart(t.app, product.id, 1)
  return shopper.call<CheckoutResponse>('PUT', `checkout/${checkoutId}/fulfilment/discount-code`, {
    discount_code: code,
  })
}

async function create(values: Record<string, string>) {
  const response = await post('/admin/coupons', values)
  expect(response.status, await response.clone().text()).toBe(303)
  const location = response.headers.get('location')!
  expect(location).toMatch(/^\/admin\/coupons\/\d+\?done=created$/)
  return Number(location.match(/\d+/)![0])
}

const auditOf = (id: number) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'coupon'), eq(auditLog.entityId, String(id))))
    .orderBy(auditLog.id)

/** The field's error as the form shows it (text under the field, escaped as HTML). */
const fieldError = (html: string, field: string) =>
  html.match(new RegExp(`id="${field}-error">([^<]*)<`))?.[1]?.replaceAll('&#x27;', "'") ?? null

describe('back-office discount codes', () => {
  it('answers guests and shoppers 403 on every route and changes nothing', async () => {
    const id = await create({ ...valid, code: 'GEHEIM' })
    const { shopper } = await withCart(t.app, product.id, 1)
    for (const as of [null, shopper.cookie!]) {
      for (const path of ['/admin/coupons', '/admin/coupons/new', `/admin/coupons/${id}`]) {
        const response = await get(path, as)
        expect(response.status, path).toBe(403)
        expect(await response.text()).not.toContain('GEHEIM')
      }
      for (const [path, body] of [
        ['/admin/coupons', { ...valid, code: 'INBRAAK' }],
        [`/admin/coupons/${id}`, { ...valid, code: 'GEHEIM', value: '90' }],
        [`/admin/coupons/${id}/active`, { active: 'false' }],
      ] as const) {
        expect((await post(path, body, as)).status, path).toBe(403)
      }
    }
    const [row] = await db().select().from(coupons).where(eq(coupons.id, id))
    expect(row).toMatchObject({ code: 'GEHEIM', value: 10, active: true })
    expect(await db().select().from(coupons).where(eq(coupons.code, 'INBRAAK'))).toEqual([])
  })

  it('creates a code that the cart takes at once, lists it readably and writes the audit log', async () => {
    expect((await tryCode('herfst-10')).status).toBe(422)
    const id = await create(valid)
    const applied = await tryCode('Herfst-10')
    expect(applied.status, JSON.stringify(applied.body)).toBe(200)
    expect(applied.body.checkout.discount_code).toBe('HERFST-10')
    expect(applied.body.checkout.totals.total_discount_incl.amount_tax_incl).toBe(-4)

    const fixed = await create({
      ...valid,
      code: 'vijf',
      kind: 'fixed',
      value: '5,50',
      valid_from: '2026-01-01',
      valid_until: '2999-12-31',
      minimum_order: '25.00',
      usage_limit: '100',
    })
    const [row] = await db().select().from(coupons).where(eq(coupons.id, fixed))
    expect(row).toMatchObject({
      code: 'VIJF',
      kind: 'fixed',
      value: 550,
      minimumOrderCents: 2500,
      usageLimit: 100,
    })
    // Days in Dutch time: from midnight of the first to the end of the last.
    expect(new Date(row!.validFrom!).toISOString()).toBe('2025-12-31T23:00:00.000Z')
    expect(new Date(row!.validUntil!).toISOString()).toBe('2999-12-31T22:59:59.999Z')
    expect((await tryCode('vijf')).body.checkout.totals.total_discount_incl.amount_tax_incl).toBe(-5.5)
    await create({ ...valid, code: 'GRATIS-VERZENDING', kind: 'free_shipping', value: '' })
    // Amounts as staff may type them, with the euro sign or thousands (core/money.ts), shown back as "7,50".
    const signed = await create({
      ...valid,
      code: 'MET-TEKEN',
      kind: 'fixed',
      value: '€ 7,50',
      minimum_order: '€ 1.000,-',
    })
    const [signedRow] = await db().select().from(coupons).where(eq(coupons.id, signed))
    expect(signedRow).toMatchObject({ value: 750, minimumOrderCents: 100000 })
    const signedForm = await (await get(`/admin/coupons/${signed}`)).text()
    expect(signedForm).toContain('value="7,50"')
    expect(signedForm).toContain('value="1000,00"')

    const list = await (await get('/admin/coupons')).text()
    expect(list).toContain('HERFST-10')
    expect(list).toContain('10 %')
    expect(list).toContain('€ 5,50')
    expect(list).toContain('€ 25,-')
    expect(list).toContain('0 / 100')
    expect(list).toContain(translate('en', 'backOffice.coupons.kind.free_shipping'))
    expect(list).toContain(`href="/admin/coupons/${id}"`)
    expect(list).toContain('href="/admin/coupons"')

    const [line] = await auditOf(id)
    expect(line).toMatchObject({
      action: 'coupon.create',
      staffEmail: 'jan@messenwinkel.example',
      details: { code: 'HERFST-10', kind: 'percentage', value: 10 },
    })
  })

  it('edits a code, deactivates it so the cart refuses it, and reactivates it', async () => {
    const id = await create({ ...valid, code: 'WINTER' })
    const edited = await post(`/admin/coupons/${id}`, { ...valid, code: 'winter-25', value: '25' })
    expect(edited.status).toBe(303)
    expect(edited.headers.get('location')).toBe(`/admin/coupons/${id}?done=saved`)
    expect((await tryCode('WINTER')).status).toBe(422)
    expect((await tryCode('winter-25')).body.checkout.totals.total_discount_incl.amount_tax_incl).toBe(-10)
    const page = await (await get(`/admin/coupons/${id}?done=saved`)).text()
    expect(page).toContain(translate('en', 'backOffice.coupons.done.saved'))
    expect(page).toContain('value="WINTER-25"')

    const off = await post(`/admin/coupons/${id}/active`, { active: 'false' })
    expect(off.status).toBe(303)
    const refused = await tryCode('winter-25')
    expect(refused.status).toBe(422)
    expect(JSON.stringify(refused.body)).toContain(
      translate('nl', 'cart.couponUnknown', { coupon: 'winter-25' }),
    )
    const inactive = await (await get('/admin/coupons?status=inactive')).text()
    expect(inactive).toContain('WINTER-25')
    expect(await (await get('/admin/coupons?status=active')).text()).not.toContain('WINTER-25')

    expect((await post(`/admin/coupons/${id}/active`, { active: 'true' })).status).toBe(303)
    expect((await tryCode('winter-25')).status).toBe(200)
    expect((await auditOf(id)).map((line) => line.action)).toEqual([
      'coupon.create',
      'coupon.update',
      'coupon.deactivate',
      'coupon.reactivate',
    ])
  })

  it('refuses a code that exists in any case, and bad values, with 422 and the error under the field', async () => {
    await create({ ...valid, code: 'DUBBEL' })
    const duplicate = await post('/admin/coupons', { ...valid, code: 'dubbel' })
    expect(duplicate.status).toBe(422)
    expect(fieldError(await duplicate.text(), 'code')).toBe(
      translate('en', 'backOffice.coupons.validation.codeTaken'),
    )
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ code: 'met spatie' }, 'code', 'backOffice.coupons.validation.code'],
      [{ code: 'ab' }, 'code', 'backOffice.coupons.validation.code'],
      [{ kind: 'cadeau' }, 'kind', 'backOffice.coupons.validation.kind'],
      [{ value: '0' }, 'value', 'backOffice.coupons.validation.percentage'],
      [{ value: '101' }, 'value', 'backOffice.coupons.validation.percentage'],
      [{ value: '7,5' }, 'value', 'backOffice.coupons.validation.percentage'],
      [{ kind: 'fixed', value: 'vijf' }, 'value', 'backOffice.coupons.validation.amount'],
      [{ kind: 'fixed', value: '0,00' }, 'value', 'backOffice.coupons.validation.amount'],
      [{ kind: 'fixed', value: '5,001' }, 'value', 'backOffice.coupons.validation.amount'],
      [{ kind: 'fixed', value: '5.001' }, 'value', 'backOffice.coupons.validation.amount'],
      [{ kind: 'fixed', value: '€ 5 euro' }, 'value', 'backOffice.coupons.validation.amount'],
      [{ kind: 'free_shipping', value: '5' }, 'value', 'backOffice.coupons.validation.noValue'],
      [{ valid_from: '2026-13-45' }, 'valid_from', 'backOffice.coupons.validation.date'],
      [
        { valid_from: '2026-12-01', valid_until: '2026-11-30' },
        'valid_until',
        'backOffice.coupons.validation.until',
      ],
      [{ minimum_order: '-5' }, 'minimum_order', 'backOffice.coupons.validation.amount'],
      [{ usage_limit: '0' }, 'usage_limit', 'backOffice.coupons.validation.limit'],
      [{ usage_limit: 'veel' }, 'usage_limit', 'backOffice.coupons.validation.limit'],
    ]
    for (const [change, field, key] of cases) {
      const response = await post('/admin/coupons', { ...valid, code: 'FOUT', ...change })
      expect(response.status, JSON.stringify(change)).toBe(422)
      expect(fieldError(await response.text(), field), JSON.stringify(change)).toBe(translate('en', key))
    }
    // Every problem at once, not only the first field's.
    const all = await post('/admin/coupons', {
      ...valid,
      code: 'a b',
      value: '150',
      valid_from: '2026-12-01',
      valid_until: '2026-11-01',
    })
    const allHtml = await all.text()
    expect(fieldError(allHtml, 'code')).toBe(translate('en', 'backOffice.coupons.validation.code'))
    expect(fieldError(allHtml, 'value')).toBe(translate('en', 'backOffice.coupons.validation.percentage'))
    expect(fieldError(allHtml, 'valid_until')).toBe(translate('en', 'backOffice.coupons.validation.until'))
    expect(allHtml).toContain('value="a b"')
    // In the staff member's own language.
    const nl = await post('/admin/coupons', { ...valid, code: 'FOUT', value: '500' }, nlCookie)
    expect(fieldError(await nl.text(), 'value')).toBe(
      translate('nl', 'backOffice.coupons.validation.percentage'),
    )
    expect(await db().select().from(coupons).where(eq(coupons.code, 'FOUT'))).toEqual([])
    // A form from elsewhere: unknown fields are dropped, a missing code is a field error, never a 500.
    const empty = await post('/admin/coupons', {})
    expect(empty.status).toBe(422)
    const bad = await post('/admin/coupons/1/active', { active: 'misschien' })
    expect(bad.status).toBe(422)
    expect((await get('/admin/coupons/999999')).status).toBe(404)
    expect((await get('/admin/coupons/abc')).status).toBe(404)
    expect((await post('/admin/coupons/999999', valid)).status).toBe(404)
  })

  it('keeps the kind and value of a code once it has been used', async () => {
    const id = await create({ ...valid, code: 'GEBRUIKT' })
    await db().update(coupons).set({ timesUsed: 2 }).where(eq(coupons.id, id))
    const page = await (await get(`/admin/coupons/${id}`)).text()
    expect(page).toContain(translate('en', 'backOffice.coupons.usedLocked', { count: 2 }))
    expect(page).not.toContain('<select name="kind"')
    const changed = await post(`/admin/coupons/${id}`, { ...valid, code: 'GEBRUIKT', value: '50' })
    expect(changed.status).toBe(422)
    expect(fieldError(await changed.text(), 'value')).toBe(
      translate('en', 'backOffice.coupons.validation.usedValue', { count: 2 }),
    )
    // Its dates and limit still change.
    const limited = await post(`/admin/coupons/${id}`, { ...valid, code: 'GEBRUIKT', usage_limit: '2' })
    expect(limited.status).toBe(303)
    const [row] = await db().select().from(coupons).where(eq(coupons.id, id))
    expect(row).toMatchObject({ value: 10, usageLimit: 2 })
    expect(await (await get('/admin/coupons')).text()).toContain(
      translate('en', 'backOffice.coupons.state.used_up'),
    )
    expect((await tryCode('GEBRUIKT')).status).toBe(422)
  })
})

import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, keepMePosted, mailOutbox, products } from '#server/db/schema'
import { stockAfterAdjustment } from '#server/domain/stock/adjust'
import { createStaff } from '#server/domain/staff/staff'
import { translate } from '#server/i18n/translate'
import { createTestApp, type TestApp } from './app'
import { cartClient, cartFactory, type CartFactory } from './cart-fixtures'
import { checkoutShipping, readyToPay, withCart } from './checkout-fixtures'
import { eventually } from './eventually'
import { FakePaymentProvider } from './fake-payments'

let t: TestApp
let make: CartFactory
let cookie: string
beforeAll(async () => {
  // Catalogue changes heard as the server hears them: the shop's caches must show staff's change at once.
  t = await createTestApp({ paymentProvider: new FakePaymentProvider(), watchChanges: true })
  make = await cartFactory(t.database.db)
  await checkoutShipping(make)
  await createStaff(t.database.db, {
    email: 'voorraad@messenwinkel.example',
    name: 'Vera',
    password: 'een lang staffwachtwoord',
    locale: 'nl',
  })
  const login = await t.app.request(
    '/admin/login',
    form({
      email: 'voorraad@messenwinkel.example',
      password: 'een lang staffwachtwoord',
    }),
  )
  expect(login.status).toBe(303)
  cookie = login.headers
    .getSetCookie()
    .find((value) => value.startsWith('staff='))!
    .split(';')[0]!
})
afterAll(() => t.close())

const db = () => t.database.db

function form(values: Record<string, string>, extra: Record<string, string> = {}) {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...extra },
    body: new URLSearchParams(values).toString(),
  }
}

const adjust = (productId: number | string, values: Record<string, string>, as = cookie) =>
  t.app.request(`/admin/stock/${productId}`, form(values, as ? { cookie: as } : {}))

async function productRow(id: number) {
  const [row] = await db().select().from(products).where(eq(products.id, id))
  return row!
}

async function stockAudit(id: number) {
  return db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'product'), eq(auditLog.entityId, String(id))))
    .orderBy(auditLog.id)
}

describe('stockAfterAdjustment', () => {
  it('sets or changes the stock, never below zero nor below what is reserved', () => {
    expect(stockAfterAdjustment({ stock: 5, reserved: 0 }, { mode: 'set', amount: 2 })).toEqual({
      ok: true,
      stock: 2,
    })
    expect(stockAfterAdjustment({ stock: 5, reserved: 0 }, { mode: 'delta', amount: -5 })).toEqual({
      ok: true,
      stock: 0,
    })
    expect(stockAfterAdjustment({ stock: 5, reserved: 0 }, { mode: 'delta', amount: -6 })).toEqual({
      ok: false,
      reason: 'negative',
    })
    expect(stockAfterAdjustment({ stock: 5, reserved: 2 }, { mode: 'set', amount: 1 })).toEqual({
      ok: false,
      reason: 'below_reserved',
    })
    expect(stockAfterAdjustment({ stock: 5, reserved: 2 }, { mode: 'delta', amount: -3 })).toEqual({
      ok: true,
      stock: 2,
    })
  })
})

describe('the stock screen', () => {
  it('shows guests and shoppers only the login (403), and refuses their changes', async () => {
    const product = await make.product({ stock: 7, reference: 'GEHEIM-1' })
    const { shopper } = await withCart(t.app, product.id)
    expect(shopper.cookie).toMatch(/^sid=/)
    for (const who of [undefined, shopper.cookie!]) {
      for (const path of ['/admin/stock', `/admin/stock?q=${product.id}`, `/admin/stock/${product.id}`]) {
        const response = await t.app.request(path, { headers: who ? { cookie: who } : {} })
        expect(response.status, path).toBe(403)
        const page = await response.text()
        expect(page).toContain('action="/admin/login"')
        expect(page).not.toContain('GEHEIM-1')
      }
      const write = await adjust(product.id, { mode: 'set', amount: '0', reason: 'inventaris' }, who ?? '')
      expect(write.status).toBe(403)
    }
    expect((await productRow(product.id)).stock).toBe(7)
    expect(await stockAudit(product.id)).toEqual([])
  })

  it('finds a product by id, reference, EAN or name, with its stock and reserved pieces', async () => {
    const product = await make.product({ stock: 4, reference: 'ZOEK-REF-9', ean: '8712345678906' })
    for (const q of [String(product.id), 'zoek-ref-9', '8712345678906', product.name.nl, product.name.de]) {
      const response = await t.app.request(`/admin/stock?q=${encodeURIComponent(q)}`, { headers: { cookie } })
      expect(response.status).toBe(200)
      const page = await response.text()
      expect(page, q).toContain(`href="/admin/stock/${product.id}"`)
    }
    const none = await t.app.request('/admin/stock?q=bestaat-echt-niet', { headers: { cookie } })
    expect(await none.text()).toContain(translate('nl', 'backOffice.stock.none'))
    const detail = await t.app.request(`/admin/stock/${product.id}`, { headers: { cookie } })
    expect(detail.status).toBe(200)
    expect(detail.headers.get('cache-control')).toContain('no-store')
    const page = await detail.text()
    expect(page).toContain('data-testid="stock-value">4<')
    expect(page).toContain('data-testid="reserved-value">0<')
    for (const path of ['/admin/stock/2000000000', '/admin/stock/abc', '/admin/stock/0']) {
      expect((await t.app.request(path, { headers: { cookie } })).status, path).toBe(404)
    }
  })

  it('sets the stock and adds or removes pieces, each written to the audit log with who and why', async () => {
    const product = await make.product({ stock: 3 })
    const set = await adjust(product.id, { mode: 'set', amount: '10', reason: 'Telling na inventaris' })
    expect(set.status).toBe(303)
    expect(set.headers.get('location')).toBe(`/admin/stock/${product.id}?from=3&to=10`)
    expect((await productRow(product.id)).stock).toBe(10)
    const less = await adjust(product.id, { mode: 'delta', amount: '-4', reason: 'Beschadigd' })
    expect(less.status).toBe(303)
    expect((await productRow(product.id)).stock).toBe(6)
    const audit = await stockAudit(product.id)
    expect(audit.map((entry) => [entry.action, entry.staffEmail, entry.details])).toEqual([
      [
        'product.stock',
        'voorraad@messenwinkel.example',
        { from: 3, to: 10, reserved: 0, reason: 'Telling na inventaris' },
      ],
      [
        'product.stock',
        'voorraad@messenwinkel.example',
        { from: 10, to: 6, delta: -4, reserved: 0, reason: 'Beschadigd' },
      ],
    ])
    const page = await (
      await t.app.request(`/admin/stock/${product.id}?from=10&to=6`, { headers: { cookie } })
    ).text()
    expect(page).toContain(translate('nl', 'backOffice.stock.saved', { from: '10', to: '6' }))
    expect(page).toContain('Beschadigd')
  })

  it('never goes below zero or below the reserved pieces; bad input is 422 with the field errors, never 500', async () => {
    const product = await make.product({ stock: 2, isLastStock: true })
    const cases: Array<[Record<string, string>, string]> = [
      [{ mode: 'delta', amount: '-3', reason: 'te veel eraf' }, 'amount'],
      [{ mode: 'set', amount: '-1', reason: 'negatief' }, 'amount'],
      [{ mode: 'set', amount: '1.5', reason: 'half' }, 'amount'],
      [{ mode: 'set', amount: '', reason: 'leeg' }, 'amount'],
      [{ mode: 'set', amount: 'tien', reason: 'tekst' }, 'amount'],
      [{ mode: 'set', amount: '99999999', reason: 'veel' }, 'amount'],
      [{ mode: 'delta', amount: '0', reason: 'niets' }, 'amount'],
      [{ mode: 'set', amount: '5' }, 'reason'],
      [{ mode: 'set', amount: '5', reason: '  ' }, 'reason'],
      [{ mode: 'anders', amount: '5', reason: 'soort' }, 'mode'],
    ]
    for (const [values, field] of cases) {
      const response = await adjust(product.id, values)
      expect(response.status, JSON.stringify(values)).toBe(422)
      expect(await response.text()).toContain(`id="${field}-error"`)
    }
    expect((await productRow(product.id)).stock).toBe(2)

    // A shopper's payment holds one piece: staff cannot take the stock below it.
    const { shopper, checkoutId } = await withCart(t.app, product.id)
    await readyToPay(shopper, checkoutId, db())
    expect((await shopper.call('POST', `checkout/${checkoutId}/transaction`, {})).status).toBe(200)
    const below = await adjust(product.id, { mode: 'set', amount: '0', reason: 'weg ermee' })
    expect(below.status).toBe(422)
    expect(await below.text()).toContain(
      translate('nl', 'backOffice.stock.validation.belowReserved', { reserved: 1 }),
    )
    expect((await adjust(product.id, { mode: 'delta', amount: '-1', reason: 'een weg' })).status).toBe(303)
    expect((await productRow(product.id)).stock).toBe(1)
    expect(await stockAudit(product.id)).toHaveLength(1)
  })

  it('0 → more: available again, the catalogue told, and every subscriber mailed once in their language', async () => {
    const product = await make.product({
      stock: 0,
      isLastStock: true,
      stockStatusCode: 'UNAVAILABLE',
      deliveryPromiseType: 'UNAVAILABLE',
    })
    for (const [email, locale] of [
      ['nl@example.nl', 'nl'],
      ['en@example.com', 'en'],
      ['de@example.de', 'de'],
    ] as const) {
      const response = await cartClient(t.app).call(
        'POST',
        `product/${product.id}/notification`,
        { email },
        locale,
      )
      expect(response.status).toBe(200)
    }
    const shown = async () =>
      (
        await cartClient(t.app).call<{ stock: number; stock_status_code: string }>('POST', 'product', {
          id: product.id,
        })
      ).body
    expect(await shown()).toMatchObject({ stock: 0, stock_status_code: 'UNAVAILABLE' })
    const generation = t.catalogueChanges!.mark()
    const response = await adjust(product.id, { mode: 'delta', amount: '+3', reason: 'Levering binnen' })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toContain('told=1')
    const row = await productRow(product.id)
    expect(row).toMatchObject({
      stock: 3,
      stockStatusCode: 'AVAILABLE_DIRECT',
      deliveryPromiseType: 'AVAILABLE_DIRECT',
    })
    // The catalogue change is heard (the page cache and listings drop what they kept) and the shop shows it.
    await eventually(() => expect(t.catalogueChanges!.mark()).toBeGreaterThan(generation))
    expect(await shown()).toMatchObject({ stock: 3, stock_status_code: 'AVAILABLE_DIRECT' })
    const mails = await db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'back_in_stock'), eq(mailOutbox.referenceId, String(product.id))))
      .orderBy(mailOutbox.id)
    expect(mails.map((mail) => [mail.recipient, mail.locale])).toEqual([
      ['nl@example.nl', 'nl'],
      ['en@example.com', 'en'],
      ['de@example.de', 'de'],
    ])
    expect(mails[2]!.subject).toBe(translate('de', 'mail.backInStock.subject', { product: product.name.de }))
    const open = await db().select().from(keepMePosted).where(eq(keepMePosted.productId, product.id))
    expect(open.every((subscription) => subscription.notifiedAt !== null)).toBe(true)

    // More stock on top, or down to 0 and up again without subscribers: no more mails.
    expect((await adjust(product.id, { mode: 'delta', amount: '2', reason: 'nog een doos' })).status).toBe(
      303,
    )
    expect((await adjust(product.id, { mode: 'set', amount: '0', reason: 'alles verkocht' })).status).toBe(
      303,
    )
    expect(await productRow(product.id)).toMatchObject({ stock: 0, stockStatusCode: 'UNAVAILABLE' })
    expect((await adjust(product.id, { mode: 'set', amount: '1', reason: 'gevonden' })).status).toBe(303)
    const after = await db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'back_in_stock'), eq(mailOutbox.referenceId, String(product.id))))
    expect(after).toHaveLength(3)
  })

  it('a change that races a sale never takes the stock below zero (parallel requests)', async () => {
    const product = await make.product({ stock: 5 })
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        adjust(product.id, { mode: 'delta', amount: '-1', reason: 'tegelijk' }),
      ),
    )
    const statuses = results.map((response) => response.status).sort()
    expect(statuses.filter((status) => status === 303)).toHaveLength(5)
    expect(statuses.filter((status) => status === 422)).toHaveLength(3)
    expect((await productRow(product.id)).stock).toBe(0)
    expect(await stockAudit(product.id)).toHaveLength(5)
  })
})

describe('the outbox screen', () => {
  it('is for staff only, and shows a mail as it was written', async () => {
    const product = await make.product({ stock: 0 })
    const shopper = cartClient(t.app)
    await shopper.call('POST', `product/${product.id}/notification`, { email: 'uitbox@example.nl' }, 'en')
    expect((await adjust(product.id, { mode: 'set', amount: '2', reason: 'binnen' })).status).toBe(303)
    for (const path of ['/admin/mail', '/admin/mail?q=uitbox']) {
      const refused = await t.app.request(path, { headers: shopper.cookie ? { cookie: shopper.cookie } : {} })
      expect(refused.status).toBe(403)
      expect(await refused.text()).not.toContain('uitbox@example.nl')
    }
    const list = await t.app.request('/admin/mail?q=uitbox', { headers: { cookie } })
    expect(list.status).toBe(200)
    const html = await list.text()
    expect(html).toContain('uitbox@example.nl')
    const id = /href="\/admin\/mail\/(\d+)"/.exec(html)![1]
    const detail = await (await t.app.request(`/admin/mail/${id}`, { headers: { cookie } })).text()
    expect(detail).toContain(translate('en', 'mail.backInStock.subject', { product: product.name.en }))
    expect(detail).toContain('/keep-me-posted/unsubscribe/')
    for (const path of ['/admin/mail/999999999', '/admin/mail/x']) {
      expect((await t.app.request(path, { headers: { cookie } })).status).toBe(404)
    }
  })
})

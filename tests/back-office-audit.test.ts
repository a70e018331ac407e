import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog } from '#server/db/schema'
import { createStaff } from '#server/domain/staff/staff'
import { AUDIT_PAGE_SIZE } from '#server/domain/staff/audit-log'
import { createTestApp, type TestApp } from './app'

/**
 * The audit log screen (issue 35): newest first, filtered by kind of record, record, member of staff and
 * days (the shop's calendar days, the last one included), paged, each change readable field by field with
 * a link to the record's screen.
 */
const PASSWORD = 'een lang staffwachtwoord'
let t: TestApp
let admin: string
let adminId: string
let otherId: string
beforeAll(async () => {
  t = await createTestApp()
  adminId = (
    (await createStaff(db(), {
      email: 'baas@messen.example',
      name: 'Baas',
      password: PASSWORD,
      locale: 'en',
      role: 'admin',
    })) as { id: string }
  ).id
  otherId = (
    (await createStaff(db(), {
      email: 'kim@messen.example',
      name: 'Kim',
      password: PASSWORD,
      locale: 'nl',
      role: 'catalogue',
    })) as { id: string }
  ).id
  admin = await login('baas@messen.example')
  const entry = (
    staffId: string,
    email: string,
    at: string,
    entity: string,
    entityId: string,
    details: Record<string, unknown>,
  ) => ({
    staffId,
    staffEmail: email,
    at: new Date(at),
    action: `${entity}.update`,
    entity,
    entityId,
    details,
  })
  await db()
    .insert(auditLog)
    .values([
      entry(otherId, 'kim@messen.example', '2026-03-01T10:00:00Z', 'knowledge_article', '7', {
        changes: { title_en: { from: 'Old title', to: 'New title' } },
      }),
      // 23:30 in Amsterdam on 2 March (22:30 UTC): still the 2nd for the shop.
      entry(adminId, 'baas@messen.example', '2026-03-02T22:30:00Z', 'coupon', '3', {
        changes: { value: { from: 10, to: 15 } },
      }),
      entry(adminId, 'baas@messen.example', '2026-03-03T08:00:00Z', 'settings', 'shop', {
        section: 'company',
      }),
      ...Array.from({ length: AUDIT_PAGE_SIZE + 5 }, (_, i) =>
        entry(
          otherId,
          'kim@messen.example',
          `2026-02-01T${String(i % 24).padStart(2, '0')}:00:00Z`,
          'product',
          String(100 + i),
          {
            changes: { price: { from: '10,00', to: '12,00' } },
          },
        ),
      ),
    ])
})
afterAll(() => t.close())

const db = () => t.database.db
async function login(email: string): Promise<string> {
  const response = await t.app.request('/admin/login', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password: PASSWORD }).toString(),
  })
  return response.headers
    .getSetCookie()
    .find((value) => value.startsWith('staff='))!
    .split(';')[0]!
}
const page = async (query: string, as = admin) => {
  const response = await t.app.request(`/admin/audit${query}`, { headers: { cookie: as } })
  expect(response.status).toBe(200)
  return response.text()
}
const rows = (html: string) => html.match(/data-testid="audit-row"/g)?.length ?? 0

describe('the audit log', () => {
  it('shows the newest first, each change field by field, linked to its record', async () => {
    const html = await page('')
    expect(rows(html)).toBe(AUDIT_PAGE_SIZE)
    // Each action as staff read it; one the back office has no text for, as it is stored.
    const settings = html.indexOf('Settings changed')
    const coupon = html.indexOf('Discount code changed')
    const article = html.indexOf('knowledge_article.update')
    expect(settings).toBeGreaterThan(0)
    expect(settings).toBeLessThan(coupon)
    expect(coupon).toBeLessThan(article)
    expect(html).toMatch(
      /<strong>title_en<\/strong>: <span class="from">Old title<\/span> →\s*<span class="to">New title<\/span>/,
    )
    expect(html).toContain('href="/admin/articles/7"')
    expect(html).toContain('href="/admin/coupons/3"')
    expect(html).toContain('href="/admin/settings"')
    expect(html).toMatch(/<strong>section<\/strong>: <span>company<\/span>/)
  })

  it('filters by kind of record, record, member of staff and days', async () => {
    expect(rows(await page('?entity=coupon'))).toBe(1)
    expect(rows(await page('?entity=product&record=104'))).toBe(1)
    expect(rows(await page(`?staff=${adminId}`))).toBe(2)
    expect(rows(await page(`?staff=${otherId}&entity=knowledge_article`))).toBe(1)
    // Shop days: the coupon's change at 23:30 in Amsterdam is on 2 March.
    const second = await page('?from=2026-03-02&to=2026-03-02')
    expect(rows(second)).toBe(1)
    expect(second).toContain('Discount code changed')
    expect(rows(await page('?from=2026-03-01&to=2026-03-03'))).toBe(3)
    expect(rows(await page('?from=2026-03-04'))).toBe(0)
    // A nonsense filter is ignored, not an error.
    expect(rows(await page('?staff=nobody&from=yesterday'))).toBe(AUDIT_PAGE_SIZE)
  })

  it('pages through the rest, keeping the filters', async () => {
    const first = await page('?entity=product')
    expect(first).toContain('Page 1 of 2')
    expect(first).toContain('href="/admin/audit?entity=product&amp;page=2"')
    const second = await page('?entity=product&page=2')
    expect(rows(second)).toBe(5)
    const total = await db().execute(sql`select count(*)::int as n from audit_log where entity = 'product'`)
    expect((total as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(AUDIT_PAGE_SIZE + 5)
  })

  it('is for admins only', async () => {
    const kim = await login('kim@messen.example')
    expect((await t.app.request('/admin/audit', { headers: { cookie: kim } })).status).toBe(403)
  })
})

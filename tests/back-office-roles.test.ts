import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { STAFF_ROLES, type StaffRole } from '#core/schemas/back-office'
import { auditLog } from '#server/db/schema'
import { ADMIN_AREAS, areaOf, mayOpen } from '#server/http/back-office/access'
import { createStaff } from '#server/domain/staff/staff'
import { createTestApp, type TestApp } from './app'

/**
 * Roles on every back-office route (issue 35, docs/decisions/0137): the routes are read from the app itself,
 * so a screen added later is covered without anyone adding it here. A member of staff whose role does not
 * open a screen gets 403 on each of its pages and actions, and the action changes nothing.
 */

let t: TestApp
const cookies = {} as Record<StaffRole, string>
const PASSWORD = 'een lang staffwachtwoord'

const form = (values: Record<string, string>, cookie?: string) => ({
  method: 'POST',
  headers: {
    'content-type': 'application/x-www-form-urlencoded',
    ...(cookie ? { cookie } : {}),
  },
  body: new URLSearchParams(values).toString(),
})

beforeAll(async () => {
  t = await createTestApp()
  for (const role of STAFF_ROLES) {
    const email = `${role}@messenwinkel.example`
    await createStaff(t.database.db, { email, name: `Staff ${role}`, password: PASSWORD, locale: 'en', role })
    const response = await t.app.request('/admin/login', form({ email, password: PASSWORD }))
    expect(response.status).toBe(303)
    cookies[role] = response.headers.getSetCookie()[0]!.split(';')[0]!
  }
})
afterAll(() => t.close())

/** Every route a screen registered under /admin (not the login, the logout, the guards and the catch-all). */
function adminRoutes(): Array<{ method: string; path: string }> {
  const seen = new Set<string>()
  return t.app.routes
    .filter(({ method, path }) => method !== 'ALL' && path.startsWith('/admin/'))
    .filter(({ path }) => path !== '/admin/login' && path !== '/admin/logout')
    .filter(({ method, path }) => {
      const key = `${method} ${path}`
      if (seen.has(key)) return false
      seen.add(key)
      return true
    })
}

/** A route's path with its parameters filled in with a plausible value. */
const concrete = (path: string) =>
  path.replace(/:(\w+)(\{[^}]*\})?/g, (_, name: string) => (name === 'locale' ? 'nl' : '1'))

describe('back-office roles', () => {
  it('knows a role for every screen in the navigation, and the routes of every screen', () => {
    const routes = adminRoutes()
    expect(routes.length).toBeGreaterThan(30)
    for (const area of ADMIN_AREAS)
      expect(
        routes.some(({ path }) => areaOf(path) === area),
        area.path,
      ).toBe(true)
    // No route lies outside the table (it would be for admin only, which is safe but probably not meant).
    for (const { path } of routes) expect(areaOf(path), path).toBeDefined()
  })

  const send = (method: string, url: string, cookie: string) =>
    method === 'GET'
      ? t.app.request(url, { headers: { cookie } })
      : t.app.request(url, { ...form({ version: '1' }, cookie), method })

  it('answers 403 to each role on every route it does not open, and such a write changes nothing', async () => {
    const auditBefore = await t.database.db.$count(auditLog)
    let refused = 0
    for (const { method, path } of adminRoutes()) {
      const url = concrete(path)
      for (const role of STAFF_ROLES) {
        if (mayOpen(role, url)) continue
        refused++
        const response = await send(method, url, cookies[role])
        expect(response.status, `${role} ${method} ${path}`).toBe(403)
        expect(response.headers.get('cache-control'), path).toContain('no-store')
        if (method !== 'GET') continue
        const html = await response.text()
        expect(html).toContain('No access')
        // The navigation offers only what the role opens.
        for (const area of ADMIN_AREAS)
          expect(html.includes(`href="${area.path}"`), `${role} sees ${area.path}`).toBe(
            mayOpen(role, area.path),
          )
      }
    }
    expect(refused).toBeGreaterThan(20)
    expect(await t.database.db.$count(auditLog)).toBe(auditBefore)
  })

  it('lets each role through on every route it opens', async () => {
    for (const { method, path } of adminRoutes()) {
      const url = concrete(path)
      for (const role of STAFF_ROLES) {
        if (!mayOpen(role, url)) continue
        const response = await send(method, url, cookies[role])
        expect(response.status, `${role} ${method} ${path}`).not.toBe(403)
        expect(response.status, `${role} ${method} ${path}`).toBeLessThan(500)
      }
    }
  })

  it('sends each role home to its own screen', async () => {
    const home = async (role: StaffRole) =>
      (await t.app.request('/admin', { headers: { cookie: cookies[role] } })).headers.get('location')
    expect(await home('catalogue')).toBe('/admin/products')
    expect(await home('orders')).toBe('/admin/orders')
    expect(await home('admin')).toBe('/admin/orders')
  })

  it('keeps an address no area names for administrators', () => {
    expect(mayOpen('catalogue', '/admin/something-new')).toBe(false)
    expect(mayOpen('orders', '/admin/something-new')).toBe(false)
    expect(mayOpen('admin', '/admin/something-new')).toBe(true)
    // A prefix is a screen, not a string: /admin/stocky is not under /admin/stock.
    expect(areaOf('/admin/stocky')).toBeUndefined()
  })
})

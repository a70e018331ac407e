import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, staff, staffSessions } from '#server/db/schema'
import { createStaff } from '#server/domain/staff/staff'
import { updateStaffAccount } from '#server/domain/staff/accounts'
import { createTestApp, type TestApp } from './app'

/**
 * The staff accounts screen (issue 35): admins create accounts with a role, change role and language, set a
 * password, disable and enable; the last admin keeps the role, nobody disables themselves, and each change
 * counts from the account's very next request.
 */
const PASSWORD = 'een lang staffwachtwoord'
let t: TestApp
let admin: string
let adminId: string
beforeAll(async () => {
  t = await createTestApp()
  const created = await createStaff(db(), {
    email: 'baas@messen.example',
    name: 'Baas',
    password: PASSWORD,
    locale: 'en',
    role: 'admin',
  })
  adminId = (created as { id: string }).id
  admin = (await login('baas@messen.example'))!
})
afterAll(() => t.close())

const db = () => t.database.db
const encode = (values: Record<string, string>) => new URLSearchParams(values).toString()

async function login(email: string, password = PASSWORD): Promise<string | null> {
  const response = await t.app.request('/admin/login', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: encode({ email, password }),
  })
  if (response.status !== 303) return null
  return response.headers
    .getSetCookie()
    .find((value) => value.startsWith('staff='))!
    .split(';')[0]!
}
const post = (path: string, values: Record<string, string>, as = admin) =>
  t.app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: as },
    body: encode(values),
  })
const get = (path: string, as = admin) => t.app.request(path, { headers: { cookie: as } })

async function createAccount(values: Record<string, string>): Promise<string> {
  const response = await post('/admin/staff', values)
  expect(response.status, await response.clone().text()).toBe(303)
  return /\/admin\/staff\/([0-9a-f-]{36})\?done=created$/.exec(response.headers.get('location')!)![1]!
}

describe('staff accounts', () => {
  it('creates an account with a role and language that logs in and sees only its screens', async () => {
    const id = await createAccount({
      name: 'Kees',
      email: 'kees@messen.example',
      locale: 'nl',
      role: 'catalogue',
      password: 'een ander lang wachtwoord',
    })
    const list = await (await get('/admin/staff')).text()
    expect(list.match(/data-testid="staff-row"/g)).toHaveLength(2)
    expect(list).toContain('kees@messen.example')
    const kees = (await login('kees@messen.example', 'een ander lang wachtwoord'))!
    expect((await get('/admin/articles', kees)).status).toBe(200)
    expect((await get('/admin/staff', kees)).status).toBe(403)
    expect(await (await get('/admin/articles', kees)).text()).toContain('Kennisbank')
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.entityId, id))
    expect(entry).toMatchObject({
      action: 'staff.create',
      entity: 'staff',
      staffEmail: 'baas@messen.example',
    })
    expect(JSON.stringify(entry!.details)).not.toContain('wachtwoord')
  })

  it('refuses a weak password, a taken e-mail address and a missing role, in the admin’s language', async () => {
    const response = await post('/admin/staff', {
      name: '',
      email: 'KEES@messen.example',
      locale: 'fr',
      role: 'owner',
      password: 'kort',
    })
    expect(response.status).toBe(422)
    const html = await response.text()
    expect(html).toMatch(/id="password-error"[^>]*>Choose a password of at least 10 characters/)
    expect(html).toContain('id="name-error"')
    expect(html).toMatch(/id="role-error"[^>]*>Choose a role/)
    expect(html).toMatch(/id="locale-error"[^>]*>Choose Dutch or English/)
    expect(html).not.toContain('value="kort"')
    const taken = await post('/admin/staff', {
      name: 'Kees 2',
      email: 'KEES@messen.example',
      locale: 'nl',
      role: 'orders',
      password: 'een ander lang wachtwoord',
    })
    expect(taken.status).toBe(422)
    expect(await taken.text()).toContain('There is already an account with this e-mail address.')
  })

  it('a role change counts from the account’s next request', async () => {
    const id = await createAccount({
      name: 'Olga',
      email: 'olga@messen.example',
      locale: 'en',
      role: 'orders',
      password: 'een ander lang wachtwoord',
    })
    const olga = (await login('olga@messen.example', 'een ander lang wachtwoord'))!
    expect((await get('/admin/coupons', olga)).status).toBe(200)
    expect((await get('/admin/articles', olga)).status).toBe(403)
    const saved = await post(`/admin/staff/${id}`, { name: 'Olga', role: 'catalogue', locale: 'nl' })
    expect(saved.headers.get('location')).toBe(`/admin/staff/${id}?done=saved`)
    expect((await get('/admin/articles', olga)).status).toBe(200)
    expect((await get('/admin/coupons', olga)).status).toBe(403)
    // The language too.
    expect(await (await get('/admin/articles', olga)).text()).toContain('lang="nl"')
    const history = await (await get(`/admin/staff/${id}`)).text()
    expect(history).toMatch(/<strong>Role<\/strong>: orders → catalogue/)
  })

  it('disabling an account ends its sessions at once; enabled again, it logs in', async () => {
    const id = await createAccount({
      name: 'Piet',
      email: 'piet@messen.example',
      locale: 'nl',
      role: 'orders',
      password: 'een ander lang wachtwoord',
    })
    const piet = (await login('piet@messen.example', 'een ander lang wachtwoord'))!
    expect((await get('/admin/orders', piet)).status).toBe(200)
    const disabled = await post(`/admin/staff/${id}/active`, { active: 'false' })
    expect(disabled.headers.get('location')).toBe(`/admin/staff/${id}?done=disabled`)
    expect((await get('/admin/orders', piet)).status).toBe(403)
    expect(await db().select().from(staffSessions).where(eq(staffSessions.staffId, id))).toEqual([])
    expect(await login('piet@messen.example', 'een ander lang wachtwoord')).toBeNull()
    await post(`/admin/staff/${id}/active`, { active: 'true' })
    expect(await login('piet@messen.example', 'een ander lang wachtwoord')).not.toBeNull()
    const actions = await db()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, id))
    expect(actions.map((a) => a.action)).toEqual(['staff.create', 'staff.disable', 'staff.enable'])
  })

  it('a disabled account’s session is refused even if it was never deleted', async () => {
    const id = await createAccount({
      name: 'Rosa',
      email: 'rosa@messen.example',
      locale: 'nl',
      role: 'orders',
      password: 'een ander lang wachtwoord',
    })
    const rosa = (await login('rosa@messen.example', 'een ander lang wachtwoord'))!
    await db().update(staff).set({ disabledAt: new Date() }).where(eq(staff.id, id))
    expect((await get('/admin/orders', rosa)).status).toBe(403)
  })

  it('a new password ends the colleague’s logins and is the one that works', async () => {
    const id = await createAccount({
      name: 'Sam',
      email: 'sam@messen.example',
      locale: 'en',
      role: 'orders',
      password: 'een ander lang wachtwoord',
    })
    const sam = (await login('sam@messen.example', 'een ander lang wachtwoord'))!
    const weak = await post(`/admin/staff/${id}/password`, { password: 'kort' })
    expect(weak.status).toBe(422)
    const reset = await post(`/admin/staff/${id}/password`, { password: 'het nieuwe lange wachtwoord' })
    expect(reset.headers.get('location')).toBe(`/admin/staff/${id}?done=password`)
    expect((await get('/admin/orders', sam)).status).toBe(403)
    expect(await login('sam@messen.example', 'een ander lang wachtwoord')).toBeNull()
    expect(await login('sam@messen.example', 'het nieuwe lange wachtwoord')).not.toBeNull()
  })

  it('nobody disables themselves, and the last admin keeps the role', async () => {
    const self = await post(`/admin/staff/${adminId}/active`, { active: 'false' })
    expect(self.status).toBe(422)
    expect(await self.text()).toContain('You cannot disable your own account.')
    const demote = await post(`/admin/staff/${adminId}`, { name: 'Baas', role: 'orders', locale: 'en' })
    expect(demote.status).toBe(422)
    expect(await demote.text()).toMatch(/id="role-error"[^>]*>This is the last active administrator/)
    const [me] = await db().select().from(staff).where(eq(staff.id, adminId))
    expect(me).toMatchObject({ role: 'admin', disabledAt: null })

    // With a second admin, the first may step down; then the second is the last one.
    const second = await createAccount({
      name: 'Tweede',
      email: 'tweede@messen.example',
      locale: 'nl',
      role: 'admin',
      password: 'een ander lang wachtwoord',
    })
    const tweede = (await login('tweede@messen.example', 'een ander lang wachtwoord'))!
    expect(
      (await post(`/admin/staff/${adminId}`, { name: 'Baas', role: 'orders', locale: 'en' })).status,
    ).toBe(303)
    expect((await get('/admin/staff')).status).toBe(403)
    const last = await post(`/admin/staff/${second}/active`, { active: 'false' }, tweede)
    expect(last.status).toBe(422)
    // Once the first is an admin again, the second may be disabled; the first still cannot disable themselves.
    await post(`/admin/staff/${adminId}`, { name: 'Baas', role: 'admin', locale: 'en' }, tweede)
    const back = await post(`/admin/staff/${second}/active`, { active: 'false' })
    expect(back.status).toBe(303)
    expect((await post(`/admin/staff/${adminId}/active`, { active: 'false' })).status).toBe(422)
  })

  it.runIf(process.env.TEST_DATABASE_URL)(
    'two admins demoting each other at once leave one admin',
    async () => {
      const a = await createAccount({
        name: 'A',
        email: 'a@messen.example',
        locale: 'nl',
        role: 'admin',
        password: 'een ander lang wachtwoord',
      })
      // Only these two admins are enabled now.
      await db().update(staff).set({ role: 'orders' }).where(eq(staff.email, 'tweede@messen.example'))
      const actor = {
        id: adminId,
        email: 'baas@messen.example',
        name: 'Baas',
        locale: 'en' as const,
        role: 'admin' as const,
      }
      const results = await Promise.allSettled([
        updateStaffAccount(db(), actor, a, { name: 'A', role: 'orders', locale: 'nl' }),
        updateStaffAccount(db(), actor, adminId, { name: 'Baas', role: 'orders', locale: 'en' }),
      ])
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
      const admins = await db().select().from(staff).where(eq(staff.role, 'admin'))
      expect(admins).toHaveLength(1)
      // The tests after this one act as Baas, an admin.
      await db().update(staff).set({ role: 'admin' }).where(eq(staff.id, adminId))
    },
  )

  it('an unknown account is the back office’s 404', async () => {
    expect((await get('/admin/staff/00000000-0000-0000-0000-000000000000')).status).toBe(404)
    expect((await get('/admin/staff/not-an-id')).status).toBe(404)
  })
})

import type { Hono } from 'hono'
import { z } from 'zod'
import { PASSWORD_MIN_LENGTH } from '#core/constants'
import type { Locale } from '#core/locales'
import { STAFF_ROLES } from '#core/schemas/back-office'
import { staffIdSchema } from '#core/schemas/back-office-staff'
import {
  createStaffAccount,
  findStaffAccount,
  listStaffAccounts,
  resetStaffPassword,
  setStaffActive,
  STAFF_ENTITY,
  updateStaffAccount,
  type StaffAccount,
} from '#server/domain/staff/accounts'
import { recordHistory, type AuditEntry } from '#server/domain/staff/audit'
import { ValidationError } from '#server/validation'
import type { AppEnv } from '../env'
import { Field, FormErrors, Select, textFields, type FieldErrors, type FormValues } from './form-kit'
import { History } from './history'
import type { BackOfficeKit } from './kit'
import { Banners, formatDate, type Translate } from './views'

const doneSchema = z.object({
  done: z.enum(['created', 'saved', 'password', 'disabled', 'enabled']),
})

type Ctx = Parameters<BackOfficeKit['render']>[0]

/**
 * The staff accounts screen (issue 35, admins only): who has an account, with which role and language; create
 * one with a first password, change role and language, set a new password, disable and enable. A change of
 * role or a disabled account counts from the next request (the guard reads the account each time). Every
 * change is audited.
 */
export function mountStaffScreen(app: Hono<AppEnv>, kit: BackOfficeKit): void {
  const idOf = (c: Ctx) => {
    const parsed = staffIdSchema.safeParse(c.req.param('id'))
    return parsed.success ? parsed.data.toLowerCase() : null
  }
  const fields = async (c: Ctx, names: readonly string[]): Promise<FormValues> => {
    const posted = textFields(await c.req.parseBody())
    return Object.fromEntries(
      names.filter((name) => posted[name] !== undefined).map((name) => [name, posted[name]]),
    )
  }

  const editPage = async (
    c: Ctx,
    account: StaffAccount,
    extra: { values?: FormValues; errors?: FieldErrors; notice?: string; status?: 200 | 422 } = {},
  ) => {
    const staff = kit.staffOf(c)
    const t = kit.t(staff.locale)
    const history = await recordHistory(kit.db, STAFF_ENTITY, account.id)
    const title = t('backOffice.staff.editTitle', { name: account.name })
    return kit.render(
      c,
      staff,
      title,
      <StaffEditor
        t={t}
        locale={staff.locale}
        title={title}
        account={account}
        self={account.id === staff.id}
        values={extra.values ?? { name: account.name, role: account.role, locale: account.locale }}
        errors={extra.errors ?? {}}
        notice={extra.notice}
        history={history}
      />,
      extra.status,
    )
  }

  app.get('/admin/staff', async (c) => {
    const staff = kit.staffOf(c)
    const t = kit.t(staff.locale)
    const done = doneSchema.safeParse(c.req.query())
    const accounts = await listStaffAccounts(kit.db, kit.now())
    return kit.render(
      c,
      staff,
      t('backOffice.staff.title'),
      <StaffList
        t={t}
        locale={staff.locale}
        accounts={accounts}
        selfId={staff.id}
        notice={done.success ? t(`backOffice.staff.done.${done.data.done}`) : undefined}
      />,
    )
  })

  const newPage = (c: Ctx, values: FormValues, errors: FieldErrors = {}, status: 200 | 422 = 200) => {
    const staff = kit.staffOf(c)
    const t = kit.t(staff.locale)
    return kit.render(
      c,
      staff,
      t('backOffice.staff.new'),
      <NewStaffForm t={t} values={values} errors={errors} />,
      status,
    )
  }

  app.get('/admin/staff/new', (c) => newPage(c, { locale: 'nl', role: 'catalogue' }))

  app.post('/admin/staff', async (c) => {
    const values = await fields(c, ['name', 'email', 'locale', 'role', 'password'])
    try {
      const id = await createStaffAccount(kit.db, kit.staffOf(c), values)
      return c.redirect(`/admin/staff/${id}?done=created`, 303)
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error
      // A refused form never sends the password back.
      return newPage(c, { ...values, password: '' }, error.errors, 422)
    }
  })

  app.get('/admin/staff/:id', async (c) => {
    const id = idOf(c)
    const account = id === null ? null : await findStaffAccount(kit.db, id, kit.now())
    if (!account) return kit.notFound(c)
    const t = kit.t(kit.staffOf(c).locale)
    const done = doneSchema.safeParse(c.req.query())
    return editPage(c, account, {
      notice: done.success ? t(`backOffice.staff.done.${done.data.done}`) : undefined,
    })
  })

  /** One of the account's forms: run it, then back to the account (303), or the page again with its errors. */
  const action =
    (
      names: readonly string[],
      run: (
        actor: ReturnType<BackOfficeKit['staffOf']>,
        id: string,
        values: FormValues,
      ) => Promise<string | null>,
      keep = true,
    ) =>
    async (c: Ctx) => {
      const id = idOf(c)
      if (id === null) return kit.notFound(c)
      const values = await fields(c, names)
      try {
        const done = await run(kit.staffOf(c), id, values)
        if (done === null) return kit.notFound(c)
        return c.redirect(`/admin/staff/${id}?done=${done}`, 303)
      } catch (error) {
        if (!(error instanceof ValidationError)) throw error
        const account = await findStaffAccount(kit.db, id, kit.now())
        if (!account) return kit.notFound(c)
        return editPage(c, account, {
          ...(keep ? { values } : {}),
          errors: error.errors,
          status: 422,
        })
      }
    }

  app.post(
    '/admin/staff/:id',
    action(['name', 'role', 'locale'], async (actor, id, values) => {
      const result = await updateStaffAccount(kit.db, actor, id, values)
      return result === 'saved' ? 'saved' : null
    }),
  )
  app.post(
    '/admin/staff/:id/password',
    action(
      ['password'],
      async (actor, id, values) =>
        (await resetStaffPassword(kit.db, actor, id, values)) === 'saved' ? 'password' : null,
      false,
    ),
  )
  app.post(
    '/admin/staff/:id/active',
    action(
      ['active'],
      async (actor, id, values) => {
        const result = await setStaffActive(kit.db, actor, id, values, kit.now())
        return result.ok ? (result.active ? 'enabled' : 'disabled') : null
      },
      false,
    ),
  )
}

function RoleBadge({ t, role }: { t: Translate; role: StaffAccount['role'] }) {
  return <span className={`badge r-${role}`}>{t(`backOffice.role.${role}`)}</span>
}

export function StaffList({
  t,
  locale,
  accounts,
  selfId,
  notice,
}: {
  t: Translate
  locale: Locale
  accounts: StaffAccount[]
  selfId: string
  notice?: string
}) {
  return (
    <section className="staff">
      <div className="row actions heading-row">
        <h1>{t('backOffice.staff.title')}</h1>
        <a className="button-link" href="/admin/staff/new">
          {t('backOffice.staff.new')}
        </a>
      </div>
      <Banners notice={notice} />
      <div className="table-wrap">
        <table className="stacked">
          <thead>
            <tr>
              <th scope="col">{t('backOffice.staff.name')}</th>
              <th scope="col">{t('backOffice.staff.email')}</th>
              <th scope="col">{t('backOffice.staff.role')}</th>
              <th scope="col">{t('backOffice.staff.locale')}</th>
              <th scope="col">{t('backOffice.staff.loggedIn')}</th>
              <th scope="col">{t('backOffice.staff.status')}</th>
            </tr>
          </thead>
          <tbody>
            {accounts.map((account) => (
              <tr
                key={account.id}
                data-testid="staff-row"
                className={account.disabledAt ? 'disabled' : undefined}
              >
                <td>
                  <a href={`/admin/staff/${account.id}`}>
                    <strong>{account.name}</strong>
                  </a>
                  {account.id === selfId ? (
                    <span className="muted"> ({t('backOffice.staff.you')})</span>
                  ) : null}
                </td>
                <td data-label={t('backOffice.staff.email')} className="email">
                  {account.email}
                </td>
                <td data-label={t('backOffice.staff.role')}>
                  <RoleBadge t={t} role={account.role} />
                </td>
                <td data-label={t('backOffice.staff.locale')}>
                  {t(`backOffice.language.${account.locale}`)}
                </td>
                <td data-label={t('backOffice.staff.loggedIn')} className="nowrap">
                  {account.loggedInSince ? formatDate(account.loggedInSince, locale) : '–'}
                </td>
                <td data-label={t('backOffice.staff.status')}>
                  {account.disabledAt ? (
                    <span className="badge c-inactive">{t('backOffice.staff.disabled')}</span>
                  ) : (
                    <span className="badge c-active">{t('backOffice.staff.enabled')}</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}

/** A new password (never shown again after a refused form), with the rule it must meet. */
function PasswordField({ t, label, errors }: { t: Translate; label: string; errors: FieldErrors }) {
  return (
    <Field
      label={label}
      name="password"
      type="password"
      autoComplete="new-password"
      values={{}}
      errors={errors}
      required
      hint={t('backOffice.staff.passwordHint', { minimum: PASSWORD_MIN_LENGTH })}
    />
  )
}

function Submit({ text }: { text: string }) {
  return (
    <div>
      <button type="submit" className="primary">
        {text}
      </button>
    </div>
  )
}

const roleOptions = (t: Translate) => STAFF_ROLES.map((role) => [role, t(`backOffice.role.${role}`)] as const)
/** What each role opens, under the role's field. */
const roleHint = (t: Translate) =>
  STAFF_ROLES.map(
    (role) => `${t(`backOffice.role.${role}`)}: ${t(`backOffice.staff.roleHint.${role}`)}`,
  ).join('; ')
const localeOptions = (t: Translate) =>
  (['nl', 'en'] as const).map((locale) => [locale, t(`backOffice.language.${locale}`)] as const)

export function NewStaffForm({
  t,
  values,
  errors,
}: {
  t: Translate
  values: FormValues
  errors: FieldErrors
}) {
  return (
    <section className="staff">
      <p>
        <a href="/admin/staff">{t('backOffice.staff.back')}</a>
      </p>
      <h1>{t('backOffice.staff.new')}</h1>
      <FormErrors t={t} errors={errors} />
      <form method="post" action="/admin/staff" className="card stack staff-form" noValidate>
        <div className="form-grid">
          <Field
            label={t('backOffice.staff.name')}
            name="name"
            values={values}
            errors={errors}
            required
            maxLength={100}
          />
          <Field
            label={t('backOffice.staff.email')}
            name="email"
            type="email"
            autoComplete="off"
            values={values}
            errors={errors}
            required
            maxLength={254}
          />
          <Select
            label={t('backOffice.staff.role')}
            name="role"
            values={values}
            errors={errors}
            options={roleOptions(t)}
            hint={roleHint(t)}
          />
          <Select
            label={t('backOffice.staff.locale')}
            name="locale"
            values={values}
            errors={errors}
            options={localeOptions(t)}
          />
          <PasswordField t={t} label={t('backOffice.staff.password')} errors={errors} />
        </div>
        <Submit text={t('backOffice.staff.create')} />
      </form>
    </section>
  )
}

export function StaffEditor({
  t,
  locale,
  title,
  account,
  self,
  values,
  errors,
  notice,
  history,
}: {
  t: Translate
  locale: Locale
  title: string
  account: StaffAccount
  self: boolean
  values: FormValues
  errors: FieldErrors
  notice?: string
  history: readonly AuditEntry[]
}) {
  const labels: Record<string, string> = {
    name: t('backOffice.staff.name'),
    email: t('backOffice.staff.email'),
    role: t('backOffice.staff.role'),
    locale: t('backOffice.staff.locale'),
    disabled: t('backOffice.staff.disabled'),
  }
  return (
    <section className="staff">
      <p>
        <a href="/admin/staff">{t('backOffice.staff.back')}</a>
      </p>
      <h1>
        {title} <RoleBadge t={t} role={account.role} />
        {account.disabledAt ? (
          <span className="badge c-inactive">{t('backOffice.staff.disabled')}</span>
        ) : null}
      </h1>
      <Banners notice={notice} />
      <FormErrors t={t} errors={errors} />
      <dl className="card staff-facts">
        <dt>{t('backOffice.staff.email')}</dt>
        <dd>{account.email}</dd>
        <dt>{t('backOffice.staff.created')}</dt>
        <dd>{formatDate(account.createdAt, locale)}</dd>
        <dt>{t('backOffice.staff.loggedIn')}</dt>
        <dd>{account.loggedInSince ? formatDate(account.loggedInSince, locale) : '–'}</dd>
        {account.disabledAt ? (
          <>
            <dt>{t('backOffice.staff.disabledSince')}</dt>
            <dd>{formatDate(account.disabledAt, locale)}</dd>
          </>
        ) : null}
      </dl>
      <form method="post" action={`/admin/staff/${account.id}`} className="card stack staff-form" noValidate>
        <h2>{t('backOffice.staff.details')}</h2>
        <div className="form-grid">
          <Field label={labels.name!} name="name" values={values} errors={errors} required maxLength={100} />
          <Select
            label={labels.role!}
            name="role"
            values={values}
            errors={errors}
            options={roleOptions(t)}
            hint={roleHint(t)}
          />
          <Select
            label={labels.locale!}
            name="locale"
            values={values}
            errors={errors}
            options={localeOptions(t)}
          />
        </div>
        <div>
          <button type="submit" className="primary">
            {t('backOffice.staff.save')}
          </button>
        </div>
      </form>
      <form
        method="post"
        action={`/admin/staff/${account.id}/password`}
        className="card stack staff-form"
        noValidate
      >
        <h2>{t('backOffice.staff.passwordTitle')}</h2>
        <p className="muted">{t(self ? 'backOffice.staff.passwordOwn' : 'backOffice.staff.passwordOther')}</p>
        <div className="form-grid">
          <PasswordField t={t} label={t('backOffice.staff.newPassword')} errors={errors} />
        </div>
        <Submit text={t('backOffice.staff.setPassword')} />
      </form>
      {self ? null : (
        <form method="post" action={`/admin/staff/${account.id}/active`} className="card">
          <p className="muted">
            {account.disabledAt ? t('backOffice.staff.enableHint') : t('backOffice.staff.disableHint')}
          </p>
          <input type="hidden" name="active" value={account.disabledAt ? 'true' : 'false'} />
          <button type="submit" className={account.disabledAt ? 'primary' : 'danger'}>
            {account.disabledAt ? t('backOffice.staff.enable') : t('backOffice.staff.disable')}
          </button>
        </form>
      )}
      <History t={t} locale={locale} entries={history} fieldLabel={(field) => labels[field] ?? field} />
    </section>
  )
}

import type { Hono } from 'hono'
import { z } from 'zod'
import { euroInput, formatEuro } from '#core/money'
import { shopDay } from '#core/shop-dates'
import type { Locale } from '#core/locales'
import { COUPON_KINDS, couponFilterSchema, type CouponFilter } from '#core/schemas/back-office'
import {
  couponState,
  createCoupon,
  findCouponById,
  listCoupons,
  setCouponActive,
  updateCoupon,
  type CouponRow,
} from '#server/domain/coupons/back-office'
import { ValidationError } from '#server/validation'
import type { AppEnv } from '../env'
import type { BackOfficeKit } from './kit'
import { idParam } from '../front-api/checkout-request'
import { Field, FieldError, MoneyField, Select, type FieldErrors, type FormValues } from './form-kit'
import { Banners, Tabs, type Translate } from './views'
import { formatShopDate } from '#core/shop-dates'

const FILTERS = ['all', 'active', 'inactive'] as const
const FORM_FIELDS = [
  'code',
  'kind',
  'value',
  'valid_from',
  'valid_until',
  'minimum_order',
  'usage_limit',
] as const

/** The redirect after a change: `?done=created` and so on. */
const doneSchema = z.object({ done: z.enum(['created', 'saved', 'deactivated', 'reactivated']) })

type Ctx = Parameters<BackOfficeKit['render']>[0]

/**
 * The discount codes screen (issue 14): the codes with what they give, when, and how often they were used;
 * create and edit (post, then redirect), switch off and on again. Every change is in the audit log.
 */
export function mountCoupons(app: Hono<AppEnv>, kit: BackOfficeKit): void {
  const idOf = (c: Ctx) => idParam(c.req.param('id') ?? '')
  const notFound = kit.notFound
  const readForm = async (c: Ctx): Promise<FormValues> => {
    const form = await c.req.parseBody()
    const values: FormValues = {}
    for (const field of FORM_FIELDS) {
      const value = form[field]
      if (typeof value === 'string') values[field] = value
    }
    return values
  }
  const formPage = (
    c: Ctx,
    coupon: CouponRow | null,
    values: FormValues,
    extra: { errors?: FieldErrors; notice?: string; status?: 200 | 422 } = {},
  ) => {
    const staff = kit.staffOf(c)
    const t = kit.t(staff.locale)
    const title = coupon ? t('backOffice.coupons.edit', { code: coupon.code }) : t('backOffice.coupons.new')
    return kit.render(
      c,
      staff,
      title,
      <CouponEditor
        t={t}
        locale={staff.locale}
        title={title}
        coupon={coupon}
        now={kit.now()}
        values={values}
        errors={extra.errors ?? {}}
        notice={extra.notice}
      />,
      extra.status,
    )
  }

  app.get('/admin/coupons', async (c) => {
    const staff = kit.staffOf(c)
    const t = kit.t(staff.locale)
    const filter = couponFilterSchema.parse(c.req.query())
    const done = doneSchema.safeParse(c.req.query())
    const rows = await listCoupons(kit.db, filter)
    return kit.render(
      c,
      staff,
      t('backOffice.coupons.title'),
      <CouponsList
        t={t}
        locale={staff.locale}
        filter={filter}
        rows={rows}
        now={kit.now()}
        notice={done.success ? t(`backOffice.coupons.done.${done.data.done}`) : undefined}
      />,
    )
  })

  app.get('/admin/coupons/new', (c) => formPage(c, null, { kind: 'percentage' }))

  app.post('/admin/coupons', async (c) => {
    const staff = kit.staffOf(c)
    const values = await readForm(c)
    try {
      const id = await createCoupon(kit.db, staff, values)
      return c.redirect(`/admin/coupons/${id}?done=created`, 303)
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error
      return formPage(c, null, values, { errors: error.errors, status: 422 })
    }
  })

  app.get('/admin/coupons/:id', async (c) => {
    const id = idOf(c)
    const coupon = id === null ? null : await findCouponById(kit.db, id)
    if (!coupon) return notFound(c)
    const t = kit.t(kit.staffOf(c).locale)
    const done = doneSchema.safeParse(c.req.query())
    return formPage(c, coupon, valuesOf(coupon), {
      notice: done.success ? t(`backOffice.coupons.done.${done.data.done}`) : undefined,
    })
  })

  app.post('/admin/coupons/:id', async (c) => {
    const staff = kit.staffOf(c)
    const id = idOf(c)
    if (id === null) return notFound(c)
    const values = await readForm(c)
    try {
      const result = await updateCoupon(kit.db, staff, id, values)
      if (result === 'not_found') return notFound(c)
      return c.redirect(`/admin/coupons/${id}?done=saved`, 303)
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error
      const coupon = await findCouponById(kit.db, id)
      if (!coupon) return notFound(c)
      return formPage(c, coupon, values, { errors: error.errors, status: 422 })
    }
  })

  app.post('/admin/coupons/:id/active', async (c) => {
    const staff = kit.staffOf(c)
    const id = idOf(c)
    if (id === null) return notFound(c)
    const form = await c.req.parseBody()
    try {
      const result = await setCouponActive(kit.db, staff, id, { active: form.active })
      if (!result.ok) return notFound(c)
      return c.redirect(`/admin/coupons/${id}?done=${result.active ? 'reactivated' : 'deactivated'}`, 303)
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error
      const coupon = await findCouponById(kit.db, id)
      if (!coupon) return notFound(c)
      return formPage(c, coupon, valuesOf(coupon), {
        errors: { _form: Object.values(error.errors).flat() },
        status: 422,
      })
    }
  })
}

function valuesOf(coupon: CouponRow): FormValues {
  return {
    code: coupon.code,
    kind: coupon.kind,
    value:
      coupon.kind === 'percentage'
        ? String(coupon.value)
        : coupon.kind === 'fixed'
          ? euroInput(coupon.value)
          : '',
    valid_from: coupon.validFrom ? shopDay(coupon.validFrom) : '',
    valid_until: coupon.validUntil ? shopDay(coupon.validUntil) : '',
    minimum_order: coupon.minimumOrderCents > 0 ? euroInput(coupon.minimumOrderCents) : '',
    usage_limit: coupon.usageLimit === null ? '' : String(coupon.usageLimit),
  }
}

const formatDay = (value: Date, locale: Locale) => formatShopDate(value, locale, 'mediumDate')

/** What a code gives, as staff read it: "10 %", "€ 5,-", "free shipping". */
export function couponValue(t: Translate, coupon: Pick<CouponRow, 'kind' | 'value'>): string {
  if (coupon.kind === 'percentage') return `${coupon.value} %`
  if (coupon.kind === 'fixed') return formatEuro(coupon.value)
  return t('backOffice.coupons.kind.free_shipping')
}

function validityText(t: Translate, locale: Locale, coupon: CouponRow): string {
  const from = coupon.validFrom ? formatDay(coupon.validFrom, locale) : null
  const until = coupon.validUntil ? formatDay(coupon.validUntil, locale) : null
  if (from && until) return t('backOffice.coupons.period', { from, until })
  if (from) return t('backOffice.coupons.fromOnly', { from })
  if (until) return t('backOffice.coupons.untilOnly', { until })
  return t('backOffice.coupons.always')
}

export function CouponsList({
  t,
  locale,
  filter,
  rows,
  now,
  notice,
}: {
  t: Translate
  locale: Locale
  filter: CouponFilter
  rows: CouponRow[]
  now: Date
  notice?: string
}) {
  return (
    <section>
      <h1>{t('backOffice.coupons.title')}</h1>
      <div className="row actions">
        <Tabs
          label={t('backOffice.coupons.filter')}
          tabs={FILTERS.map((status) => ({
            href: `/admin/coupons?status=${status}`,
            text: t(`backOffice.coupons.filter.${status}`),
            current: filter.status === status,
          }))}
        />
        <a className="button-link" href="/admin/coupons/new">
          {t('backOffice.coupons.new')}
        </a>
      </div>
      <Banners notice={notice} />
      <div className="table-wrap">
        <table>
          <thead>
            <tr>
              <th scope="col">{t('backOffice.coupons.code')}</th>
              <th scope="col">{t('backOffice.coupons.status')}</th>
              <th scope="col">{t('backOffice.coupons.discount')}</th>
              <th scope="col">{t('backOffice.coupons.validity')}</th>
              <th scope="col" className="num">
                {t('backOffice.coupons.minimum')}
              </th>
              <th scope="col" className="num">
                {t('backOffice.coupons.used')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const state = couponState(row, now)
              return (
                <tr key={row.id} data-testid="coupon-row">
                  <td>
                    <a href={`/admin/coupons/${row.id}`}>
                      <strong>{row.code}</strong>
                    </a>
                  </td>
                  <td>
                    <span className={`badge c-${state}`}>{t(`backOffice.coupons.state.${state}`)}</span>
                  </td>
                  <td>{couponValue(t, row)}</td>
                  <td className="nowrap">{validityText(t, locale, row)}</td>
                  <td className="num">
                    {row.minimumOrderCents > 0 ? formatEuro(row.minimumOrderCents) : '–'}
                  </td>
                  <td className="num">
                    {row.usageLimit === null
                      ? t('backOffice.coupons.usedUnlimited', { used: row.timesUsed })
                      : t('backOffice.coupons.usedOf', { used: row.timesUsed, limit: row.usageLimit })}
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
        {rows.length === 0 ? <p className="empty">{t('backOffice.coupons.none')}</p> : null}
      </div>
    </section>
  )
}

export function CouponEditor({
  t,
  locale,
  title,
  coupon,
  now,
  values,
  errors,
  notice,
}: {
  t: Translate
  locale: Locale
  title: string
  coupon: CouponRow | null
  now: Date
  values: FormValues
  errors: FieldErrors
  notice?: string
}) {
  const used = coupon !== null && coupon.timesUsed > 0
  const hasErrors = Object.keys(errors).length > 0
  const state = coupon ? couponState(coupon, now) : null
  return (
    <section>
      <p>
        <a href="/admin/coupons">{t('backOffice.coupons.back')}</a>
      </p>
      <h1>
        {title}{' '}
        {state ? <span className={`badge c-${state}`}>{t(`backOffice.coupons.state.${state}`)}</span> : null}
      </h1>
      <Banners
        notice={notice}
        error={
          errors._form?.join(' ') ?? (hasErrors ? t('backOffice.coupons.validation.summary') : undefined)
        }
      />
      {coupon ? (
        <p className="muted">
          {t('backOffice.coupons.usage', {
            count: coupon.timesUsed,
            limit: coupon.usageLimit === null ? t('backOffice.coupons.unlimited') : String(coupon.usageLimit),
          })}{' '}
          {t('backOffice.coupons.validity')}: {validityText(t, locale, coupon)}
        </p>
      ) : null}
      <form
        method="post"
        action={coupon ? `/admin/coupons/${coupon.id}` : '/admin/coupons'}
        className="card stack"
        noValidate
      >
        <div className="form-grid">
          <Field
            label={t('backOffice.coupons.code')}
            name="code"
            values={values}
            errors={errors}
            hint={t('backOffice.coupons.codeHint')}
            required
            maxLength={40}
          />
          {used ? (
            <div className="stack">
              <strong>{t('backOffice.coupons.discount')}</strong>
              <span>{couponValue(t, coupon)}</span>
              <input type="hidden" name="kind" value={coupon.kind} />
              <input type="hidden" name="value" value={valuesOf(coupon).value} />
              <span className="muted hint">
                {t('backOffice.coupons.usedLocked', { count: coupon.timesUsed })}
              </span>
              <FieldError id="value-error" errors={errors.value ?? errors.kind} />
            </div>
          ) : (
            <>
              <Select
                label={t('backOffice.coupons.kind')}
                name="kind"
                values={{ kind: values.kind ?? 'percentage' }}
                errors={errors}
                options={COUPON_KINDS.map((kind) => [kind, t(`backOffice.coupons.kind.${kind}`)] as const)}
              />
              <Field
                label={t('backOffice.coupons.value')}
                name="value"
                values={values}
                errors={errors}
                hint={t('backOffice.coupons.valueHint')}
                inputMode="decimal"
                maxLength={20}
              />
            </>
          )}
          <Field
            label={t('backOffice.coupons.validFrom')}
            name="valid_from"
            type="date"
            values={values}
            errors={errors}
          />
          <Field
            label={t('backOffice.coupons.validUntil')}
            name="valid_until"
            type="date"
            values={values}
            errors={errors}
            hint={t('backOffice.coupons.untilHint')}
          />
          <MoneyField
            label={t('backOffice.coupons.minimumOrder')}
            name="minimum_order"
            values={values}
            errors={errors}
            hint={t('backOffice.coupons.minimumHint')}
            maxLength={20}
          />
          <Field
            label={t('backOffice.coupons.usageLimit')}
            name="usage_limit"
            values={values}
            errors={errors}
            hint={t('backOffice.coupons.limitHint')}
            inputMode="numeric"
            maxLength={7}
          />
        </div>
        <div>
          <button type="submit" className="primary">
            {coupon ? t('backOffice.coupons.save') : t('backOffice.coupons.create')}
          </button>
        </div>
      </form>
      {coupon ? (
        <form method="post" action={`/admin/coupons/${coupon.id}/active`} className="card">
          <p className="muted">
            {coupon.active ? t('backOffice.coupons.deactivateHint') : t('backOffice.coupons.reactivateHint')}
          </p>
          <div>
            <input type="hidden" name="active" value={coupon.active ? 'false' : 'true'} />
            <button type="submit" className={coupon.active ? 'danger' : 'primary'}>
              {coupon.active ? t('backOffice.coupons.deactivate') : t('backOffice.coupons.reactivate')}
            </button>
          </div>
        </form>
      ) : null}
    </section>
  )
}

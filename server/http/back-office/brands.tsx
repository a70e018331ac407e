import type { Context, Hono } from 'hono'
import { editVersionSchema } from '#core/schemas/back-office'
import { z } from 'zod'
import { mediaImageUrl } from '#core/media'
import { LOCALES } from '#core/locales'
import {
  deleteBrand,
  findBrand,
  listBrands,
  saveBrand,
  type AdminBrand,
} from '#server/domain/catalogue-editing/brands'
import type { SaveOutcome } from '#server/domain/catalogue-editing/categories'
import { recordHistory } from '#server/domain/staff/audit'
import type { AppEnv } from '../env'
import { idParam } from '../front-api/checkout-request'
import { problemErrors } from './categories'
import {
  Checkbox,
  ConflictNotice,
  conflictRows,
  Field,
  FormErrors,
  FieldError,
  LocalizedFields,
  VersionField,
  textFields,
  type FieldErrors,
  type FormValues,
} from './form-kit'
import { History } from './history'
import type { BackOfficeKit } from './kit'
import { Banners, type Translate } from './views'

/**
 * The brands screen (issue 35): the brands with their products, a brand's form (name, address, logo,
 * delivery promise per language) posted as a feed row, its history; a brand no product names may be
 * deleted, one with products never.
 */

type Ctx = Context<AppEnv>

const doneSchema = z.object({ done: z.enum(['created', 'saved', 'deleted']) })

function valuesOf(brand: AdminBrand): FormValues {
  const values: FormValues = { name: brand.name, slug: brand.slug, logo: brand.logo }
  for (const locale of LOCALES) {
    values[`delivery_promise_short_${locale}`] = brand.deliveryPromiseShort?.[locale] ?? ''
    values[`delivery_promise_long_${locale}`] = brand.deliveryPromiseLong?.[locale] ?? ''
  }
  return values
}

function fieldLabels(t: Translate): Record<string, string> {
  const labels: Record<string, string> = {
    name: t('backOffice.brands.name'),
    slug: t('backOffice.brands.slug'),
    logo: t('backOffice.brands.logo'),
  }
  for (const locale of LOCALES) {
    const language = t(`backOffice.language.${locale}`)
    labels[`delivery_promise_short_${locale}`] = `${t('backOffice.brands.promiseShort')} (${language})`
    labels[`delivery_promise_long_${locale}`] = `${t('backOffice.brands.promiseLong')} (${language})`
  }
  return labels
}

export function mountBrands(app: Hono<AppEnv>, kit: BackOfficeKit): void {
  /** The brand of the address's `:id`, null for an unknown or malformed one (the back office's 404). */
  const brandOf = async (c: Ctx) => {
    const id = idParam(c.req.param('id') ?? '')
    return id === null ? null : findBrand(kit.db, id)
  }

  const formPage = async (
    c: Ctx,
    brand: AdminBrand | null,
    values: FormValues,
    extra: { errors?: FieldErrors; notice?: string; status?: 200 | 409 | 422; theirs?: AdminBrand } = {},
  ) => {
    const staff = kit.staffOf(c)
    const t = kit.t(staff.locale)
    const history = brand ? await recordHistory(kit.db, 'brand', String(brand.id)) : []
    const title = brand ? t('backOffice.brands.edit', { name: brand.name }) : t('backOffice.brands.new')
    const labels = fieldLabels(t)
    const latest = history[0]
    return kit.render(
      c,
      staff,
      title,
      <section className="stack brand-editor">
        <p>
          <a href="/admin/brands">{t('backOffice.brands.back')}</a>
        </p>
        <h1>{title}</h1>
        <Banners notice={extra.notice} />
        {extra.theirs ? (
          <ConflictNotice
            t={t}
            locale={staff.locale}
            by={latest ? (latest.staffName ?? latest.staffEmail) : null}
            at={latest?.at ?? null}
            rows={conflictRows(labels, valuesOf(extra.theirs), values)}
            reloadHref={`/admin/brands/${extra.theirs.id}`}
          />
        ) : null}
        <BrandForm
          t={t}
          brand={brand}
          version={extra.theirs?.version ?? brand?.version}
          values={values}
          errors={extra.errors ?? {}}
        />
        {brand ? <DeleteCard t={t} brand={brand} /> : null}
        {brand ? (
          <History
            t={t}
            locale={staff.locale}
            entries={history}
            fieldLabel={(field) => labels[field] ?? field}
          />
        ) : null}
      </section>,
      extra.status,
    )
  }

  /**
   * The posted form: its text fields, and the logo to keep: an uploaded file (checked and stored by the
   * media pipeline, outside any transaction), none when `logo_remove` is checked, else the one it had.
   */
  const readForm = async (c: Ctx, t: Translate) => {
    const body = await c.req.parseBody()
    const values = textFields(body)
    const errors: FieldErrors = {}
    let logo = values.logo_remove === 'true' ? '' : (values.logo ?? '')
    const file = body.logo_file
    if (file instanceof File && file.size > 0) {
      const outcome = await kit.media.ingestUpload(new Uint8Array(await file.arrayBuffer()))
      if (outcome.ok) logo = mediaImageUrl(outcome.image.hash, 'logo')
      else errors.logo_file = [t(`backOffice.sync.reason.${outcome.reason}`)]
    }
    values.logo = logo
    return { values, logo, errors }
  }

  const answer = async (
    c: Ctx,
    outcome: SaveOutcome,
    brand: AdminBrand | null,
    values: FormValues,
    uploadErrors: FieldErrors,
  ) => {
    const t = kit.t(kit.staffOf(c).locale)
    if (outcome.ok && Object.keys(uploadErrors).length === 0)
      return c.redirect(`/admin/brands/${outcome.id}?done=${brand ? 'saved' : 'created'}`, 303)
    if (!outcome.ok && 'notFound' in outcome) return kit.notFound(c)
    if (!outcome.ok && 'conflict' in outcome) {
      const theirs = await findBrand(kit.db, brand!.id)
      if (!theirs) return kit.notFound(c)
      return formPage(c, theirs, values, { status: 409, theirs })
    }
    const errors = outcome.ok ? {} : problemErrors(t, outcome.problems)
    return formPage(c, brand, values, { errors: { ...errors, ...uploadErrors }, status: 422 })
  }

  /** A refused upload refuses the save: staff see it with the rest of the form's problems. */
  const save = async (c: Ctx, brand: AdminBrand | null) => {
    const staff = kit.staffOf(c)
    const t = kit.t(staff.locale)
    const { values, logo, errors } = await readForm(c, t)
    const target = brand
      ? { id: brand.id, version: editVersionSchema.safeParse(values).data?.version ?? 0 }
      : null
    if (Object.keys(errors).length > 0)
      return formPage(c, brand, { ...values, logo: brand?.logo ?? '' }, { errors, status: 422 })
    const outcome = await saveBrand(kit.db, staff, target, values, logo)
    return answer(c, outcome, brand, values, errors)
  }

  app.get('/admin/brands', async (c) => {
    const staff = kit.staffOf(c)
    const t = kit.t(staff.locale)
    const done = doneSchema.safeParse(c.req.query())
    const rows = await listBrands(kit.db)
    return kit.render(
      c,
      staff,
      t('backOffice.brands.title'),
      <BrandList
        t={t}
        rows={rows}
        notice={done.success ? t(`backOffice.brands.done.${done.data.done}`) : undefined}
      />,
    )
  })

  app.get('/admin/brands/new', (c) => formPage(c, null, {}))
  app.post('/admin/brands', (c) => save(c, null))

  app.get('/admin/brands/:id', async (c) => {
    const brand = await brandOf(c)
    if (!brand) return kit.notFound(c)
    const t = kit.t(kit.staffOf(c).locale)
    const done = doneSchema.safeParse(c.req.query())
    return formPage(c, brand, valuesOf(brand), {
      notice: done.success ? t(`backOffice.brands.done.${done.data.done}`) : undefined,
    })
  })

  app.post('/admin/brands/:id', async (c) => {
    const brand = await brandOf(c)
    if (!brand) return kit.notFound(c)
    return save(c, brand)
  })

  app.post('/admin/brands/:id/delete', async (c) => {
    const staff = kit.staffOf(c)
    const t = kit.t(staff.locale)
    const brand = await brandOf(c)
    if (!brand) return kit.notFound(c)
    const version = editVersionSchema.safeParse(textFields(await c.req.parseBody()))
    if (!version.success) return kit.notFound(c)
    const outcome = await deleteBrand(kit.db, staff, { id: brand.id, version: version.data.version })
    if (outcome.ok) return c.redirect('/admin/brands?done=deleted', 303)
    if ('notFound' in outcome) return kit.notFound(c)
    if ('inUse' in outcome)
      return formPage(c, brand, valuesOf(brand), {
        errors: { _form: [t('backOffice.brands.inUse', { count: brand.products })] },
        status: 422,
      })
    const theirs = await findBrand(kit.db, brand.id)
    if (!theirs) return kit.notFound(c)
    return formPage(c, theirs, valuesOf(brand), { status: 409, theirs })
  })
}

function BrandList({ t, rows, notice }: { t: Translate; rows: readonly AdminBrand[]; notice?: string }) {
  return (
    <section className="stack">
      <div className="row actions">
        <h1>{t('backOffice.brands.title')}</h1>
        <a className="button-link" href="/admin/brands/new">
          {t('backOffice.brands.new')}
        </a>
      </div>
      <Banners notice={notice} />
      <div className="table-wrap">
        <table className="brand-list">
          <thead>
            <tr>
              <th scope="col">{t('backOffice.brands.logo')}</th>
              <th scope="col">{t('backOffice.brands.name')}</th>
              <th scope="col">{t('backOffice.brands.slug')}</th>
              <th scope="col" className="num">
                {t('backOffice.brands.products')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} data-testid="brand-row">
                <td className="brand-logo-cell">
                  {row.logo ? (
                    <img src={row.logo} alt="" width={80} height={30} />
                  ) : (
                    <span className="muted">–</span>
                  )}
                </td>
                <td>
                  <a href={`/admin/brands/${row.id}`}>
                    <strong>{row.name}</strong>
                  </a>
                </td>
                <td className="muted">{row.slug}</td>
                <td className="num">{row.products}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {rows.length === 0 ? <p className="empty">{t('backOffice.brands.none')}</p> : null}
      </div>
    </section>
  )
}

function BrandForm({
  t,
  brand,
  version,
  values,
  errors,
}: {
  t: Translate
  brand: AdminBrand | null
  version: number | undefined
  values: FormValues
  errors: FieldErrors
}) {
  const logo = values.logo ?? ''
  return (
    <form
      method="post"
      action={brand ? `/admin/brands/${brand.id}` : '/admin/brands'}
      encType="multipart/form-data"
      className="card stack"
      noValidate
    >
      <FormErrors t={t} errors={errors} />
      {version !== undefined ? <VersionField version={version} /> : null}
      <input type="hidden" name="logo" value={logo} />
      <div className="form-grid">
        <Field
          label={t('backOffice.brands.name')}
          name="name"
          values={values}
          errors={errors}
          required
          maxLength={100}
        />
        <Field
          label={t('backOffice.brands.slug')}
          name="slug"
          values={values}
          errors={errors}
          maxLength={120}
          hint={t('backOffice.brands.slugHint')}
        />
      </div>
      <fieldset className="localized brand-logo stack-tight">
        <legend>{t('backOffice.brands.logo')}</legend>
        {logo ? (
          <div className="row logo-current">
            <img src={logo} alt={t('backOffice.brands.currentLogo')} width={160} height={60} />
            <Checkbox
              label={t('backOffice.brands.removeLogo')}
              name="logo_remove"
              values={values}
              errors={{}}
            />
          </div>
        ) : (
          <p className="muted">{t('backOffice.brands.noLogo')}</p>
        )}
        <label>
          {logo ? t('backOffice.brands.replaceLogo') : t('backOffice.brands.uploadLogo')}
          <input
            type="file"
            id="logo_file"
            name="logo_file"
            accept="image/png,image/jpeg,image/webp"
            aria-describedby={errors.logo_file ? 'logo_file-error' : 'logo_file-hint'}
          />
          <span className="muted hint" id="logo_file-hint">
            {t('backOffice.brands.logoHint')}
          </span>
          <FieldError id="logo_file-error" errors={errors.logo_file ?? errors.logo} />
        </label>
      </fieldset>
      <LocalizedFields
        t={t}
        legend={t('backOffice.brands.promiseShort')}
        name="delivery_promise_short"
        values={values}
        errors={errors}
        hint={t('backOffice.brands.promiseHint')}
        maxLength={200}
      />
      <LocalizedFields
        t={t}
        legend={t('backOffice.brands.promiseLong')}
        name="delivery_promise_long"
        values={values}
        errors={errors}
        multiline
        rows={3}
        maxLength={2000}
      />
      <div>
        <button type="submit" className="primary">
          {brand ? t('backOffice.brands.save') : t('backOffice.brands.create')}
        </button>
      </div>
    </form>
  )
}

function DeleteCard({ t, brand }: { t: Translate; brand: AdminBrand }) {
  if (brand.products > 0)
    return (
      <p className="card muted" data-testid="brand-in-use">
        {t('backOffice.brands.inUse', { count: brand.products })}
      </p>
    )
  return (
    <form method="post" action={`/admin/brands/${brand.id}/delete`} className="card stack-tight">
      <p className="muted">{t('backOffice.brands.deleteHint')}</p>
      <VersionField version={brand.version} />
      <div>
        <button type="submit" className="danger">
          {t('backOffice.brands.delete')}
        </button>
      </div>
    </form>
  )
}

import type { Context, Hono } from 'hono'
import { editVersionSchema } from '#core/schemas/back-office'
import { sql } from 'drizzle-orm'
import { z } from 'zod'
import { LOCALES, type Locale } from '#core/locales'
import { CATEGORY_KINDS, type Localized } from '#server/db/schema'
import { queryRows } from '#server/db/query'
import {
  moveAmongSiblings,
  saveCategory,
  setCategoryActive,
  type FieldProblem,
  type SaveOutcome,
} from '#server/domain/catalogue-editing/categories'
import {
  deactivationEffects,
  findCategory,
  listCategories,
  type AdminCategory,
  type DeactivationEffects,
} from '#server/domain/catalogue-editing/category-tree'
import { recordHistory } from '#server/domain/staff/audit'
import type { AppEnv } from '../env'
import { idParam } from '../front-api/checkout-request'
import {
  Checkbox,
  ConflictNotice,
  conflictRows,
  Field,
  FieldError,
  FormErrors,
  LocalizedFields,
  Select,
  VersionField,
  textFields,
  type FieldErrors,
  type FormValues,
} from './form-kit'
import { History } from './history'
import type { BackOfficeKit } from './kit'
import { Banners, type Translate } from './views'

/**
 * The categories screen (issue 35): the tree with its counts, a category's form (names, addresses and
 * descriptions per language, parent, position, kind, the features its listing filters on), moving among
 * siblings, and deactivating with its consequences stated before staff confirm.
 */

type Ctx = Context<AppEnv>

const doneSchema = z.object({
  done: z.enum(['created', 'saved', 'moved', 'deactivated', 'reactivated']),
})
const moveSchema = editVersionSchema.extend({ direction: z.enum(['up', 'down']) })

/** Reasons of our own; the others are the feed's (`backOffice.sync.reason.*`). */
const OWN_REASONS = new Set(['cycle', 'subtreePathTaken'])

export function problemErrors(t: Translate, problems: readonly FieldProblem[]): FieldErrors {
  const errors: FieldErrors = {}
  for (const { field, reason } of problems) {
    const key = OWN_REASONS.has(reason)
      ? `backOffice.categories.reason.${reason}`
      : `backOffice.sync.reason.${reason}`
    ;(errors[field ?? '_form'] ??= []).push(t(key))
  }
  return errors
}

interface FilterFeature {
  id: number
  name: Localized
  position: number
}

async function filterableFeatures(kit: BackOfficeKit): Promise<FilterFeature[]> {
  return queryRows<FilterFeature>(
    kit.db,
    sql`select id, name, position from features where filterable order by position, id`,
  )
}

function valuesOf(category: AdminCategory): FormValues {
  const values: FormValues = {
    parent: category.parentId === null ? '' : String(category.parentId),
    position: String(category.position),
    kind: category.kind,
  }
  for (const locale of LOCALES) {
    values[`name_${locale}`] = category.name[locale]
    values[`slug_${locale}`] = category.slug[locale]
    values[`description_${locale}`] = category.description[locale]
  }
  ;(category.filterFeatureIds ?? []).forEach((id, index) => {
    values[`filter_${id}`] = 'true'
    values[`filter_order_${id}`] = String(index + 1)
  })
  return values
}

/**
 * The chosen filter features in their order: each checked `filter_<id>` by its `filter_order_<id>` (blank
 * orders last, then by the feature's own order). None checked: null, every filterable feature.
 */
function readFilterFeatures(values: FormValues, features: readonly FilterFeature[]): number[] | null {
  const chosen = features
    .map((feature, index) => ({
      id: feature.id,
      order: Number.parseInt(values[`filter_order_${feature.id}`] ?? '', 10),
      index,
    }))
    .filter(({ id }) => values[`filter_${id}`] === 'true')
  if (chosen.length === 0) return null
  const orderOf = (order: number) => (Number.isFinite(order) ? order : Number.MAX_SAFE_INTEGER)
  return chosen.sort((a, b) => orderOf(a.order) - orderOf(b.order) || a.index - b.index).map(({ id }) => id)
}

export function mountCategories(app: Hono<AppEnv>, kit: BackOfficeKit): void {
  /** The category of the address's `:id`, null for an unknown or malformed one (the back office's 404). */
  const categoryOf = async (c: Ctx) => {
    const id = idParam(c.req.param('id') ?? '')
    return id === null ? null : findCategory(kit.db, id)
  }

  const formPage = async (
    c: Ctx,
    category: AdminCategory | null,
    values: FormValues,
    extra: {
      errors?: FieldErrors
      notice?: string
      status?: 200 | 409 | 422
      conflict?: { theirs: AdminCategory }
    } = {},
  ) => {
    const staff = kit.staffOf(c)
    const t = kit.t(staff.locale)
    const [all, features, history] = await Promise.all([
      listCategories(kit.db),
      filterableFeatures(kit),
      category ? recordHistory(kit.db, 'category', String(category.id)) : Promise.resolve([]),
    ])
    const title = category
      ? t('backOffice.categories.edit', { name: category.name[staff.locale] })
      : t('backOffice.categories.new')
    const labels = fieldLabels(t)
    const conflict = extra.conflict
      ? (() => {
          const latest = history[0]
          return (
            <ConflictNotice
              t={t}
              locale={staff.locale}
              by={latest ? (latest.staffName ?? latest.staffEmail) : null}
              at={latest?.at ?? null}
              rows={conflictRows(labels, valuesOf(extra.conflict.theirs), values)}
              reloadHref={`/admin/categories/${extra.conflict.theirs.id}`}
            />
          )
        })()
      : null
    return kit.render(
      c,
      staff,
      title,
      <section className="stack category-editor">
        <p>
          <a href="/admin/categories">{t('backOffice.categories.back')}</a>
        </p>
        <h1>{title}</h1>
        <Banners notice={extra.notice} />
        {conflict}
        <CategoryForm
          t={t}
          locale={staff.locale}
          category={category}
          version={extra.conflict?.theirs.version ?? category?.version}
          all={all}
          features={features}
          values={values}
          errors={extra.errors ?? {}}
        />
        {category ? <StatusCard t={t} category={category} /> : null}
        {category ? (
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

  /** What a save answered, as a response: on to the edit page, the form again (422), or the conflict (409). */
  const answer = async (
    c: Ctx,
    outcome: SaveOutcome,
    category: AdminCategory | null,
    values: FormValues,
    done: string,
  ) => {
    const t = kit.t(kit.staffOf(c).locale)
    if (outcome.ok) return c.redirect(`/admin/categories/${outcome.id}?done=${done}`, 303)
    if ('notFound' in outcome) return kit.notFound(c)
    if ('conflict' in outcome) {
      const theirs = await findCategory(kit.db, category!.id)
      if (!theirs) return kit.notFound(c)
      return formPage(c, theirs, values, { status: 409, conflict: { theirs } })
    }
    return formPage(c, category, values, { errors: problemErrors(t, outcome.problems), status: 422 })
  }

  app.get('/admin/categories', async (c) => {
    const staff = kit.staffOf(c)
    const t = kit.t(staff.locale)
    const done = doneSchema.safeParse(c.req.query())
    const rows = await listCategories(kit.db)
    return kit.render(
      c,
      staff,
      t('backOffice.categories.title'),
      <CategoryTreeView
        t={t}
        locale={staff.locale}
        rows={rows}
        notice={done.success ? t(`backOffice.categories.done.${done.data.done}`) : undefined}
        error={c.req.query('conflict') === '1' ? t('backOffice.categories.moveConflict') : undefined}
      />,
    )
  })

  app.get('/admin/categories/new', async (c) => {
    const parent = idParam(c.req.query('parent') ?? '')
    return formPage(c, null, { kind: 'category', parent: parent === null ? '' : String(parent) })
  })

  app.post('/admin/categories', async (c) => {
    const staff = kit.staffOf(c)
    const values = textFields(await c.req.parseBody())
    const features = await filterableFeatures(kit)
    const outcome = await saveCategory(kit.db, staff, null, {
      values,
      filterFeatureIds: readFilterFeatures(values, features),
    })
    return answer(c, outcome, null, values, 'created')
  })

  app.get('/admin/categories/:id', async (c) => {
    const category = await categoryOf(c)
    if (!category) return kit.notFound(c)
    const t = kit.t(kit.staffOf(c).locale)
    const done = doneSchema.safeParse(c.req.query())
    return formPage(c, category, valuesOf(category), {
      notice: done.success ? t(`backOffice.categories.done.${done.data.done}`) : undefined,
    })
  })

  app.post('/admin/categories/:id', async (c) => {
    const staff = kit.staffOf(c)
    const category = await categoryOf(c)
    if (!category) return kit.notFound(c)
    const values = textFields(await c.req.parseBody())
    const version = editVersionSchema.safeParse(values)
    if (!version.success) return kit.notFound(c)
    const features = await filterableFeatures(kit)
    const outcome = await saveCategory(
      kit.db,
      staff,
      { id: category.id, version: version.data.version },
      { values, filterFeatureIds: readFilterFeatures(values, features) },
    )
    return answer(c, outcome, category, values, 'saved')
  })

  app.post('/admin/categories/:id/move', async (c) => {
    const staff = kit.staffOf(c)
    const category = await categoryOf(c)
    if (!category) return kit.notFound(c)
    const form = moveSchema.safeParse(textFields(await c.req.parseBody()))
    if (!form.success) return kit.notFound(c)
    const outcome = await moveAmongSiblings(
      kit.db,
      staff,
      { id: category.id, version: form.data.version },
      form.data.direction,
    )
    if ('notFound' in outcome) return kit.notFound(c)
    // Someone changed the category meanwhile: the tree as it is now, with a word why nothing moved.
    if ('conflict' in outcome) return c.redirect('/admin/categories?conflict=1', 303)
    return c.redirect(`/admin/categories?done=moved#category-${category.id}`, 303)
  })

  /**
   * Deactivating is two posts: the first answers what it will do (counted now), the second, with
   * `confirm=yes`, does it.
   */
  app.post('/admin/categories/:id/deactivate', async (c) => {
    const staff = kit.staffOf(c)
    const t = kit.t(staff.locale)
    const category = await categoryOf(c)
    if (!category) return kit.notFound(c)
    const values = textFields(await c.req.parseBody())
    const version = editVersionSchema.safeParse(values)
    if (!version.success) return kit.notFound(c)
    if (values.confirm !== 'yes') {
      const effects = await deactivationEffects(kit.db, category.id)
      const title = t('backOffice.categories.confirm.title', { name: category.name[staff.locale] })
      return kit.render(
        c,
        staff,
        title,
        <DeactivateConfirm
          t={t}
          locale={staff.locale}
          title={title}
          category={category}
          version={version.data.version}
          effects={effects}
        />,
      )
    }
    const outcome = await setCategoryActive(
      kit.db,
      staff,
      { id: category.id, version: version.data.version },
      false,
    )
    return answer(c, outcome, category, valuesOf(category), 'deactivated')
  })

  app.post('/admin/categories/:id/reactivate', async (c) => {
    const staff = kit.staffOf(c)
    const category = await categoryOf(c)
    if (!category) return kit.notFound(c)
    const version = editVersionSchema.safeParse(textFields(await c.req.parseBody()))
    if (!version.success) return kit.notFound(c)
    const outcome = await setCategoryActive(
      kit.db,
      staff,
      { id: category.id, version: version.data.version },
      true,
    )
    return answer(c, outcome, category, valuesOf(category), 'reactivated')
  })
}

function fieldLabels(t: Translate): Record<string, string> {
  const labels: Record<string, string> = {
    parent: t('backOffice.categories.parent'),
    position: t('backOffice.categories.position'),
    kind: t('backOffice.categories.kind'),
    active: t('backOffice.categories.status'),
    filter_features: t('backOffice.categories.filters'),
  }
  for (const locale of LOCALES) {
    const language = t(`backOffice.language.${locale}`)
    labels[`name_${locale}`] = `${t('backOffice.categories.name')} (${language})`
    labels[`slug_${locale}`] = `${t('backOffice.categories.slug')} (${language})`
    labels[`description_${locale}`] = `${t('backOffice.categories.description')} (${language})`
  }
  return labels
}

function CategoryTreeView({
  t,
  locale,
  rows,
  notice,
  error,
}: {
  t: Translate
  locale: Locale
  rows: ReadonlyArray<AdminCategory & { depth: number }>
  notice?: string
  error?: string
}) {
  const siblings = (row: AdminCategory) => rows.filter((other) => other.parentId === row.parentId)
  return (
    <section className="stack">
      <div className="row actions">
        <h1>{t('backOffice.categories.title')}</h1>
        <a className="button-link" href="/admin/categories/new">
          {t('backOffice.categories.new')}
        </a>
      </div>
      <Banners notice={notice} error={error} />
      <div className="table-wrap">
        <table className="category-tree stacked">
          <thead>
            <tr>
              <th scope="col">{t('backOffice.categories.name')}</th>
              <th scope="col">{t('backOffice.categories.kind')}</th>
              <th scope="col" className="num">
                {t('backOffice.categories.products')}
              </th>
              <th scope="col">{t('backOffice.categories.status')}</th>
              <th scope="col">
                <span className="sr-only">{t('backOffice.categories.order')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const list = siblings(row)
              const place = list.findIndex((other) => other.id === row.id)
              return (
                <tr key={row.id} id={`category-${row.id}`} data-testid="category-row">
                  <td>
                    <span className={`tree-name depth-${Math.min(row.depth, 4)}`}>
                      <a href={`/admin/categories/${row.id}`}>{row.name[locale]}</a>
                      <span className="muted tree-path">/{row.path[locale]}</span>
                    </span>
                  </td>
                  <td data-label={t('backOffice.categories.kind')}>
                    {t(`backOffice.categories.kinds.${row.kind}`)}
                  </td>
                  <td className="num" data-label={t('backOffice.categories.products')}>
                    {row.productCount}
                  </td>
                  <td data-label={t('backOffice.categories.status')}>
                    <span className={`badge c-${row.active ? 'active' : 'inactive'}`}>
                      {t(row.active ? 'backOffice.categories.active' : 'backOffice.categories.inactive')}
                    </span>
                    {row.active && !row.shown ? (
                      <span className="muted hint"> {t('backOffice.categories.hiddenByParent')}</span>
                    ) : null}
                  </td>
                  <td className="order-cell" data-label={t('backOffice.categories.order')}>
                    <div className="order-buttons">
                      {(['up', 'down'] as const).map((direction) => {
                        const disabled = direction === 'up' ? place === 0 : place === list.length - 1
                        return (
                          <form key={direction} method="post" action={`/admin/categories/${row.id}/move`}>
                            <VersionField version={row.version} />
                            <input type="hidden" name="direction" value={direction} />
                            <button
                              type="submit"
                              className="secondary"
                              disabled={disabled}
                              aria-label={t(`backOffice.categories.move.${direction}`, {
                                name: row.name[locale],
                              })}
                              title={t(`backOffice.categories.move.${direction}`, { name: row.name[locale] })}
                            >
                              {direction === 'up' ? '↑' : '↓'}
                            </button>
                          </form>
                        )
                      })}
                    </div>
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
        {rows.length === 0 ? <p className="empty">{t('backOffice.categories.none')}</p> : null}
      </div>
    </section>
  )
}

function CategoryForm({
  t,
  locale,
  category,
  version,
  all,
  features,
  values,
  errors,
}: {
  t: Translate
  locale: Locale
  category: AdminCategory | null
  version: number | undefined
  all: ReadonlyArray<AdminCategory & { depth: number }>
  features: readonly FilterFeature[]
  values: FormValues
  errors: FieldErrors
}) {
  // Not itself nor anything below it (the save refuses those too): `all` is in tree order, so its subtree
  // is the rows after it that are deeper than it.
  const own = category ? all.findIndex((row) => row.id === category.id) : -1
  const end = own < 0 ? -1 : all.findIndex((row, index) => index > own && row.depth <= all[own]!.depth)
  const below = own < 0 ? [] : all.slice(own, end < 0 ? undefined : end)
  const parents = all
    .filter((row) => !below.includes(row))
    .map((row) => [String(row.id), `${'— '.repeat(row.depth)}${row.name[locale]}`] as const)
  return (
    <form
      method="post"
      action={category ? `/admin/categories/${category.id}` : '/admin/categories'}
      className="card stack"
      noValidate
    >
      <FormErrors t={t} errors={errors} />
      {version !== undefined ? <VersionField version={version} /> : null}
      <LocalizedFields
        t={t}
        legend={t('backOffice.categories.name')}
        name="name"
        values={values}
        errors={errors}
        required
        maxLength={100}
      />
      <LocalizedFields
        t={t}
        legend={t('backOffice.categories.slug')}
        name="slug"
        values={values}
        errors={errors}
        hint={t('backOffice.categories.slugHint')}
        maxLength={120}
      />
      <LocalizedFields
        t={t}
        legend={t('backOffice.categories.description')}
        name="description"
        values={values}
        errors={errors}
        multiline
        rows={4}
        maxLength={2000}
      />
      <div className="form-grid">
        <Select
          label={t('backOffice.categories.parent')}
          name="parent"
          values={values}
          errors={errors}
          options={parents}
          empty={t('backOffice.categories.noParent')}
          hint={t('backOffice.categories.parentHint')}
        />
        <Field
          label={t('backOffice.categories.position')}
          name="position"
          values={values}
          errors={errors}
          inputMode="numeric"
          maxLength={7}
          hint={t('backOffice.categories.positionHint')}
        />
        <Select
          label={t('backOffice.categories.kind')}
          name="kind"
          values={values}
          errors={errors}
          options={CATEGORY_KINDS.map((kind) => [kind, t(`backOffice.categories.kinds.${kind}`)] as const)}
        />
      </div>
      <fieldset className="localized filter-features">
        <legend>{t('backOffice.categories.filters')}</legend>
        <p className="muted hint" id="filter-features-hint">
          {t('backOffice.categories.filtersHint')}
        </p>
        <FieldError id="filter_features-error" errors={errors.filter_features} />
        {features.length === 0 ? (
          <p className="empty">{t('backOffice.categories.noFeatures')}</p>
        ) : (
          <ul className="plain filter-list">
            {features.map((feature) => (
              <li key={feature.id}>
                <Checkbox
                  label={feature.name[locale]}
                  name={`filter_${feature.id}`}
                  values={values}
                  errors={{}}
                />
                <Field
                  label={
                    <span className="sr-only">
                      {t('backOffice.categories.filterOrder', { name: feature.name[locale] })}
                    </span>
                  }
                  name={`filter_order_${feature.id}`}
                  values={values}
                  errors={{}}
                  inputMode="numeric"
                  maxLength={3}
                  placeholder={t('backOffice.categories.orderPlaceholder')}
                />
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      <div>
        <button type="submit" className="primary">
          {category ? t('backOffice.categories.save') : t('backOffice.categories.create')}
        </button>
      </div>
    </form>
  )
}

function StatusCard({ t, category }: { t: Translate; category: AdminCategory }) {
  const action = category.active ? 'deactivate' : 'reactivate'
  return (
    <form method="post" action={`/admin/categories/${category.id}/${action}`} className="card stack-tight">
      <h2>{t('backOffice.categories.status')}</h2>
      <p className="muted">{t(`backOffice.categories.${action}Hint`)}</p>
      <VersionField version={category.version} />
      <div>
        <button type="submit" className={category.active ? 'danger' : 'primary'}>
          {t(`backOffice.categories.${action}`)}
        </button>
      </div>
    </form>
  )
}

function DeactivateConfirm({
  t,
  locale,
  title,
  category,
  version,
  effects,
}: {
  t: Translate
  locale: Locale
  title: string
  category: AdminCategory
  version: number
  effects: DeactivationEffects
}) {
  return (
    <section className="stack narrow">
      <p>
        <a href={`/admin/categories/${category.id}`}>
          {t('backOffice.categories.backTo', { name: category.name[locale] })}
        </a>
      </p>
      <h1>{title}</h1>
      <div className="card stack" data-testid="deactivate-effects">
        <p>{t('backOffice.categories.confirm.intro')}</p>
        <ul className="effects">
          <li>{t('backOffice.categories.confirm.address')}</li>
          <li>{t('backOffice.categories.confirm.subcategories', { count: effects.subcategories })}</li>
          <li>{t('backOffice.categories.confirm.menu', { count: effects.menuEntries })}</li>
          <li>{t('backOffice.categories.confirm.products', { count: effects.products })}</li>
          {category.kind === 'knowledge' || effects.articles > 0 ? (
            <li>{t('backOffice.categories.confirm.articles', { count: effects.articles })}</li>
          ) : null}
        </ul>
        <p className="muted">{t('backOffice.categories.confirm.undo')}</p>
        <form method="post" action={`/admin/categories/${category.id}/deactivate`} className="row actions">
          <VersionField version={version} />
          <input type="hidden" name="confirm" value="yes" />
          <button type="submit" className="danger">
            {t('backOffice.categories.confirm.button')}
          </button>
          <a href={`/admin/categories/${category.id}`}>{t('backOffice.categories.confirm.cancel')}</a>
        </form>
      </div>
    </section>
  )
}

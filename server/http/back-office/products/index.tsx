import type { Context, Hono } from 'hono'
import { editVersionSchema } from '#core/schemas/back-office'
import { z } from 'zod'
import { isLocale, LOCALES } from '#core/locales'
import type { StoredSlide } from '#server/db/schema'
import { loadProduct, type StoredProduct } from '#server/domain/catalogue-editing/product-columns'
import { deleteBlock, deleteProduct } from '#server/domain/catalogue-editing/product-delete'
import {
  catalogueChoices,
  listProducts,
  productListQuerySchema,
} from '#server/domain/catalogue-editing/product-list'
import {
  featureChoices,
  lookupProducts,
  productsByRef,
  variantSiblings,
} from '#server/domain/catalogue-editing/product-lookup'
import {
  checkProduct,
  saveProduct,
  type FormProblem,
  type SaveDeps,
} from '#server/domain/catalogue-editing/product-save'
import { recordHistory } from '#server/domain/staff/audit'
import type { AppEnv } from '../../env'
import type { ProductPreview } from '../../product-preview'
import { idParam } from '../../front-api/checkout-request'
import { ConflictNotice, conflictRows, type FieldErrors, type FormValues } from '../form-kit'
import type { BackOfficeKit } from '../kit'
import type { Translate } from '../views'
import { fieldLabel, ProductEditor } from './form'
import { formValues, readProductForm } from './form-read'
import { galleryValues, readGallery, type PostedForm } from './gallery'
import { productFormBodyLimit } from './gallery-limit'
import { ProductsList } from './list'
import { relatedPickerScript } from './related-picker'

const doneSchema = z.object({
  done: z.enum(['created', 'saved', 'deactivated', 'reactivated', 'deleted', 'copied']),
})
const statusSchema = editVersionSchema.extend({ status: z.enum(['active', 'inactive']) })
const lookupSchema = z.object({ q: z.string().trim().min(1).max(100) })

/** Reasons of this screen's own (the others are the sync's, `backOffice.sync.reason.*`). */
const OWN_REASONS = new Set(['refTaken'])

type Ctx = Context<AppEnv>

/**
 * The products screens (issue 35) under /admin/products, for the catalogue role: the list, the form for a
 * new product, a copy or an edit, deactivating, reactivating and deleting. Writes go through
 * server/domain/catalogue-editing (the sync's writers, the edit check, the audit log).
 */
export function mountProducts(app: Hono<AppEnv>, kit: BackOfficeKit, preview?: ProductPreview): void {
  const deps: SaveDeps = { db: kit.db, now: kit.now, backInStock: kit.backInStock }
  const who = (c: Ctx) => {
    const staff = kit.staffOf(c)
    const locale: 'nl' | 'en' = staff.locale === 'en' ? 'en' : 'nl'
    return { staff, locale, t: kit.t(staff.locale) }
  }
  const idOf = (c: Ctx) => idParam(c.req.param('id') ?? '')

  app.get('/admin/products', async (c) => {
    const { staff, locale, t } = who(c)
    const query = productListQuerySchema.parse(c.req.query())
    const done = doneSchema.safeParse(c.req.query())
    const [{ rows, total }, choices] = await Promise.all([
      listProducts(kit.db, query, locale),
      catalogueChoices(kit.db, locale),
    ])
    return kit.render(
      c,
      staff,
      t('backOffice.products.title'),
      <ProductsList
        t={t}
        query={query}
        rows={rows}
        total={total}
        choices={choices}
        notice={done.success ? t(`backOffice.products.done.${done.data.done}`) : undefined}
      />,
    )
  })

  /** Products for the related-products picker: what staff typed, as JSON. */
  app.get('/admin/products/lookup', async (c) => {
    const { locale } = who(c)
    const parsed = lookupSchema.safeParse(c.req.query())
    if (!parsed.success) return c.json({ products: [] })
    return c.json({ products: await lookupProducts(kit.db, parsed.data.q, locale) })
  })

  /** The form page: a new product, a copy, an edit, a refused save or a conflict. */
  const formPage = async (
    c: Ctx,
    product: StoredProduct | null,
    values: FormValues,
    extra: {
      errors?: FieldErrors
      status?: 200 | 409 | 422
      notice?: string
      version?: number | null
      conflict?: { version: number; theirs: FormValues }
      copyOf?: { id: number; name: string }
    } = {},
  ) => {
    const { staff, locale, t } = who(c)
    const [choices, features, siblings, related, block, history] = await Promise.all([
      catalogueChoices(kit.db, locale),
      featureChoices(kit.db),
      values.variant_group ? variantSiblings(kit.db, values.variant_group, product?.id ?? null, locale) : [],
      productsByRef(kit.db, (values.related ?? '').split(/\s+/).filter(Boolean), locale),
      product ? deleteBlock(kit.db, product.id) : null,
      product ? recordHistory(kit.db, 'product', String(product.id)) : undefined,
    ])
    let conflict = null
    if (product && extra.conflict) {
      const last = history?.[0]
      const labels = Object.fromEntries(
        [...new Set([...Object.keys(extra.conflict.theirs), ...Object.keys(values)])]
          .filter((name) => name !== 'version' && name !== 'type' && !name.startsWith('video_'))
          .map((name) => [name, fieldLabel(t, name)]),
      )
      conflict = (
        <ConflictNotice
          t={t}
          locale={staff.locale}
          by={last ? (last.staffName ?? last.staffEmail) : null}
          at={last?.at ?? null}
          rows={conflictRows(labels, extra.conflict.theirs, values)}
          reloadHref={`/admin/products/${product.id}`}
        />
      )
    }
    const title = product
      ? t('backOffice.products.edit', { name: product.name[locale] })
      : t('backOffice.products.new')
    const response = await kit.render(
      c,
      staff,
      title,
      <>
        <ProductEditor
          t={t}
          locale={locale}
          product={product}
          version={extra.version !== undefined ? extra.version : (product?.version ?? null)}
          values={values}
          errors={extra.errors ?? {}}
          choices={{ ...choices, features }}
          siblings={siblings}
          related={related}
          deleteBlock={block}
          history={history}
          notice={extra.notice}
          conflict={conflict}
          copyOf={extra.copyOf}
          nonce={c.get('cspNonce')}
          previews={
            product && preview
              ? LOCALES.map((language) => ({
                  locale: language,
                  href: `/admin/products/${product.id}/preview/${language}`,
                }))
              : undefined
          }
        />
        <script nonce={c.get('cspNonce')} dangerouslySetInnerHTML={{ __html: relatedPickerScript }} />
      </>,
      extra.status,
    )
    return response
  }

  app.get('/admin/products/new', async (c) => {
    const { locale } = who(c)
    const from = idParam(c.req.query('from') ?? '')
    const original = from === null ? null : await loadProduct(kit.db, from)
    if (!original)
      return formPage(c, null, { status: 'inactive', vat_rate: '21', stock: '0', max_order_quantity: '10' })
    // A copy: everything but its own article code, EAN, supplier reference and addresses; its options become the copy's own.
    const columns: Record<string, string> = {
      ...original.columns,
      ref: '',
      ean: '',
      reference: '',
      status: 'inactive',
    }
    for (const language of LOCALES) columns[`slug_${language}`] = ''
    const options = original.options.map((option) => ({ columns: { ...option, ref: '' } }))
    return formPage(
      c,
      null,
      { ...formValues(columns, options), ...galleryValues(original.slides) },
      {
        copyOf: { id: original.id, name: original.name[locale] },
      },
    )
  })

  const save = async (c: Ctx, stored: StoredProduct | null) => {
    const { staff, t } = who(c)
    const form = (await c.req.parseBody({ all: true })) as PostedForm
    const version = stored ? editVersionSchema.safeParse({ version: form.version }) : null
    const { columns, options } = readProductForm(form, stored)
    const gallery = await readGallery(form, kit.media, t)
    Object.assign(columns, gallery.columns)
    // A refused form shows the photos as read, uploads that were stored included: nothing staff sent is lost.
    const values = { ...formValues(columns, options), ...gallery.values }
    if (version && !version.success)
      return formPage(c, stored, values, {
        errors: { _form: [t('backOffice.products.noVersion')] },
        status: 422,
      })
    const input = {
      id: stored?.id ?? null,
      version: version?.success ? version.data.version : null,
      columns,
      options,
    }
    // A refused upload refuses the save: staff see it with every other problem of the form.
    if (Object.keys(gallery.errors).length > 0)
      return formPage(c, stored, values, {
        errors: problemErrors(t, [...checkProduct(input), ...galleryProblems(gallery.errors)]),
        status: 422,
      })
    const outcome = await saveProduct(deps, staff, input)
    if (outcome.ok)
      return c.redirect(`/admin/products/${outcome.id}?done=${stored ? 'saved' : 'created'}`, 303)
    if (outcome.reason === 'not_found') return kit.notFound(c)
    if (outcome.reason === 'conflict') {
      const current = (await loadProduct(kit.db, stored!.id))!
      return formPage(c, current, values, {
        status: 409,
        version: outcome.version,
        conflict: { version: outcome.version, theirs: storedValues(current) },
      })
    }
    const errors = problemErrors(t, outcome.problems)
    return formPage(c, stored, values, { errors, status: 422 })
  }

  // The form with its photos: the gallery's own limit and page (docs/decisions/0142).
  const limit = productFormBodyLimit(kit)

  app.post('/admin/products', limit, (c) => save(c, null))

  /** The product's real shop page in one language, inactive ones too: for staff only (product-preview.ts). */
  app.get('/admin/products/:id/preview/:locale', async (c) => {
    const id = idOf(c)
    const locale = c.req.param('locale')
    if (id === null || !isLocale(locale) || !preview) return kit.notFound(c)
    return (await preview(c, id, locale)) ?? kit.notFound(c)
  })

  app.get('/admin/products/:id', async (c) => {
    const { t } = who(c)
    const id = idOf(c)
    const product = id === null ? null : await loadProduct(kit.db, id)
    if (!product) return kit.notFound(c)
    const done = doneSchema.safeParse(c.req.query())
    return formPage(c, product, storedValues(product), {
      notice: done.success ? t(`backOffice.products.done.${done.data.done}`) : undefined,
    })
  })

  app.post('/admin/products/:id', limit, async (c) => {
    const id = idOf(c)
    const product = id === null ? null : await loadProduct(kit.db, id)
    if (!product) return kit.notFound(c)
    return save(c, product)
  })

  /** A deactivate, reactivate or delete of a version someone saved over: their version, with the action's. */
  const actionConflict = (c: Ctx, product: StoredProduct, version: number, yours?: FormValues) =>
    formPage(c, product, yours ?? storedValues(product), {
      status: 409,
      version,
      conflict: { version, theirs: storedValues(product) },
    })
  const noVersion = (c: Ctx, product: StoredProduct) =>
    formPage(c, product, storedValues(product), {
      errors: { _form: [who(c).t('backOffice.products.noVersion')] },
      status: 422,
    })

  app.post('/admin/products/:id/status', async (c) => {
    const { staff, t } = who(c)
    const id = idOf(c)
    const product = id === null ? null : await loadProduct(kit.db, id)
    if (!product) return kit.notFound(c)
    const parsed = statusSchema.safeParse(await c.req.parseBody())
    if (!parsed.success) return noVersion(c, product)
    // The stored product as its own feed row with the other status: the same writers, checks and audit.
    const outcome = await saveProduct(deps, staff, {
      id: product.id,
      version: parsed.data.version,
      columns: {
        ...product.columns,
        ...galleryColumns(product.slides),
        status: parsed.data.status,
      },
      options: product.options.map((option, index) => ({ n: index + 1, columns: option })),
    })
    if (outcome.ok)
      return c.redirect(
        `/admin/products/${product.id}?done=${parsed.data.status === 'active' ? 'reactivated' : 'deactivated'}`,
        303,
      )
    if (outcome.reason === 'not_found') return kit.notFound(c)
    if (outcome.reason === 'conflict')
      return actionConflict(c, product, outcome.version, {
        ...storedValues(product),
        status: parsed.data.status,
      })
    // A product stored before today's rules (a demo one without a photo) cannot be written as it is.
    return formPage(c, product, storedValues(product), {
      errors: problemErrors(t, outcome.problems),
      status: 422,
    })
  })

  app.post('/admin/products/:id/delete', async (c) => {
    const { staff, t } = who(c)
    const id = idOf(c)
    const product = id === null ? null : await loadProduct(kit.db, id)
    if (!product) return kit.notFound(c)
    const form = await c.req.parseBody()
    const parsed = editVersionSchema.safeParse(form)
    if (!parsed.success) return noVersion(c, product)
    // Deleting is final: only with its box ticked (the browser asks for it; the server checks it).
    if (form.confirm !== 'true')
      return formPage(c, product, storedValues(product), {
        errors: { _form: [t('backOffice.products.deleteUnconfirmed')] },
        status: 422,
      })
    const outcome = await deleteProduct(deps, staff, product.id, parsed.data.version)
    if (outcome.ok) return c.redirect('/admin/products?done=deleted', 303)
    if (outcome.reason === 'not_found') return kit.notFound(c)
    if (outcome.reason === 'conflict') return actionConflict(c, product, outcome.version)
    return formPage(c, product, storedValues(product), {
      errors: { _form: [t(`backOffice.products.deleteBlocked.${outcome.reason}`)] },
      status: 409,
    })
  })
}

/** A stored product's form values: its columns, options and photos. */
function storedValues(product: StoredProduct): FormValues {
  return {
    ...formValues(
      product.columns,
      product.options.map((columns) => ({ columns })),
    ),
    ...galleryValues(product.slides),
  }
}

/** The stored photos and video as feed columns (alt texts only where the product has them). */
function galleryColumns(slides: StoredSlide[]): Record<string, string> {
  const columns: Record<string, string> = {}
  for (const [name, value] of Object.entries(galleryValues(slides))) if (value) columns[name] = value
  return columns
}

function galleryProblems(errors: FieldErrors): FormProblem[] {
  return Object.entries(errors).flatMap(([field, messages]) =>
    messages.map((reason) => ({ field, reason: `=${reason}` })),
  )
}

/** Problems as the form's field errors, in the staff member's language; a photo's problem is the gallery's. */
export function problemErrors(t: Translate, problems: readonly FormProblem[]): FieldErrors {
  const errors: FieldErrors = {}
  for (const problem of problems) {
    const field = problem.field === 'image' || problem.field === 'images' ? 'photos' : problem.field
    const message = problem.reason.startsWith('=')
      ? problem.reason.slice(1)
      : OWN_REASONS.has(problem.reason)
        ? t(`backOffice.products.reason.${problem.reason}`)
        : t(`backOffice.sync.reason.${problem.reason}`)
    errors[field] = [...(errors[field] ?? []), message]
  }
  return errors
}

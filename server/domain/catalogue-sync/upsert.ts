import { sql } from 'drizzle-orm'
import type { FeedBrand, FeedCategory, FeedOption, FeedProduct } from '#core/schemas/catalogue-feed'
import type { Database } from '#server/db/client'
import type { Localized } from '#server/db/schema'
import { slugify } from '#server/db/demo-data/generate'
import { queryRows } from '#server/db/query'
import { lockStock } from '#server/domain/stock/reservations'
import { freeStock } from '#server/domain/stock/rules'
import { resolveFeatureValues, writeProductFeatures } from './features'
import type { Located, RowProblem } from './feed'
import { brandLogo, productMedia, type IngestResults, type ProductMedia } from './media'
import { writeRelated, type RelatedRow, type RowOutcome } from './related'
import { json, tally, texts, unique, type BatchCounts, type Outcome } from './write-helpers'

/**
 * The set-based writes of one batch (docs/decisions/0067): per kind of row one `INSERT … ON CONFLICT
 * (external_ref) DO UPDATE … WHERE <something differs>` whose RETURNING tells created from updated; a
 * row it does not return was unchanged. References are checked before anything is written, so a row
 * that cannot be written is a problem with its line, never a failed statement that takes the batch down.
 */

export type { Located }
export type { BatchCounts }

const LOCALES = ['nl', 'en', 'de'] as const
const EMPTY_TEXT: Localized = { nl: '', en: '', de: '' }

/**
 * Which of the wanted paths (per language) another product or category has, or had (an old path redirects
 * to its target for good). Answers the lines of the rows that cannot have theirs.
 */
async function takenPaths(
  tx: Database,
  type: 'product' | 'category',
  wanted: Array<{ line: number; id: number | null; paths: Localized }>,
): Promise<Set<number>> {
  const taken = new Set<number>()
  const claimed = new Map<string, number>()
  const entries: Array<{ line: number; id: number | null; locale: string; path: string }> = []
  for (const item of wanted) {
    for (const locale of LOCALES) {
      const key = `${locale}\u0000${item.paths[locale]}`
      if (claimed.has(key) && claimed.get(key) !== item.line) taken.add(item.line)
      claimed.set(key, item.line)
      entries.push({ line: item.line, id: item.id, locale, path: item.paths[locale] })
    }
  }
  if (entries.length === 0) return taken
  const owners = await queryRows<{ locale: string; path: string; target_type: string; target_id: number }>(
    tx,
    sql`select u.locale, u.path, u.target_type, u.target_id from url_paths u
        join jsonb_to_recordset(${json(entries.map(({ locale, path }) => ({ locale, path })))}) w(locale text, path text)
          on u.locale = w.locale and u.path = w.path`,
  )
  const owner = new Map(owners.map((row) => [`${row.locale}\u0000${row.path}`, row]))
  for (const entry of entries) {
    const found = owner.get(`${entry.locale}\u0000${entry.path}`)
    if (found && (found.target_type !== type || found.target_id !== entry.id)) taken.add(entry.line)
  }
  return taken
}

/** The current paths of written rows: new ones current, the target's other paths kept as redirects. */
async function writePaths(
  tx: Database,
  type: 'product' | 'category',
  targets: Array<{ id: number; paths: Localized }>,
): Promise<void> {
  if (targets.length === 0) return
  const rows = targets.flatMap(({ id, paths }) =>
    LOCALES.map((locale) => ({ target_id: id, locale, path: paths[locale] })),
  )
  await tx.execute(sql`
    update url_paths u set is_current = false
    from jsonb_to_recordset(${json(rows)}) w(target_id int, locale text, path text)
    where u.target_type = ${type} and u.target_id = w.target_id and u.locale = w.locale
      and u.path <> w.path and u.is_current`)
  await tx.execute(sql`
    insert into url_paths (locale, path, target_type, target_id, is_current)
    select w.locale, w.path, ${type}, w.target_id, true
    from jsonb_to_recordset(${json(rows)}) w(target_id int, locale text, path text)
    on conflict (locale, path) do update set is_current = true
    where url_paths.target_type = excluded.target_type and url_paths.target_id = excluded.target_id
      and not url_paths.is_current`)
}

const slugsOf = (name: Localized, given: Partial<Localized> | undefined): Localized => ({
  nl: given?.nl ?? slugify(name.nl),
  en: given?.en ?? slugify(name.en),
  de: given?.de ?? slugify(name.de),
})

export async function upsertCategories(
  tx: Database,
  input: Located<FeedCategory>[],
  counts: BatchCounts,
  problems: RowProblem[],
): Promise<void> {
  let pending = unique(input, problems).filter(({ line, row }) => {
    if (row.parent !== row.ref) return true
    problems.push({ line, ref: row.ref, field: 'parent', reason: 'invalid' })
    return false
  })
  if (pending.length === 0) return
  const refs = [...new Set(pending.flatMap(({ row }) => (row.parent ? [row.parent, row.ref] : [row.ref])))]
  const known = new Map(
    (
      await queryRows<{ id: number; external_ref: string; path: Localized }>(
        tx,
        sql`select id, external_ref, path from categories where external_ref = any(${texts(refs)})`,
      )
    ).map((row) => [row.external_ref, row]),
  )
  // A parent may come earlier in the same batch: write the categories level by level.
  while (pending.length > 0) {
    const ready = pending.filter(
      ({ row }) => !row.parent || (known.has(row.parent) && !pendingRef(pending, row.parent)),
    )
    if (ready.length === 0) break
    pending = pending.filter((item) => !ready.includes(item))
    const candidates = ready.map(({ line, row }) => {
      const slug = slugsOf(row.name, row.slug)
      const parent = row.parent ? known.get(row.parent)! : null
      const path: Localized = {
        nl: parent ? `${parent.path.nl}/${slug.nl}` : slug.nl,
        en: parent ? `${parent.path.en}/${slug.en}` : slug.en,
        de: parent ? `${parent.path.de}/${slug.de}` : slug.de,
      }
      return { line, row, slug, path, parentId: parent?.id ?? null, id: known.get(row.ref)?.id ?? null }
    })
    const taken = await takenPaths(
      tx,
      'category',
      candidates.map(({ line, id, path }) => ({ line, id, paths: path })),
    )
    const accepted = candidates.filter(({ line, row }) => {
      if (!taken.has(line)) return true
      problems.push({ line, ref: row.ref, field: 'slug', reason: 'slugTaken' })
      return false
    })
    if (accepted.length === 0) continue
    const values = accepted.map(({ row, slug, path, parentId }) => ({
      external_ref: row.ref,
      parent_id: parentId,
      position: row.position ?? 0,
      name: row.name,
      slug,
      path,
      description: row.description ?? EMPTY_TEXT,
    }))
    const result = await queryRows<Outcome & { path: Localized }>(
      tx,
      sql`insert into categories (external_ref, parent_id, position, kind, name, slug, path, description)
        select external_ref, parent_id, position, 'category', name, slug, path, description
        from jsonb_to_recordset(${json(values)})
          r(external_ref text, parent_id int, position int, name jsonb, slug jsonb, path jsonb, description jsonb)
        on conflict (external_ref) do update set parent_id = excluded.parent_id, position = excluded.position,
          name = excluded.name, slug = excluded.slug, path = excluded.path, description = excluded.description,
          updated_at = now()
        where (categories.parent_id, categories.position, categories.name, categories.slug, categories.path,
               categories.description)
          is distinct from (excluded.parent_id, excluded.position, excluded.name, excluded.slug, excluded.path,
               excluded.description)
        returning id, external_ref, (xmax = 0) as inserted, path`,
    )
    tally(counts, result, accepted.length)
    for (const row of result)
      known.set(row.external_ref, { id: row.id, external_ref: row.external_ref, path: row.path })
    await writePaths(
      tx,
      'category',
      result.map((row) => ({ id: row.id, paths: row.path })),
    )
  }
  for (const { line, row } of pending)
    problems.push({ line, ref: row.ref, field: 'parent', reason: 'unknownParent' })
}

/** A category whose parent is itself still waiting (in this batch) is not ready yet. */
function pendingRef(pending: Located<FeedCategory>[], ref: string): boolean {
  return pending.some(({ row }) => row.ref === ref)
}

export async function upsertBrands(
  tx: Database,
  input: Located<FeedBrand>[],
  counts: BatchCounts,
  problems: RowProblem[],
  media: IngestResults,
): Promise<void> {
  const rows = unique(input, problems).flatMap((item) => {
    // A refused logo refuses the row: the brand keeps the logo it had.
    const logo = brandLogo(item, media)
    if (typeof logo !== 'string') {
      problems.push(logo)
      return []
    }
    return [{ ...item, logo, slug: item.row.slug ?? slugify(item.row.name) }]
  })
  if (rows.length === 0) return
  const owners = await queryRows<{ slug: string; external_ref: string | null }>(
    tx,
    sql`select slug, external_ref from brands where slug = any(${texts(rows.map((row) => row.slug))})`,
  )
  const owner = new Map(owners.map((row) => [row.slug, row.external_ref]))
  const seen = new Set<string>()
  const accepted = rows.filter(({ line, row, slug }) => {
    const taken = (owner.has(slug) && owner.get(slug) !== row.ref) || seen.has(slug)
    seen.add(slug)
    if (taken) problems.push({ line, ref: row.ref, field: 'slug', reason: 'slugTaken' })
    return !taken
  })
  if (accepted.length === 0) return
  const values = accepted.map(({ row, slug, logo }) => ({
    external_ref: row.ref,
    slug,
    name: row.name,
    logo,
    delivery_promise_short: row.delivery_promise_short ?? null,
    delivery_promise_long: row.delivery_promise_long ?? null,
  }))
  const result = await queryRows<Outcome>(
    tx,
    sql`insert into brands (external_ref, slug, name, logo, delivery_promise_short, delivery_promise_long)
      select external_ref, slug, name, logo, delivery_promise_short, delivery_promise_long
      from jsonb_to_recordset(${json(values)}) r(external_ref text, slug text, name text, logo text,
        delivery_promise_short jsonb, delivery_promise_long jsonb)
      on conflict (external_ref) do update set slug = excluded.slug, name = excluded.name, logo = excluded.logo,
        delivery_promise_short = excluded.delivery_promise_short, delivery_promise_long = excluded.delivery_promise_long
      where (brands.slug, brands.name, brands.logo, brands.delivery_promise_short, brands.delivery_promise_long)
        is distinct from (excluded.slug, excluded.name, excluded.logo, excluded.delivery_promise_short,
          excluded.delivery_promise_long)
      returning id, external_ref, (xmax = 0) as inserted`,
  )
  tally(counts, result, accepted.length)
}

function stockStatus(row: FeedProduct) {
  if (row.stock > 0) return 'AVAILABLE_DIRECT' as const
  return row.last_stock ? ('UNAVAILABLE' as const) : ('AVAILABLE_DELAYED' as const)
}

/** What a batch's products leave for after the commit and for the end of the run. */
export interface ProductsWritten {
  /** Products whose free stock went from none to some (keep-me-posted, after the commit). */
  backInStock: number[]
  /** Rows whose related products name one not known yet: written at the end of the run. */
  waiting: Array<{ row: RelatedRow; missing: number }>
}

const NOTHING_WRITTEN: ProductsWritten = { backInStock: [], waiting: [] }

export async function upsertProducts(
  tx: Database,
  input: Located<FeedProduct>[],
  counts: BatchCounts,
  problems: RowProblem[],
  now: Date,
  media: IngestResults,
): Promise<ProductsWritten> {
  const rows = unique(input, problems)
  if (rows.length === 0) return NOTHING_WRITTEN
  const categoryRefs = [...new Set(rows.map(({ row }) => row.category))]
  const categories = new Map(
    (
      await queryRows<{ external_ref: string; id: number; ids: number[] }>(
        tx,
        sql`with recursive chosen as (
              select id, external_ref from categories where external_ref = any(${texts(categoryRefs)})
            ), up as (
              select c.external_ref, cat.id, cat.parent_id from chosen c join categories cat on cat.id = c.id
              union all
              select up.external_ref, p.id, p.parent_id from up join categories p on p.id = up.parent_id
            )
            select c.external_ref, c.id, (select array_agg(up.id) from up where up.external_ref = c.external_ref) as ids
            from chosen c`,
      )
    ).map((row) => [row.external_ref, row]),
  )
  const brandRefs = [...new Set(rows.map(({ row }) => row.brand))]
  const brands = new Map(
    (
      await queryRows<{ external_ref: string; id: number }>(
        tx,
        sql`select external_ref, id from brands where external_ref = any(${texts(brandRefs)})`,
      )
    ).map((row) => [row.external_ref, row.id]),
  )
  const pictures = new Map<string, ProductMedia>()
  const checked = rows.filter((item) => {
    const { line, row } = item
    if (!categories.has(row.category))
      problems.push({ line, ref: row.ref, field: 'category', reason: 'unknownCategory' })
    else if (!brands.has(row.brand))
      problems.push({ line, ref: row.ref, field: 'brand', reason: 'unknownBrand' })
    else if (row.sale_price !== undefined && row.sale_price >= row.price)
      problems.push({ line, ref: row.ref, field: 'sale_price', reason: 'salePrice' })
    else {
      // A refused picture refuses the row: the product keeps the pictures (and everything) it had.
      const found = productMedia(item, media)
      if ('reason' in found) problems.push(found)
      else return pictures.set(row.ref, found)
    }
    return false
  })
  const { accepted: resolved, values: featureValues } = await resolveFeatureValues(tx, checked, problems)
  if (resolved.length === 0) return NOTHING_WRITTEN

  // The products that exist, locked in id order as every stock writer does (docs/decisions/0023), with
  // their free stock before the feed's figure replaces it.
  const existing = new Map(
    (
      await queryRows<{ id: number; external_ref: string }>(
        tx,
        sql`select id, external_ref from products where external_ref = any(${texts(resolved.map(({ row }) => row.ref))})`,
      )
    ).map((row) => [row.external_ref, row.id]),
  )
  const before = new Map(
    (await lockStock(tx, [...existing.values()], now)).map((state) => [state.productId, state]),
  )

  const withSlugs = resolved.map((item) => ({
    ...item,
    slug: slugsOf(item.row.name, item.row.slug),
    id: existing.get(item.row.ref) ?? null,
  }))
  const taken = await takenPaths(
    tx,
    'product',
    withSlugs.map(({ line, id, slug }) => ({ line, id, paths: slug })),
  )
  const accepted = withSlugs.filter(({ line, row }) => {
    if (!taken.has(line)) return true
    problems.push({ line, ref: row.ref, field: 'slug', reason: 'slugTaken' })
    return false
  })
  if (accepted.length === 0) return NOTHING_WRITTEN

  const groupRefs = [
    ...new Set(accepted.flatMap(({ row }) => (row.variant_group ? [row.variant_group] : []))),
  ]
  const groups = new Map<string, number>()
  if (groupRefs.length > 0) {
    await tx.execute(sql`insert into catalogue_variant_groups (external_ref)
      select unnest(${texts(groupRefs)}) on conflict (external_ref) do nothing`)
    for (const row of await queryRows<{ id: number; external_ref: string }>(
      tx,
      sql`select id, external_ref from catalogue_variant_groups where external_ref = any(${texts(groupRefs)})`,
    ))
      groups.set(row.external_ref, row.id)
  }

  const values = accepted.map(({ row, slug }) => {
    const category = categories.get(row.category)!
    const status = stockStatus(row)
    const { images, slides } = pictures.get(row.ref)!
    const promise = row.delivery_promise_type ?? status
    return {
      external_ref: row.ref,
      status: row.status ?? 'active',
      brand_id: brands.get(row.brand)!,
      category_id: category.id,
      category_ids: category.ids,
      name: row.name,
      slug,
      description: row.description,
      colour: row.colour ?? null,
      size: row.size ?? null,
      price_cents: row.price,
      sale_price_cents: row.sale_price ?? null,
      vat_rate: row.vat_rate ?? 21,
      stock: row.stock,
      stock_status_code: status,
      is_last_stock: row.last_stock ?? false,
      // Shipped by the brand or the supplier: their stock figure, not ours to show (spec §9).
      stock_is_from_brand: row.stock_from_brand ?? promise === 'brand',
      is_vdm: row.is_vdm ?? promise === 'vdm',
      expected_in_stock_date: row.expected_date ?? null,
      delivery_promise_type: promise,
      delivery_promise_note: row.delivery_promise_note ?? null,
      comment: row.comment ?? null,
      product_family: row.product_family ?? null,
      new_model_label: row.new_model_label ?? null,
      is_best_choice: row.best_choice ?? false,
      unit_content_amount: row.content_amount ?? null,
      unit: row.content_unit ?? null,
      ean: row.ean ?? '',
      reference: row.reference ?? row.ref,
      max_order_quantity: row.max_order_quantity ?? 10,
      variant_group_id: row.variant_group ? groups.get(row.variant_group)! : null,
      images,
      slides,
    }
  })
  const result = await queryRows<Outcome>(
    tx,
    sql`insert into products (external_ref, status, brand_id, category_id, category_ids, name, slug, description,
          colour, size, price_cents, sale_price_cents, vat_rate, stock, stock_status_code, is_last_stock,
          stock_is_from_brand, is_vdm, expected_in_stock_date, delivery_promise_type, delivery_promise_note,
          comment, product_family, new_model_label, is_best_choice, unit_content_amount, unit,
          ean, reference, max_order_quantity, variant_group_id, images, slides)
        select external_ref, status, brand_id, category_id, category_ids, name, slug, description,
          colour, size, price_cents, sale_price_cents, vat_rate, stock, stock_status_code, is_last_stock,
          stock_is_from_brand, is_vdm, expected_in_stock_date, delivery_promise_type, delivery_promise_note,
          comment, product_family, new_model_label, is_best_choice, unit_content_amount, unit,
          ean, reference, max_order_quantity, variant_group_id, images, slides
        from jsonb_to_recordset(${json(values)}) r(external_ref text, status text, brand_id int, category_id int,
          category_ids int[], name jsonb, slug jsonb, description jsonb, colour jsonb, size text, price_cents int,
          sale_price_cents int, vat_rate smallint, stock int, stock_status_code text, is_last_stock boolean,
          stock_is_from_brand boolean, is_vdm boolean, expected_in_stock_date date, delivery_promise_type text,
          delivery_promise_note jsonb, comment jsonb, product_family jsonb, new_model_label jsonb,
          is_best_choice boolean, unit_content_amount numeric, unit text,
          ean text, reference text, max_order_quantity int, variant_group_id int, images jsonb, slides jsonb)
        on conflict (external_ref) do update set status = excluded.status, brand_id = excluded.brand_id,
          category_id = excluded.category_id, category_ids = excluded.category_ids, name = excluded.name,
          slug = excluded.slug, description = excluded.description, colour = excluded.colour, size = excluded.size,
          price_cents = excluded.price_cents, sale_price_cents = excluded.sale_price_cents,
          vat_rate = excluded.vat_rate, stock = excluded.stock, stock_status_code = excluded.stock_status_code,
          is_last_stock = excluded.is_last_stock, stock_is_from_brand = excluded.stock_is_from_brand,
          is_vdm = excluded.is_vdm, expected_in_stock_date = excluded.expected_in_stock_date,
          delivery_promise_type = excluded.delivery_promise_type, delivery_promise_note = excluded.delivery_promise_note,
          comment = excluded.comment, product_family = excluded.product_family,
          new_model_label = excluded.new_model_label, is_best_choice = excluded.is_best_choice,
          unit_content_amount = excluded.unit_content_amount, unit = excluded.unit, ean = excluded.ean, reference = excluded.reference, max_order_quantity = excluded.max_order_quantity,
          variant_group_id = excluded.variant_group_id, images = excluded.images, slides = excluded.slides,
          updated_at = now()
        where (products.status, products.brand_id, products.category_id, products.category_ids, products.name,
               products.slug, products.description, products.colour, products.size, products.price_cents,
               products.sale_price_cents, products.vat_rate, products.stock, products.stock_status_code,
               products.is_last_stock, products.stock_is_from_brand, products.is_vdm,
               products.expected_in_stock_date, products.delivery_promise_type, products.delivery_promise_note,
               products.comment, products.product_family, products.new_model_label, products.is_best_choice,
               products.unit_content_amount, products.unit, products.ean, products.reference,
               products.max_order_quantity, products.variant_group_id, products.images, products.slides)
          is distinct from
              (excluded.status, excluded.brand_id, excluded.category_id, excluded.category_ids, excluded.name,
               excluded.slug, excluded.description, excluded.colour, excluded.size, excluded.price_cents,
               excluded.sale_price_cents, excluded.vat_rate, excluded.stock, excluded.stock_status_code,
               excluded.is_last_stock, excluded.stock_is_from_brand, excluded.is_vdm,
               excluded.expected_in_stock_date, excluded.delivery_promise_type, excluded.delivery_promise_note,
               excluded.comment, excluded.product_family, excluded.new_model_label, excluded.is_best_choice,
               excluded.unit_content_amount, excluded.unit, excluded.ean, excluded.reference,
               excluded.max_order_quantity, excluded.variant_group_id, excluded.images, excluded.slides)
        returning id, external_ref, (xmax = 0) as inserted`,
  )
  const slugByRef = new Map(accepted.map(({ row, slug }) => [row.ref, slug]))
  await writePaths(
    tx,
    'product',
    result.map((row) => ({ id: row.id, paths: slugByRef.get(row.external_ref)! })),
  )

  // Back in stock: an existing product whose free stock was none and is some now (a new product was
  // never out of stock for anyone waiting).
  const byRef = new Map(accepted.map(({ row }) => [row.ref, row]))
  const backInStock: number[] = []
  for (const written of result) {
    const old = before.get(written.id)
    if (!old) continue
    const row = byRef.get(written.external_ref)!
    const after = {
      ...old,
      stock: row.stock,
      stockStatusCode: stockStatus(row),
      isLastStock: row.last_stock ?? false,
    }
    if (freeStock(old) === 0 && freeStock(after) > 0) backInStock.push(written.id)
  }

  // Features and related products: a row whose product is the same but whose features or related products
  // differ counts as updated; one whose everything is the same wrote nothing.
  const writtenByRef = new Map(result.map((row) => [row.external_ref, row]))
  const idOf = (ref: string) => writtenByRef.get(ref)?.id ?? existing.get(ref)!
  const featuresChanged = await writeProductFeatures(
    tx,
    new Map(accepted.map(({ row }) => [idOf(row.ref), featureValues.get(row.ref) ?? []])),
  )
  const related: RelatedRow[] = accepted.map(({ line, row, csv }) => {
    const written = writtenByRef.get(row.ref)
    const outcome: RowOutcome = written
      ? written.inserted
        ? 'created'
        : 'updated'
      : featuresChanged.has(idOf(row.ref))
        ? 'updated'
        : 'unchanged'
    return { line, ref: row.ref, csv: !!csv, productId: idOf(row.ref), related: row.related ?? [], outcome }
  })
  const { changed, waiting } = await writeRelated(tx, related)
  for (const row of related) {
    if (row.outcome === 'unchanged' && changed.has(row.productId)) row.outcome = 'updated'
    counts[row.outcome]++
  }
  return { backInStock, waiting }
}

export async function upsertOptions(
  tx: Database,
  input: Located<FeedOption>[],
  counts: BatchCounts,
  problems: RowProblem[],
): Promise<void> {
  const rows = unique(input, problems)
  if (rows.length === 0) return
  const refs = [
    ...new Set(rows.flatMap(({ row }) => [row.product, ...(row.option_product ? [row.option_product] : [])])),
  ]
  const products = new Map(
    (
      await queryRows<{ external_ref: string; id: number }>(
        tx,
        sql`select external_ref, id from products where external_ref = any(${texts(refs)})`,
      )
    ).map((row) => [row.external_ref, row.id]),
  )
  const accepted = rows.filter(({ line, row }) => {
    if (!products.has(row.product))
      problems.push({ line, ref: row.ref, field: 'product', reason: 'unknownProduct' })
    else if (row.option_product && !products.has(row.option_product))
      problems.push({ line, ref: row.ref, field: 'option_product', reason: 'unknownProduct' })
    else return true
    return false
  })
  if (accepted.length === 0) return
  const values = accepted.map(({ row }) => ({
    external_ref: row.ref,
    product_id: products.get(row.product)!,
    kind: row.kind,
    option_product_id: row.kind === 'extra_service' ? null : products.get(row.option_product!)!,
    name: row.name ?? null,
    price_cents: row.price,
    max_quantity: row.max_quantity ?? 1,
    position: row.position ?? 0,
  }))
  const result = await queryRows<Outcome>(
    tx,
    sql`insert into product_options (external_ref, product_id, kind, option_product_id, name, price_cents, max_quantity, position)
      select external_ref, product_id, kind, option_product_id, name, price_cents, max_quantity, position
      from jsonb_to_recordset(${json(values)}) r(external_ref text, product_id int, kind text, option_product_id int,
        name jsonb, price_cents int, max_quantity int, position int)
      on conflict (external_ref) do update set product_id = excluded.product_id, kind = excluded.kind,
        option_product_id = excluded.option_product_id, name = excluded.name, price_cents = excluded.price_cents,
        max_quantity = excluded.max_quantity, position = excluded.position
      where (product_options.product_id, product_options.kind, product_options.option_product_id,
             product_options.name, product_options.price_cents, product_options.max_quantity, product_options.position)
        is distinct from (excluded.product_id, excluded.kind, excluded.option_product_id, excluded.name,
             excluded.price_cents, excluded.max_quantity, excluded.position)
      returning id, external_ref, (xmax = 0) as inserted`,
  )
  tally(counts, result, accepted.length)
}

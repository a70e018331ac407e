import { sql } from 'drizzle-orm'
import { LOCALES, type Locale } from '#core/locales'
import type { Database } from '#server/db/client'
import type { Localized } from '#server/db/schema'
import { SHOWN_CATEGORIES } from '#server/domain/catalogue/categories'
import { intArray, queryRows, wordArray } from '#server/db/query'
import type { ContentSource } from './content-sources'
import { compoundSplits, hasCompounds, TS_CONFIG, words } from './text'

/** Products per indexing statement. */
const BATCH = 400

/**
 * A category or content hit as stored: paths without the language prefix, which the answer adds. Products
 * are stored without their card: the answer loads the cards of the hits it returns, so prices and stock
 * are always current.
 */
export interface StoredCategoryDocument {
  name: string
  path: string
  breadcrumbs: Array<{ name: string; path: string }>
  product_count: number
}
export interface StoredContentDocument {
  title: string
  path: string
  published: string | null
  source: string
}

interface IndexRow {
  index: 'categories' | 'products' | 'content'
  locale: Locale
  object_id: string
  cfg: string
  document: Record<string, unknown>
  title: string
  /** Weight A: the name and its compound parts. */
  a: string
  /** Weight B: brand, categories, family, features. */
  b: string
  /** Weight D: descriptions and page texts. */
  d: string
  /** Codes (EAN, reference), matched as typed. */
  codes: string
  in_stock: boolean
  popularity: number
  brand: string | null
  category: string | null
  price_cents: number | null
  source_version: number
}

export interface SyncResult {
  products: number
  removed: number
  categories: number
  content: number
  full: boolean
}

/**
 * Brings the search index in step with the catalogue and the content sources (docs/decisions/0054):
 * products whose `version` differs from the indexed one (every update raises it), all of them when a
 * brand or category changed (their names are in every product's entry); categories and content in full
 * (a few hundred rows). Idempotent: two syncs at once write the same rows.
 */
export async function syncSearchIndex(
  db: Database,
  sources: readonly ContentSource[],
  options: { full?: boolean } = {},
): Promise<SyncResult> {
  const categories = await loadCategories(db)
  const fingerprint = await structureFingerprint(db)
  const [state] = await queryRows<{ value: string }>(
    db,
    sql`select value from search_sync_state where key = 'structure'`,
  )
  const full = options.full === true || state?.value !== fingerprint

  const removed = await queryRows<{ object_id: string }>(
    db,
    sql`delete from search_documents d where d.index = 'products' and not exists (
          select 1 from products p where p.status = 'active' and p.id::text = d.object_id)
        returning d.object_id`,
  )
  const stale = await queryRows<{ id: number }>(
    db,
    full
      ? sql`select id from products where status = 'active' order by id`
      : sql`select p.id from products p
            left join search_documents d on d.index = 'products' and d.locale = 'nl' and d.object_id = p.id::text
            where p.status = 'active' and (d.object_id is null or d.source_version <> p.version)
            order by p.id`,
  )
  const known = await knownWords(db, categories, full ? null : stale.map((row) => row.id))
  const lexicon = new Lexicon()
  const categoryCount = await indexCategories(db, categories, known, lexicon)
  const contentCount = await indexContent(db, sources, known, lexicon)
  for (let start = 0; start < stale.length; start += BATCH) {
    const ids = stale.slice(start, start + BATCH).map((row) => row.id)
    await indexProducts(db, ids, categories, known, lexicon)
  }

  await lexicon.write(db, full)
  // The planner needs the new rows' statistics to choose the GIN and trigram indexes (a bulk write leaves
  // them stale until autovacuum, which PGlite does not run).
  if (full || stale.length > 1000) await db.execute(sql`analyze search_documents, search_words`)
  await db.execute(
    sql`insert into search_sync_state (key, value) values ('structure', ${fingerprint})
        on conflict (key) do update set value = excluded.value, updated_at = now()`,
  )
  return {
    products: stale.length,
    removed: new Set(removed.map((row) => row.object_id)).size,
    categories: categoryCount,
    content: contentCount,
    full,
  }
}

/** Changes to brands and categories (names, paths, the tree) change every product's entry. */
async function structureFingerprint(db: Database): Promise<string> {
  const [row] = await queryRows<{ value: string | null }>(
    db,
    sql`select md5(coalesce((select string_agg(concat_ws('|', id, name), ',' order by id) from brands), '')
          || '#' || coalesce((select string_agg(concat_ws('|', id, parent_id, kind, active, name::text, path::text), ','
          order by id) from categories), '')) as value`,
  )
  return row?.value ?? ''
}

interface CategoryRow {
  id: number
  parent_id: number | null
  kind: 'category' | 'knowledge' | 'engraving'
  name: Localized
  path: Localized
  description: Localized
  product_count: number
  /** In the shop: active under active parents (an inactive category is no search suggestion). */
  shown: boolean
}

type Categories = Map<number, CategoryRow>

async function loadCategories(db: Database): Promise<Categories> {
  const rows = await queryRows<CategoryRow>(
    db,
    sql`select id, parent_id, kind, name, path, description, product_count, id in ${SHOWN_CATEGORIES} as shown
        from categories order by id`,
  )
  return new Map(rows.map((row) => [row.id, row]))
}

/** The category and its ancestors, root first. */
function trail(categories: Categories, id: number): CategoryRow[] {
  const result: CategoryRow[] = []
  const seen = new Set<number>()
  for (
    let node = categories.get(id);
    node && !seen.has(node.id);
    node = categories.get(node.parent_id ?? -1)
  ) {
    seen.add(node.id)
    result.unshift(node)
  }
  return result
}

/**
 * The words compounds may be split into, per language: the words of every name (products, categories,
 * brands, features) and of the synonym list. A sync after the first (`products`: the ones it indexes) reads
 * the stored lexicon instead of every product's name: it holds the words of every product indexed, and
 * reading 100,000 names in three languages for a sale that changed one product's stock took a second of
 * the server's time at each sync (bench:live at five orders a second).
 */
async function knownWords(
  db: Database,
  categories: Categories,
  products: readonly number[] | null,
): Promise<Record<Locale, Set<string>>> {
  const known = { nl: new Set<string>(), en: new Set<string>(), de: new Set<string>() }
  const add = (locale: Locale, text: string | null | undefined) => {
    if (text) for (const word of words(text)) if (word.length >= 3) known[locale].add(word)
  }
  for (const category of categories.values()) for (const locale of LOCALES) add(locale, category.name[locale])
  const names = await queryRows<{ nl: string; en: string; de: string }>(
    db,
    sql`select string_agg(distinct name->>'nl', ' ') as nl, string_agg(distinct name->>'en', ' ') as en,
          string_agg(distinct name->>'de', ' ') as de from (
          select name from products
          where status = 'active'${products ? sql` and id = any(${intArray(products)})` : sql``}
          union all select label as name from feature_values) as names`,
  )
  for (const locale of LOCALES) add(locale, names[0]?.[locale])
  const synonyms = await queryRows<{ locale: Locale; words: string[] }>(
    db,
    sql`select locale, words from search_synonyms`,
  )
  for (const row of synonyms) if (known[row.locale]) for (const word of row.words) add(row.locale, word)
  if (products) {
    const stored = await queryRows<{ locale: Locale; word: string }>(
      db,
      sql`select locale, word from search_words where length(word) >= 3`,
    )
    for (const row of stored) known[row.locale]?.add(row.word)
  }
  return known
}

/** The parts of the compounds in a text (Dutch and German), to be indexed beside the whole words. */
function compoundParts(text: string, locale: Locale, known: Set<string>): string {
  if (!hasCompounds(locale)) return ''
  const parts: string[] = []
  for (const word of words(text)) {
    for (const [head, tail] of compoundSplits(word, locale, (w) => known.has(w))) parts.push(head, tail)
  }
  return parts.join(' ')
}

/** Words of the indexed texts with the number of documents holding them, written at the end of a sync. */
class Lexicon {
  private readonly counts = {
    nl: new Map<string, number>(),
    en: new Map<string, number>(),
    de: new Map<string, number>(),
  }

  add(locale: Locale, ...texts: string[]) {
    const seen = new Set<string>()
    for (const text of texts) for (const word of words(text)) seen.add(word)
    const counts = this.counts[locale]
    for (const word of seen) counts.set(word, (counts.get(word) ?? 0) + 1)
  }

  /**
   * Only words whose count changes are written, and a full sync deletes only the words that are gone: every
   * sync sees the categories' and pages' words again, and rewriting unchanged rows left dead ones behind,
   * which PGlite never vacuums and which slowed the trigram lookups tenfold (docs/decisions/0076).
   */
  async write(db: Database, replace: boolean) {
    for (const locale of LOCALES) {
      const entries = [...this.counts[locale]]
      for (let start = 0; start < entries.length; start += 5000) {
        const chunk = entries.slice(start, start + 5000)
        await db.execute(
          sql`insert into search_words (locale, word, documents)
              select ${locale}, w, n from unnest(${wordArray(chunk.map(([w]) => w))},
                ${intArray(chunk.map(([, n]) => n))}) as t(w, n)
              on conflict (locale, word) do update set documents = excluded.documents
              where ${replace ? sql`search_words.documents <> excluded.documents` : sql`search_words.documents < excluded.documents`}`,
        )
      }
      // An anti-join against the words seen (hashed): `word <> all(array)` compares every row with every
      // word, which took minutes for a catalogue of 60,000 words.
      if (replace)
        await db.execute(
          sql`delete from search_words w where w.locale = ${locale} and not exists (
                select from unnest(${wordArray(entries.map(([word]) => word))}) as seen(word)
                where seen.word = w.word)`,
        )
    }
  }
}

async function writeRows(db: Database, rows: IndexRow[]): Promise<void> {
  if (rows.length === 0) return
  // One statement for both tables: the entry first, then its words for a search server (`search_texts`,
  // whose foreign key is checked at the statement's end).
  await db.execute(sql`
    with r as (
      select * from json_to_recordset(${JSON.stringify(rows)}::json) as r(index text, locale text, object_id text,
        cfg text, document jsonb, title text, a text, b text, d text, codes text, in_stock boolean,
        popularity integer, brand text, category text, price_cents integer, source_version integer)
    ), entries as (
      insert into search_documents (index, locale, object_id, document, tsv, title, in_stock,
        popularity, brand, category, price_cents, source_version, updated_at)
      select r.index, r.locale, r.object_id, r.document,
        setweight(to_tsvector(r.cfg::regconfig, unaccent(lower(r.a))), 'A')
          || setweight(to_tsvector(r.cfg::regconfig, unaccent(lower(r.b))), 'B')
          || setweight(to_tsvector(r.cfg::regconfig, unaccent(lower(r.d))), 'D')
          || setweight(to_tsvector('simple', lower(r.codes)), 'A'),
        r.title, r.in_stock, r.popularity, r.brand, r.category, r.price_cents, r.source_version, now()
      from r
      on conflict (index, locale, object_id) do update set document = excluded.document, tsv = excluded.tsv,
        title = excluded.title, in_stock = excluded.in_stock, popularity = excluded.popularity,
        brand = excluded.brand, category = excluded.category, price_cents = excluded.price_cents,
        source_version = excluded.source_version, updated_at = now()
      -- An entry that is the same is left alone (no dead row; a search server is not sent it again).
      where (search_documents.document, search_documents.tsv, search_documents.title, search_documents.in_stock,
          search_documents.popularity, search_documents.brand, search_documents.category,
          search_documents.price_cents, search_documents.source_version)
        is distinct from (excluded.document, excluded.tsv, excluded.title, excluded.in_stock, excluded.popularity,
          excluded.brand, excluded.category, excluded.price_cents, excluded.source_version)
    )
    insert into search_texts (index, locale, object_id, search_text)
    select r.index, r.locale, r.object_id, concat_ws(' ', r.b, r.d) from r
    on conflict (index, locale, object_id) do update set search_text = excluded.search_text
      where search_texts.search_text <> excluded.search_text`)
}

/** Writes the whole of a small index (categories, content): what is gone is deleted, the rest upserted. */
async function replaceRows(db: Database, index: 'categories' | 'content', rows: IndexRow[]): Promise<void> {
  await db.execute(
    sql`delete from search_documents where index = ${index}
          and (locale, object_id) not in (select r.locale, r.object_id
            from json_to_recordset(${JSON.stringify(rows.map(({ locale, object_id }) => ({ locale, object_id })))}::json)
              as r(locale text, object_id text))`,
  )
  await writeRows(db, rows)
}

async function indexCategories(
  db: Database,
  categories: Categories,
  known: Record<Locale, Set<string>>,
  lexicon: Lexicon,
): Promise<number> {
  const rows: IndexRow[] = []
  for (const category of categories.values()) {
    // The knowledge items of the menu lead to the knowledge base, which the content index holds.
    if (category.kind === 'knowledge' || !category.shown) continue
    const path = trail(categories, category.id)
    if (path.some((node) => node.kind === 'knowledge')) continue
    for (const locale of LOCALES) {
      const name = category.name[locale]
      const ancestors = path.slice(0, -1).map((node) => node.name[locale])
      const document: StoredCategoryDocument = {
        name,
        path: `/${category.path[locale]}`,
        breadcrumbs: path.map((node) => ({ name: node.name[locale], path: `/${node.path[locale]}` })),
        product_count: category.product_count,
      }
      const a = `${name} ${compoundParts(name, locale, known[locale])}`
      const b = `${ancestors.join(' ')} ${compoundParts(ancestors.join(' '), locale, known[locale])}`
      lexicon.add(locale, name, ancestors.join(' '), category.description[locale] ?? '')
      rows.push({
        index: 'categories',
        locale,
        object_id: String(category.id),
        cfg: TS_CONFIG[locale],
        document: { ...document },
        title: name,
        a,
        b,
        d: category.description[locale] ?? '',
        codes: '',
        in_stock: category.product_count > 0,
        popularity: category.product_count,
        brand: null,
        category: null,
        price_cents: null,
        source_version: 0,
      })
    }
  }
  await replaceRows(db, 'categories', rows)
  return rows.length / LOCALES.length
}

async function indexContent(
  db: Database,
  sources: readonly ContentSource[],
  known: Record<Locale, Set<string>>,
  lexicon: Lexicon,
): Promise<number> {
  const rows: IndexRow[] = []
  for (const source of sources) {
    for (const locale of LOCALES) {
      for (const entry of await source.entries(locale, db)) {
        const document: StoredContentDocument = {
          title: entry.title,
          path: entry.path,
          published: entry.published,
          source: source.name,
        }
        lexicon.add(locale, entry.title, entry.text)
        rows.push({
          index: 'content',
          locale,
          object_id: `${source.name}:${entry.id}`,
          cfg: TS_CONFIG[locale],
          document: { ...document },
          title: entry.title,
          a: `${entry.title} ${compoundParts(entry.title, locale, known[locale])}`,
          b: '',
          d: entry.text,
          codes: '',
          in_stock: true,
          popularity: 0,
          brand: null,
          category: null,
          price_cents: null,
          source_version: 0,
        })
      }
    }
  }
  await replaceRows(db, 'content', rows)
  return rows.length
}

interface ProductRow {
  id: number
  version: number
  name: Localized
  description: Localized
  product_family: Localized | null
  colour: Localized | null
  brand: string
  category_id: number
  features: Localized[] | null
  ean: string
  reference: string
  popularity: number
  price_cents: number
  in_stock: boolean
}

async function indexProducts(
  db: Database,
  ids: number[],
  categories: Categories,
  known: Record<Locale, Set<string>>,
  lexicon: Lexicon,
): Promise<void> {
  const products = await queryRows<ProductRow>(
    db,
    sql`select p.id, p.version, p.name, p.description, p.product_family, p.colour, b.name as brand,
          p.category_id, p.ean, p.reference, p.popularity, p.current_price_cents as price_cents,
          p.stock_status_code = 'AVAILABLE_DIRECT' as in_stock,
          (select jsonb_agg(fv.label) from feature_values fv where fv.id = any(p.feature_value_ids)) as features
        from products p join brands b on b.id = p.brand_id
        where p.id in (select unnest(${`{${ids.join(',')}}`}::int[]))`,
  )
  const rows: IndexRow[] = []
  for (const product of products) {
    const path = trail(categories, product.category_id)
    for (const locale of LOCALES) {
      const name = product.name[locale]
      const categoryNames = path.map((node) => node.name[locale]).join(' ')
      const extra = [
        product.brand,
        categoryNames,
        product.product_family?.[locale] ?? '',
        product.colour?.[locale] ?? '',
        ...(product.features ?? []).map((label) => label[locale] ?? ''),
      ].join(' ')
      lexicon.add(locale, name, extra, product.description[locale] ?? '')
      rows.push({
        index: 'products',
        locale,
        object_id: String(product.id),
        cfg: TS_CONFIG[locale],
        document: { category: path.at(-1)?.name[locale] ?? null },
        title: name,
        a: `${name} ${compoundParts(name, locale, known[locale])}`,
        b: `${extra} ${compoundParts(categoryNames, locale, known[locale])}`,
        d: product.description[locale] ?? '',
        codes: `${product.ean} ${product.reference}`,
        in_stock: product.in_stock,
        popularity: product.popularity,
        brand: product.brand,
        category: path.at(-1)?.name[locale] ?? null,
        price_cents: product.price_cents,
        source_version: product.version,
      })
    }
  }
  await writeRows(db, rows)
}

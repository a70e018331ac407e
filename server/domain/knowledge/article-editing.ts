import { sql } from 'drizzle-orm'
import { LOCALES, type Locale } from '#core/locales'
import type { ArticleBlock } from '#core/schemas/knowledge'
import {
  ARTICLE_SLUG_PATTERN,
  articleFormSchema,
  articlePublicationSchema,
  type ArticleForm,
  type ArticleListFilter,
} from '#core/schemas/back-office-articles'
import type { Database } from '#server/db/client'
import { claimVersion } from '#server/db/edit-check'
import type { ArticleRef, Localized, LocalizedBlocks } from '#server/db/schema'
import { intArray, queryRows } from '#server/db/query'
import { changedFields, recordAudit } from '#server/domain/staff/audit'
import type { StaffMember } from '#server/domain/staff/staff'
import { translate } from '#server/i18n/translate'
import { validate, ValidationError } from '#server/validation'
import { linkTargetNames, resolveLinkTargets } from './article-editing-links'
import { articleLinks } from './articles'
import { referencesOf, toPageBlocks } from './blocks'
import { linksOf, parseMarkup, toMarkup } from './markup'

/** The audit log's name for an article (its history, the audit screen's links). */
export const ARTICLE_ENTITY = 'knowledge_article'
/** The list shows this many; the knowledge base of a shop is a few hundred articles at most. */
const LIST_LIMIT = 500

export type ArticleEditor = { id: StaffMember['id'] | null } & Pick<StaffMember, 'email' | 'locale'>

/**
 * What a save writes with: the database, and the request for the search index to follow the articles at once
 * (the `search.sync` job, server/domain/search/sync-job.ts). The request is passed in by the wiring because
 * search reads the articles (search/content-sources.ts): content does not import search back.
 */
export interface ArticleWrites {
  db: Database
  requestSearchSync: (db: Database) => Promise<unknown>
}
export type FormValues = Record<string, string | undefined>

export interface ArticleRecord {
  id: number
  version: number
  key: string
  sectionId: number
  position: number
  title: Localized
  slug: Localized
  summary: Localized
  body: LocalizedBlocks
  /** yyyy-mm-dd, or null for a draft. */
  publishedAt: string | null
  updatedAt: Date
  productIds: number[]
}

export type ArticleState = 'published' | 'scheduled' | 'draft'

export function articleState(publishedAt: string | null, today: string): ArticleState {
  if (publishedAt === null) return 'draft'
  return publishedAt <= today ? 'published' : 'scheduled'
}

export interface ArticleListRow {
  id: number
  title: string
  section: string
  publishedAt: string | null
  updatedAt: Date
  /** The languages whose body has text. */
  languages: Locale[]
}

/** The articles for the list, in the staff member's language: section by section, in their order. */
export async function listArticles(
  db: Database,
  locale: 'nl' | 'en',
  filter: ArticleListFilter,
  today: string,
): Promise<ArticleListRow[]> {
  const q = filter.q ? `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null
  const status =
    filter.status === 'draft'
      ? sql`a.published_at is null`
      : filter.status === 'published'
        ? sql`a.published_at <= ${today}::date`
        : filter.status === 'scheduled'
          ? sql`a.published_at > ${today}::date`
          : sql`true`
  const rows = await queryRows<{
    id: number
    title: string
    section: string
    published_at: string | null
    updated_at: string | Date
    languages: Locale[]
  }>(
    db,
    sql`select a.id, a.title->>${locale} as title, coalesce(s.name->>${locale}, '') as section,
          to_char(a.published_at, 'YYYY-MM-DD') as published_at, a.updated_at,
          array(select l from unnest(array['nl', 'en', 'de']) l where jsonb_array_length(a.body -> l) > 0) as languages
        from knowledge_articles a left join categories s on s.id = a.section_id
        where ${status} and (${q}::text is null or ${sql.join(
          LOCALES.flatMap((l) => [sql`a.title->>${l} ilike ${q}`, sql`a.slug->>${l} ilike ${q}`]),
          sql` or `,
        )})
        order by s.position, a.section_id, a.position, a.id
        limit ${LIST_LIMIT}`,
  )
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    section: row.section,
    publishedAt: row.published_at,
    updatedAt: new Date(row.updated_at),
    languages: row.languages,
  }))
}

export async function findArticle(db: Database, id: number): Promise<ArticleRecord | null> {
  const [row] = await queryRows<{
    id: number
    version: number
    key: string
    section_id: number
    position: number
    title: Localized
    slug: Localized
    summary: Localized
    body: LocalizedBlocks
    published_at: string | null
    updated_at: string | Date
    product_ids: number[]
  }>(
    db,
    sql`select id, version, key, section_id, position, title, slug, summary, body,
          to_char(published_at, 'YYYY-MM-DD') as published_at, updated_at, product_ids
        from knowledge_articles where id = ${id}`,
  )
  if (!row) return null
  return {
    id: row.id,
    version: row.version,
    key: row.key,
    sectionId: row.section_id,
    position: row.position,
    title: row.title,
    slug: row.slug,
    summary: row.summary,
    body: row.body,
    publishedAt: row.published_at,
    updatedAt: new Date(row.updated_at),
    productIds: row.product_ids,
  }
}

/** The sections an article can be in: each knowledge category under a top knowledge category, in menu order. */
export async function sectionChoices(
  db: Database,
  locale: 'nl' | 'en',
): Promise<Array<readonly [string, string]>> {
  const rows = await queryRows<{ id: number; name: string; top: string }>(
    db,
    sql`select c.id, c.name->>${locale} as name, t.name->>${locale} as top
        from categories c join categories t on t.id = c.parent_id
        where c.kind = 'knowledge' and t.kind = 'knowledge' and t.parent_id is null
        order by t.position, t.id, c.position, c.id`,
  )
  return rows.map((row) => [String(row.id), `${row.top} › ${row.name}`] as const)
}

/** A record as its form shows it: every text per language, the bodies in the markup. */
export async function articleFormValues(db: Database, record: ArticleRecord): Promise<FormValues> {
  const refs = [
    ...LOCALES.flatMap((locale) => referencesOf(record.body[locale] ?? [])),
    ...record.productIds.map((id): ArticleRef => ({ type: 'product', id })),
  ]
  const nameOf = await linkTargetNames(db, refs)
  return formValuesOf(record, nameOf)
}

function formValuesOf(
  record: Pick<
    ArticleRecord,
    'title' | 'slug' | 'summary' | 'body' | 'sectionId' | 'position' | 'productIds'
  >,
  nameOf: (ref: ArticleRef) => string | null,
): FormValues {
  const values: FormValues = {}
  for (const locale of LOCALES) {
    values[`title_${locale}`] = record.title[locale]
    values[`slug_${locale}`] = record.slug[locale]
    values[`summary_${locale}`] = record.summary[locale]
    values[`body_${locale}`] = toMarkup(record.body[locale] ?? [], nameOf)
  }
  values.section = String(record.sectionId)
  values.position = String(record.position)
  values.products = record.productIds
    .map((id) => nameOf({ type: 'product', id })?.replace(/^product:/, ''))
    .filter(Boolean)
    .join(', ')
  return values
}

/** The body of each language as the shop renders it (links in that language's shop), for the editor's preview. */
export async function articlePreview(
  db: Database,
  record: Pick<ArticleRecord, 'body'>,
): Promise<Record<Locale, ArticleBlock[]>> {
  const entries = await Promise.all(
    LOCALES.map(async (locale) => {
      const blocks = record.body[locale] ?? []
      const link = await articleLinks(db, { locale, prefix: locale === 'nl' ? '' : `/${locale}` }, blocks)
      return [locale, toPageBlocks(blocks, link)] as const
    }),
  )
  return Object.fromEntries(entries) as Record<Locale, ArticleBlock[]>
}

interface ParsedArticle {
  form: ArticleForm
  body: LocalizedBlocks
  productIds: number[]
  categoryIds: number[]
}

/**
 * The form's texts as the article's columns: every link and product resolved (all unknown ones are field
 * errors at once, naming the link), the section checked to be a knowledge section, the slugs checked to be
 * nobody else's in any language (an article's address answers in every language's slug).
 */
async function parseArticle(
  db: Database,
  input: unknown,
  locale: Locale,
  exceptId: number | null,
): Promise<ParsedArticle> {
  const errors: Record<string, string[]> = {}
  let form: ArticleForm | null = null
  try {
    form = validate(articleFormSchema, input, locale)
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error
    Object.assign(errors, error.errors)
  }
  const raw = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>
  const sources = Object.fromEntries(
    LOCALES.map((l) => [l, typeof raw[`body_${l}`] === 'string' ? (raw[`body_${l}`] as string) : '']),
  ) as Record<Locale, string>
  const productCodes = form?.products ?? []
  const productTargets = productCodes.map((code) =>
    code.startsWith('/') || /^https?:/.test(code) ? code : `product:${code}`,
  )
  const links = Object.fromEntries(LOCALES.map((l) => [l, linksOf(sources[l])])) as Record<
    Locale,
    Array<{ text: string; target: string }>
  >
  const resolved = await resolveLinkTargets(db, [
    ...LOCALES.flatMap((l) => links[l].map((link) => link.target)),
    ...productTargets,
  ])
  const t = (key: string, values?: Record<string, string>) => translate(locale, key, values)
  for (const l of LOCALES) {
    const bad = links[l].filter((link) => resolved.problems.has(link.target))
    if (bad.length > 0)
      errors[`body_${l}`] = [
        ...(errors[`body_${l}`] ?? []),
        ...bad.map((link) =>
          t(`backOffice.articles.validation.link.${resolved.problems.get(link.target)}`, link),
        ),
      ]
  }
  const badProducts = productCodes.filter((_, i) => {
    const ref = resolved.refs.get(productTargets[i]!)
    return !ref || ref.type !== 'product'
  })
  if (badProducts.length > 0)
    errors.products = [t('backOffice.articles.validation.products', { codes: badProducts.join(', ') })]

  // Checked on what was typed even when other fields failed, so that the form shows every problem at once.
  const sectionText = typeof raw.section === 'string' ? raw.section.trim() : ''
  if (/^\d{1,9}$/.test(sectionText) && !errors.section) {
    const [section] = await queryRows<{ id: number }>(
      db,
      sql`select c.id from categories c join categories t on t.id = c.parent_id
          where c.id = ${Number(sectionText)} and c.kind = 'knowledge' and t.kind = 'knowledge' and t.parent_id is null`,
    )
    if (!section) errors.section = [t('backOffice.articles.validation.section')]
  }
  const slugs = LOCALES.map((l) => {
    const value = raw[`slug_${l}`]
    return typeof value === 'string' ? value.trim().toLowerCase() : ''
  })
  const typed = slugs.filter((slug) => ARTICLE_SLUG_PATTERN.test(slug))
  if (typed.length > 0) {
    const taken = await queryRows<{ nl: string; en: string; de: string }>(
      db,
      sql`select slug->>'nl' as nl, slug->>'en' as en, slug->>'de' as de from knowledge_articles
          where id <> ${exceptId ?? 0} and (${sql.join(
            LOCALES.map(
              (l) =>
                sql`slug->>${l} in (${sql.join(
                  typed.map((slug) => sql`${slug}`),
                  sql`, `,
                )})`,
            ),
            sql` or `,
          )})`,
    )
    const used = new Set(taken.flatMap((row) => [row.nl, row.en, row.de]))
    LOCALES.forEach((l, i) => {
      if (used.has(slugs[i]!)) errors[`slug_${l}`] = [t('backOffice.articles.validation.slugTaken')]
    })
  }
  if (Object.keys(errors).length > 0 || !form) throw new ValidationError(errors)

  const resolve = (target: string) => resolved.refs.get(target) ?? null
  const body = Object.fromEntries(
    LOCALES.map((l) => [l, parseMarkup(form[`body_${l}`], resolve)]),
  ) as LocalizedBlocks
  const refs = LOCALES.flatMap((l) => referencesOf(body[l]))
  const productIds = [
    ...productTargets.map((target) => resolved.refs.get(target)!.id),
    ...refs.filter((ref) => ref.type === 'product').map((ref) => ref.id),
  ]
  const categoryIds = refs.filter((ref) => ref.type === 'category').map((ref) => ref.id)
  return { form, body, productIds: [...new Set(productIds)], categoryIds: [...new Set(categoryIds)] }
}

const localized = (form: ArticleForm, name: 'title' | 'slug' | 'summary'): Localized => ({
  nl: form[`${name}_nl`],
  en: form[`${name}_en`],
  de: form[`${name}_de`],
})

/** What the audit log keeps of a version: the form's fields, bodies in the markup (readable, comparable). */
async function auditFields(
  db: Database,
  versions: ReadonlyArray<
    Pick<ArticleRecord, 'title' | 'slug' | 'summary' | 'body' | 'sectionId' | 'position' | 'productIds'>
  >,
): Promise<FormValues[]> {
  const refs = versions.flatMap((version) => [
    ...LOCALES.flatMap((locale) => referencesOf(version.body[locale] ?? [])),
    ...version.productIds.map((id): ArticleRef => ({ type: 'product', id })),
  ])
  const nameOf = await linkTargetNames(db, refs)
  return versions.map((version) => formValuesOf(version, nameOf))
}

export type SaveResult =
  | { ok: true; id: number }
  | { ok: false; reason: 'not_found' }
  | { ok: false; reason: 'conflict'; version: number }

/** A race on a slug or key ends at the unique indexes: the same field error as the check before. */
async function uniqueOrSlugError<T>(locale: Locale, work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    const cause = (error as { cause?: { code?: unknown }; code?: unknown }) ?? {}
    if (cause.code === '23505' || cause.cause?.code === '23505')
      throw new ValidationError({
        _form: [translate(locale, 'backOffice.articles.validation.slugTaken')],
      })
    throw error
  }
}

/** A new article, as a draft (publishing is its own step); throws a ValidationError with every problem. */
export async function createArticle(
  writes: ArticleWrites,
  editor: ArticleEditor,
  input: unknown,
): Promise<SaveResult> {
  const { db } = writes
  const parsed = await parseArticle(db, input, editor.locale, null)
  const { form } = parsed
  const id = await uniqueOrSlugError(editor.locale, () =>
    db.transaction(async (tx) => {
      // The key (the search index's) is the English slug; another article may have had it before a rename.
      const [keyTaken] = await queryRows(
        tx,
        sql`select 1 from knowledge_articles where key = ${form.slug_en}`,
      )
      const key = keyTaken ? `${form.slug_en}-${Date.now().toString(36)}` : form.slug_en
      const [row] = await queryRows<{ id: number }>(
        tx,
        sql`insert into knowledge_articles
              (key, section_id, position, title, slug, summary, body, published_at, product_ids, category_ids)
            values (${key}, ${form.section}, ${form.position}, ${JSON.stringify(localized(form, 'title'))}::jsonb,
              ${JSON.stringify(localized(form, 'slug'))}::jsonb, ${JSON.stringify(localized(form, 'summary'))}::jsonb,
              ${JSON.stringify(parsed.body)}::jsonb, null, ${intArray(parsed.productIds)}, ${intArray(parsed.categoryIds)})
            returning id`,
      )
      const [after] = await auditFields(tx, [recordOf(parsed)])
      await recordAudit(tx, editor, {
        action: 'article.create',
        entity: ARTICLE_ENTITY,
        entityId: String(row!.id),
        details: { changes: changedFields({}, after!) },
      })
      return row!.id
    }),
  )
  await writes.requestSearchSync(db)
  return { ok: true, id }
}

const recordOf = (parsed: ParsedArticle) => ({
  title: localized(parsed.form, 'title'),
  slug: localized(parsed.form, 'slug'),
  summary: localized(parsed.form, 'summary'),
  body: parsed.body,
  sectionId: parsed.form.section,
  position: parsed.form.position,
  productIds: parsed.productIds,
})

/**
 * Saves an article's texts over the version its form was opened at (the edit check): a conflict when
 * someone saved since. The audit entry holds the fields that changed; the search index follows at once.
 */
export async function updateArticle(
  writes: ArticleWrites,
  editor: ArticleEditor,
  id: number,
  input: unknown,
): Promise<SaveResult> {
  const { db } = writes
  const parsed = await parseArticle(db, input, editor.locale, id)
  if (parsed.form.version === undefined)
    throw new ValidationError({ _form: [translate(editor.locale, 'validation.required')] })
  const version = parsed.form.version
  const result = await uniqueOrSlugError(editor.locale, () =>
    db.transaction(async (tx): Promise<SaveResult> => {
      const claim = await claimVersion(tx, 'knowledge_articles', id, version)
      if (!claim.ok) return claim
      const before = (await findArticle(tx, id))!
      const next = recordOf(parsed)
      await tx.execute(
        sql`update knowledge_articles set section_id = ${next.sectionId}, position = ${next.position},
              title = ${JSON.stringify(next.title)}::jsonb, slug = ${JSON.stringify(next.slug)}::jsonb,
              summary = ${JSON.stringify(next.summary)}::jsonb, body = ${JSON.stringify(next.body)}::jsonb,
              product_ids = ${intArray(next.productIds)}, category_ids = ${intArray(parsed.categoryIds)},
              ${formerSlugs(next.slug)}, updated_at = now()
            where id = ${id}`,
      )
      const [from, to] = await auditFields(tx, [before, next])
      await recordAudit(tx, editor, {
        action: 'article.update',
        entity: ARTICLE_ENTITY,
        entityId: String(id),
        details: { changes: changedFields(from!, to!) },
      })
      return { ok: true, id }
    }),
  )
  if (result.ok) await writes.requestSearchSync(db)
  return result
}

/**
 * The article's addresses before this save, kept so that they redirect (decision 0147): every slug it had in
 * any language, less the ones it has now. Columns on the right of a SET are the row before the update.
 */
function formerSlugs(next: Localized) {
  const current = LOCALES.map((l) => next[l])
  return sql`former_slugs = array(
    select distinct old from unnest(former_slugs || array[slug->>'nl', slug->>'en', slug->>'de']) old
    where old <> all(${`{${current.join(',')}}`}::text[]))`
}

export type PublicationResult = SaveResult & { publishedAt?: string | null }

/**
 * Publishes an article from a day (today when none is given; a later day schedules it) or takes it off the
 * shop. Its page, the knowledge base, the menu's caches and the search index follow the commit.
 */
export async function changePublication(
  writes: ArticleWrites,
  editor: ArticleEditor,
  id: number,
  input: unknown,
  today: string,
): Promise<PublicationResult> {
  const { db } = writes
  const { action, date, version } = validate(articlePublicationSchema, input, editor.locale)
  const publishedAt = action === 'unpublish' ? null : date || today
  const result = await db.transaction(async (tx): Promise<PublicationResult> => {
    const claim = await claimVersion(tx, 'knowledge_articles', id, version)
    if (!claim.ok) return claim
    const before = (await findArticle(tx, id))!
    await tx.execute(
      sql`update knowledge_articles set published_at = ${publishedAt}::date, updated_at = now() where id = ${id}`,
    )
    await recordAudit(tx, editor, {
      action: `article.${action}`,
      entity: ARTICLE_ENTITY,
      entityId: String(id),
      details: { changes: changedFields({ published: before.publishedAt }, { published: publishedAt }) },
    })
    return { ok: true, id, publishedAt }
  })
  if (result.ok) await writes.requestSearchSync(db)
  return result
}

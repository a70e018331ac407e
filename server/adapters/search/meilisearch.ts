import { createHash } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { LOCALES } from '#core/locales'
import { SEARCH_DOCUMENT_INDICES, type SearchDocumentIndex } from '#server/db/schema'
import type { Database } from '#server/db/client'
import { queryRows } from '#server/domain/catalog/sql'
import { words } from '#server/domain/search/text'
import { OutsideServiceError } from '../outside-service'
import type { EngineQuery, EngineResult, SearchEngine } from './port'

const SERVICE = 'Meilisearch'
/** Documents per request when pushing the index. */
const PUSH_BATCH = 1000

export interface MeilisearchOptions {
  url: string
  apiKey: string | null
  timeoutMs: number
  /** Popular terms stay in the shop's query log: this engine answers them. */
  popularTerms: SearchEngine
}

/** A row of search_documents as Meilisearch keeps it. */
interface MeiliDocument {
  /** Meilisearch ids allow letters, digits, - and _ only: the object id in base64url. */
  id: string
  object_id: string
  title: string
  text: string
  document: Record<string, unknown>
  brand: string | null
  category: string | null
  price_cents: number | null
  in_stock: number
  popularity: number
}

interface MeiliSearchResult {
  hits: MeiliDocument[]
  totalHits?: number
  estimatedTotalHits?: number
  facetDistribution?: Record<string, Record<string, number>>
  facetStats?: Record<string, { min: number; max: number }>
}

/** The index of a language on the server: `products_nl`, `categories_de`, … */
export function meiliIndexUid(index: SearchDocumentIndex, locale: string): string {
  return `${index}_${locale}`
}

const quote = (value: string) => JSON.stringify(value)

/**
 * The search-server adapter (docs/decisions/0056): the shop's index (search_documents) pushed to Meilisearch,
 * one index per index and language, after every sync job; queries go to its multi-search API. Typo
 * tolerance, prefixes and ranking are Meilisearch's own (its ranking rules end with in stock and popularity);
 * synonyms are the shop's list. For a shop whose catalogue outgrows one PostgreSQL.
 */
export function createMeilisearchEngine(options: MeilisearchOptions): SearchEngine {
  const call = async (method: string, path: string, body?: unknown): Promise<unknown> => {
    let response: Response
    try {
      response = await fetch(new URL(path, options.url.endsWith('/') ? options.url : `${options.url}/`), {
        method,
        headers: {
          'Content-Type': 'application/json',
          ...(options.apiKey ? { Authorization: `Bearer ${options.apiKey}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs),
      })
    } catch (error) {
      throw new OutsideServiceError(SERVICE, `${method} ${path} failed`, { cause: error })
    }
    if (!response.ok) throw new OutsideServiceError(SERVICE, `${method} ${path} answered ${response.status}`)
    try {
      return await response.json()
    } catch (error) {
      throw new OutsideServiceError(SERVICE, `${method} ${path} answered no JSON`, { cause: error })
    }
  }

  const searchDocuments = async (queries: readonly EngineQuery[]): Promise<EngineResult[]> => {
    if (queries.length === 0) return []
    const answer = (await call('POST', 'multi-search', {
      queries: queries.map((query) => {
        const filter: string[] = []
        for (const condition of query.filters) {
          const list = `[${condition.values.map(quote).join(', ')}]`
          filter.push(
            condition.negated ? `${condition.facet} NOT IN ${list}` : `${condition.facet} IN ${list}`,
          )
        }
        if (query.priceMinCents !== undefined) filter.push(`price_cents >= ${query.priceMinCents}`)
        if (query.priceMaxCents !== undefined) filter.push(`price_cents <= ${query.priceMaxCents}`)
        const sort =
          query.sort === 'relevance'
            ? undefined
            : [
                query.sort.startsWith('price')
                  ? `price_cents:${query.sort.endsWith('asc') ? 'asc' : 'desc'}`
                  : `title:${query.sort.endsWith('asc') ? 'asc' : 'desc'}`,
              ]
        return {
          indexUid: meiliIndexUid(query.index as SearchDocumentIndex, query.locale),
          q: query.query,
          page: query.page + 1,
          hitsPerPage: query.hitsPerPage,
          ...(filter.length > 0 ? { filter: filter.join(' AND ') } : {}),
          ...(sort ? { sort } : {}),
          ...(query.facets.length > 0
            ? { facets: query.facets.map((facet) => (facet === 'price' ? 'price_cents' : facet)) }
            : {}),
        }
      }),
    })) as { results?: MeiliSearchResult[] }
    if (!Array.isArray(answer.results) || answer.results.length !== queries.length)
      throw new OutsideServiceError(SERVICE, 'multi-search answered an unexpected shape')
    return answer.results.map((result, i) => {
      const query = queries[i]!
      const stats = result.facetStats?.price_cents
      const facets: EngineResult['facets'] = {}
      if (result.facetDistribution?.brand) facets.brand = result.facetDistribution.brand
      if (result.facetDistribution?.category) facets.category = result.facetDistribution.category
      return {
        objectIds: result.hits.map((hit) => hit.object_id),
        nbHits: result.totalHits ?? result.estimatedTotalHits ?? result.hits.length,
        facets,
        priceStats: stats
          ? { min: stats.min, max: stats.max, avg: (stats.min + stats.max) / 2, sum: 0 }
          : undefined,
        matchedWords: words(query.query),
        documents: new Map(result.hits.map((hit) => [hit.object_id, hit.document])),
      }
    })
  }

  return {
    name: 'meilisearch',
    async search(queries) {
      const popular = queries
        .map((query, i) => [query, i] as const)
        .filter(([query]) => query.index === 'popular_terms')
      const others = queries
        .map((query, i) => [query, i] as const)
        .filter(([query]) => query.index !== 'popular_terms')
      const [popularResults, otherResults] = await Promise.all([
        options.popularTerms.search(popular.map(([query]) => query)),
        searchDocuments(others.map(([query]) => query)),
      ])
      const results: EngineResult[] = new Array(queries.length)
      popular.forEach(([, at], i) => (results[at] = popularResults[i]!))
      others.forEach(([, at], i) => (results[at] = otherResults[i]!))
      return results
    },
    async sync(db, { full }) {
      const [state] = await queryRows<{ value: string }>(
        db,
        sql`select value from search_sync_state where key = 'meilisearch'`,
      )
      const since = full || !state ? null : state.value
      const startedAt = (await queryRows<{ now: string }>(db, sql`select now()::text as now`))[0]!.now
      if (since === null) await configure(db, call)
      else await pushChangedSynonyms(db, call)
      for (const index of SEARCH_DOCUMENT_INDICES) {
        for (const locale of LOCALES) {
          const uid = meiliIndexUid(index, locale)
          if (since === null) await call('DELETE', `indexes/${uid}/documents`)
          const rows = await queryRows<Omit<MeiliDocument, 'id'> & { in_stock: boolean | number }>(
            db,
            sql`select d.object_id, d.title, coalesce(t.search_text, '') as text, d.document, d.brand, d.category,
                  d.price_cents, d.in_stock, d.popularity
                from search_documents d left join search_texts t using (index, locale, object_id)
                where d.index = ${index} and d.locale = ${locale}
                  ${since === null ? sql`` : sql`and d.updated_at >= ${since}::timestamptz`}
                order by d.object_id`,
          )
          for (let start = 0; start < rows.length; start += PUSH_BATCH) {
            const batch = rows.slice(start, start + PUSH_BATCH).map((row) => ({
              ...row,
              id: Buffer.from(row.object_id).toString('base64url'),
              in_stock: row.in_stock ? 1 : 0,
            }))
            await call('POST', `indexes/${uid}/documents?primaryKey=id`, batch)
          }
          if (since !== null && index === 'products') {
            // Products that left the shop's index since: their ids are no longer there.
            const present = await queryRows<{ object_id: string }>(
              db,
              sql`select object_id from search_documents where index = 'products' and locale = ${locale}`,
            )
            const known = (await call('POST', `indexes/${uid}/documents/fetch`, {
              fields: ['object_id'],
              limit: 1_000_000,
            })) as { results?: Array<{ object_id: string }> }
            const keep = new Set(present.map((row) => row.object_id))
            const gone = (known.results ?? []).filter((doc) => !keep.has(doc.object_id))
            if (gone.length > 0)
              await call(
                'POST',
                `indexes/${uid}/documents/delete-batch`,
                gone.map((doc) => Buffer.from(doc.object_id).toString('base64url')),
              )
          }
        }
      }
      await db.execute(
        sql`insert into search_sync_state (key, value) values ('meilisearch', ${startedAt})
            on conflict (key) do update set value = excluded.value, updated_at = now()`,
      )
    },
  }
}

type Call = (method: string, path: string, body?: unknown) => Promise<unknown>

/**
 * The shop's synonym list (staff keep it in the back office, docs/decisions/0098) as Meilisearch's `synonyms`
 * setting per language: every entry leads to the others of its groups (an entry may be a phrase), and a
 * fingerprint of the list to see whether it changed since the last push.
 */
async function synonymSettings(db: Database) {
  const groups = await queryRows<{ locale: string; words: string[] }>(
    db,
    sql`select locale, words from search_synonyms order by id`,
  )
  const byLocale: Record<string, Record<string, string[]>> = {}
  for (const locale of LOCALES) {
    const synonyms: Record<string, string[]> = {}
    for (const group of groups.filter((row) => row.locale === locale))
      for (const word of group.words)
        synonyms[word] = [
          ...new Set([...(synonyms[word] ?? []), ...group.words.filter((other) => other !== word)]),
        ]
    byLocale[locale] = synonyms
  }
  const fingerprint = createHash('sha256').update(JSON.stringify(byLocale)).digest('base64url')
  return { byLocale, fingerprint }
}

async function rememberSynonyms(db: Database, fingerprint: string) {
  await db.execute(
    sql`insert into search_sync_state (key, value) values ('meilisearch-synonyms', ${fingerprint})
        on conflict (key) do update set value = excluded.value, updated_at = now()`,
  )
}

/** After staff changed the synonym list: only the `synonyms` setting of every index is sent again. */
async function pushChangedSynonyms(db: Database, call: Call) {
  const { byLocale, fingerprint } = await synonymSettings(db)
  const [pushed] = await queryRows<{ value: string }>(
    db,
    sql`select value from search_sync_state where key = 'meilisearch-synonyms'`,
  )
  if (pushed?.value === fingerprint) return
  for (const index of SEARCH_DOCUMENT_INDICES)
    for (const locale of LOCALES)
      await call('PUT', `indexes/${meiliIndexUid(index, locale)}/settings/synonyms`, byLocale[locale])
  await rememberSynonyms(db, fingerprint)
}

/** Index settings: what is searched and filtered, the ranking rules, the shop's synonyms. */
async function configure(db: Database, call: Call) {
  const { byLocale, fingerprint } = await synonymSettings(db)
  for (const index of SEARCH_DOCUMENT_INDICES) {
    for (const locale of LOCALES) {
      const synonyms = byLocale[locale]
      await call('PATCH', `indexes/${meiliIndexUid(index, locale)}/settings`, {
        searchableAttributes: ['title', 'text'],
        filterableAttributes: ['brand', 'category', 'price_cents'],
        sortableAttributes: ['price_cents', 'title'],
        rankingRules: [
          'words',
          'typo',
          'proximity',
          'attribute',
          'sort',
          'exactness',
          'in_stock:desc',
          'popularity:desc',
        ],
        synonyms,
        typoTolerance: { minWordSizeForTypos: { oneTypo: 4, twoTypos: 8 } },
      })
    }
  }
  await rememberSynonyms(db, fingerprint)
}

import { type SQL, sql } from 'drizzle-orm'
import { roundedEstimate } from '#core/schemas/search'
import type { Database } from '#server/db/client'
import { queryRows, wordArray } from '#server/db/query'
import { expandQuery, type ExpandedQuery, type LexiconLookup } from '#server/domain/search/expand'
import { POPULAR_MIN_SEARCHES } from '#server/domain/search/query-log'
import { TS_CONFIG, words } from '#server/domain/search/text'
import type { EngineQuery, EngineResult, SearchEngine } from './port'

/** Nearest indexed words looked at per typed word (trigram distance); the edit distance decides. */
const NEIGHBOURS = 12
const COMPLETIONS = 10

/**
 * A query ranked by relevance ranks its first matches in stock-and-popularity order only, as many as a
 * shopper can page through (Algolia's default pagination limit), and estimates how many match beyond them
 * (docs/decisions/0076): ranking all 45,000 products that a half-typed word matches cost 100–150 ms a query.
 */
const RANKED_MATCHES = 1000
/**
 * Rows of the rank index walked to see how broad a query is, and at most to find its first matches (see
 * `firstMatches`): walking beats the word index from about 6 % of the rows matching.
 */
const PROBED_ROWS = 2000
const WALKED_ROWS = 25_000
const WALK_FROM_SHARE = 0.06
/** The share of a language's index pages read to estimate a broad query's matches. */
const ESTIMATE_SAMPLE_PERCENT = 5

export interface PostgresSearchLimits {
  /** How many of a broad query's matches are ranked and can be paged through. */
  rankedMatches: number
  /** How many rows of the rank index are walked first, to see how broad a query is. */
  probedRows: number
  /** How many rows are walked at most when the first ones held at least 6 % matches. */
  walkedRows: number
}

/**
 * The built-in engine (docs/decisions/0054): the index is the `search_documents` table, matched with
 * full-text search per language over text without accents, typos and completions read from the
 * `search_words` lexicon with trigram distance (pg_trgm). Ranking: text relevance (exact over typo, name
 * over description), then in stock, then popularity.
 */
export function createPostgresSearchEngine(
  db: Database,
  limits: PostgresSearchLimits = {
    rankedMatches: RANKED_MATCHES,
    probedRows: PROBED_ROWS,
    walkedRows: WALKED_ROWS,
  },
): SearchEngine {
  const lookup = lexiconLookup(db)
  return {
    name: 'postgres',
    search: (queries) => {
      // The indices of one batch are asked the same query: expand it against the lexicon once.
      const expansions = new Map<string, Promise<ExpandedQuery | null>>()
      const expand = (query: EngineQuery) => {
        const key = `${query.locale}\n${query.query}`
        let expansion = expansions.get(key)
        if (!expansion) expansions.set(key, (expansion = expandQuery(query.locale, query.query, lookup)))
        return expansion
      }
      return Promise.all(queries.map((query) => searchOne(db, expand, query, limits)))
    },
    sync: () => Promise.resolve(),
  }
}

export function lexiconLookup(db: Database): LexiconLookup {
  return async (locale, question) => {
    const [rows, synonyms] = await Promise.all([
      queryRows<{ kind: 'e' | 'p' | 'f'; key: string; word: string }>(
        db,
        sql`select 'e' as kind, word as key, word from search_words
              where locale = ${locale} and word = any(${wordArray(question.exact)})
            union all
            select 'p', p.prefix, w.word from unnest(${wordArray(question.prefixes)}) as p(prefix)
              cross join lateral (select word from search_words
                where locale = ${locale} and word ~>=~ p.prefix and word ~<~ (p.prefix || '{') and word <> p.prefix
                order by documents desc, word limit ${COMPLETIONS}) w
            union all
            select 'f', f.token, w.word from unnest(${wordArray(question.fuzzy)}) as f(token)
              cross join lateral (select word from search_words
                where locale = ${locale} and word <> f.token and abs(length(word) - length(f.token)) <= 2
                order by word <-> f.token limit ${NEIGHBOURS}) w`,
      ),
      question.synonyms.length === 0
        ? Promise.resolve([])
        : queryRows<{ words: string[] }>(
            db,
            // Entries may be several words ("pocket knife"); they are asked written together. A few
            // hundred groups at most: read without an index.
            sql`select words from search_synonyms s where locale = ${locale} and exists (
                  select from unnest(s.words) w where replace(w, ' ', '') = any(${wordArray(question.synonyms)}))`,
          ),
    ])
    const exact = new Set<string>()
    const completions = new Map<string, string[]>()
    const neighbours = new Map<string, string[]>()
    for (const row of rows) {
      if (row.kind === 'e') exact.add(row.word)
      else {
        const map = row.kind === 'p' ? completions : neighbours
        map.set(row.key, [...(map.get(row.key) ?? []), row.word])
      }
    }
    return {
      exact,
      completions,
      neighbours,
      // Staff may write a group with capitals or accents: compared as the query is.
      synonyms: synonyms.map((row) =>
        row.words.map((entry) => words(entry)).filter((entry) => entry.length > 0),
      ),
    }
  }
}

async function searchOne(
  db: Database,
  expand: (query: EngineQuery) => Promise<ExpandedQuery | null>,
  query: EngineQuery,
  limits: PostgresSearchLimits,
): Promise<EngineResult> {
  if (query.index === 'popular_terms') return popularTerms(db, query)
  const expanded = await expand(query)
  const result = await documents(db, query, expanded, limits)
  // Not every word found together: any of them, the hits with the most first (ExpandedQuery.groups).
  if (result.nbHits === 0 && expanded?.groups) return documents(db, query, expanded, limits, expanded.groups)
  return result
}

/** Orders of the matches (`s`: the page query's narrow rows, see `documents`). */
const SORTS: Record<Exclude<EngineQuery['sort'], 'relevance'>, SQL> = {
  price_asc: sql`s.price_cents asc, s.object_id`,
  price_desc: sql`s.price_cents desc, s.object_id`,
  name_asc: sql`s.title collate "und-x-icu" asc, s.object_id`,
  name_desc: sql`s.title collate "und-x-icu" desc, s.object_id`,
}

async function documents(
  db: Database,
  query: EngineQuery,
  expanded: ExpandedQuery | null,
  limits: PostgresSearchLimits,
  anyOf?: NonNullable<ExpandedQuery['groups']>,
): Promise<EngineResult> {
  const cfg = sql.raw(`'${TS_CONFIG[query.locale]}'::regconfig`)
  const tsquery = (text: string) => sql`to_tsquery(${cfg}, ${text})`
  const q = expanded
    ? tsquery(anyOf ? anyOf.map((group) => `(${group.full})`).join(' | ') : expanded.full)
    : null
  const exact = expanded ? tsquery(expanded.exact) : null
  // Any of the words: a sorted list lists every match.
  const title = expanded && !anyOf ? tsquery(expanded.title) : null
  const sorted = query.sort !== 'relevance' && query.index === 'products'

  const base = (extra: SQL[] = [], skipFacet?: 'brand' | 'category') => {
    const conditions: SQL[] = [sql`d.index = ${query.index}`, sql`d.locale = ${query.locale}`]
    if (q) conditions.push(sql`d.tsv @@ ${q}`)
    if (query.index === 'products') conditions.push(...filterConditions(query, skipFacet))
    conditions.push(...extra)
    return sql.join(conditions, sql` and `)
  }

  const ranked = Boolean(q) && !sorted
  // Any of the words: the hits with the most of them first. A colour named: that colour's hits next.
  const count = (key: 'full' | 'title') =>
    anyOf
      ? sql.join(
          anyOf.map((group) => sql`(d.tsv @@ ${tsquery(group[key])})::int`),
          sql` + `,
        )
      : sql`0`
  const colourMatch = expanded?.colour ? sql`(d.tsv @@ ${tsquery(expanded.colour)})` : sql`false`
  const rankKeys = ranked
    ? sql`, ${count('title')} as title_words, ${count('full')} as words_matched, ${colourMatch} as colour_match,
          (d.tsv @@ ${exact}) as exact_match, (d.tsv @@ ${title ?? q}) as title_match,
          floor(ts_rank('{0.05, 0.2, 0.5, 1.0}', d.tsv, ${q}) * 10) as rank`
    : sql``
  const relevance = ranked
    ? sql`s.title_words desc, s.words_matched desc, s.colour_match desc, s.exact_match desc, s.title_match desc, s.rank desc,
          s.in_stock desc, s.popularity desc, s.object_id`
    : sql`s.in_stock desc, s.popularity desc, s.object_id`
  const order = sorted ? SORTS[query.sort as keyof typeof SORTS] : relevance
  // A sorted list shows only the relevant matches (a name, brand or category match), as Algolia's relevant sort.
  const pageWhere = sorted && title ? base([sql`d.tsv @@ ${title}`]) : base()

  const offset = query.page * query.hitsPerPage
  const { rankedMatches } = limits
  const matches = ranked ? firstMatches(query, pageWhere, limits) : allMatches(pageWhere)
  const limit = ranked ? Math.max(0, Math.min(query.hitsPerPage, rankedMatches - offset)) : query.hitsPerPage
  const [page, all, brandFacet, categoryFacet, stats] = await Promise.all([
    // The sort keys are computed in a narrow row (`offset 0` keeps the planner from folding it in), so that
    // counting and ordering the matches carries neither their tsvector nor their document; the page's
    // documents are read after, by id.
    queryRows<{ object_id: string; total: number | string }>(
      db,
      sql`select s.object_id, count(*) over () as total from (
            select d.object_id, d.in_stock, d.popularity, d.price_cents, d.title ${rankKeys}
            from (${matches}) d offset 0
          ) s order by ${order} limit ${limit} offset ${offset}`,
    ),
    sorted && title
      ? queryRows<{ total: number | string }>(
          db,
          sql`select count(*) as total from search_documents d where ${base()}`,
        )
      : Promise.resolve(null),
    query.facets.includes('brand') ? facetCounts(db, sql`d.brand`, base()) : Promise.resolve(undefined),
    query.facets.includes('category') ? facetCounts(db, sql`d.category`, base()) : Promise.resolve(undefined),
    query.facets.includes('price')
      ? queryRows<{ min: number | null; max: number | null; avg: number | null; sum: number | null }>(
          db,
          sql`select min(d.price_cents) as min, max(d.price_cents) as max, avg(d.price_cents)::float8 as avg,
                sum(d.price_cents)::float8 as sum from search_documents d where ${base()}`,
        )
      : Promise.resolve(null),
  ])

  // Beyond the last page the window count is missing: count separately.
  let pageTotal = page[0] ? Number(page[0].total) : 0
  if (!page[0] && offset > 0) {
    const [row] = await queryRows<{ total: number | string }>(
      db,
      sql`select count(*) as total from (select 1 from search_documents d where ${pageWhere}
            ${ranked ? sql`limit ${rankedMatches + 1}` : sql``}) c`,
    )
    pageTotal = Number(row?.total ?? 0)
  }
  // More matches than were ranked: the shopper pages through the ranked ones. With facets (the search page
  // reads every match for them anyway) the total is counted; otherwise it is estimated from a fixed sample
  // of the language's index pages (the same answer every time for the same index).
  const broad = ranked && pageTotal > rankedMatches
  const estimated = broad && query.facets.length === 0
  if (broad) {
    const sample = estimated
      ? sql`tablesample system (${sql.raw(String(ESTIMATE_SAMPLE_PERCENT))}) repeatable (0)`
      : sql``
    const [row] = await queryRows<{ total: number | string }>(
      db,
      sql`select count(*) as total from search_documents d ${sample} where ${pageWhere}`,
    )
    const counted = Number(row?.total ?? 0)
    pageTotal = estimated
      ? Math.max(pageTotal, roundedEstimate((counted * 100) / ESTIMATE_SAMPLE_PERCENT))
      : counted
  }
  const nbHits = all ? Number(all[0]?.total ?? 0) : pageTotal
  const ids = page.map((row) => row.object_id)
  const stored =
    ids.length === 0
      ? []
      : await queryRows<{ object_id: string; document: Record<string, unknown> }>(
          db,
          sql`select d.object_id, d.document from search_documents d
              where d.index = ${query.index} and d.locale = ${query.locale} and d.object_id in (${sql.join(
                ids.map((id) => sql`${id}`),
                sql`, `,
              )})`,
        )
  const facets: EngineResult['facets'] = {}
  if (brandFacet) facets.brand = brandFacet
  if (categoryFacet) facets.category = categoryFacet
  const priceRow = stats?.[0]
  return {
    objectIds: page.map((row) => row.object_id),
    nbHits,
    nbSortedHits: all ? pageTotal : undefined,
    nbRankedHits: broad ? rankedMatches : undefined,
    nbHitsEstimated: estimated || undefined,
    facets,
    priceStats:
      priceRow && priceRow.min !== null && priceRow.max !== null
        ? {
            min: Number(priceRow.min),
            max: Number(priceRow.max),
            avg: Number(priceRow.avg),
            sum: Number(priceRow.sum),
          }
        : undefined,
    matchedWords: expanded?.words ?? [],
    documents: new Map(stored.map((row) => [row.object_id, row.document])),
  }
}

/** What ordering a match needs; a relevance ranking also reads its tsvector. */
const SORT_COLUMNS = sql`d.object_id, d.in_stock, d.popularity, d.price_cents, d.title`
const MATCH_COLUMNS = sql`${SORT_COLUMNS}, d.tsv`
/** The order of the rank index (`nulls last` as it has it, or the planner cannot walk it). */
const STOCK_AND_POPULARITY = sql`d.in_stock desc nulls last, d.popularity desc nulls last, d.object_id`

function allMatches(where: SQL): SQL {
  return sql`select ${SORT_COLUMNS} from search_documents d where ${where} offset 0`
}

/**
 * The first `rankedMatches` + 1 matches in stock and popularity order (one more tells that there are more).
 * Walking the rank index finds a broad word's first matches after a few thousand rows; a narrower one is
 * found faster through the word index, its matches sorted (narrow rows; the first ones' tsvectors read
 * after, by id). One statement decides: the first `probedRows` rows of the walk are read; when they hold
 * enough matches, that is the answer; when they hold at least WALK_FROM_SHARE matches, the walk goes on for
 * at most `walkedRows` rows; otherwise, or when that walk fell short, the word index is asked. PostgreSQL
 * skips each branch whose condition is false.
 */
function firstMatches(
  query: EngineQuery,
  where: SQL,
  { rankedMatches, probedRows, walkedRows }: PostgresSearchLimits,
): SQL {
  const walk = (rows: number, when: SQL) => sql`select ${MATCH_COLUMNS} from (
        select * from search_documents d where d.index = ${query.index} and d.locale = ${query.locale}
          and ${when}
        order by ${STOCK_AND_POPULARITY} limit ${rows}
      ) d where ${where} order by ${STOCK_AND_POPULARITY} limit ${rankedMatches + 1}`
  const probed = sql`(select count(*) from probe)`
  const walked = sql`(select count(*) from walk)`
  return sql`with probe as materialized (${walk(probedRows, sql`true`)}),
    walk as materialized (${walk(
      walkedRows,
      sql`${probed} between ${Math.ceil(probedRows * WALK_FROM_SHARE)} and ${rankedMatches}`,
    )})
    select * from probe where ${probed} > ${rankedMatches}
    union all
    select * from walk where ${walked} > ${rankedMatches}
    union all
    select ${MATCH_COLUMNS} from (
      select d.object_id from (
        select d.object_id, d.in_stock, d.popularity from search_documents d where ${where} offset 0
      ) d where ${probed} <= ${rankedMatches} and ${walked} <= ${rankedMatches}
      order by ${STOCK_AND_POPULARITY} limit ${rankedMatches + 1}
    ) first join search_documents d
      on d.index = ${query.index} and d.locale = ${query.locale} and d.object_id = first.object_id`
}

function filterConditions(query: EngineQuery, skipFacet?: 'brand' | 'category'): SQL[] {
  const conditions: SQL[] = []
  for (const filter of query.filters) {
    if (filter.facet === skipFacet) continue
    const column = filter.facet === 'brand' ? sql`d.brand` : sql`d.category`
    const list = sql.join(
      filter.values.map((value) => sql`${value}`),
      sql`, `,
    )
    conditions.push(
      filter.negated ? sql`(${column} is null or ${column} not in (${list}))` : sql`${column} in (${list})`,
    )
  }
  if (query.priceMinCents !== undefined) conditions.push(sql`d.price_cents >= ${query.priceMinCents}`)
  if (query.priceMaxCents !== undefined) conditions.push(sql`d.price_cents <= ${query.priceMaxCents}`)
  return conditions
}

async function facetCounts(db: Database, column: SQL, where: SQL): Promise<Record<string, number>> {
  const rows = await queryRows<{ value: string; count: number | string }>(
    db,
    sql`select ${column} as value, count(*) as count from search_documents d where ${where} and ${column} is not null
        group by 1 order by 2 desc, 1 limit 100`,
  )
  return Object.fromEntries(rows.map((row) => [row.value, Number(row.count)]))
}

/**
 * The popular-terms index: terms shoppers searched at least POPULAR_MIN_SEARCHES times that found products,
 * most searched first; with a query, those that start with it or contain a word starting with it, or are
 * close to it. The current term itself is left out (spec §7 "Search").
 */
async function popularTerms(db: Database, query: EngineQuery): Promise<EngineResult> {
  const term = words(query.query).join(' ')
  const where = [
    sql`locale = ${query.locale}`,
    sql`searches >= ${POPULAR_MIN_SEARCHES}`,
    sql`hits > 0`,
    sql`term <> ${term}`,
  ]
  if (term) {
    const like = term.replace(/[%_\\]/g, '')
    where.push(
      sql`(term like ${`${like}%`} or term like ${`% ${like}%`} or similarity(term, ${term}) >= 0.4)`,
    )
  }
  const rows = await queryRows<{ term: string; total: number | string }>(
    db,
    sql`select term, count(*) over () as total from search_queries where ${sql.join(where, sql` and `)}
        order by ${term ? sql`(term like ${`${term}%`}) desc, ` : sql``}searches desc, term
        limit ${query.hitsPerPage} offset ${query.page * query.hitsPerPage}`,
  )
  return {
    objectIds: rows.map((row) => row.term),
    nbHits: rows[0] ? Number(rows[0].total) : 0,
    facets: {},
    matchedWords: words(query.query),
    documents: new Map(rows.map((row) => [row.term, { term: row.term }])),
  }
}

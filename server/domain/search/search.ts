import type { LocaleSite } from '#core/context'
import type { Locale } from '#core/locales'
import { localePath } from '#core/routes/locale'
import {
  facetConditions,
  parseIndexName,
  priceRange,
  type CategoryHit,
  type ContentHit,
  type HighlightResult,
  type PopularTermHit,
  type ProductHit,
  type SearchBatch,
  type SearchHit,
  type SearchRequest,
  type SearchResponse,
  type SearchResult,
} from '#core/schemas/search'
import { centsToEuros } from '#core/money'
import type { EngineQuery, EngineResult, SearchEngine } from '#server/adapters/search/port'
import type { Database } from '#server/db/client'
import { changeTags } from '#server/domain/catalogue/changes'
import { dependOn } from '#server/domain/catalogue/dependencies'
import { loadProducts } from '#server/domain/catalogue/products'
import type { Logger } from '#server/logger'
import { highlight } from './highlight'
import type { StoredCategoryDocument, StoredContentDocument } from './indexer'
import { logSearch, type SearchLogLimits } from './query-log'
import { words } from './text'

export interface SearchService {
  /**
   * Answers a batch of queries in the order asked. A batch whose queries are all empty is answered with
   * empty results without asking the engine (spec §5 "Search"), unless `browse` (the search page lists the
   * assortment without a query).
   */
  search(site: LocaleSite, batch: SearchBatch, options?: SearchOptions): Promise<SearchResponse>
}

export interface SearchOptions {
  browse?: boolean
  /**
   * Who searched (a session id, else the client address): a products query with `analytics` is counted for
   * the popular terms once per visitor (server/domain/search/query-log.ts); without a visitor it is not.
   */
  visitor?: string
}

/** The attributes highlighted when a request does not name them. */
const HIGHLIGHTED: Record<string, string[]> = {
  popular_terms: ['term'],
  categories: ['name'],
  products: ['name', 'brand_name'],
  content: ['title'],
}

export function createSearchService(deps: {
  db: Database
  engine: SearchEngine
  logger?: Logger
  limits?: SearchLogLimits
}): SearchService {
  return {
    async search(site, batch, options = {}) {
      const requests = batch.requests
      if (!options.browse && requests.every((request) => words(request.query).length === 0)) {
        return { results: requests.map((request) => emptyResult(request)) }
      }
      // What the index finds; the cards depend on their products themselves (loadProducts).
      dependOn(changeTags.searchIndex)
      const started = performance.now()
      const queries = requests.map(toEngineQuery)
      const answers = await deps.engine.search(queries)
      const productIds = new Map<Locale, number[]>()
      queries.forEach((query, i) => {
        if (query.index !== 'products') return
        const ids = answers[i]!.objectIds.map(Number)
        productIds.set(query.locale, [...(productIds.get(query.locale) ?? []), ...ids])
      })
      const products = new Map<string, ProductHitBase>()
      await Promise.all(
        [...productIds].map(async ([locale, ids]) => {
          const cards = await loadProducts(deps.db, siteFor(site, locale), ids, { shownAs: 'card' })
          for (const card of cards) products.set(`${locale}:${card.id}`, card)
        }),
      )
      const processingTimeMS = Math.round(performance.now() - started)
      const results = requests.map((request, i) =>
        toResult(site, request, queries[i]!, answers[i]!, products, processingTimeMS),
      )
      queries.forEach((query, i) => {
        const request = requests[i]!
        if (query.index !== 'products' || query.page !== 0 || !request.analytics || !query.query.trim())
          return
        logSearch(deps.db, query.locale, query.query, answers[i]!.nbHits, options.visitor, deps.limits).catch(
          (error: unknown) => deps.logger?.warn({ err: error }, 'search not logged'),
        )
      })
      return { results }
    },
  }
}

type ProductHitBase = Omit<ProductHit, 'objectID' | '_highlightResult' | 'category'>

/** The site to build links for: the asking site in its own language, else the language's own prefix. */
function siteFor(site: LocaleSite, locale: Locale): LocaleSite {
  return site.locale === locale ? site : { locale, prefix: locale === 'nl' ? '' : `/${locale}` }
}

function toEngineQuery(request: SearchRequest): EngineQuery {
  const parsed = parseIndexName(request.indexName)!
  const price = priceRange(request.numericFilters)
  return {
    index: parsed.index,
    locale: parsed.locale,
    query: request.query,
    page: request.page,
    hitsPerPage: request.hitsPerPage,
    sort: parsed.sort,
    filters: facetConditions(request.facetFilters),
    priceMinCents: price.minCents,
    priceMaxCents: price.maxCents,
    facets: parsed.index === 'products' ? request.facets : [],
  }
}

function params(request: SearchRequest): string {
  const search = new URLSearchParams({
    query: request.query,
    page: String(request.page),
    hitsPerPage: String(request.hitsPerPage),
  })
  return search.toString()
}

export function emptyResult(request: SearchRequest): SearchResult {
  return {
    index: request.indexName,
    query: request.query,
    params: params(request),
    hits: [],
    nbHits: 0,
    nbPages: 0,
    page: request.page,
    hitsPerPage: request.hitsPerPage,
    processingTimeMS: 0,
    exhaustiveNbHits: true,
  }
}

function toResult(
  site: LocaleSite,
  request: SearchRequest,
  query: EngineQuery,
  answer: EngineResult,
  products: Map<string, ProductHitBase>,
  processingTimeMS: number,
): SearchResult {
  const local = siteFor(site, query.locale)
  const typed = words(query.query)
  const tags = { pre: request.highlightPreTag, post: request.highlightPostTag }
  const attributes = (request.attributesToHighlight ?? HIGHLIGHTED[query.index]!).flatMap((name) =>
    name === '*' ? HIGHLIGHTED[query.index]! : [name],
  )
  const highlights = (hit: Record<string, unknown>): Record<string, HighlightResult> => {
    const result: Record<string, HighlightResult> = {}
    for (const name of attributes) {
      const value = hit[name]
      if (typeof value === 'string') result[name] = highlight(value, answer.matchedWords, typed, tags)
    }
    return result
  }
  const hits: SearchHit[] = []
  for (const id of answer.objectIds) {
    const stored = answer.documents.get(id) ?? {}
    let hit: SearchHit | null = null
    if (query.index === 'products') {
      const card = products.get(`${query.locale}:${id}`)
      // A product that went inactive between the search and the card: left out of this page.
      if (card) hit = { objectID: id, ...card, category: (stored.category as string | undefined) ?? null }
    } else if (query.index === 'categories') {
      const document = stored as unknown as StoredCategoryDocument
      hit = {
        objectID: id,
        name: document.name,
        link: local.prefix + document.path,
        breadcrumbs: document.breadcrumbs.map((crumb) => ({
          name: crumb.name,
          link: local.prefix + crumb.path,
        })),
        product_count: document.product_count,
      } satisfies CategoryHit
    } else if (query.index === 'content') {
      const document = stored as unknown as StoredContentDocument
      hit = {
        objectID: id,
        title: document.title,
        url: local.prefix + document.path,
        published: document.published,
      } satisfies ContentHit
    } else {
      hit = {
        objectID: id,
        term: id,
        relative_url: `${localePath(local.prefix, local.locale, 'search')}?q=${encodeURIComponent(id)}`,
      } satisfies PopularTermHit
    }
    if (hit) hits.push({ ...hit, _highlightResult: highlights(hit as unknown as Record<string, unknown>) })
  }
  const counted = answer.nbSortedHits ?? answer.nbRankedHits ?? answer.nbHits
  const result: SearchResult = {
    index: request.indexName,
    query: request.query,
    params: params(request),
    hits,
    nbHits: answer.nbHits,
    nbPages: Math.ceil(Math.min(counted, 1000 * request.hitsPerPage) / request.hitsPerPage),
    page: request.page,
    hitsPerPage: request.hitsPerPage,
    processingTimeMS,
    exhaustiveNbHits: !answer.nbHitsEstimated,
  }
  if (answer.nbSortedHits !== undefined) {
    result.nbSortedHits = answer.nbSortedHits
    result.appliedRelevancyStrictness = 100
  }
  if (request.facets.length > 0 && query.index === 'products') {
    const facets: Record<string, Record<string, number>> = {}
    if (answer.facets.brand) facets.brand = answer.facets.brand
    if (answer.facets.category) facets.category = answer.facets.category
    result.facets = facets
    if (answer.priceStats) {
      result.facets_stats = {
        price: {
          min: centsToEuros(answer.priceStats.min),
          max: centsToEuros(answer.priceStats.max),
          avg: centsToEuros(Math.round(answer.priceStats.avg)),
          sum: centsToEuros(answer.priceStats.sum),
        },
      }
    }
  }
  return result
}

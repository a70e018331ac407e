import { type Context, Hono } from 'hono'
import { searchBatchSchema } from '#core/schemas/search'
import { OutsideServiceError } from '#server/adapters/outside-service'
import type { SearchService } from '#server/domain/search/search'
import { validate } from '../../validation'
import type { AppEnv } from '../env'
import { HttpError } from '../errors'
import { readJson } from './checkout-request'

/**
 * POST /front-api/search (issue 13, spec §7 "Search"): an Algolia-compatible multi-query batch,
 * `{ requests: [{ indexName, query, page, hitsPerPage, facets, facetFilters, numericFilters,
 * attributesToHighlight }] }` (or Algolia's `params` strings), answered `{ results }` in the same order.
 * Index names are `<index>_<locale>` and the sorted replicas `products_<locale>_<sort>`
 * (core/schemas/search.ts). Links in the hits carry the prefix of the site asking.
 */
export function searchRoutes(search: SearchService) {
  return new Hono<AppEnv>().post('/search', async (c) => {
    const locale = c.get('locale')
    const batch = validate(searchBatchSchema, await readJson(c.req.raw), locale)
    const site = { locale, prefix: c.get('localePrefix') }
    try {
      return c.json(await search.search(site, batch, { visitor: searchVisitor(c) }))
    } catch (error) {
      if (error instanceof OutsideServiceError) {
        c.get('logger').warn({ err: error }, 'search server failed')
        throw new HttpError(503, 'search.unavailable')
      }
      throw error
    }
  })
}

/**
 * Who searched, for the popular terms' once-per-visitor count: the session when the visitor has one,
 * else the client address (both hashed by the rate limiter before they are stored).
 */
export function searchVisitor(c: Context<AppEnv>): string {
  const session = c.get('session')
  return session.id ? `session:${session.id}` : `address:${c.get('clientAddress')}`
}

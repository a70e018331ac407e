import { sql } from 'drizzle-orm'
import type { Locale } from '#core/locales'
import type { Database } from '#server/db/client'
import { hitLimit } from '#server/domain/limits/limiter'
import { DEFAULT_LIMITS, type Limits } from '#server/domain/limits/limits'
import { words } from './text'

/**
 * A term becomes a popular search once this many shoppers searched it (each counted once a day, see
 * `logSearch`) and it found products.
 */
export const POPULAR_MIN_SEARCHES = 2
/** Longer terms are not kept (nobody picks a sentence from a list of suggestions). */
const MAX_TERM_LENGTH = 80

/** The term as the popular-terms index keeps it: normalised words separated by one space. */
export function loggedTerm(query: string): string {
  return words(query).join(' ')
}

export type SearchLogLimits = Pick<Limits, 'search-term-visitor' | 'search-terms-visitor'>

/**
 * Counts a search that found products for the popular terms (docs/decisions/0098): one more search of the
 * term, and how many products it found this time. `visitor` says who searched (a session id, else the
 * client address; hashed by the rate limiter, never stored as such): a term counts once a day per visitor,
 * and only a visitor's first terms of the hour count, so one shopper cannot fill the list by repeating a
 * term or typing many. Searches that found nothing, terms of one or two letters and very long ones are not
 * kept; nor a search without a visitor.
 */
export async function logSearch(
  db: Database,
  locale: Locale,
  query: string,
  hits: number,
  visitor: string | undefined,
  limits: SearchLogLimits = DEFAULT_LIMITS,
): Promise<boolean> {
  const term = loggedTerm(query)
  if (!visitor || hits <= 0 || term.length < 3 || term.length > MAX_TERM_LENGTH) return false
  const again = await hitLimit(db, limits['search-term-visitor'], `${visitor}\n${locale}\n${term}`)
  if (!again.allowed) return false
  const many = await hitLimit(db, limits['search-terms-visitor'], visitor)
  if (!many.allowed) return false
  await db.execute(
    sql`insert into search_queries (locale, term, searches, hits, last_searched_at)
        values (${locale}, ${term}, 1, ${hits}, now())
        on conflict (locale, term) do update set searches = search_queries.searches + 1,
          hits = excluded.hits, last_searched_at = now()`,
  )
  return true
}

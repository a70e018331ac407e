import { sql } from 'drizzle-orm'
import type { Locale } from '#core/locales'
import type { Database } from '#server/db/client'
import { words } from './text'

/** A term becomes a popular search once shoppers searched it this often (and it found products). */
export const POPULAR_MIN_SEARCHES = 2
/** Longer terms are not kept (nobody picks a sentence from a list of suggestions). */
const MAX_TERM_LENGTH = 80

/** The term as the popular-terms index keeps it: normalised words separated by one space. */
export function loggedTerm(query: string): string {
  return words(query).join(' ')
}

/**
 * Counts a search of the products index for the popular terms: one more search of the term, and how many
 * products it found this time. Terms of one or two letters and very long ones are not kept.
 */
export async function logSearch(db: Database, locale: Locale, query: string, hits: number): Promise<void> {
  const term = loggedTerm(query)
  if (term.length < 3 || term.length > MAX_TERM_LENGTH) return
  await db.execute(
    sql`insert into search_queries (locale, term, searches, hits, last_searched_at)
        values (${locale}, ${term}, 1, ${hits}, now())
        on conflict (locale, term) do update set searches = search_queries.searches + 1,
          hits = excluded.hits, last_searched_at = now()`,
  )
}

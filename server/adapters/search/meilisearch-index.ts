import { createHash } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { Settings } from 'meilisearch'
import { LOCALES } from '#core/locales'
import type { SearchDocumentIndex } from '#server/db/schema'
import type { Database } from '#server/db/client'
import { queryRows } from '#server/db/query'

/** How the shop's index looks on a Meilisearch server: the index names, the documents, the settings. */

/** A row of search_documents as Meilisearch keeps it. */
export interface MeiliDocument {
  /** Meilisearch ids allow letters, digits, - and _ only: the object id in base64url. */
  id: string
  object_id: string
  title: string
  text: string
  document: Record<string, unknown>
  brand: string | null
  category: string | null
  price_cents: number | null
  /** 1 or 0: the ranking rule `in_stock:desc` sorts numbers. */
  in_stock: number
  popularity: number
}

/** The index of a language on the server: `products_nl`, `categories_de`, … */
export function meiliIndexUid(index: SearchDocumentIndex, locale: string): string {
  return `${index}_${locale}`
}

export function meiliDocumentId(objectId: string): string {
  return Buffer.from(objectId).toString('base64url')
}

/**
 * Facet values a search answers per facet. The PostgreSQL engine counts every brand and category and keeps the
 * first 100; the price distribution gives the sum and average of the prices, and is asked again in price
 * ranges when a query matches more distinct prices than this (meilisearch.ts).
 */
export const MAX_FACET_VALUES = 1000

/**
 * The settings of one index in one language: what is searched and filtered, the ranking rules, the shop's typo
 * sizes and synonyms, facet values counted and sorted by count.
 */
export function indexSettings(
  synonyms: Record<string, string[]>,
  maxFacetValues: number = MAX_FACET_VALUES,
): Settings {
  return {
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
    faceting: { maxValuesPerFacet: maxFacetValues, sortFacetValuesBy: { '*': 'count' } },
  }
}

/** A fingerprint of settings, kept with the sync state to see whether an index has them. */
export function settingsFingerprint(settings: Settings): string {
  return createHash('sha256').update(JSON.stringify(settings)).digest('base64url')
}

/**
 * The shop's synonym list (staff keep it in the back office, docs/decisions/0098) as Meilisearch's `synonyms`
 * setting per language: every entry leads to the others of its groups (an entry may be a phrase).
 */
export async function synonymsByLocale(db: Database): Promise<Record<string, Record<string, string[]>>> {
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
  return byLocale
}

import type { CatalogueChanges } from './changes'

/**
 * Data derived from the catalogue (listings, facet counts, the category tree, settings…), computed once
 * per catalogue generation instead of once per request (docs/decisions/0044). An entry holds only for the
 * generation it was computed in: every committed catalogue change (migration 0009) empties the cache, and
 * an entry whose computation overlapped a change is never served. Without `changes`, or while they are not
 * `live()`, nothing is kept and every call computes.
 */
export interface GenerationCache<T> {
  /** The cached value of `key` for the current generation, else `compute()`'s (shared by callers meanwhile). */
  get(key: string, compute: () => Promise<T>): Promise<T>
  /** Entries held now (tests). */
  readonly size: number
}

/**
 * At most `maxEntries` entries, least recently used out first: keys come from query strings, so random
 * ones must not grow the cache without bound.
 */
export function generationCache<T>(
  changes: CatalogueChanges | undefined,
  maxEntries: number,
): GenerationCache<T> {
  const entries = new Map<string, { generation: number; value: Promise<T> }>()
  // Dropped at once rather than left to expire: old generations are never read again.
  changes?.subscribe(() => entries.clear())
  return {
    get size() {
      return entries.size
    },
    get(key, compute) {
      if (!changes?.live()) return compute()
      const generation = changes.generation()
      const entry = entries.get(key)
      if (entry && entry.generation === generation) {
        // Most recently used last (a Map keeps insertion order).
        entries.delete(key)
        entries.set(key, entry)
        return entry.value
      }
      const value = compute()
      entries.set(key, { generation, value })
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!)
      value.then(
        () => {
          // Computed across a change (or while not listening): it may hold the old data.
          if (changes.generation() !== generation || !changes.live()) forget(key, value)
        },
        () => forget(key, value),
      )
      return value
    },
  }

  function forget(key: string, value: Promise<T>) {
    if (entries.get(key)?.value === value) entries.delete(key)
  }
}

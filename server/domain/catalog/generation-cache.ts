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
  /** Whether a value computed now would be kept: false while nothing is kept, so every `get` computes. */
  keeps(): boolean
  /** Entries held now (tests). */
  readonly size: number
  /** The weight of the entries held now (tests). */
  readonly weight: number
}

/** A bound on what the entries weigh together (bytes, rows…), for values whose sizes differ widely. */
export interface WeightLimit<T> {
  of: (value: T) => number
  max: number
}

/**
 * At most `maxEntries` entries, least recently used out first: keys come from query strings, so random
 * ones must not grow the cache without bound. With `weight`, also at most `weight.max` in all: a value is
 * weighed once computed, and the least recently used others leave until the rest fits; a value heavier
 * than the whole bound is not kept.
 */
export function generationCache<T>(
  changes: CatalogueChanges | undefined,
  maxEntries: number,
  weight?: WeightLimit<T>,
): GenerationCache<T> {
  const entries = new Map<string, { generation: number; value: Promise<T>; weight: number }>()
  let total = 0
  // Dropped at once rather than left to expire: old generations are never read again.
  changes?.subscribe(() => {
    entries.clear()
    total = 0
  })
  return {
    get size() {
      return entries.size
    },
    get weight() {
      return total
    },
    keeps: () => changes?.live() ?? false,
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
      if (entry) forget(key, entry.value)
      const value = compute()
      const added = { generation, value, weight: 0 }
      entries.set(key, added)
      if (entries.size > maxEntries) forget(entries.keys().next().value!)
      value.then(
        (result) => {
          // Computed across a change (or while not listening): it may hold the old data.
          if (changes.generation() !== generation || !changes.live()) return forget(key, value)
          if (!weight || entries.get(key) !== added) return
          added.weight = weight.of(result)
          total += added.weight
          if (added.weight > weight.max) return forget(key, value)
          for (const [other, { value: otherValue }] of entries) {
            if (total <= weight.max) break
            if (other !== key) forget(other, otherValue)
          }
        },
        () => forget(key, value),
      )
      return value
    },
  }

  /** Drops `key` (only while it still holds `value`, when given). */
  function forget(key: string, value?: Promise<T>) {
    const entry = entries.get(key)
    if (!entry || (value && entry.value !== value)) return
    entries.delete(key)
    total -= entry.weight
  }
}

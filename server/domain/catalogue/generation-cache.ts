import { type CatalogueChanges, touches } from './changes'
import { collectDependencies, dependOn } from './dependencies'

/**
 * Data derived from the catalogue (listings, facet counts, the category tree, settings…), computed once
 * instead of once per request (docs/decisions/0044, 0149). An entry keeps the change tags its computation
 * depended on (dependencies.ts) and holds until a change names one of them, or everything changes; an entry
 * whose computation overlapped such a change is never served. Without `changes`, or while they are not
 * `live()`, nothing is kept and every call computes.
 */
export interface GenerationCache<T> {
  /** The cached value of `key`, else `compute()`'s (shared by callers meanwhile). */
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

interface Entry<T> {
  generation: number
  value: Promise<{ value: T; tags: Set<string> }>
  /** Known once computed: until then a change drops the entry whatever it names. */
  tags: Set<string> | null
  weight: number
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
  /** Tags that also drop every entry, without the readers depending on them (the tree on category counts). */
  droppedBy: readonly string[] = [],
): GenerationCache<T> {
  const dropsAll = new Set(droppedBy)
  const entries = new Map<string, Entry<T>>()
  let total = 0
  // Dropped at once rather than left to expire: stale entries are never read again.
  changes?.subscribe((change) => {
    if (change.everything || touches(change, dropsAll)) {
      entries.clear()
      total = 0
      return
    }
    for (const [key, entry] of entries) {
      if (entry.tags === null || touches(change, entry.tags)) forget(key)
    }
  })
  const served = (entry: Entry<T>) =>
    entry.value.then(({ value, tags }) => {
      dependOn(tags)
      return value
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
        return served(entry)
      }
      if (entry) forget(key, entry)
      const mark = changes.mark()
      const added: Entry<T> = { generation, value: collectDependencies(compute), tags: null, weight: 0 }
      entries.set(key, added)
      if (entries.size > maxEntries) forget(entries.keys().next().value!)
      added.value.then(
        (result) => {
          if (entries.get(key) !== added) return
          // Computed across a change it depends on (or while not listening): it may hold the old data.
          if (!changes.live() || changes.changedSince(mark, result.tags)) return forget(key, added)
          added.tags = result.tags
          if (!weight) return
          added.weight = weight.of(result.value)
          total += added.weight
          if (added.weight > weight.max) return forget(key, added)
          for (const [other, otherEntry] of entries) {
            if (total <= weight.max) break
            if (other !== key) forget(other, otherEntry)
          }
        },
        () => forget(key, added),
      )
      return served(added)
    },
  }

  /** Drops `key` (only while it still holds `entry`, when given). */
  function forget(key: string, entry?: Entry<T>) {
    const held = entries.get(key)
    if (!held || (entry && held !== entry)) return
    entries.delete(key)
    total -= held.weight
  }
}

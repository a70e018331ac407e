import type { DatabaseHandle } from '#server/db/client'
import type { Logger } from '#server/logger'

/** The channel the database notifies after a committed catalogue change (migrations 0009, 0027). */
export const CATALOGUE_CHANNEL = 'catalogue_changed'

/**
 * One committed change, as every process hears it (docs/decisions/0149). A cached value that depends on
 * tags (`dependOn`, dependencies.ts) is stale when a change names one of them, or is `everything`.
 */
export interface CatalogueChange {
  /** The database's number for it, the same in every process; null when it is not from the database. */
  seq: number | null
  /** Anything may have changed (settings, the menu, a category, a feed of thousands, a lost connection). */
  everything: boolean
  /** What changed: `p<id>` products, `k<id>` their cards, `c<id>` category listings, `b<id>` brands,
   * `g<id>` variant groups, and the wider tags of `changeTags`. */
  tags: ReadonlySet<string>
}

/** Tags of what changed, as values depend on them. */
export const changeTags = {
  /** Anything of a product a guest sees: its own page (the stock message, related products…). */
  product: (id: number) => `p${id}`,
  /** What its card shows wherever it is listed: all but the stock figure (docs/decisions/0161). */
  card: (id: number) => `k${id}`,
  /** A category's listings: which products are in it, their order, counts and facets. */
  category: (id: number) => `c${id}`,
  brand: (id: number) => `b${id}`,
  /** A variant group: its products' pages offer each other. */
  variantGroup: (id: number) => `g${id}`,
  /** Any product in what a guest sees: for pages that pick products from the whole catalogue (home, search). */
  anyProduct: 'products',
  /** Any category's stored counts (the tree, the home page's categories). */
  categoryCounts: 'categories',
  /** The search index caught up with changes (search answers). */
  searchIndex: 'search',
} as const

/** Whether a tag names a category's listings (`c<id>`). */
export function isCategoryTag(tag: string): boolean {
  return /^c\d+$/.test(tag)
}

const EVERYTHING: CatalogueChange = { seq: null, everything: true, tags: new Set() }

/**
 * What this process knows about changes to the catalogue, menu, settings and shipping: everything an
 * anonymous page shows (docs/decisions/0043, 0149).
 */
export interface CatalogueChanges {
  /** Grows whenever everything may have changed (and whenever changes may have been missed). */
  generation(): number
  /** False while this process cannot hear changes (its listening connection is down). */
  live(): boolean
  /** Grows with every change heard: a mark to ask `changedSince` with. */
  mark(): number
  /**
   * Whether a change heard after `mark` touches any of `tags`: a value computed from `mark` on would then
   * miss it and must not be kept. True as well when the changes since are no longer remembered.
   */
  changedSince(mark: number, tags: ReadonlySet<string>): boolean
  /**
   * When this process set out to listen (ms since the epoch): every change committed before it is in what the
   * process reads from then on, heard or not (shared renders).
   */
  listeningSince(): number
  /** The database numbers of the changes heard in the last `RECENT_MS`, with their tags (shared renders). */
  recent(): ReadonlyArray<CatalogueChange & { at: number }>
  /** Called after every change; returns the unsubscribe. */
  subscribe(listener: (change: CatalogueChange) => void): () => void
  close(): Promise<void>
}

/** How long `recent()` remembers changes; also how far back `changedSince` answers exactly. */
export const RECENT_MS = 30_000
const REMEMBERED = 10_000

/** A notification's payload as a change; a payload it cannot read is everything (never too little). */
export function parseCatalogueChange(payload: string): CatalogueChange {
  let parsed: unknown
  try {
    parsed = JSON.parse(payload)
  } catch {
    return EVERYTHING
  }
  if (typeof parsed !== 'object' || parsed === null) return EVERYTHING
  const { s, t, p, k, c, b, g } = parsed as Record<string, unknown>
  const seq = typeof s === 'number' ? s : null
  const ids = (value: unknown) =>
    Array.isArray(value) && value.every((id) => Number.isSafeInteger(id)) ? (value as number[]) : null
  if (t === 'products') {
    const products = ids(p)
    const categories = ids(c)
    const brands = ids(b)
    const groups = ids(g ?? [])
    // Without `k` (a notification of migration 0027), every product named counts as a card change too.
    const cards = k === undefined ? products : ids(k)
    if (!products || !cards || !categories || !brands || !groups) return { ...EVERYTHING, seq }
    return {
      seq,
      everything: false,
      tags: new Set([
        changeTags.anyProduct,
        ...products.map(changeTags.product),
        ...cards.map(changeTags.card),
        ...categories.map(changeTags.category),
        ...brands.map(changeTags.brand),
        ...groups.map(changeTags.variantGroup),
      ]),
    }
  }
  if (t === 'categories') {
    const categories = ids(c)
    if (!categories) return { ...EVERYTHING, seq }
    return {
      seq,
      everything: false,
      tags: new Set([changeTags.categoryCounts, ...categories.map(changeTags.category)]),
    }
  }
  if (t === 'search') return { seq, everything: false, tags: new Set([changeTags.searchIndex]) }
  return { ...EVERYTHING, seq }
}

/** Whether `change` touches a value that depends on `tags`. */
export function touches(change: CatalogueChange, tags: ReadonlySet<string>): boolean {
  if (change.everything) return true
  // Each change is asked about every cached entry (thousands): walk the smaller set, look up in the larger.
  const [few, many] = change.tags.size <= tags.size ? [change.tags, tags] : [tags, change.tags]
  for (const tag of few) if (many.has(tag)) return true
  return false
}

export async function watchCatalogueChanges(
  handle: Pick<DatabaseHandle, 'listen'>,
  logger?: Logger,
): Promise<CatalogueChanges> {
  const changes = catalogueChangeLog()
  const unlisten = await handle.listen(
    CATALOGUE_CHANNEL,
    (payload) => {
      logger?.debug({ payload: payload.slice(0, 200) }, 'catalogue changed')
      changes.hear(parseCatalogueChange(payload))
    },
    (listening) => {
      // Whatever changed while nobody listened is unknown: drop everything, and cache nothing meanwhile.
      changes.setLive(listening)
      changes.hear(EVERYTHING)
    },
  )
  return { ...changes.view, close: unlisten }
}

/**
 * The bookkeeping of `CatalogueChanges` without the database: `hear` what arrives. Tests drive it by hand.
 */
export function catalogueChangeLog(): {
  view: Omit<CatalogueChanges, 'close'>
  hear(change: CatalogueChange): void
  setLive(live: boolean): void
} {
  // Made just before the process asks to listen: a little early, which only ever takes over fewer pages.
  const since = Date.now()
  let generation = 0
  let live = true
  let mark = 0
  // Changes by mark, oldest first; `forgotten` is the mark of the newest one no longer kept.
  const log: Array<CatalogueChange & { at: number; mark: number }> = []
  let forgotten = 0
  const listeners = new Set<(change: CatalogueChange) => void>()
  return {
    hear(change) {
      mark++
      if (change.everything) generation++
      log.push({ ...change, at: Date.now(), mark })
      if (log.length > REMEMBERED) forgotten = log.shift()!.mark
      for (const listener of listeners) listener(change)
    },
    setLive(value) {
      live = value
    },
    view: {
      generation: () => generation,
      live: () => live,
      listeningSince: () => since,
      mark: () => mark,
      changedSince(since, tags) {
        if (since < forgotten) return true
        for (let i = log.length - 1; i >= 0 && log[i]!.mark > since; i--) {
          if (touches(log[i]!, tags)) return true
        }
        return false
      },
      recent() {
        const from = Date.now() - RECENT_MS
        return log.filter((change) => change.at >= from)
      },
      subscribe(listener) {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
    },
  }
}

import type { DatabaseHandle } from '#server/db/client'
import type { Logger } from '#server/logger'

/** The channel the database notifies after a committed catalogue change (migration 0009). */
export const CATALOGUE_CHANNEL = 'catalogue_changed'

/**
 * What this process knows about changes to the catalogue, menu, settings and shipping: everything an
 * anonymous page shows (docs/decisions/0043). Caches of derived data key their entries by `generation()`
 * and keep nothing while `live()` is false.
 */
export interface CatalogueChanges {
  /** Grows with every change seen, and whenever changes may have been missed. */
  generation(): number
  /** False while this process cannot hear changes (its listening connection is down). */
  live(): boolean
  /** Called after every change; returns the unsubscribe. */
  subscribe(listener: () => void): () => void
  close(): Promise<void>
}

export async function watchCatalogueChanges(
  handle: Pick<DatabaseHandle, 'listen'>,
  logger?: Logger,
): Promise<CatalogueChanges> {
  let generation = 0
  let live = true
  const listeners = new Set<() => void>()
  const changed = () => {
    generation++
    for (const listener of listeners) listener()
  }
  const unlisten = await handle.listen(
    CATALOGUE_CHANNEL,
    (table) => {
      logger?.debug({ table }, 'catalogue changed')
      changed()
    },
    (listening) => {
      // Whatever changed while nobody listened is unknown: drop everything, and cache nothing meanwhile.
      live = listening
      changed()
    },
  )
  return {
    generation: () => generation,
    live: () => live,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    close: unlisten,
  }
}

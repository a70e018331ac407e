import type { Database } from '#server/db/client'
import { refreshCategoryCounts } from '#server/db/catalogue-maintenance'

/**
 * The catalogue's stored counts (in stock per category, facets) follow the stock status codes; a sale that
 * sells a product out changes its status, so the counts are refreshed (docs/decisions/0012 asks every
 * writer of products to). A refresh is one pass over the products (seconds on 100,000), so it runs after
 * the sale has committed, never inside it, and sales during a refresh ask for one more run, not one each.
 */
export function createCatalogueRefresher(db: Database, onError: (error: unknown) => void) {
  let running: Promise<void> | null = null
  let again = false
  const run = async (): Promise<void> => {
    do {
      again = false
      try {
        await refreshCategoryCounts(db)
      } catch (error) {
        onError(error)
      }
    } while (again)
    running = null
  }
  return {
    /** Asks for a refresh; answers when the one that covers this request has finished. */
    request(): Promise<void> {
      if (running) {
        again = true
        return running
      }
      running = run()
      return running
    },
  }
}
export type CatalogRefresher = ReturnType<typeof createCatalogueRefresher>

import type { HeadersFunction } from 'react-router'

/**
 * Headers of pages that are the same for every anonymous shopper (home, categories, products): shared
 * caches may keep them briefly and serve them stale while they fetch a fresh copy; browsers revalidate each
 * time (the server answers 304 by ETag). The server keeps them in its page cache until the catalogue
 * changes, and sends logged-in shoppers their own uncached copy instead (docs/decisions/0043).
 */
export const publicPageHeaders: HeadersFunction = ({ errorHeaders }): Record<string, string> =>
  errorHeaders ? {} : { 'Cache-Control': 'public, max-age=0, s-maxage=60, stale-while-revalidate=600' }

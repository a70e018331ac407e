import type { HeadersFunction } from 'react-router'

/**
 * Headers of pages that are the same for every anonymous shopper (home, categories, products): shared
 * caches may keep them a minute; browsers revalidate each time (the server answers 304 by ETag) and never
 * serve a stale copy (after a login it would show the guest's page). The server keeps them in its page cache until the catalogue
 * changes, and sends logged-in shoppers their own uncached copy instead (docs/decisions/0043).
 */
export const publicPageHeaders: HeadersFunction = ({ errorHeaders }): Record<string, string> =>
  errorHeaders ? {} : { 'Cache-Control': 'public, max-age=0, must-revalidate, s-maxage=60' }

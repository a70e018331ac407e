import type { RouteKey } from './route-table'

/**
 * The customer service and legal pages, in the order the footer and the mobile menu list them; the sitemap
 * lists them too. Their titles are the catalogue's `page.<key>` messages.
 */
export const SERVICE_PAGES = [
  'serviceShipping',
  'serviceReturns',
  'servicePayment',
  'serviceContact',
  'terms',
  'privacy',
  'accessibility',
] as const satisfies readonly RouteKey[]
export type ServicePage = (typeof SERVICE_PAGES)[number]

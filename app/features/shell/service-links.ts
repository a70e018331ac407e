import type { MessageKey } from '#app/i18n/catalog'
import type { RouteKey } from '#core/routes/route-table'

/** A service or legal page: its link text and its row in the translated route table. */
export interface ServiceLink {
  label: MessageKey
  route: RouteKey
}

/**
 * The service and legal pages (shipping, returns and withdrawal, payment, terms, privacy, contact) that the
 * mobile menu lists in its "Service" section (issue 10), in this order. The pages and their rows in the route
 * table arrive with the service pages themselves; while this list is empty the section is left out.
 */
export const SERVICE_LINKS: readonly ServiceLink[] = []

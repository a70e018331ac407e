import { SERVICE_PAGES, type ServicePage } from '#core/routes/service-pages'
import type { MessageKey } from '#app/i18n/catalog'

export interface ServiceLink {
  route: ServicePage
  /** The page's title in the catalogue (shell part: footer and menu show it before any service page loaded). */
  label: MessageKey
}

/** The customer service and legal pages, for the footer, the mobile menu and the pages' own navigation. */
export const SERVICE_LINKS: readonly ServiceLink[] = SERVICE_PAGES.map((route) => ({
  route,
  label: `page.${route}` as const,
}))

/** A document title: the page, then the shop (WCAG 2.4.2); the page alone when the shop's name is unknown. */
export function pageTitle(page: string, company: string): string {
  return company ? `${page} - ${company}` : page
}

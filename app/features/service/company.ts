export { companyValues } from '#core/legal/texts'

/** A phone number as a tel: link (digits and the leading plus only). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`
}

import { LOCALE_TAGS, type Locale } from '../locales'
import type { AddressFields } from '../schemas/address'

/** A country's name in a language (spec §3 "Country": titles come from the page language). */
export function countryName(locale: Locale, iso: string): string {
  return new Intl.DisplayNames([LOCALE_TAGS[locale]], { type: 'region' }).of(iso) ?? iso
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character]!)
}

/** The person an address is for: first and last name. */
export function personName(address: Pick<AddressFields, 'first_name' | 'last_name'>): string {
  return `${address.first_name} ${address.last_name}`.trim()
}

/**
 * An address as lines of text, the way a Dutch shop prints it: company, name, street with number and
 * addition, the extra address lines, postal code and town, country (spelled in the page language).
 */
export function addressLines(address: AddressFields, countryName: string): string[] {
  const name = personName(address)
  const number = [address.house_number, address.house_number_addition].filter(Boolean).join(' ')
  return [
    address.is_company ? address.company_name : '',
    name,
    [address.address, number].filter(Boolean).join(' '),
    address.address_2,
    address.address_3,
    [address.postal_code, address.city].filter(Boolean).join(' '),
    countryName,
  ].filter((line) => line.trim() !== '')
}

/** `summary_html` of spec §3 "Address": the lines escaped, `<br>` between them. */
export function addressSummaryHtml(address: AddressFields, countryName: string): string {
  return addressLines(address, countryName).map(escapeHtml).join('<br>')
}

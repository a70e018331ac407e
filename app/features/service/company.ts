import { countryName } from '#core/address/summary'
import type { Locale } from '#core/locales'
import type { ShellData } from '#core/schemas/shell'

/** The values the service texts fill in about the company, all from the settings (one place). */
export function companyValues(shell: ShellData, locale: Locale) {
  const { store, company_legal: legal } = shell
  return {
    company: shell.company_name,
    legalName: legal.legal_name,
    coc: legal.coc_number,
    vat: legal.vat_number,
    address: `${store.street}, ${store.postal_code} ${store.city}, ${countryName(locale, store.country_iso)}`,
    city: store.city,
    email: store.email,
    phone: store.phone,
  }
}

/** A phone number as a tel: link (digits and the leading plus only). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`
}

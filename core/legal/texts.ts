import { countryName } from '#core/address/summary'
import type { Locale } from '#core/locales'
import type { CompanyLegal, StoreInfo } from '#core/schemas/shell'

/**
 * The articles of the general terms and the sections of the privacy statement, in reading order: the legal
 * pages and the documents the order confirmation carries (server/domain/legal) read the same catalogue keys,
 * `service.<document>.<id>.title` and `.text`.
 */
export const LEGAL_SECTIONS = {
  terms: [
    'scope',
    'offer',
    'age',
    'prices',
    'delivery',
    'withdrawal',
    'conformity',
    'services',
    'dealers',
    'complaints',
    'law',
  ],
  privacy: ['who', 'what', 'sharing', 'retention', 'cookies', 'rights', 'security'],
} as const

/** The lines of the EU model withdrawal form (Directive 2011/83/EU, annex I B) a shopper fills in. */
export const WITHDRAWAL_FORM_FIELDS = [
  'formOrdered',
  'formName',
  'formAddress',
  'formSignature',
  'formDate',
] as const

/** What the legal texts need about the company: the settings `company_name`, `store` and `company_legal`. */
export interface CompanySettings {
  company_name: string
  store: StoreInfo
  company_legal: CompanyLegal
}

/** The values the service and legal texts fill in about the company, all from the settings (one place). */
export function companyValues(company: CompanySettings, locale: Locale) {
  const { store, company_legal: legal } = company
  return {
    company: company.company_name,
    legalName: legal.legal_name,
    coc: legal.coc_number,
    vat: legal.vat_number,
    address: `${store.street}, ${store.postal_code} ${store.city}, ${countryName(locale, store.country_iso)}`,
    city: store.city,
    email: store.email,
    phone: store.phone,
  }
}
export type CompanyValues = ReturnType<typeof companyValues>

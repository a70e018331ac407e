/** Dealers' company numbers (issue 9): the Dutch KvK number and EU VAT numbers per member state. No Zod here. */

/** The VAT number after its country prefix, per EU member state (the European Commission's VIES formats). */
export const EU_VAT_FORMATS: Readonly<Record<string, RegExp>> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  ES: /^[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^\d{8}$/,
  FR: /^[A-HJ-NP-Z0-9]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^\d[A-Z0-9+*]\d{5}[A-W][A-I]?$/,
  IT: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^\d{2,10}$/,
  SE: /^\d{12}$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
}

/** The VAT prefix of a country (Greece's is EL). */
export function vatPrefix(countryIso: string): string {
  return countryIso === 'GR' ? 'EL' : countryIso
}

/** "nl 1234.56.789.b01" → "NL123456789B01" for the country; null when it is not that country's format. */
export function normalizeVatNumber(countryIso: string, value: string): string | null {
  const prefix = vatPrefix(countryIso.toUpperCase())
  const format = EU_VAT_FORMATS[prefix]
  if (!format) return null
  let compact = value.toUpperCase().replace(/[\s.\-/]/g, '')
  if (compact.startsWith(prefix)) compact = compact.slice(prefix.length)
  return format.test(compact) ? `${prefix}${compact}` : null
}

/** A Dutch KvK number: 8 digits (spaces and dots allowed in the input). */
export function normalizeCocNumber(countryIso: string, value: string): string | null {
  const compact = value.replace(/[\s.]/g, '')
  if (countryIso.toUpperCase() === 'NL') return /^\d{8}$/.test(compact) ? compact : null
  // Other countries' trade registers: letters and digits, as the register writes them.
  return /^[A-Za-z0-9-]{2,20}$/.test(compact) ? compact.toUpperCase() : null
}

/**
 * Postal codes per country: what a valid one looks like and how the shop writes it (NL `1234 AB`,
 * BE `1234`, DE `12345`, …). Shared by the address form (instant feedback), the address lookups and the
 * server's validation, so a code is stored in one spelling whatever the shopper typed.
 */
interface PostalCodeRule {
  /** Tested against the code in upper case without spaces or dashes. */
  pattern: RegExp
  /** The stored spelling of a compact code that matched. */
  format: (compact: string) => string
  /** An example for messages: "1234 AB". */
  example: string
}

const asIs = (compact: string) => compact

const RULES: Readonly<Record<string, PostalCodeRule>> = {
  // SA, SD and SS are never issued as letter pairs.
  NL: {
    pattern: /^[1-9][0-9]{3}(?!SA|SD|SS)[A-Z]{2}$/,
    format: (c) => `${c.slice(0, 4)} ${c.slice(4)}`,
    example: '1234 AB',
  },
  BE: { pattern: /^[1-9][0-9]{3}$/, format: asIs, example: '1000' },
  DE: { pattern: /^[0-9]{5}$/, format: asIs, example: '10115' },
  LU: { pattern: /^(?:L)?[0-9]{4}$/, format: (c) => `L-${c.replace(/^L/, '')}`, example: 'L-1234' },
  FR: { pattern: /^[0-9]{5}$/, format: asIs, example: '75001' },
  AT: { pattern: /^[1-9][0-9]{3}$/, format: asIs, example: '1010' },
  DK: { pattern: /^[1-9][0-9]{3}$/, format: asIs, example: '1050' },
  IT: { pattern: /^[0-9]{5}$/, format: asIs, example: '00118' },
  ES: { pattern: /^(?:0[1-9]|[1-4][0-9]|5[0-2])[0-9]{3}$/, format: asIs, example: '28001' },
  CH: { pattern: /^[1-9][0-9]{3}$/, format: asIs, example: '8001' },
  NO: { pattern: /^[0-9]{4}$/, format: asIs, example: '0150' },
  GB: {
    pattern: /^[A-Z]{1,2}[0-9][A-Z0-9]?[0-9][A-Z]{2}$/,
    format: (c) => `${c.slice(0, -3)} ${c.slice(-3)}`,
    example: 'SW1A 1AA',
  },
}

/** Longest postal code the shop accepts as typed (with spaces), any country. */
export const POSTAL_CODE_MAX_LENGTH = 10

function compact(value: string): string {
  return value.toUpperCase().replace(/[\s-]+/g, '')
}

/**
 * The stored spelling of a postal code in a country, or null when it is not a valid code there. Countries
 * without a rule accept 2 to 10 letters, digits, spaces and dashes as typed (trimmed, upper case).
 */
export function normalizePostalCode(countryIso: string, value: string): string | null {
  if (value.length > POSTAL_CODE_MAX_LENGTH * 2) return null
  const rule = RULES[countryIso.toUpperCase()]
  const code = compact(value)
  if (!rule) {
    const typed = value.trim().toUpperCase().replace(/\s+/g, ' ')
    return /^[A-Z0-9][A-Z0-9 -]{1,9}$/.test(typed) ? typed : null
  }
  return rule.pattern.test(code) ? rule.format(code) : null
}

/** An example of a valid code in the country, for error messages; null when the country has no rule. */
export function postalCodeExample(countryIso: string): string | null {
  return RULES[countryIso.toUpperCase()]?.example ?? null
}

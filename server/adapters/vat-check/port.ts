/**
 * Checking a dealer's EU VAT number with the member state (issue 9): the registration asks the port and
 * refuses a number the service says is invalid. `unknown`: the service did not answer or is not configured;
 * a person checks it when approving the dealer.
 */
export type VatCheckResult = 'valid' | 'invalid' | 'unknown'

export interface VatChecker {
  readonly name: string
  /** `countryIso` as the VAT number's prefix (EL for Greece), `number` without it, digits and letters only. */
  check(countryIso: string, number: string): Promise<VatCheckResult>
}

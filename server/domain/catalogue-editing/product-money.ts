import { euroInput, parseEuroInput } from '#core/money'
import { euroToCents } from '#core/schemas/catalogue-feed'

/**
 * Money between the product form and the feed row it posts: staff type euros the Dutch way ("12,95",
 * core/money.ts), the feed wants them with a dot ("12.95"). Integer cents in between, never a float.
 */

/** Cents as the feed writes euros: `1295` → `12.95`. */
export const euroToCentsText = (cents: number): string => euroInput(cents, '.')

/** What staff typed, as the feed's euros; text that is no amount is passed on for the feed to refuse. */
export function formEurosToFeed(text: string): string {
  if (text.trim() === '') return ''
  const cents = parseEuroInput(text)
  return cents === null ? text : euroToCentsText(cents)
}

/** The feed's euros as the form shows them: `12.95` → `12,95`; anything else as it is. */
export function feedEurosToForm(text: string): string {
  const cents = euroToCents(text)
  return cents === null ? text : euroInput(cents)
}

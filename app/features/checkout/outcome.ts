import type { CheckoutOutcome, LocaleSite, ShopLoadContext } from '#core/context'

/** The request's language and prefix, as every checkout call of the load context takes them. */
export function siteOf(context: ShopLoadContext): LocaleSite {
  return { locale: context.locale, prefix: context.prefix }
}

/** What a refused step call leaves the page to show: field errors, one message, or where to go instead. */
export interface Refusal {
  errors: Record<string, string[]>
  message: string | null
  redirectTo: string | null
}

export function refusalOf(outcome: Extract<CheckoutOutcome<unknown>, { ok: false }>): Refusal {
  const body = outcome.body
  return {
    errors: 'errors' in body ? body.errors : {},
    // A shortage names what it changed in the cart (spec §8 "Not enough supply"): title and changes.
    message: 'warning' in body ? `${body.message}. ${body.warning.message}` : body.message || null,
    // A 409 that sends the shopper to an earlier step; not-enough-supply stays on the page with its message.
    redirectTo: outcome.status === 409 && 'redirect_to' in body ? body.redirect_to : null,
  }
}

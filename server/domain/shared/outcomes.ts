import type { CheckoutOutcome, LocaleSite } from '#core/context'
import { translate } from '#server/i18n/translate'
import type { RequestSession } from '#server/domain/sessions/request-session'
import { ValidationError } from '#server/validation'

/**
 * The answers of the shopper-facing calls (checkout, account, address book, dealer requests, orders of the
 * account): ok, 404, 422 with field messages in the request's language. Shared here so those capabilities do
 * not import each other for them (decision 0156).
 */

/** One call of the checkout or the account: the page's language and the visitor's session. */
export interface CheckoutRequest {
  site: LocaleSite
  session: RequestSession
  /** Where the provider returns the shopper, when not the configured origin (server/http/middleware/return-origin.ts). */
  returnOrigin?: string | null
}

/** The account's calls take the same request. */
export type AccountRequest = CheckoutRequest

/** 401 for a visitor who is not logged in. */
export function loginRequired<T>(request: AccountRequest): CheckoutOutcome<T> {
  return {
    ok: false,
    status: 401,
    body: { message: translate(request.site.locale, 'account.loginRequired') },
  }
}

export function ok<T>(data: T): CheckoutOutcome<T> {
  return { ok: true, data }
}

export function notFound<T>(request: CheckoutRequest): CheckoutOutcome<T> {
  return { ok: false, status: 404, body: { message: translate(request.site.locale, 'error.notFound') } }
}

/** 422 with the fields' messages (catalogue keys) in the request's language. */
export function fieldErrors<T>(
  request: CheckoutRequest,
  missing: Record<string, string>,
): CheckoutOutcome<T> {
  const errors = Object.fromEntries(
    Object.entries(missing).map(([field, key]) => [field, [translate(request.site.locale, key)]]),
  )
  return { ok: false, status: 422, body: new ValidationError(errors).toBody(request.site.locale) }
}

/** Runs a call, answering a ValidationError (a refused input) as its 422 outcome. */
export async function guarded<T>(
  request: CheckoutRequest,
  call: () => Promise<CheckoutOutcome<T>>,
): Promise<CheckoutOutcome<T>> {
  try {
    return await call()
  } catch (error) {
    if (error instanceof ValidationError) {
      return { ok: false, status: 422, body: error.toBody(request.site.locale) }
    }
    throw error
  }
}

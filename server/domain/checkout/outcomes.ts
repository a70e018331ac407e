import type { CheckoutOutcome, LocaleSite } from '#core/context'
import { localePath } from '#core/routes/locale'
import type { RouteKey } from '#core/routes/route-table'
import { translate } from '#server/i18n/translate'
import type { RequestSession } from '#server/domain/sessions/request-session'
import { sessionCheckoutId } from '#server/domain/sessions/checkout-key'
import { ValidationError } from '#server/validation'
import type { Step } from './steps'
import type { Viewer } from './view'

/** One call of the checkout: the page's language and the visitor's session. */
export interface CheckoutRequest {
  site: LocaleSite
  session: RequestSession
  /** Where the provider returns the shopper, when not the configured origin (server/http/middleware/return-origin.ts). */
  returnOrigin?: string | null
}

export function viewerOf(request: CheckoutRequest): Viewer {
  return { customerId: request.session.customerId }
}

export function checkoutIdOf(request: CheckoutRequest): string | null {
  return sessionCheckoutId(request.session)
}

export function ok<T>(data: T): CheckoutOutcome<T> {
  return { ok: true, data }
}

export function notFound<T>(request: CheckoutRequest): CheckoutOutcome<T> {
  return { ok: false, status: 404, body: { message: translate(request.site.locale, 'error.notFound') } }
}

const STEP_PAGES: Record<Step, RouteKey> = {
  0: 'cart',
  1: 'checkoutRegister',
  2: 'checkoutFulfilment',
  3: 'checkoutFulfilment',
}

export function stepPath(site: LocaleSite, step: Step): string {
  return localePath(site.prefix, site.locale, STEP_PAGES[step])
}

/** 409 with the page of the first step not yet done (spec §2: later steps require the earlier ones). */
export function redirectTo<T>(request: CheckoutRequest, step: Step, messageKey?: string): CheckoutOutcome<T> {
  const key =
    messageKey ??
    (step === 0 ? 'checkout.emptyCart' : step === 1 ? 'checkout.step1Required' : 'checkout.step2Required')
  return {
    ok: false,
    status: 409,
    body: { message: translate(request.site.locale, key), redirect_to: stepPath(request.site, step) },
  }
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

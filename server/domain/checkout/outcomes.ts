import type { CheckoutOutcome, LocaleSite } from '#core/context'
import { localePath } from '#core/routes/locale'
import type { RouteKey } from '#core/routes/route-table'
import { translate } from '#server/i18n/translate'
import { sessionCheckoutId } from '#server/domain/sessions/checkout-key'
import type { Viewer } from '#server/domain/sessions/viewer'
import type { CheckoutRequest } from '#server/domain/shared/outcomes'
import type { Step } from './steps'

export function viewerOf(request: CheckoutRequest): Viewer {
  return { customerId: request.session.customerId }
}

export function checkoutIdOf(request: CheckoutRequest): string | null {
  return sessionCheckoutId(request.session)
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

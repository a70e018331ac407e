import type { Locale } from '#core/locales'
import type {
  Checkout,
  CheckoutLineRequest,
  CheckoutLineResponse,
  CheckoutResponse,
} from '#core/schemas/checkout'
import { takeViewerFrom } from '#app/lib/viewer'
import { cartStore, INITIAL_CART_STATE, type CartState } from './cart-state'
import {
  deleteCheckoutLine,
  fetchCheckout,
  postCheckoutLine,
  putCheckoutLine,
  putDiscountCode,
  restoreCheckoutLine,
} from './cart-api'

/*
 * Responses are applied in the order their requests were sent: an answer to an older request (the start
 * load, a slow update) never overwrites the checkout of a newer one that came back first.
 */
let sent = 0
let applied = 0

function nextRequest(): number {
  return ++sent
}

function apply(request: number, checkout: Checkout): void {
  if (request < applied) return
  applied = request
  cartStore.set({ checkout, count: checkout.checkout_line_item_count, status: 'ready' })
}

let started: Promise<void> | null = null
let startCalled = false

/**
 * Loads the checkout (`GET /front-api/checkout`); the shell calls it once per document after hydration
 * (spec §4 "Start"), later calls share that load. Rejects with `ApiError` (or a network error) on failure.
 */
export function loadCart(locale: Locale): Promise<void> {
  if (started) return started
  cartStore.set((state) => ({ status: state.checkout ? state.status : 'loading' }))
  let request = 0
  // After the changes under way (not in their line: a change sent later does not wait for it). A new
  // shopper's first add creates the session: a load sent before its cookie came back would answer an empty
  // cart, and as the later request it would be applied over the add (a tap kept from before hydration,
  // docs/decisions/0091, is sent as the start load begins).
  started = queue
    .then(() => {
      request = nextRequest()
      return fetchCheckout(locale)
    })
    .then(
      (response) => {
        apply(request, response.checkout)
        // The page may come from a shared cache, rendered for a guest: the customer says who is here.
        takeViewerFrom(response.customer)
      },
      (error: unknown) => {
        started = null
        if (!cartStore.get().checkout) cartStore.set({ status: 'failed' })
        throw error
      },
    )
  return started
}

/**
 * Takes over a checkout the server rendered with the page (the cart page's loader), as the start load would
 * have: the shell then loads nothing itself.
 */
export function seedCart(checkout: Checkout): void {
  startCalled = true
  started ??= Promise.resolve()
  apply(nextRequest(), checkout)
}

/**
 * The start load (spec §4 "Start"): the first call in a document loads the cart and answers that load, any
 * later call (a remount, React's strict-mode double effect) answers null.
 */
export function startCart(locale: Locale): Promise<void> | null {
  if (startCalled) return null
  startCalled = true
  return loadCart(locale)
}

/*
 * Calls that change the cart go one at a time, each after the previous one answered: the first add of a new
 * shopper creates the session, and a second add sent before its cookie arrived would create another session
 * and be lost. A failed call does not stop the ones after it. Reads take no place in line (the start load waits
 * for the changes under way, `loadCart`).
 */
let queue: Promise<unknown> = Promise.resolve()

function inTurn<T>(run: () => Promise<T>): Promise<T> {
  const result = queue.then(run, run)
  queue = result.catch(() => undefined)
  return result
}

function lineCall(
  call: (body: CheckoutLineRequest, locale: Locale) => Promise<CheckoutLineResponse>,
  body: CheckoutLineRequest,
  locale: Locale,
): Promise<CheckoutLineResponse> {
  return checkoutCall(() => call(body, locale))
}

function checkoutCall<R extends CheckoutResponse>(call: () => Promise<R>): Promise<R> {
  return inTurn(async () => {
    const request = nextRequest()
    const response = await call()
    apply(request, response.checkout)
    return response
  })
}

/** `POST /front-api/checkout-line`: adds pieces of a product (or sets an option). */
export function addLine(body: CheckoutLineRequest, locale: Locale): Promise<CheckoutLineResponse> {
  return lineCall(postCheckoutLine, body, locale)
}

/** `PUT /front-api/checkout-line`: sets a line's quantity, or an option's quantity on its line. */
export function updateLine(body: CheckoutLineRequest, locale: Locale): Promise<CheckoutLineResponse> {
  return lineCall(putCheckoutLine, body, locale)
}

/** `DELETE /front-api/checkout-line/product/{productId}`: the line moves to the archive. */
export function removeLine(productId: number, locale: Locale): Promise<CheckoutResponse> {
  return checkoutCall(() => deleteCheckoutLine(productId, locale))
}

/** `PUT /front-api/checkout-line/{id}/restore`: a line from the archive back into the cart. */
export function restoreLine(lineId: number, locale: Locale): Promise<CheckoutResponse> {
  return checkoutCall(() => restoreCheckoutLine(lineId, locale))
}

/** `PUT /front-api/checkout/{checkoutId}/fulfilment/discount-code`; an empty code removes the coupon. */
export async function setCoupon(code: string, locale: Locale): Promise<CheckoutResponse> {
  let checkout = cartStore.get().checkout
  if (!checkout) {
    await loadCart(locale)
    checkout = cartStore.get().checkout!
  }
  return checkoutCall(() => putDiscountCode(cartStore.get().checkout?.id ?? checkout.id, code, locale))
}

/** Tests start from an empty cart. */
export function resetCartStore(state: Partial<CartState> = {}): void {
  sent = 0
  applied = 0
  queue = Promise.resolve()
  started = null
  startCalled = false
  cartStore.set({ ...INITIAL_CART_STATE, ...state })
}

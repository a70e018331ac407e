import type { CheckoutOutcome, CheckoutPage, FulfilmentChange, LocaleSite } from '#core/context'
import { normalizePostalCode } from '#core/address/postal-codes'
import type { Checkout, FulfilmentResponse, RegisterResponse } from '#core/schemas/checkout'
import {
  createAccountFlagRequestSchema,
  customerCommentRequestSchema,
  customerReferenceRequestSchema,
  deliveryAddressRequestSchema,
  fulfilmentMethodRequestSchema,
  invoiceAddressRequestSchema,
  newsletterRequestSchema,
  paymentBankRequestSchema,
  paymentMethodRequestSchema,
  pickupPointRequestSchema,
  registerRequestSchema,
} from '#core/schemas/checkout-steps'
import { discountCodeRequestSchema } from '#core/schemas/checkout'
import type { PickupPointProvider } from '#server/adapters/pickup-points/port'
import type { Database } from '#server/db/client'
import type { StoredPickupPoint } from '#server/db/schema'
import { setDiscountCode } from '#server/domain/cart/changes'
import type { MethodLister } from '#server/domain/orders/payments/methods'
import { validate } from '#server/validation'
import {
  saveRegister,
  setCheckoutValues,
  setCreateAccount,
  setDeliveryAddress,
  setInvoiceAddress,
  setPaymentIssuer,
  setPaymentMethod,
  setPickupPoint,
  setShippingMethod,
  storedPickupPoint,
} from './changes'
import { fieldErrors, guarded, notFound, ok, type CheckoutRequest } from '#server/domain/shared/outcomes'
import { checkoutIdOf, redirectTo, stepPath, viewerOf } from './outcomes'
import { stepRedirect, type Step } from './steps'
import type { CheckoutSource } from '#server/domain/cart/checkout-rows'
import type { CartInclude } from '#server/domain/cart/view'
import type { CartReferenceData } from '#server/domain/cart/reference-data'
import type { Viewer } from '#server/domain/sessions/viewer'
import { fulfilmentView, readCheckout, type CheckoutState } from './view'

/**
 * The checkout steps as one service (core/context.ts `CheckoutPages`): reads with their gates, the
 * register form and the fulfilment changes. The front-api handlers and the pages' loaders and actions both
 * call it, so a shopper without JavaScript gets exactly what the API gives. Payment, confirmation and
 * accounts are in placing.ts.
 */

export interface StepsDeps {
  db: Database
  listMethods: MethodLister
  pickupPoints: PickupPointProvider | null
  onProviderError: (error: unknown) => void
  now: () => Date
  /** Shipping rates and countries for reads (kept per catalogue generation when given). */
  reference?: CartReferenceData
}

export function createCheckoutSteps(deps: StepsDeps) {
  const { db } = deps
  const read = (site: LocaleSite, source: CheckoutSource, viewer: Viewer, include?: CartInclude) =>
    readCheckout(db, site, source, viewer, deps.now(), include, deps.reference)
  const fulfilment = (site: LocaleSite, state: CheckoutState) => fulfilmentView(deps, site, state)

  /** The fulfilment answer after a change (or a refusal of a page the shopper may not see yet). */
  async function fulfilmentAnswer(request: CheckoutRequest): Promise<CheckoutOutcome<FulfilmentResponse>> {
    const state = await read(request.site, checkoutIdOf(request), viewerOf(request))
    const redirect = stepRedirect(2, state.facts)
    if (redirect !== null) return redirectTo(request, redirect)
    return ok({ checkout: (await fulfilment(request.site, state)).checkout })
  }

  async function registerAnswer(request: CheckoutRequest): Promise<RegisterResponse> {
    const state = await read(request.site, checkoutIdOf(request), viewerOf(request))
    const { checkout } = await fulfilment(request.site, state)
    return { checkout, customer: checkout.customer }
  }

  /** Runs a fulfilment change on the session's checkout, which must have step 1 done. */
  async function change(
    request: CheckoutRequest,
    apply: (
      checkoutId: string,
      state: CheckoutState,
    ) => Promise<boolean | CheckoutOutcome<FulfilmentResponse>>,
  ): Promise<CheckoutOutcome<FulfilmentResponse>> {
    return guarded(request, async () => {
      const checkoutId = checkoutIdOf(request)
      const state = await read(request.site, checkoutId, viewerOf(request))
      if (!checkoutId || state.priced === null) return redirectTo(request, 0)
      const redirect = stepRedirect(2, state.facts)
      if (redirect !== null) return redirectTo(request, redirect)
      const applied = await apply(checkoutId, state)
      if (applied === false) return notFound(request)
      if (applied !== true) return applied
      return fulfilmentAnswer(request)
    })
  }

  /** The provider's view of a pickup point the shopper chose: it must exist, and its data is taken over. */
  async function checkedPickupPoint(
    request: CheckoutRequest,
    point: StoredPickupPoint,
  ): Promise<StoredPickupPoint | null> {
    if (!deps.pickupPoints) return point
    const found = await deps.pickupPoints.findByCode(point.country_iso as 'NL' | 'BE', point.location_code)
    if (!found) return null
    const address = found.Address
    return {
      location_code: found.LocationCode,
      name: found.Name,
      opening_hours: found.OpeningHours as Record<string, string[]>,
      street: address.Street,
      house_number: [address.HouseNr, address.HouseNrExt].filter(Boolean).join(' '),
      postal_code: normalizePostalCode(address.Countrycode, address.Zipcode) ?? address.Zipcode,
      city: address.City,
      country_iso: address.Countrycode,
    }
  }

  const changes: Record<
    FulfilmentChange,
    (request: CheckoutRequest, body: unknown) => Promise<CheckoutOutcome<FulfilmentResponse>>
  > = {
    method: (request, body) =>
      change(request, (id) => {
        const { fulfilment_method_entry_id } = validate(
          fulfilmentMethodRequestSchema,
          body,
          request.site.locale,
        )
        return setShippingMethod(db, id, fulfilment_method_entry_id, request.site.locale)
      }),
    payment: (request, body) =>
      change(request, async (id, state) => {
        const { payment_method_entry_id } = validate(paymentMethodRequestSchema, body, request.site.locale)
        const { checkout } = await fulfilment(request.site, state)
        const method = checkout.payment_methods.find((option) => option.id === payment_method_entry_id)
        if (!method) {
          return fieldErrors(request, { payment_method_entry_id: 'checkout.paymentMethodUnavailable' })
        }
        return setPaymentMethod(
          db,
          id,
          method.id,
          method.issuers.map((issuer) => issuer.id),
        )
      }),
    'payment-bank': (request, body) =>
      change(request, async (id, state) => {
        const { payment_method_bank_id } = validate(paymentBankRequestSchema, body, request.site.locale)
        const { checkout } = await fulfilment(request.site, state)
        const method = checkout.payment_methods.find(
          (option) => option.id === checkout.payment_method_entry_id,
        )
        if (!method || !method.issuers.some((issuer) => issuer.id === payment_method_bank_id)) {
          return fieldErrors(request, { payment_method_bank_id: 'checkout.bankUnknown' })
        }
        return setPaymentIssuer(db, id, method.id, payment_method_bank_id, request.site.locale)
      }),
    address: (request, body) =>
      change(request, (id) => {
        const { address_id } = validate(deliveryAddressRequestSchema, body, request.site.locale)
        return setDeliveryAddress(db, id, viewerOf(request), address_id, request.site.locale)
      }),
    addressInvoice: (request, body) =>
      change(request, (id) => {
        const { address_id } = validate(invoiceAddressRequestSchema, body, request.site.locale)
        return setInvoiceAddress(db, id, viewerOf(request), address_id, request.site.locale)
      }),
    'address-pickup-point': (request, body) =>
      change(request, async (id) => {
        const point = storedPickupPoint(validate(pickupPointRequestSchema, body, request.site.locale))
        const checked = await checkedPickupPoint(request, point)
        if (!checked) return fieldErrors(request, { pickup_point_location_code: 'validation.pickupPoint' })
        return setPickupPoint(db, id, checked, request.site.locale)
      }),
    'customer-comment': (request, body) =>
      change(request, (id) => {
        const { customer_comment } = validate(customerCommentRequestSchema, body, request.site.locale)
        return setCheckoutValues(db, id, { customerComment: customer_comment })
      }),
    'customer-reference': (request, body) =>
      change(request, (id) => {
        const { customer_reference } = validate(customerReferenceRequestSchema, body, request.site.locale)
        return setCheckoutValues(db, id, { customerReference: customer_reference })
      }),
    'newsletter-subscription': (request, body) =>
      change(request, (id) => {
        const { newsletter_subscription } = validate(newsletterRequestSchema, body, request.site.locale)
        return setCheckoutValues(db, id, { newsletterSubscription: newsletter_subscription })
      }),
    'create-account': (request, body) =>
      change(request, (id) => {
        const { create_account } = validate(createAccountFlagRequestSchema, body, request.site.locale)
        return setCreateAccount(db, id, viewerOf(request), create_account, request.site.locale)
      }),
    'discount-code': (request, body) =>
      change(request, (id) => {
        const { discount_code } = validate(discountCodeRequestSchema, body, request.site.locale)
        return setDiscountCode(db, id, discount_code, request.site.locale)
      }),
  }

  return {
    /** The checkout as every checkout call answers it (the cart's calls too). */
    async read(
      site: LocaleSite,
      source: CheckoutSource,
      viewer: Viewer,
      include?: CartInclude,
    ): Promise<Checkout> {
      return (await read(site, source, viewer, include)).checkout
    },

    /** Where a checkout page must send the shopper instead, or null (the confirmation: see placing.ts). */
    async gate(
      request: CheckoutRequest,
      page: Exclude<CheckoutPage, { confirmation: string }>,
    ): Promise<string | null> {
      const state = await read(request.site, checkoutIdOf(request), viewerOf(request))
      const step: Step | null = stepRedirect(page === 'fulfilment' ? 2 : 1, state.facts)
      if (step !== null) return stepPath(request.site, step)
      // A logged-in customer has nothing to do on the login page.
      if (page === 'login' && request.session.customerId) return stepPath(request.site, 1)
      return null
    },

    register: registerAnswer,

    async saveRegister(request: CheckoutRequest, body: unknown): Promise<CheckoutOutcome<RegisterResponse>> {
      return guarded(request, async () => {
        const checkoutId = checkoutIdOf(request)
        const state = await read(request.site, checkoutId, viewerOf(request))
        if (!checkoutId || !state.facts.hasLines) return redirectTo(request, 0)
        const form = validate(registerRequestSchema, body, request.site.locale)
        const saved = await saveRegister(db, checkoutId, viewerOf(request), form, request.site.locale)
        if (!saved) return notFound(request)
        return ok(await registerAnswer(request))
      })
    },

    fulfilment: fulfilmentAnswer,

    /**
     * `GET /front-api/checkout` (spec §7, §3 "Checkout"): the session's checkout, with the methods and options
     * of its fulfilment, and the customer; an empty checkout before the first add (nothing is created).
     */
    readWithMethods: registerAnswer,

    change(request: CheckoutRequest, kind: FulfilmentChange, body: unknown) {
      return changes[kind](request, body)
    },
  }
}

export type CheckoutSteps = ReturnType<typeof createCheckoutSteps>

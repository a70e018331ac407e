import { desc, eq, sql } from 'drizzle-orm'
import type { CheckoutOutcome } from '#core/context'
import { localePath } from '#core/routes/locale'
import type { Locale } from '#core/locales'
import type { FulfilmentResponse, NotEnoughSupplyResponse, SupplyAdjustment } from '#core/schemas/checkout'
import { confirmationAccountRequestSchema, transactionRequestSchema } from '#core/schemas/checkout-steps'
import {
  isPaidStatus,
  type ConfirmationElsewhereResponse,
  type ConfirmationResponse,
  type CreateAccountResponse,
} from '#core/schemas/order'
import type { Database } from '#server/db/client'
import { isUuid } from '#core/ids'
import { customers, orders, payments } from '#server/db/schema'
import { translate } from '#server/i18n/translate'
import { saveAddress } from '#server/domain/customers/addresses'
import { customerView, ensureCustomer, findCustomerByEmail } from '#server/domain/customers/customers'
import { logSessionIn } from '#server/domain/customers/login'
import { hashPassword } from '#server/domain/shared/passwords'
import { findOrderOfCheckout, orderLinesOf, type OrderRow } from '#server/domain/orders/orders'
import { orderView } from '#server/domain/orders/view'
import { applyPaymentStatus, isFinalStatus, type StatusContext } from '#server/domain/orders/payments/status'
import { startTransaction, type TransactionContext } from '#server/domain/orders/payments/transaction'
import { rememberOrderedCheckout, sessionOrderedCheckouts } from '#server/domain/sessions/checkout-key'
import { validate } from '#server/validation'
import { fieldErrors, guarded, notFound, ok, type CheckoutRequest } from '#server/domain/shared/outcomes'
import { checkoutIdOf, redirectTo, viewerOf } from './outcomes'
import { step2Missing, stepRedirect } from './steps'
import { fulfilmentView, loadTransactions, readCheckout, type FulfilmentDeps } from './view'

/**
 * Placing the order (spec §4 "Fulfilment": "checkout then creates a transaction and the customer lands on
 * the confirmation page"; §8 payment and order errors): the transaction call, the confirmation read (which
 * asks the provider first, so a lost webhook loses no order) and the account after the order.
 */

/**
 * The shortage warning of a transaction: each change named (a line lowered or removed, an option taken off
 * its line), then what the shopper can do; the cart is not ordered until they place it again.
 */
export function supplyChanges(locale: Locale, adjusted: readonly SupplyAdjustment[]): string {
  const sentences = adjusted.map((change) =>
    change.option_id !== null
      ? translate(locale, 'checkout.supply.optionRemoved', {
          name: change.name,
          product: change.line_product_name ?? '',
        })
      : change.quantity === 0
        ? translate(locale, 'checkout.supply.lineRemoved', { name: change.name })
        : translate(locale, 'checkout.supply.lineLowered', { name: change.name, quantity: change.quantity }),
  )
  return [...sentences, translate(locale, 'checkout.supply.decide')].join(' ')
}

export interface PlacingDeps extends FulfilmentDeps {
  now: () => Date
  transactions: Omit<TransactionContext, 'db'>
  /** Null without a payment provider: nothing to ask. */
  status: Omit<StatusContext, 'db'> | null
}

type PaymentRow = typeof payments.$inferSelect

export function createPlacing(deps: PlacingDeps) {
  const { db } = deps

  async function latestPayment(orderId: string): Promise<PaymentRow | null> {
    const [row] = await db
      .select()
      .from(payments)
      .where(eq(payments.orderId, orderId))
      .orderBy(desc(payments.attempt))
      .limit(1)
    return row ?? null
  }

  /**
   * The order of a checkout this session placed (or of the logged-in customer); `elsewhere` when the
   * checkout has an order this visitor does not own; null when there is none.
   */
  async function ownOrder(
    request: CheckoutRequest,
    checkoutId: string,
  ): Promise<OrderRow | null | 'none' | { elsewhere: OrderRow }> {
    const placedHere =
      checkoutIdOf(request) === checkoutId || sessionOrderedCheckouts(request.session).includes(checkoutId)
    const order = isUuid(checkoutId) ? await findOrderOfCheckout(db, checkoutId) : null
    const customer = request.session.customerId
    if (order && (placedHere || (customer !== null && order.customerId === customer))) return order
    if (placedHere) return 'none'
    return order ? { elsewhere: order } : null
  }

  /**
   * The shopper's return: the provider is asked for the latest payment's status, so a lost or late webhook
   * loses no order. Answers the order and payment as they are now.
   */
  async function askProvider(order: OrderRow): Promise<{ order: OrderRow; payment: PaymentRow | null }> {
    const payment = await latestPayment(order.id)
    if (!payment?.providerPaymentId || isFinalStatus(payment.status) || !deps.status)
      return { order, payment }
    try {
      await applyPaymentStatus({ db, ...deps.status }, payment.providerPaymentId)
    } catch (error) {
      deps.onProviderError(error)
    }
    const now = (await findOrderOfCheckout(db, order.checkoutId!))!
    return { order: now, payment: await latestPayment(now.id) }
  }

  return {
    async startTransaction(
      request: CheckoutRequest,
      body: unknown,
    ): Promise<CheckoutOutcome<FulfilmentResponse>> {
      return guarded(request, async () => {
        const { site } = request
        const checkoutId = checkoutIdOf(request)
        const viewer = viewerOf(request)
        const state = await readCheckout(db, site, checkoutId, viewer, deps.now())
        if (!checkoutId || state.priced === null) return redirectTo(request, 0)
        const redirect = stepRedirect(2, state.facts)
        if (redirect !== null) return redirectTo(request, redirect)
        const { checkout, facts } = await fulfilmentView(deps, site, state)
        const missing = step2Missing(facts)
        if (Object.keys(missing).length > 0) return fieldErrors(request, missing)
        const ga = validate(transactionRequestSchema, body ?? {}, site.locale)
        rememberOrderedCheckout(request.session, checkoutId)
        const outcome = await startTransaction({ db, ...deps.transactions }, site, checkoutId, viewer, {
          gaClientId: ga.ga_client_id ?? null,
          gaSessionId: ga.ga_session_id ?? null,
          returnOrigin: request.returnOrigin ?? null,
        })
        switch (outcome.kind) {
          case 'payment': {
            const after = await readCheckout(db, site, checkoutId, viewer, deps.now())
            if (after.priced !== null)
              return ok({ checkout: (await fulfilmentView(deps, site, after)).checkout })
            // Nothing was left to pay: the order is complete and the cart closed; the confirmation is next.
            const transactions = await loadTransactions(db, checkoutId)
            return ok({ checkout: { ...checkout, transactions, progress_bar: 3 } })
          }
          case 'not_enough_supply': {
            const after = await readCheckout(db, site, checkoutId, viewer, deps.now())
            const body: NotEnoughSupplyResponse = {
              message: translate(site.locale, 'cart.warning.notEnoughSupply'),
              checkout: (await fulfilmentView(deps, site, after)).checkout,
              warning: {
                type: 'insufficient_stock',
                message: supplyChanges(site.locale, outcome.adjusted),
                // The first lowered line's quantity; 0 when only options (or removed lines) changed.
                quantity: outcome.adjusted.find((change) => change.option_id === null)?.quantity ?? 0,
              },
              adjusted: outcome.adjusted,
            }
            return { ok: false, status: 409, body }
          }
          case 'failed':
            return {
              ok: false,
              status: 502,
              body: {
                message: translate(site.locale, 'checkout.placeOrderFailed', { reference: checkoutId }),
              },
            }
          case 'closed':
            return {
              ok: false,
              status: 409,
              body: {
                message: translate(site.locale, 'checkout.alreadyOrdered'),
                redirect_to: localePath(site.prefix, site.locale, 'checkoutConfirmation', { checkoutId }),
              },
            }
        }
      })
    },

    async confirmation(
      request: CheckoutRequest,
      checkoutId: string,
    ): Promise<CheckoutOutcome<ConfirmationResponse>> {
      const { site } = request
      const found = await ownOrder(request, checkoutId)
      if (found === null) return notFound(request)
      if (found === 'none') {
        const state = await readCheckout(db, site, checkoutId, viewerOf(request), deps.now())
        return redirectTo(request, stepRedirect(3, state.facts) ?? 2)
      }
      if ('elsewhere' in found) {
        // Another browser or host name (no session cookie): nothing of the order is shown, but the shopper
        // is told it is not lost and how to see it (issue 32 point 6).
        const now = await askProvider(found.elsewhere)
        const safe =
          isPaidStatus(now.order.status) ||
          (now.order.status !== 'cancelled' &&
            now.payment !== null &&
            ['creating', 'open', 'pending', 'authorized'].includes(now.payment.status))
        const body: ConfirmationElsewhereResponse = {
          message: translate(site.locale, safe ? 'checkout.elsewhere.safe' : 'checkout.elsewhere.unfinished'),
          elsewhere: safe ? 'safe' : 'unfinished',
        }
        return { ok: false, status: 403, body }
      }
      const asked = await askProvider(found)
      const order = asked.order
      const payment = asked.payment
      const view = async (status: 'paid' | 'pending') => {
        const customer = await customerView(db, request.session.customerId, site.locale)
        const account = await findCustomerByEmail(db, order.email)
        return ok<ConfirmationResponse>({
          order: orderView(order, await orderLinesOf(db, order.id), site.locale),
          payment_status: status,
          customer,
          can_create_account:
            status === 'paid' &&
            !customer.is_logged_in &&
            (account === null || account.passwordHash === null),
        })
      }
      if (isPaidStatus(order.status)) return view('paid')
      const fulfilmentPath = localePath(site.prefix, site.locale, 'checkoutFulfilment')
      if (order.status === 'cancelled') {
        return {
          ok: false,
          status: 409,
          body: { message: translate(site.locale, 'checkout.paidButSoldOut'), redirect_to: fulfilmentPath },
        }
      }
      if (payment && ['creating', 'open', 'pending', 'authorized'].includes(payment.status))
        return view('pending')
      return {
        ok: false,
        status: 409,
        body: { message: translate(site.locale, 'checkout.paymentFailed'), redirect_to: fulfilmentPath },
      }
    },

    async createAccount(
      request: CheckoutRequest,
      checkoutId: string,
      body: unknown,
    ): Promise<CheckoutOutcome<CreateAccountResponse>> {
      return guarded(request, async () => {
        const { site } = request
        const order = await ownOrder(request, checkoutId)
        if (order === null || order === 'none' || 'elsewhere' in order || !isPaidStatus(order.status))
          return notFound(request)
        if (request.session.customerId) return fieldErrors(request, { password: 'checkout.alreadyLoggedIn' })
        const { password } = validate(confirmationAccountRequestSchema, body, site.locale)
        const hash = await hashPassword(password)
        const customerId = await db.transaction(async (transaction) => {
          const tx = transaction as Database
          const invoice = order.invoiceAddress
          const customer = await ensureCustomer(tx, {
            email: order.email,
            firstName: invoice.first_name,
            lastName: invoice.last_name,
            locale: site.locale,
          })
          const [set] = await tx
            .update(customers)
            .set({ passwordHash: hash, updatedAt: sql`now()` })
            .where(sql`${customers.id} = ${customer.id} and ${customers.passwordHash} is null`)
            .returning({ id: customers.id })
          if (!set) return null
          await tx.update(orders).set({ customerId: customer.id }).where(eq(orders.id, order.id))
          // The order's addresses start the new account's address book.
          for (const address of [order.deliveryAddress, order.invoiceAddress]) {
            if (address) await saveAddress(tx, { customerId: customer.id }, address, null)
          }
          return customer.id
        })
        if (!customerId) return fieldErrors(request, { password: 'checkout.accountExists' })
        await logSessionIn(db, request.session, customerId)
        return ok({ customer: await customerView(db, customerId, site.locale) })
      })
    },
  }
}

export type Placing = ReturnType<typeof createPlacing>

import { eurosToCents, formatEuro } from '#core/money'
import type { Product } from '#core/schemas/catalogue'
import type { Checkout, CheckoutLineItem, CheckoutLineResponse } from '#core/schemas/checkout'
import type { ModalProduct } from '#app/ui/shell-store'
import type { I18n } from '#app/i18n/i18n'
import type { Locale } from '#core/locales'
import { announce } from '#app/ui/live-announcer'
import { lineRequest } from './cart-api'
import {
  trackAddToCart,
  trackBeginCheckout,
  trackQuantityChange,
  trackRemoveFromCart,
} from './cart-analytics'
import { cartErrorMessage, showNotAdded } from './cart-errors'
import { afterRemovalTarget, byTestId, focusAfterChange, lineElement, quantityControl } from './cart-focus'
import { showNotRemoved, showQuantityUnchanged, showStockWarning } from './cart-line-errors'
import { cartStore, closeAddToCartPanel, openAddToCartPanel } from './cart-state'
import { addLine, removeLine, restoreLine, setCoupon, updateLine } from './cart-store'
import { findLine, lineModalProduct, type LineOption } from './use-cart'

/** What the actions need of the page: its translator and language, and the way to the cart page. */
export interface CartActionContext {
  t: I18n['t']
  locale: Locale
  showCart: () => void
}

const total = (checkout: Checkout) => formatEuro(eurosToCents(checkout.totals.total_tax_incl))
const discountOf = (checkout: Checkout | null | undefined) =>
  Math.abs(eurosToCents(checkout?.totals.total_discount_incl.amount_tax_incl ?? 0))

/**
 * The cart's actions (behind `useCartActions`, which loads this module on first use or when the browser is
 * idle, docs/decisions/0075), with the error catalogue (spec §8) and the GA4 events around them. Each answers
 * whether it succeeded; `addProduct` throws instead, so that the add-to-cart button can swallow the failure
 * as spec §8 says. Each change is announced with the cart's new state (WCAG 4.1.3, issue 33): the header's
 * count after an add, the quantity, removal or coupon with the new total; a refused code at once. And focus
 * goes to the change's result (cart-focus.ts): the line's quantity control, the next line, the coupon's answer.
 */
export function createCartActions({ t, locale, showCart }: CartActionContext) {
  const warn = (response: CheckoutLineResponse, product?: ModalProduct) => {
    if (response.warning) showStockWarning(t, response.warning, showCart, product)
  }

  /** Adds pieces of a product; the caller handles a failure. */
  const addProduct = async (
    productId: number,
    quantity: number,
    { panel = true }: { panel?: boolean } = {},
  ): Promise<CheckoutLineResponse> => {
    const before = findLine(cartStore.get().checkout, productId)?.quantity ?? 0
    const response = await addLine(lineRequest(productId, quantity, undefined, panel), locale)
    const line = findLine(response.checkout, productId) ?? response.checkout_line_item
    if (line) trackAddToCart(line, response.warning ? Math.max(0, line.quantity - before) : quantity)
    if (panel) openAddToCartPanel(productId, line?.products_related ?? [])
    // The header's count changed out of sight (its text is a shell message, there before the cart's part).
    announce(t('cart.count', { count: response.checkout.checkout_line_item_count }))
    warn(response, line ? lineModalProduct(line) : undefined)
    return response
  }

  return {
    addProduct,

    /** A related product from the panel: one piece; "Product is not added" on failure. */
    async addRelated(product: Product): Promise<boolean> {
      try {
        await addProduct(product.id, 1, { panel: false })
        return true
      } catch (error) {
        showNotAdded(t, error, {
          name: product.name,
          image: product.thumb_category_square_125,
          link: product.link,
        })
        return false
      }
    },

    /** A line's quantity; "Product quantity unchanged" on failure. */
    async changeQuantity(line: CheckoutLineItem, quantity: number): Promise<boolean> {
      const origin = lineElement(line.product.id)
      try {
        const response = await updateLine(lineRequest(line.product.id, quantity), locale)
        const updated = findLine(response.checkout, line.product.id)
        trackQuantityChange(line, line.quantity, updated?.quantity ?? quantity)
        announce(
          t('cart.announce.quantity', {
            name: line.product.name,
            quantity: updated?.quantity ?? quantity,
            total: total(response.checkout),
          }),
        )
        warn(response, lineModalProduct(line))
        return true
      } catch (error) {
        showQuantityUnchanged(t, error, lineModalProduct(line))
        return false
      } finally {
        // Back to the line's "change" once it shows the answer (and a stock or refusal modal has closed).
        focusAfterChange(() => quantityControl(line.product.id), origin)
      }
    },

    /** An extra service, free product or combination of a line. */
    async setOption(line: CheckoutLineItem, option: LineOption, quantity: number): Promise<boolean> {
      try {
        const response = await updateLine(lineRequest(option.id, quantity, option.kind), locale)
        warn(response, lineModalProduct(line))
        return true
      } catch (error) {
        const product = { name: option.name, image: option.image ?? null }
        if (option.quantity === 0 && quantity > 0) showNotAdded(t, error, product)
        else showQuantityUnchanged(t, error, product)
        return false
      }
    },

    /** Moves a line to the archive; "Product can't be removed" on failure. */
    async remove(line: CheckoutLineItem): Promise<boolean> {
      // The lines as the page shows them: after the removal focus goes to the next one, else the previous one.
      const lines = cartStore.get().checkout?.checkout_line_items ?? []
      const index = lines.findIndex((other) => other.product.id === line.product.id)
      const neighbours = [lines[index + 1], lines[index - 1]].flatMap((other) =>
        other ? [other.product.id] : [],
      )
      const origin = lineElement(line.product.id)
      try {
        const { checkout } = await removeLine(line.product.id, locale)
        trackRemoveFromCart(line, line.quantity)
        const name = line.product.name
        announce(
          checkout.checkout_line_items.length === 0
            ? t('cart.announce.removedLast', { name })
            : t('cart.announce.removed', { name, total: total(checkout) }),
        )
        focusAfterChange(() => afterRemovalTarget(neighbours))
        return true
      } catch (error) {
        showNotRemoved(t, error, lineModalProduct(line))
        focusAfterChange(() => (origin ? byTestId('line-remove', origin) : null), origin)
        return false
      }
    },

    /** Back from the archive; a failure passes without a message (spec §8). */
    async restore(line: CheckoutLineItem): Promise<boolean> {
      try {
        const response = await restoreLine(line.id, locale)
        const restored = findLine(response.checkout, line.product.id)
        if (restored) trackAddToCart(restored, line.quantity)
        announce(t('cart.announce.restored', { name: line.product.name, total: total(response.checkout) }))
        focusAfterChange(() => afterRemovalTarget([line.product.id]))
        return true
      } catch {
        return false
      }
    },

    /** Applies (or with '' removes) a discount code; answers the server's message when refused. */
    async applyCoupon(code: string): Promise<string | null> {
      const before = cartStore.get().checkout
      const panel = byTestId('coupon-panel')
      /** Focus to the coupon panel's part that shows the answer, once it has rendered. */
      const focusOn = (testId: string) => focusAfterChange(() => byTestId(testId, panel ?? document), panel)
      try {
        const { checkout } = await setCoupon(code, locale)
        const applied = checkout.discount_code
        const amounts = { code: applied || before?.discount_code || code, total: total(checkout) }
        if (!applied) announce(t('cart.announce.couponRemoved', amounts))
        else if (checkout.discount_code_notice)
          announce(t('cart.announce.couponKept', { ...amounts, notice: checkout.discount_code_notice }))
        else
          announce(
            t('cart.announce.couponApplied', {
              ...amounts,
              // What this code takes off: the change in the total discount, shown as a deduction.
              discount: formatEuro(-Math.abs(discountOf(checkout) - discountOf(before))),
            }),
          )
        focusOn(code ? 'coupon-applied' : 'coupon-input')
        return null
      } catch (error) {
        const message = cartErrorMessage(error, t)
        announce(message, 'assertive')
        focusOn(code ? 'coupon-input' : 'coupon-error')
        return message
      }
    },

    beginCheckout(): void {
      closeAddToCartPanel()
      const checkout = cartStore.get().checkout
      if (checkout) trackBeginCheckout(checkout)
    },
  }
}

export type CartActionsImpl = ReturnType<typeof createCartActions>

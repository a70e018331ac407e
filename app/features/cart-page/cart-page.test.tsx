// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { loadCartActions } from '#app/features/cart/use-cart'
import { STORAGE_KEYS } from '#core/constants'
import type { Checkout } from '#core/schemas/checkout'
import { DELIVERY_TEXTS, makeProduct } from '#app/features/catalogue/test-fixtures'
import type * as Analytics from '#app/lib/analytics'
import { page } from '#app/ui/chunk-error-modal'
import { CartPage } from './cart-page'
import { cartStore } from '#app/features/cart/cart-state'
import { json, lineResponse, makeCheckout, makeLine } from '#app/features/cart/test-fixtures'
import { renderCart } from '#app/features/cart/test-render'

const analytics = vi.hoisted(() => ({
  events: [] as Array<{ event: string; ecommerce: Record<string, unknown> }>,
}))
vi.mock('#app/lib/analytics', async (original) => ({
  ...(await original<typeof Analytics>()),
  trackEcommerce: (event: string, ecommerce: Record<string, unknown>) =>
    analytics.events.push({ event, ecommerce }),
}))

let fetchMock: MockInstance<typeof fetch>
// The actions' code loads on first use in the browser (docs/decisions/0075); here before the first click.
beforeAll(async () => {
  await loadCartActions()
  await import('#app/features/cart/cart-analytics')
})

beforeEach(() => {
  analytics.events = []
  fetchMock = vi.spyOn(globalThis, 'fetch')
  // Static data as the browser keeps it, for the lines' delivery promises.
  localStorage.setItem(STORAGE_KEYS.staticDataVersion, 'test')
  localStorage.setItem(STORAGE_KEYS.staticData, JSON.stringify({ delivery_promises: DELIVERY_TEXTS }))
})
afterEach(cleanup)

const ready = (checkout: Checkout) => ({
  checkout,
  count: checkout.checkout_line_item_count,
  status: 'ready' as const,
})
const renderPage = (checkout: Checkout, path?: string) =>
  renderCart(<CartPage initial={checkout} />, { cart: ready(checkout), path })
const request = (index = -1) => {
  const [url, init] = fetchMock.mock.calls.at(index)!
  return { url, method: init?.method, body: init?.body ? JSON.parse(init.body as string) : undefined }
}
const line = () => screen.getByTestId('cart-line')

describe('cart page', () => {
  it('renders the checkout it was given until the store holds one, then follows the store', async () => {
    const rendered = makeCheckout({ checkout_line_items: [makeLine({ quantity: 2 })] })
    await renderCart(<CartPage initial={rendered} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Shopping cart' })).toBeTruthy()
    expect(screen.getByTestId('line-quantity').textContent).toBe('2')
    act(() => cartStore.set({ checkout: makeCheckout({ checkout_line_items: [makeLine({ quantity: 5 })] }) }))
    expect(screen.getByTestId('line-quantity').textContent).toBe('5')
  })

  it('shows the lines, the totals with VAT per rate, the amount left for free shipping and step 0 of the progress bar', async () => {
    const checkout = makeCheckout({
      checkout_line_items: [makeLine({ quantity: 2, product_tax_incl: 29.95 })],
      totals: {
        vat: [
          { rate: 21, amount: 9.54 },
          { rate: 9, amount: 0.41 },
        ],
      },
    })
    await renderPage(checkout)
    expect(within(line()).getByRole('link', { name: 'Ranger pocket knife 4711' }).getAttribute('href')).toBe(
      '/en/ranger-pocket-knife-4711',
    )
    expect(within(line()).getByTestId('line-quantity').textContent).toBe('2')
    expect(within(line()).getByTestId('line-total').textContent).toContain('€ 59,90')
    const summary = screen.getByTestId('cart-summary')
    expect(within(summary).getByTestId('total-line-items').textContent).toBe('Products€ 59,90')
    expect(within(summary).getByTestId('total-shipping').textContent).toBe('Shipping costs€ 4,95')
    expect(within(summary).getByTestId('total-incl').textContent).toBe('€ 64,85')
    expect(
      within(summary)
        .getAllByTestId('total-vat')
        .map((row) => row.textContent),
    ).toEqual(['Including 21% VAT€ 9,54', 'Including 9% VAT€ 0,41'])
    expect(screen.getByTestId('free-shipping-left').textContent).toBe('Spend € 20,05 more for free shipping')
    const progress = screen.getByRole('navigation', { name: 'Checkout steps' })
    expect(within(progress).getAllByRole('listitem')).toHaveLength(4)
    expect(progress.querySelector('[aria-current="step"]')?.textContent).toMatch(/Step 1: Cart$/)
    expect(screen.getByTestId('cart-checkout').getAttribute('href')).toBe('/en/checkout/my-information')
    expect(analytics.events.map((entry) => entry.event)).toEqual(['view_cart'])
    expect(analytics.events[0]!.ecommerce).toMatchObject({
      currency: 'EUR',
      value: 64.85,
      items: [{ item_id: '4711', quantity: 2, price: 29.95 }],
    })
  })

  it('says "free shipping" when the fulfilment amount is 0 and hides the amount left', async () => {
    const checkout = makeCheckout({
      totals: {
        amount_for_free_shipping: 0,
        fulfilment: { title: 'Shipping costs', item_count: 1, amount_tax_incl: 0 },
      },
    })
    await renderPage(checkout)
    expect(screen.getByTestId('total-shipping').textContent).toBe('Shipping costsFree shipping')
    expect(screen.queryByTestId('free-shipping-left')).toBeNull()
  })

  it('edits a quantity with a stepper that stays between 1 and the maximum, then saves and shows the answer', async () => {
    const checkout = makeCheckout({
      checkout_line_items: [makeLine({ quantity: 1, product: { max_order_quantity: 3 } })],
    })
    await renderPage(checkout)
    fireEvent.click(within(line()).getByTestId('quantity-edit'))
    const minus = screen.getByRole('button', { name: 'One less' }) as HTMLButtonElement
    const plus = screen.getByRole('button', { name: 'One more' }) as HTMLButtonElement
    const input = screen.getByRole('spinbutton', {
      name: 'Quantity of Ranger pocket knife 4711',
    }) as HTMLInputElement
    expect(minus.disabled).toBe(true)
    fireEvent.click(plus)
    fireEvent.click(plus)
    expect(input.value).toBe('3')
    expect(plus.disabled).toBe(true)
    expect(screen.getByTestId('quantity-max').textContent).toBe('You can order at most 3 pieces.')
    fireEvent.change(input, { target: { value: '0' } })
    fireEvent.blur(input)
    expect(input.value).toBe('1')
    fireEvent.click(plus)

    const after = makeCheckout({
      checkout_line_items: [makeLine({ quantity: 2, product: { max_order_quantity: 3 } })],
    })
    fetchMock.mockResolvedValue(json(lineResponse(after)))
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })))
    expect(request()).toMatchObject({
      url: '/front-api/checkout-line',
      method: 'PUT',
      body: { product_id: 4711, quantity: 2, is_extra_service: false, is_free: false, is_combination: false },
    })
    expect(within(line()).getByTestId('line-quantity').textContent).toBe('2')
    expect(screen.queryByTestId('quantity-editor')).toBeNull()
    expect(analytics.events.at(-1)).toMatchObject({
      event: 'add_to_cart',
      ecommerce: { items: [{ quantity: 1 }] },
    })
  })

  it('shows each line’s own delivery promise: later for a line beyond the shelf (decision 0027)', async () => {
    await renderPage(
      makeCheckout({
        checkout_line_items: [
          makeLine({ product: { id: 1 } }),
          makeLine({
            product: {
              id: 2,
              delivery_promise_type: 'AVAILABLE_DELAYED',
              stock_status_code: 'AVAILABLE_DELAYED',
            },
            quantity: 10,
          }),
        ],
      }),
    )
    const [inStock, later] = screen.getAllByTestId('cart-line')
    expect((await within(inStock!).findByTestId('delivery-promise')).textContent).toBe(
      DELIVERY_TEXTS.short.AVAILABLE_DIRECT,
    )
    expect((await within(later!).findByTestId('delivery-promise')).textContent).toBe(
      DELIVERY_TEXTS.short.AVAILABLE_DELAYED,
    )
  })

  it('shows related products that are not in the cart as horizontal cards', async () => {
    await renderPage(
      makeCheckout({
        forced_related_products: [makeProduct({ id: 31, name: 'Leather sheath' })],
      }),
    )
    const related = await screen.findByTestId('cart-related')
    const card = within(related).getByTestId('product-card')
    expect(card.dataset.layout).toBe('horizontal')
    expect(card.textContent).toContain('Leather sheath')
  })

  it('offers a 1 to 20 dropdown beside the stepper, fewer when fewer may be ordered', async () => {
    await renderPage(makeCheckout({ checkout_line_items: [makeLine({ quantity: 2 })] }))
    fireEvent.click(screen.getByTestId('quantity-edit'))
    const select = screen.getByRole('combobox', {
      name: 'Choose a quantity of Ranger pocket knife 4711',
    }) as HTMLSelectElement
    expect(select.value).toBe('2')
    // Every choice is a number: no empty first option (issue 32).
    const choices = [...select.options].map((o) => o.textContent)
    expect(choices).toEqual(Array.from({ length: 10 }, (_, i) => String(i + 1)))
    fireEvent.change(select, { target: { value: '7' } })
    expect((screen.getByTestId('quantity-input') as HTMLInputElement).value).toBe('7')
    fetchMock.mockResolvedValue(
      json(lineResponse(makeCheckout({ checkout_line_items: [makeLine({ quantity: 7 })] }))),
    )
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })))
    expect(request()).toMatchObject({ method: 'PUT', body: { quantity: 7 } })
  })

  it('shows a quantity beyond the dropdown as its last choice, not as an empty one', async () => {
    await renderPage(
      makeCheckout({
        checkout_line_items: [makeLine({ quantity: 25, product: { max_order_quantity: 50 } })],
      }),
    )
    fireEvent.click(screen.getByTestId('quantity-edit'))
    const select = screen.getByTestId('quantity-select') as HTMLSelectElement
    expect(select.value).toBe('25')
    expect([...select.options].map((o) => o.textContent)).toEqual([
      ...Array.from({ length: 20 }, (_, i) => String(i + 1)),
      '25',
    ])
  })

  it('says why a typed quantity was changed instead of changing it silently', async () => {
    const cases: Array<[string, string, string]> = [
      ['500', '3', 'You can order at most 3 pieces.'],
      ['0', '1', 'You can order at least 1 piece.'],
      ['-2', '1', 'You can order at least 1 piece.'],
      ['2.5', '2', 'You can only order whole pieces.'],
    ]
    for (const [typed, corrected, message] of cases) {
      cleanup()
      const checkout = makeCheckout({
        checkout_line_items: [makeLine({ quantity: 1, product: { max_order_quantity: 3 } })],
      })
      await renderPage(checkout)
      fireEvent.click(within(line()).getByTestId('quantity-edit'))
      const input = screen.getByTestId('quantity-input') as HTMLInputElement
      fireEvent.change(input, { target: { value: typed } })
      fireEvent.blur(input)
      expect(input.value, typed).toBe(corrected)
      expect(screen.getByTestId('quantity-max').textContent, typed).toBe(message)
      const after = makeCheckout({
        checkout_line_items: [makeLine({ quantity: Number(corrected), product: { max_order_quantity: 3 } })],
      })
      fetchMock.mockResolvedValue(json(lineResponse(after)))
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })))
      // Saved as corrected, and the reason stays beside the line's quantity.
      expect(screen.getByTestId('quantity-note').textContent, typed).toBe(message)
    }
  })

  it('shows "Product quantity unchanged" with the server message when a change is refused', async () => {
    await renderPage(makeCheckout())
    fireEvent.click(screen.getByTestId('quantity-edit'))
    fireEvent.change(screen.getByTestId('quantity-input'), { target: { value: '5' } })
    fetchMock.mockResolvedValue(json({ message: 'You can order at most 4 pieces.', errors: {} }, 422))
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })))
    const dialog = screen.getByRole('dialog', { name: 'Product quantity unchanged' })
    expect(dialog.textContent).toContain('You can order at most 4 pieces.')
    expect(dialog.textContent).toContain('Ranger pocket knife 4711')
    expect(within(line()).getByTestId('line-quantity').textContent).toBe('1')
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => {})
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reload page' }))
    expect(reload).toHaveBeenCalledOnce()
  })

  it('shows the stock warning when the server lowered the quantity, with show cart and accept', async () => {
    await renderPage(makeCheckout(), '/en/some-product')
    fireEvent.click(screen.getByTestId('quantity-edit'))
    fireEvent.change(screen.getByTestId('quantity-input'), { target: { value: '5' } })
    const after = makeCheckout({ checkout_line_items: [makeLine({ quantity: 2 })] })
    const message = 'Not enough supply available. The quantity in your cart has been adjusted to 2.'
    fetchMock.mockResolvedValue(
      json(lineResponse(after, 4711, { type: 'insufficient_stock', message, quantity: 2 })),
    )
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })))
    const dialog = screen.getByRole('dialog', { name: 'Not enough supply available' })
    expect(dialog.textContent).toContain(message)
    expect(within(dialog).getByRole('button', { name: 'Accept' })).toBeTruthy()
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Show cart' })))
    expect(screen.getByTestId('location').textContent).toBe('/en/shopping-cart')
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('toggles a free product between "add product" and delete, following the line quantity', async () => {
    const free = {
      id: 501,
      name: 'Leather sheath',
      quantity: 0,
      price_to_show: 0,
      original_price: 12.5,
      image: '/media/demo/free/501.svg',
      option_product: {
        name: 'Leather sheath',
        description: '',
        thumb_category_height_140: '',
        product_square_550: '',
        link: '/en/leather-sheath',
        review_amount: 0,
        average_review_rating: 0,
      },
    }
    const make = (quantity: number) =>
      makeCheckout({
        checkout_line_items: [makeLine({ quantity: 3, product_options: { free: [{ ...free, quantity }] } })],
      })
    await renderPage(make(0))
    const toggle = () => within(screen.getByTestId('free-options')).getByTestId('free-toggle')
    expect(toggle().getAttribute('aria-label')).toBe('Add product: Leather sheath')
    fetchMock.mockResolvedValueOnce(json(lineResponse(make(3))))
    await act(async () => fireEvent.click(toggle()))
    expect(request().body).toEqual({
      product_id: 501,
      quantity: 3,
      is_extra_service: false,
      is_free: true,
      is_combination: false,
    })
    expect(toggle().getAttribute('aria-label')).toBe('Delete: Leather sheath')
    expect(screen.getByTestId('free-options').textContent).toContain('3× Leather sheath')
    fetchMock.mockResolvedValueOnce(json(lineResponse(make(0))))
    await act(async () => fireEvent.click(toggle()))
    expect(request().body).toMatchObject({ product_id: 501, quantity: 0, is_free: true })
    expect(toggle().getAttribute('aria-label')).toBe('Add product: Leather sheath')
  })

  it('selects a combination with 1, deselects it with 0, and keeps the main product selected', async () => {
    const combo = (quantity: number) => ({
      id: 601,
      price: 14.95,
      quantity,
      option_product: {
        name: 'Sharpening stone',
        description: '',
        thumb_category_height_140: '/media/demo/combo/601.svg',
        product_square_550: '',
        link: '/en/sharpening-stone',
        review_amount: 0,
        average_review_rating: 0,
      },
    })
    const make = (quantity: number) =>
      makeCheckout({
        checkout_line_items: [makeLine({ product_options: { combination: [combo(quantity)] } })],
      })
    await renderPage(make(0))
    const main = screen.getByRole('checkbox', {
      name: 'Ranger pocket knife 4711 (main product, always included)',
    }) as HTMLInputElement
    expect(main.checked).toBe(true)
    expect(main.disabled).toBe(true)
    const option = () => screen.getByRole('checkbox', { name: /Sharpening stone/ }) as HTMLInputElement
    expect(option().checked).toBe(false)
    fetchMock.mockResolvedValueOnce(json(lineResponse(make(1))))
    await act(async () => fireEvent.click(option()))
    expect(request().body).toEqual({
      product_id: 601,
      quantity: 1,
      is_extra_service: false,
      is_free: false,
      is_combination: true,
    })
    expect(option().checked).toBe(true)
    fetchMock.mockResolvedValueOnce(json(lineResponse(make(0))))
    await act(async () => fireEvent.click(option()))
    expect(request().body).toMatchObject({ product_id: 601, quantity: 0, is_combination: true })
    expect(option().checked).toBe(false)
  })

  it('sets an extra service between 0 and its maximum', async () => {
    const make = (quantity: number) =>
      makeCheckout({
        checkout_line_items: [
          makeLine({
            product_options: {
              extra_service: [{ id: 701, name: 'Engraving', price: 9.95, quantity, max_quantity: 2 }],
            },
          }),
        ],
      })
    await renderPage(make(0))
    const select = screen.getByRole('combobox', { name: /Engraving/ }) as HTMLSelectElement
    expect([...select.options].map((option) => option.value)).toEqual(['0', '1', '2'])
    fetchMock.mockResolvedValueOnce(json(lineResponse(make(2))))
    await act(async () => fireEvent.change(select, { target: { value: '2' } }))
    expect(request().body).toEqual({
      product_id: 701,
      quantity: 2,
      is_extra_service: true,
      is_free: false,
      is_combination: false,
    })
    expect((screen.getByRole('combobox', { name: /Engraving/ }) as HTMLSelectElement).value).toBe('2')
  })

  it('removes a line to the archive and restores it from there', async () => {
    const kept = makeLine({ product: { id: 1 } })
    const removed = makeLine({ product: { id: 2 }, quantity: 2 })
    await renderPage(makeCheckout({ checkout_line_items: [kept, removed] }))
    expect(screen.getAllByTestId('cart-line')).toHaveLength(2)
    fetchMock.mockResolvedValueOnce(
      json({
        checkout: makeCheckout({ checkout_line_items: [kept], checkout_line_items_trashed: [removed] }),
      }),
    )
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: /^Remove\s?: Ranger pocket knife 2$/ })),
    )
    expect(request()).toMatchObject({ url: '/front-api/checkout-line/product/2', method: 'DELETE' })
    expect(screen.getAllByTestId('cart-line')).toHaveLength(1)
    expect(analytics.events.at(-1)).toMatchObject({
      event: 'remove_from_cart',
      ecommerce: { items: [{ item_id: '2', quantity: 2 }] },
    })
    const archive = screen.getByRole('heading', { name: 'Recently removed' }).closest('section')!
    expect(within(archive).getByText('Ranger pocket knife 2')).toBeTruthy()

    fetchMock.mockResolvedValueOnce(
      json({ checkout: makeCheckout({ checkout_line_items: [kept, removed] }) }),
    )
    await act(async () =>
      fireEvent.click(within(archive).getByRole('button', { name: /^Restore\s?: Ranger pocket knife 2$/ })),
    )
    expect(request()).toMatchObject({ url: '/front-api/checkout-line/20/restore', method: 'PUT' })
    expect(screen.getAllByTestId('cart-line')).toHaveLength(2)
    expect(screen.queryByTestId('cart-archive')).toBeNull()
  })

  it('shows "Product can\'t be removed" with a refresh button when removal fails', async () => {
    await renderPage(makeCheckout())
    fetchMock.mockResolvedValueOnce(json({ message: 'Not found' }, 404))
    await act(async () => fireEvent.click(screen.getByTestId('line-remove')))
    const dialog = screen.getByRole('dialog', { name: "Product can't be removed" })
    expect(within(dialog).getByRole('button', { name: 'Reload page' })).toBeTruthy()
    expect(screen.getAllByTestId('cart-line')).toHaveLength(1)
  })

  it('applies a coupon, shows the refusal of an unknown one, and shows the applied discount', async () => {
    await renderPage(makeCheckout())
    const input = screen.getByRole('textbox', { name: 'Do you have a discount code?' })
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }))
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Enter a discount code.',
    )
    expect(fetchMock).not.toHaveBeenCalled()

    fireEvent.change(input, { target: { value: 'NOPE' } })
    const refusal = 'The code NOPE is not recognised; check it and try again.'
    fetchMock.mockResolvedValueOnce(json({ message: refusal, errors: { discount_code: [refusal] } }, 422))
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Apply' })))
    expect(request()).toMatchObject({
      url: '/front-api/checkout/chk_test_1/fulfilment/discount-code',
      method: 'PUT',
      body: { discount_code: 'NOPE' },
    })
    expect(screen.getByTestId('coupon-error').textContent).toBe(refusal)
    expect(input.getAttribute('aria-invalid')).toBe('true')

    fireEvent.change(input, { target: { value: ' welkom10 ' } })
    expect(screen.queryByTestId('coupon-error')).toBeNull()
    const discounted = makeCheckout({
      discount_code: 'WELKOM10',
      totals: { discounts: [{ title: 'Discount code WELKOM10', amount_tax_incl: 3 }] },
    })
    fetchMock.mockResolvedValueOnce(json({ checkout: discounted }))
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Apply' })))
    expect(request().body).toEqual({ discount_code: 'welkom10' })
    expect(screen.getByTestId('coupon-applied').textContent).toBe('Discount code WELKOM10 has been applied.')
    expect(screen.getByTestId('total-discount').textContent).toBe('Discount code WELKOM10-€ 3,-')
  })

  it('says why an applied code gives no discount now', async () => {
    await renderPage(
      makeCheckout({
        discount_code: 'WELKOM10',
        discount_code_notice: 'This discount code applies from an order amount of € 50,-.',
      }),
    )
    expect(screen.getByTestId('coupon-applied').textContent).toBe('Discount code WELKOM10 has been applied.')
    expect(screen.getByTestId('coupon-notice').textContent).toBe(
      'This discount code applies from an order amount of € 50,-.',
    )
  })

  it('shows the empty cart with the archive', async () => {
    const removed = makeLine({ product: { id: 2 } })
    await renderPage(makeCheckout({ checkout_line_items: [], checkout_line_items_trashed: [removed] }))
    expect(screen.getByTestId('cart-empty').textContent).toContain('Your shopping cart is empty')
    expect(screen.getByRole('button', { name: /^Restore\s?: Ranger pocket knife 2$/ })).toBeTruthy()
    expect(screen.queryByTestId('cart-checkout')).toBeNull()
    await waitFor(() => expect(analytics.events[0]?.event).toBe('view_cart'))
  })

  it('fires begin_checkout from the checkout button', async () => {
    await renderPage(makeCheckout())
    await act(async () => fireEvent.click(screen.getByTestId('cart-checkout')))
    expect(analytics.events.at(-1)?.event).toBe('begin_checkout')
    expect(screen.getByTestId('location').textContent).toBe('/en/checkout/my-information')
  })
})

/** Issue 33 (WCAG 2.4.3, 4.1.3): after each change focus is on its result, never the body, and it is announced. */
describe('cart page focus and announcements', () => {
  const polite = () => document.querySelector('[data-announcer="polite"]')!.textContent
  const assertive = () => document.querySelector('[data-announcer="assertive"]')!.textContent
  const lineOf = (id: number) =>
    screen.getAllByTestId('cart-line').find((item) => item.dataset.productId === String(id))!
  const changeButton = (id: number) => within(lineOf(id)).getByTestId('quantity-edit')
  const focused = (element: () => Element) => waitFor(() => expect(document.activeElement).toBe(element()))

  /** Change → 3 → Save, as a keyboard user does it: focus in the field, then the save button. */
  async function saveQuantity(id: number, answer: Response) {
    fireEvent.click(changeButton(id))
    const input = within(lineOf(id)).getByRole('spinbutton')
    expect(document.activeElement).toBe(input)
    fireEvent.change(input, { target: { value: '3' } })
    fetchMock.mockResolvedValueOnce(answer)
    const save = within(lineOf(id)).getByRole('button', { name: 'Save' })
    save.focus()
    await act(async () => fireEvent.click(save))
  }

  it('keeps focus on the changed line’s quantity control and announces the quantity and the new total', async () => {
    await renderPage(makeCheckout())
    const after = makeCheckout({ checkout_line_items: [makeLine({ quantity: 3 })] })
    await saveQuantity(4711, json(lineResponse(after)))
    await focused(() => changeButton(4711))
    expect(within(lineOf(4711)).getByTestId('line-quantity').textContent).toBe('3')
    expect(polite()).toBe('Quantity of Ranger pocket knife 4711 is now 3. Total € 94,80')
  })

  it('finds the line’s control again when the answer re-rendered the line under a new id', async () => {
    await renderPage(makeCheckout())
    const after = makeCheckout({ checkout_line_items: [makeLine({ id: 999, quantity: 3 })] })
    await saveQuantity(4711, json(lineResponse(after)))
    await focused(() => changeButton(4711))
  })

  it('returns focus to the line’s control when the refusal modal closes', async () => {
    await renderPage(makeCheckout())
    await saveQuantity(4711, json({ message: 'Not enough stock' }, 422))
    const dialog = await screen.findByRole('dialog', { name: 'Product quantity unchanged' })
    expect(polite()).toBe('')
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Close' })))
    expect(screen.queryByRole('dialog')).toBeNull()
    await focused(() => changeButton(4711))
  })

  it('puts focus back on "change" when editing is cancelled', async () => {
    await renderPage(makeCheckout())
    fireEvent.click(changeButton(4711))
    fireEvent.click(within(lineOf(4711)).getByRole('button', { name: 'Cancel' }))
    expect(document.activeElement).toBe(changeButton(4711))
  })

  const three = [1, 2, 3].map((id) => makeLine({ product: { id } }))
  const without = (id: number) =>
    json({
      checkout: makeCheckout({
        checkout_line_items: three.filter((item) => item.product.id !== id),
        checkout_line_items_trashed: three.filter((item) => item.product.id === id),
      }),
    })
  const removeButton = (id: number) => within(lineOf(id)).getByTestId('line-remove')
  const nameLink = (id: number) => within(lineOf(id)).getByRole('link', { name: `Ranger pocket knife ${id}` })

  it('moves focus to the next line after a removal and announces it with the new total', async () => {
    await renderPage(makeCheckout({ checkout_line_items: three }))
    fetchMock.mockResolvedValueOnce(without(2))
    removeButton(2).focus()
    await act(async () => fireEvent.click(removeButton(2)))
    await focused(() => nameLink(3))
    expect(polite()).toBe('Ranger pocket knife 2 removed from your cart. Total € 64,85')
  })

  it('moves focus to the previous line when the last line was removed', async () => {
    await renderPage(makeCheckout({ checkout_line_items: three }))
    fetchMock.mockResolvedValueOnce(without(3))
    await act(async () => fireEvent.click(removeButton(3)))
    await focused(() => nameLink(2))
  })

  it('moves focus to the empty cart’s message when no line is left, and says the cart is empty', async () => {
    await renderPage(makeCheckout())
    fetchMock.mockResolvedValueOnce(
      json({
        checkout: makeCheckout({ checkout_line_items: [], checkout_line_items_trashed: [makeLine()] }),
      }),
    )
    await act(async () => fireEvent.click(screen.getByTestId('line-remove')))
    await focused(() => screen.getByText('Your shopping cart is empty'))
    expect(polite()).toBe('Ranger pocket knife 4711 removed from your cart. Your cart is empty.')
  })

  it('returns focus to the remove button when a refused removal’s modal closes', async () => {
    await renderPage(makeCheckout({ checkout_line_items: three }))
    fetchMock.mockResolvedValueOnce(json({ message: 'Not found' }, 404))
    removeButton(2).focus()
    await act(async () => fireEvent.click(removeButton(2)))
    const dialog = await screen.findByRole('dialog', { name: "Product can't be removed" })
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Close' })))
    await focused(() => removeButton(2))
  })

  it('moves focus to the restored line and announces it', async () => {
    const removed = makeLine({ product: { id: 2 } })
    await renderPage(makeCheckout({ checkout_line_items: [], checkout_line_items_trashed: [removed] }))
    fetchMock.mockResolvedValueOnce(json({ checkout: makeCheckout({ checkout_line_items: [removed] }) }))
    await act(async () => fireEvent.click(screen.getByTestId('line-restore')))
    await focused(() => nameLink(2))
    expect(polite()).toBe('Ranger pocket knife 2 put back in your cart. Total € 34,90')
  })

  it('coupon: a missing or refused code keeps focus on the field and is announced at once', async () => {
    await renderPage(makeCheckout())
    const input = screen.getByRole('textbox', { name: 'Do you have a discount code?' })
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }))
    await focused(() => input)
    expect(assertive()).toBe('Enter a discount code.')

    fireEvent.change(input, { target: { value: 'NOPE' } })
    const refusal = 'The code NOPE is not recognised; check it and try again.'
    fetchMock.mockResolvedValueOnce(json({ message: refusal, errors: { discount_code: [refusal] } }, 422))
    const apply = screen.getByRole('button', { name: 'Apply' })
    apply.focus()
    await act(async () => fireEvent.click(apply))
    await focused(() => input)
    expect(assertive()).toBe(refusal)
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe(refusal)
  })

  it('coupon: focus goes to the applied code, then back to the field after removing it, each announced', async () => {
    await renderPage(makeCheckout())
    fireEvent.change(screen.getByRole('textbox', { name: 'Do you have a discount code?' }), {
      target: { value: 'WELKOM10' },
    })
    const discounted = makeCheckout({
      discount_code: 'WELKOM10',
      totals: {
        total_tax_incl: 31.9,
        discounts: [{ title: 'Discount code WELKOM10', amount_tax_incl: 3 }],
        total_discount_incl: { title: 'Total discount', amount_tax_incl: 3 },
      },
    })
    fetchMock.mockResolvedValueOnce(json({ checkout: discounted }))
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Apply' })))
    await focused(() => screen.getByTestId('coupon-applied'))
    expect(polite()).toBe('Discount code WELKOM10 applied: -€ 3,-. Total € 31,90')

    fetchMock.mockResolvedValueOnce(json({ checkout: makeCheckout() }))
    await act(async () => fireEvent.click(screen.getByTestId('coupon-remove')))
    await focused(() => screen.getByRole('textbox', { name: 'Do you have a discount code?' }))
    expect(polite()).toBe('Discount code WELKOM10 removed. Total € 34,90')
  })

  it('says a kept code that gives no discount now, with the reason', async () => {
    await renderPage(makeCheckout())
    fireEvent.change(screen.getByRole('textbox', { name: 'Do you have a discount code?' }), {
      target: { value: 'GROOT' },
    })
    const notice = 'This discount code applies from an order amount of € 50,-.'
    fetchMock.mockResolvedValueOnce(
      json({ checkout: makeCheckout({ discount_code: 'GROOT', discount_code_notice: notice }) }),
    )
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Apply' })))
    expect(polite()).toBe(`Discount code GROOT applied, without a discount: ${notice} Total € 34,90`)
  })

  it.each([
    ['nl', 'Aantal van Ranger pocket knife 4711 is nu 3. Totaal € 94,80'],
    ['de', 'Die Menge von Ranger pocket knife 4711 ist jetzt 3. Gesamt € 94,80'],
  ] as const)('announces the quantity in %s', async (locale, text) => {
    const checkout = makeCheckout()
    await renderCart(<CartPage initial={checkout} />, { locale, cart: ready(checkout) })
    const after = makeCheckout({ checkout_line_items: [makeLine({ quantity: 3 })] })
    fetchMock.mockResolvedValueOnce(json(lineResponse(after)))
    fireEvent.click(screen.getByTestId('quantity-edit'))
    fireEvent.change(screen.getByTestId('quantity-input'), { target: { value: '3' } })
    await act(async () => fireEvent.click(screen.getByTestId('quantity-save')))
    await waitFor(() => expect(polite()).toBe(text))
    await focused(() => screen.getByTestId('quantity-edit'))
  })
})

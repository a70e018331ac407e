// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { loadCartActions } from './use-cart'
import { STORAGE_KEYS } from '#core/constants'
import type { Checkout } from '#core/schemas/checkout'
import { ProductCard } from '#app/features/product-card/product-card'
import { DELIVERY_TEXTS, makeProduct } from '#app/features/catalogue/test-fixtures'
import { AddToCartButton } from '#app/features/product-card/add-to-cart-button'
import type * as Analytics from '#app/lib/analytics'
import { page } from '#app/ui/chunk-error-modal'
import { CartCountBadge } from './cart-count-badge'
import { CartHost } from './cart-host'
import { cartStore } from './cart-state'
import { json, lineResponse, makeCheckout, makeLine } from './test-fixtures'
import { renderCart } from './test-render'

const analytics = vi.hoisted(() => ({
  events: [] as Array<{ event: string; ecommerce: Record<string, unknown> }>,
}))
vi.mock('#app/lib/analytics', async (original) => ({
  ...(await original<typeof Analytics>()),
  trackEcommerce: (event: string, ecommerce: Record<string, unknown>) =>
    analytics.events.push({ event, ecommerce }),
}))

function setDesktop(desktop: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: desktop && query.includes('min-width: 1024px'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  )
}

let fetchMock: MockInstance<typeof fetch>
// The actions' code loads on first use in the browser (docs/decisions/0075); here before the first click.
beforeAll(async () => {
  await loadCartActions()
  await import('./cart-analytics')
})

beforeEach(() => {
  analytics.events = []
  fetchMock = vi.spyOn(globalThis, 'fetch')
  setDesktop(true)
  localStorage.setItem(STORAGE_KEYS.staticDataVersion, 'test')
  localStorage.setItem(STORAGE_KEYS.staticData, JSON.stringify({ delivery_promises: DELIVERY_TEXTS }))
})
afterEach(cleanup)

const request = (index = -1) => {
  const [url, init] = fetchMock.mock.calls.at(index)!
  return { url, method: init?.method, body: init?.body ? JSON.parse(init.body as string) : undefined }
}

const related = [
  makeProduct({ id: 21, name: 'Sharpening stone' }),
  makeProduct({ id: 22, name: 'Gone knife', stock_status_code: 'UNAVAILABLE', stock: 0, stock_available: 0 }),
]

function cartWith(quantity = 1, extra: Partial<Checkout> = {}): Checkout {
  return makeCheckout({
    checkout_line_items: [
      makeLine({
        product: { id: 101, name: 'Spartan pocket knife 101', link: '/en/product-101' },
        quantity,
        products_related: related,
      }),
    ],
    ...extra,
  })
}

async function addFromCard(answer: Response) {
  fetchMock.mockResolvedValueOnce(answer)
  await act(async () =>
    fireEvent.click(screen.getByRole('button', { name: 'Add Spartan pocket knife 101 to your cart' })),
  )
}

describe('add to cart from a product card', () => {
  it('moves focus into the panel, announces the header’s new count, and Escape returns focus to the button (issue 33)', async () => {
    await renderCart(
      <>
        <CartCountBadge />
        <ProductCard product={makeProduct()} />
      </>,
    )
    const button = screen.getByRole('button', { name: 'Add Spartan pocket knife 101 to your cart' })
    button.focus()
    await addFromCard(json(lineResponse(cartWith(2), 101)))
    const dialog = screen.getByRole('dialog', { name: 'Added to your cart' })
    expect(dialog.contains(document.activeElement)).toBe(true)
    expect(document.querySelector('[data-announcer="polite"]')!.textContent).toBe('2 items in your cart')
    act(() => {
      fireEvent.keyDown(document, { key: 'Escape' })
    })
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(button)
  })

  it('posts one piece, opens the panel with the product, its quantity, price, summary and buttons, and counts it', async () => {
    await renderCart(
      <>
        <CartCountBadge />
        <ProductCard product={makeProduct()} />
      </>,
    )
    await addFromCard(json(lineResponse(cartWith(1), 101)))
    expect(request()).toMatchObject({
      url: '/front-api/checkout-line',
      method: 'POST',
      body: {
        product_id: 101,
        quantity: 1,
        is_extra_service: false,
        is_free: false,
        is_combination: false,
        show_confirmation: true,
      },
    })
    const dialog = screen.getByRole('dialog', { name: 'Added to your cart' })
    expect(dialog.className).toContain('max-w-4xl')
    const added = within(dialog).getByTestId('added-line')
    expect(within(added).getByRole('link', { name: 'Spartan pocket knife 101' }).getAttribute('href')).toBe(
      '/en/product-101',
    )
    expect(added.querySelector('img')?.getAttribute('src')).toBe('/media/demo/product/101-125x125.svg')
    expect(within(added).getByTestId('line-quantity').textContent).toBe('1')
    expect(within(added).getByTestId('added-line-total').textContent).toBe('€ 29,95')
    const summary = within(dialog).getByTestId('cart-summary')
    expect(within(summary).getByTestId('total-incl').textContent).toBe('€ 34,90')
    expect(within(summary).getByTestId('total-shipping').textContent).toBe('Shipping costs€ 4,95')
    expect(within(dialog).getByTestId('free-shipping-left').textContent).toBe(
      'Spend € 20,05 more for free shipping',
    )
    expect(within(dialog).getByRole('link', { name: 'Show cart' }).getAttribute('href')).toBe(
      '/en/shopping-cart',
    )
    expect(within(dialog).getByRole('link', { name: 'Check out' }).getAttribute('href')).toBe(
      '/en/checkout/my-information',
    )
    expect(screen.getByTestId('cart-count').textContent).toBe('1')
    expect(screen.getByText('1 item in your cart', { selector: 'span' })).toBeTruthy()
    expect(analytics.events).toEqual([
      {
        event: 'add_to_cart',
        ecommerce: {
          currency: 'EUR',
          value: 29.95,
          items: [
            {
              item_id: '101',
              item_name: 'Spartan pocket knife 101',
              item_brand: 'Noordkaap',
              price: 29.95,
              quantity: 1,
            },
          ],
        },
      },
    ])

    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue shopping' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('is a side panel below 1024 px', async () => {
    setDesktop(false)
    await renderCart(<ProductCard product={makeProduct()} />)
    await addFromCard(json(lineResponse(cartWith(1), 101)))
    const dialog = screen.getByRole('dialog', { name: 'Added to your cart' })
    expect(dialog.className).toContain('max-w-md')
    expect(dialog.className).not.toContain('max-w-4xl')
  })

  it('shows "Product is not added" with the server message when the add is refused, and no panel', async () => {
    await renderCart(<ProductCard product={makeProduct()} />)
    const button = screen.getByTestId('card-add-to-cart')
    await addFromCard(json({ message: 'You can order at most 3 pieces.', errors: {} }, 422))
    expect(button.getAttribute('data-state')).toBe('idle')
    const modal = screen.getByRole('dialog', { name: 'Product is not added' })
    expect(modal.textContent).toContain('You can order at most 3 pieces.')
    expect(modal.textContent).toContain('Spartan pocket knife 101')
    expect(screen.queryByRole('dialog', { name: 'Added to your cart' })).toBeNull()
    expect(cartStore.get().checkout).toBeNull()
  })

  it('stops the spinner silently when the add gets no answer (network), with no modal and no panel', async () => {
    await renderCart(<ProductCard product={makeProduct()} />)
    const button = screen.getByTestId('card-add-to-cart')
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    await act(async () => fireEvent.click(button))
    expect(button.getAttribute('data-state')).toBe('idle')
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('is disabled for an unavailable product', async () => {
    await renderCart(
      <ProductCard
        product={makeProduct({ stock_status_code: 'UNAVAILABLE', stock: 0, stock_available: 0 })}
      />,
    )
    expect((screen.getByTestId('card-add-to-cart') as HTMLButtonElement).disabled).toBe(true)
  })

  it('shows the stock warning above the panel when the server lowered the quantity', async () => {
    await renderCart(<AddToCartButton product={makeProduct()} quantity={5} />)
    const message = 'Not enough supply available. The quantity in your cart has been adjusted to 3.'
    fetchMock.mockResolvedValueOnce(
      json(lineResponse(cartWith(3), 101, { type: 'insufficient_stock', message, quantity: 3 })),
    )
    await act(async () => fireEvent.click(screen.getByTestId('add-to-cart')))
    expect(screen.getAllByRole('dialog')).toHaveLength(2)
    const warning = screen.getByRole('dialog', { name: 'Not enough supply available' })
    expect(warning.parentElement?.className).toContain('z-50')
    expect(warning.textContent).toContain(message)
    expect(within(warning).getByRole('button', { name: 'Show cart' })).toBeTruthy()
    fireEvent.click(within(warning).getByRole('button', { name: 'Accept' }))
    expect(screen.getByRole('dialog', { name: 'Added to your cart' })).toBeTruthy()
    expect(analytics.events[0]?.ecommerce).toMatchObject({ items: [{ quantity: 3 }] })
  })
})

describe('add-to-cart panel', () => {
  async function openPanel(checkout: Checkout) {
    await renderCart(<AddToCartButton product={makeProduct()} quantity={1} />)
    fetchMock.mockResolvedValueOnce(json(lineResponse(checkout, 101)))
    await act(async () => fireEvent.click(screen.getByTestId('add-to-cart')))
    return screen.getByRole('dialog', { name: 'Added to your cart' })
  }

  it('adds a related product: spinner, then a check mark; unavailable ones cannot be added', async () => {
    const dialog = await openPanel(cartWith(1))
    const list = within(dialog).getByTestId('related-products')
    const unavailable = within(list).getByRole('button', {
      name: 'Gone knife is not available',
    }) as HTMLButtonElement
    expect(unavailable.disabled).toBe(true)
    const add = within(list).getByRole('button', { name: 'Add Sharpening stone to your cart' })
    let answer!: (response: Response) => void
    fetchMock.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)))
    // Cart calls wait their turn (a microtask even when none is running).
    await act(async () => fireEvent.click(add))
    expect(add.getAttribute('data-state')).toBe('adding')
    expect(add.querySelector('.animate-spin')).not.toBeNull()
    expect(request().body).toMatchObject({ product_id: 21, quantity: 1 })
    // The answer carries related products only for the line it changed (the stone), none for the panel's.
    const withStone = makeCheckout({
      checkout_line_items: [
        { ...cartWith(1).checkout_line_items[0]!, products_related: [] },
        makeLine({ product: { id: 21, name: 'Sharpening stone' } }),
      ],
    })
    await act(async () => answer(json(lineResponse(withStone, 21))))
    expect(add.isConnected).toBe(true)
    expect(add.getAttribute('data-state')).toBe('added')
    expect(add.getAttribute('aria-label')).toBe('Sharpening stone has been added')
    // The panel stays on the product first added; the summary follows the cart.
    expect(within(dialog).getByTestId('added-line').getAttribute('data-product-id')).toBe('101')
    expect(within(dialog).getByTestId('total-line-items').textContent).toBe('Products€ 59,90')
  })

  it('shows "Product is not added" with the server message, the product name and image when a related add fails', async () => {
    const dialog = await openPanel(cartWith(1))
    fetchMock.mockResolvedValueOnce(
      json({ message: 'This product is not available at the moment.', errors: {} }, 422),
    )
    await act(async () =>
      fireEvent.click(within(dialog).getByRole('button', { name: 'Add Sharpening stone to your cart' })),
    )
    const modal = screen.getByRole('dialog', { name: 'Product is not added' })
    expect(modal.textContent).toContain('This product is not available at the moment.')
    expect(within(modal).getByRole('link', { name: 'Sharpening stone' })).toBeTruthy()
    expect(modal.querySelector('img')?.getAttribute('src')).toBe('/images/products/21-sq125.svg')
    const reload = vi.spyOn(page, 'reload').mockImplementation(() => {})
    fireEvent.click(within(modal).getByRole('button', { name: 'Reload page' }))
    expect(reload).toHaveBeenCalledOnce()
    expect(
      within(dialog)
        .getByRole('button', { name: 'Add Sharpening stone to your cart' })
        .getAttribute('data-state'),
    ).toBe('idle')
  })

  it('changes the quantity of the added product', async () => {
    const dialog = await openPanel(cartWith(1))
    fireEvent.click(within(dialog).getByTestId('quantity-edit'))
    fireEvent.click(within(dialog).getByRole('button', { name: 'One more' }))
    fetchMock.mockResolvedValueOnce(json(lineResponse(cartWith(2), 101)))
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' })))
    expect(request()).toMatchObject({ method: 'PUT', body: { product_id: 101, quantity: 2 } })
    expect(within(dialog).getByTestId('line-quantity').textContent).toBe('2')
    expect(within(dialog).getByTestId('added-line-total').textContent).toBe('€ 59,90')
  })

  it('shows the extra services and free products of the added product', async () => {
    const checkout = makeCheckout({
      checkout_line_items: [
        makeLine({
          product: { id: 101 },
          quantity: 2,
          product_options: {
            extra_service: [{ id: 701, name: 'Engraving', price: 9.95, quantity: 0, max_quantity: 2 }],
            free: [
              {
                id: 501,
                name: 'Leather sheath',
                quantity: 2,
                price_to_show: 0,
                original_price: 12.5,
                image: '/media/demo/free/501.svg',
                option_product: {
                  name: 'Leather sheath',
                  description: '',
                  thumb_category_height_140: '',
                  product_square_550: '',
                  link: '',
                  review_amount: 0,
                  average_review_rating: 0,
                },
              },
            ],
          },
        }),
      ],
    })
    const dialog = await openPanel(checkout)
    expect(within(dialog).getByRole('combobox', { name: /Engraving/ })).toBeTruthy()
    expect(within(dialog).getByTestId('free-toggle').getAttribute('aria-label')).toBe(
      'Delete: Leather sheath',
    )
  })
})

describe('cart start', () => {
  it('loads the count once after hydration and shows it in the header badge', async () => {
    fetchMock.mockResolvedValue(json({ checkout: cartWith(3) }))
    await renderCart(
      <>
        <CartHost />
        <CartCountBadge />
      </>,
    )
    await act(async () => {})
    expect(request()).toMatchObject({ url: '/front-api/checkout', method: 'GET' })
    expect(screen.getByTestId('cart-count').textContent).toBe('3')
    expect(screen.getByText('3 items in your cart', { selector: 'span' })).toBeTruthy()
  })

  it('takes over the checkout a page was rendered with instead of loading it again', async () => {
    const checkout = cartWith(2)
    const { router } = await renderCart(
      <>
        <CartHost />
        <CartCountBadge />
      </>,
      { routeCheckout: checkout },
    )
    await act(async () => {})
    expect(fetchMock).not.toHaveBeenCalled()
    expect(cartStore.get().checkout).toBe(checkout)
    expect(screen.getByTestId('cart-count').textContent).toBe('2')
    // Elsewhere afterwards: still no load, the cart is known.
    await act(async () => router.navigate('/en/elsewhere'))
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('asks for a reload when the cart cannot be loaded', async () => {
    fetchMock.mockResolvedValue(json({ message: 'Server error' }, 500))
    await renderCart(<CartHost />)
    await act(async () => {})
    const modal = screen.getByRole('dialog', { name: 'Cart not loaded' })
    expect(modal.textContent).toContain('Your shopping cart could not be loaded. Please reload the page.')
    expect(within(modal).getByRole('button', { name: 'Reload page' })).toBeTruthy()
    expect(screen.queryByTestId('cart-count')).toBeNull()
  })
})

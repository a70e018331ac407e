import { emptyCustomer } from '#core/schemas/customer'
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { LOCALE_HEADER } from '#core/locales'
import { ApiError } from '#app/lib/front-api'
import { lineRequest } from './cart-api'
import { cartStore } from './cart-state'
import {
  addLine,
  loadCart,
  removeLine,
  resetCartStore,
  restoreLine,
  setCoupon,
  startCart,
  updateLine,
} from './cart-store'
import { json, lineResponse, makeCheckout, makeLine } from './test-fixtures'

let fetchMock: MockInstance<typeof fetch>
beforeEach(() => {
  resetCartStore()
  fetchMock = vi.spyOn(globalThis, 'fetch')
})
afterEach(() => resetCartStore())

const call = (index = 0) => {
  const [url, init] = fetchMock.mock.calls[index]!
  return {
    url,
    method: init?.method,
    headers: init?.headers as Record<string, string>,
    body: init?.body ? JSON.parse(init.body as string) : undefined,
  }
}

describe('cart store', () => {
  it('loads the checkout once at start, with the header the API insists on, and counts its pieces', async () => {
    const checkout = makeCheckout({ checkout_line_items: [makeLine({ quantity: 3 })] })
    fetchMock.mockResolvedValue(json({ checkout, customer: emptyCustomer() }))
    expect(cartStore.get().status).toBe('idle')
    const first = startCart('nl')
    expect(cartStore.get().status).toBe('loading')
    expect(startCart('nl')).toBeNull()
    await first
    expect(fetchMock).toHaveBeenCalledOnce()
    expect(call()).toMatchObject({ url: '/front-api/checkout', method: 'GET' })
    expect(call().headers['X-Requested-With']).toBe('XMLHttpRequest')
    expect(cartStore.get()).toMatchObject({ checkout, count: 3, status: 'ready' })
    await loadCart('nl')
    expect(fetchMock).toHaveBeenCalledOnce()
  })

  it('marks a failed load and lets a later load try again', async () => {
    fetchMock.mockResolvedValueOnce(json({ message: 'Server error' }, 500))
    await expect(loadCart('en')).rejects.toBeInstanceOf(ApiError)
    expect(cartStore.get().status).toBe('failed')
    const checkout = makeCheckout()
    fetchMock.mockResolvedValueOnce(json({ checkout, customer: emptyCustomer() }))
    await loadCart('en')
    expect(cartStore.get()).toMatchObject({ checkout, status: 'ready' })
  })

  it('replaces the checkout wholesale with every answer, never merging the old one in', async () => {
    const before = makeCheckout({
      checkout_line_items: [makeLine({ product: { id: 1 }, quantity: 2 }), makeLine({ product: { id: 2 } })],
      discount_code: 'WELKOM10',
    })
    resetCartStore({ checkout: before, count: 3, status: 'ready' })
    const after = makeCheckout({ checkout_line_items: [makeLine({ product: { id: 3 }, quantity: 5 })] })
    fetchMock.mockResolvedValue(json(lineResponse(after, 3)))
    const response = await addLine(lineRequest(3, 5), 'en')
    expect(response.checkout_line_item?.product.id).toBe(3)
    expect(cartStore.get().checkout).toEqual(after)
    expect(cartStore.get().checkout?.discount_code).toBeNull()
    expect(cartStore.get().count).toBe(5)
    expect(call()).toMatchObject({
      url: '/front-api/checkout-line',
      method: 'POST',
      body: { product_id: 3, quantity: 5, is_extra_service: false, is_free: false, is_combination: false },
    })
  })

  it('sends option changes as PUT with the option kind flag, in the page language', async () => {
    fetchMock.mockResolvedValue(json(lineResponse(makeCheckout())))
    await updateLine(lineRequest(77, 2, 'free'), 'de')
    expect(call()).toMatchObject({
      method: 'PUT',
      body: { product_id: 77, quantity: 2, is_extra_service: false, is_free: true, is_combination: false },
    })
    expect(call().headers[LOCALE_HEADER]).toBe('de')
  })

  it('applies answers in the order their requests were sent', async () => {
    let answerLoad!: (response: Response) => void
    fetchMock.mockImplementationOnce(() => new Promise((resolve) => (answerLoad = resolve)))
    const newer = makeCheckout({ checkout_line_items: [makeLine({ quantity: 4 })] })
    fetchMock.mockResolvedValueOnce(json(lineResponse(newer)))
    const load = loadCart('nl')
    await addLine(lineRequest(4711, 4), 'nl')
    answerLoad(json({ checkout: makeCheckout({ checkout_line_items: [] }), customer: emptyCustomer() }))
    await load
    expect(cartStore.get().checkout).toEqual(newer)
    expect(cartStore.get().count).toBe(4)
  })

  it('sends the start load after an add under way, so a new shopper’s first add is not answered over with an empty cart', async () => {
    let answerAdd!: (response: Response) => void
    fetchMock.mockImplementationOnce(() => new Promise((resolve) => (answerAdd = resolve)))
    const added = makeCheckout({ checkout_line_items: [makeLine({ quantity: 1 })] })
    fetchMock.mockResolvedValueOnce(json({ checkout: added, customer: emptyCustomer() }))
    // A tap kept from before hydration is sent as the shell starts the cart.
    const add = addLine(lineRequest(4711, 1), 'nl')
    const load = startCart('nl')
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(fetchMock).toHaveBeenCalledOnce()
    answerAdd(json(lineResponse(added)))
    await add
    await load
    expect(fetchMock).toHaveBeenCalledTimes(2)
    expect(call(1)).toMatchObject({ url: '/front-api/checkout', method: 'GET' })
    expect(cartStore.get()).toMatchObject({ checkout: added, count: 1, status: 'ready' })
  })

  it('sends cart changes one at a time, so that a new shopper’s second add waits for the first one’s session', async () => {
    let answerFirst!: (response: Response) => void
    fetchMock.mockImplementationOnce(() => new Promise((resolve) => (answerFirst = resolve)))
    const both = makeCheckout({
      checkout_line_items: [makeLine({ quantity: 1 }), makeLine({ product: { id: 2 } })],
    })
    fetchMock.mockResolvedValueOnce(json(lineResponse(both)))
    const first = addLine(lineRequest(4711, 1), 'nl')
    const second = addLine(lineRequest(2, 1), 'nl')
    await new Promise((resolve) => setTimeout(resolve, 0))
    // The second waits in line while the first has no answer.
    expect(fetchMock).toHaveBeenCalledOnce()
    answerFirst(json(lineResponse(makeCheckout({ checkout_line_items: [makeLine({ quantity: 1 })] }))))
    await first
    await second
    expect(fetchMock).toHaveBeenCalledTimes(2)
    expect(call(1).body).toMatchObject({ product_id: 2 })
    expect(cartStore.get().checkout).toEqual(both)
  })

  it('goes on with the next change when one in line fails', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    const after = makeCheckout({ checkout_line_items: [makeLine({ quantity: 2 })] })
    fetchMock.mockResolvedValueOnce(json(lineResponse(after)))
    const failed = addLine(lineRequest(4711, 1), 'nl')
    const next = updateLine(lineRequest(4711, 2), 'nl')
    await expect(failed).rejects.toThrow('Failed to fetch')
    await expect(next).resolves.toMatchObject({ checkout: after })
  })

  it('removes by product id, restores by line id and sets the coupon on the checkout', async () => {
    const checkout = makeCheckout({ id: 'chk 9' })
    resetCartStore({ checkout, count: 1, status: 'ready' })
    fetchMock.mockImplementation(async () => json({ checkout, customer: emptyCustomer() }))
    await removeLine(4711, 'nl')
    await restoreLine(47110, 'nl')
    await setCoupon('WELKOM10', 'nl')
    expect(call(0)).toMatchObject({ url: '/front-api/checkout-line/product/4711', method: 'DELETE' })
    expect(call(1)).toMatchObject({ url: '/front-api/checkout-line/47110/restore', method: 'PUT' })
    expect(call(2)).toMatchObject({
      url: '/front-api/checkout/chk%209/fulfilment/discount-code',
      method: 'PUT',
      body: { discount_code: 'WELKOM10' },
    })
  })

  it('leaves the cart as it was when the server refuses, and passes its first message on', async () => {
    const checkout = makeCheckout()
    resetCartStore({ checkout, count: 1, status: 'ready' })
    fetchMock.mockResolvedValue(
      json(
        {
          message: 'You can order at most 10 pieces.',
          errors: { quantity: ['You can order at most 10 pieces.'] },
        },
        422,
      ),
    )
    const error = await updateLine(lineRequest(4711, 50), 'en').catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).status).toBe(422)
    expect((error as ApiError).message).toBe('You can order at most 10 pieces.')
    expect(cartStore.get().checkout).toBe(checkout)
  })
})

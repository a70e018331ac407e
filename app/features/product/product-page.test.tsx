// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { STORAGE_KEYS, VIDEO_PLAYER_STATES } from '#core/constants'
import { mediaImageUrl } from '#core/media'
import type { ProductDetail } from '#core/schemas/catalogue'
import { ModalHost } from '#app/ui/modal-host'
import { shellStore } from '#app/ui/shell-store'
import { loadCatalog } from '#app/i18n/catalog'
import { I18nProvider } from '#app/i18n/i18n'
import { ProductPage, type ProductPageProps } from './product-page'
import { resetCartStore } from '#app/features/cart/cart-store'
import { json, lineResponse, makeCheckout, makeLine } from '#app/features/cart/test-fixtures'
import { belowFoldLoaded } from '#app/ui/lazy-below-fold'
import { makeProductDetail } from './test-fixtures'

// The parts below the fold are lazy (docs/decisions/0042): render them at once, as the server does.
beforeAll(() => belowFoldLoaded())

/** YouTube's API stands in as a fake: no test may reach the internet, and the player is observable. */
const youtube = vi.hoisted(() => {
  const players: Array<{
    videoId: string
    calls: string[]
    state: number
    ready: () => void
  }> = []
  const load = vi.fn(async () => ({
    Player: class {
      constructor(
        _element: HTMLElement,
        options: { videoId: string; events: { onReady: (event: { target: unknown }) => void } },
      ) {
        const player = {
          videoId: options.videoId,
          calls: [] as string[],
          state: -1,
          ready: () => options.events.onReady({ target: api }),
        }
        const api = {
          playVideo: () => (player.calls.push('play'), (player.state = 1)),
          pauseVideo: () => (player.calls.push('pause'), (player.state = 2)),
          seekTo: () => player.calls.push('seek'),
          getPlayerState: () => player.state,
          destroy: () => player.calls.push('destroy'),
        }
        players.push(player)
        return api
      }
    },
  }))
  return { players, load }
})
vi.mock('./youtube-api', () => ({ loadYouTubeApi: youtube.load }))

const ROOT = {
  isDealer: false,
  staticDataVersion: 'test-static-data',
  shell: { three_instalments: { enabled: true, limit_cents: 300_000 } },
}

function renderPage(product: ProductDetail, props: Partial<ProductPageProps> = {}, root = ROOT) {
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '*',
        loader: () => root,
        element: (
          <I18nProvider locale="en" prefix="/en">
            <div id="page">
              <ProductPage product={product} {...props} />
            </div>
            <div id="overlays" />
            <ModalHost />
          </I18nProvider>
        ),
      },
    ],
    { initialEntries: [product.link], hydrationData: { loaderData: { root } } },
  )
  return { router, ...render(<RouterProvider router={router} />) }
}

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

beforeAll(async () => {
  await loadCatalog('en')
})
beforeEach(() => {
  // Static data as the shell leaves it in local storage, so no test fetches it.
  localStorage.setItem(STORAGE_KEYS.staticDataVersion, ROOT.staticDataVersion)
  localStorage.setItem(
    STORAGE_KEYS.staticData,
    JSON.stringify({
      delivery_promises: {
        short: { AVAILABLE_DIRECT: 'Ordered today, delivered tomorrow' },
        long: { AVAILABLE_DIRECT: 'Ordered before 22:00, delivered tomorrow' },
      },
      product_options_information: {
        title: 'Extra services',
        content: '<p>We <strong>engrave</strong> it.</p>',
      },
    }),
  )
  setDesktop(true)
  youtube.players.length = 0
  youtube.load.mockClear()
  window.location.hash = ''
})
afterEach(() => {
  cleanup()
  shellStore.set({ modals: [] })
  localStorage.clear()
})

describe('product page: title, price, stock and variants', () => {
  it('shows brand, name, rating, price, stock message and delivery promise', async () => {
    renderPage(makeProductDetail())
    expect(screen.getByRole('heading', { level: 1, name: 'Noordkaap Ranger pocket knife' })).toBeTruthy()
    expect(screen.getByTestId('brand').textContent).toContain('Noordkaap')
    expect(screen.getByTestId('rating-summary').getAttribute('href')).toBe('#reviews')
    expect(
      within(screen.getByTestId('rating-summary')).getByRole('img').getAttribute('aria-label'),
    ).toContain('12')
    expect(screen.getByTestId('buy-box').querySelector('[data-price-current]')?.textContent).toBe('€ 100,-')
    expect(screen.getByTestId('stock-message').textContent).toContain('More than 5')
    expect(await screen.findByTestId('delivery-promise')).toBeTruthy()
  })

  it('shows variants as links where a product link exists, the current one marked, others noted', () => {
    renderPage(makeProductDetail())
    const group = screen.getByRole('group', { name: 'Colour: Black' })
    const black = within(group).getByRole('link', { name: 'Black' })
    expect(black.getAttribute('href')).toBe('/en/noordkaap-ranger-black')
    expect(black.getAttribute('aria-current')).toBe('page')
    const olive = within(group).getByRole('link', { name: 'Olive available later' })
    expect(olive.getAttribute('href')).toBe('/en/noordkaap-ranger-olive')
    expect(olive.getAttribute('aria-current')).toBeNull()
    // No link: a plain box, marked as not orderable.
    const red = group.querySelector('[data-variant="Red"]')!
    expect(red.tagName).toBe('SPAN')
    expect(red.getAttribute('data-state')).toBe('unavailable')
    expect(red.textContent).toContain('not available')
    expect(screen.queryByRole('group', { name: /Size/ })).toBeNull()
  })

  it('lists extra services with their price, to tick, and explains them behind the question icon', async () => {
    renderPage(makeProductDetail())
    const services = screen.getByRole('group', { name: /Extra services/ })
    expect(services.textContent).toContain('Engraving+ € 7,50')
    const engraving = within(services).getByRole('checkbox', { name: /Engraving/ }) as HTMLInputElement
    expect(engraving.checked).toBe(false)
    fireEvent.click(engraving)
    expect(engraving.checked).toBe(true)
    fireEvent.click(await within(services).findByRole('button', { name: /Extra services/ }))
    const modal = screen.getByRole('dialog', { name: 'Extra services' })
    expect(modal.querySelector('strong')?.textContent).toBe('engrave')
  })

  it('puts the ticked extra services on the line just added, as many as its pieces', async () => {
    const line = {
      ...makeLine({ product: { id: 4711 }, quantity: 2 }),
      product_options: {
        free: [],
        combination: [],
        extra_service: [{ id: 1, name: 'Engraving', price: 7.5, quantity: 0, max_quantity: 5 }],
      },
    }
    const checkout = makeCheckout({ checkout_line_items: [line] })
    // The cart it leaves behind would count towards other tests' instalment limit.
    onTestFinished(() => resetCartStore())
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(json(lineResponse(checkout, 4711)))
      .mockResolvedValueOnce(json(lineResponse(checkout, 4711)))
    renderPage(makeProductDetail())
    fireEvent.click(screen.getByRole('checkbox', { name: /Engraving/ }))
    fireEvent.change(screen.getByRole('combobox', { name: 'Quantity' }), { target: { value: '2' } })
    await act(async () => fireEvent.click(screen.getByTestId('add-to-cart')))
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2))
    const [url, init] = fetch.mock.calls[1]!
    expect(url).toBe('/front-api/checkout-line')
    expect(init?.method).toBe('PUT')
    expect(JSON.parse(init?.body as string)).toMatchObject({
      product_id: 1,
      quantity: 2,
      is_extra_service: true,
    })
  })

  it('remembers the product as last viewed', () => {
    renderPage(makeProductDetail())
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.visitedPages)!)).toEqual([
      { id: 4711, link: '/en/noordkaap-ranger-pocket-knife' },
    ])
  })

  it('leaves an empty slot for keep-me-posted while in stock, and the reviews out of the HTML (fetched in the browser)', () => {
    const { container } = renderPage(makeProductDetail())
    const slot = container.querySelector('[data-slot="keep-me-posted"]')
    expect(slot).not.toBeNull()
    expect(slot!.childNodes).toHaveLength(0)
    // The reviews part loads once its section is on screen (docs/decisions/0063).
    expect(container.querySelector('[data-testid="product-reviews"]')!.childNodes).toHaveLength(0)
  })

  it('offers keep-me-posted only when the product is out of stock', async () => {
    renderPage(makeProductDetail({ stock: 0, stock_status_code: 'UNAVAILABLE' }))
    const slot = document.querySelector('[data-slot="keep-me-posted"]')!
    expect(await within(slot as HTMLElement).findByRole('button', { name: 'Keep me posted' })).toBeTruthy()
    cleanup()
    renderPage(makeProductDetail())
    expect(screen.queryByRole('button', { name: 'Keep me posted' })).toBeNull()
  })

  it('has a wish-list and a compare button that name the product', () => {
    const detail = makeProductDetail()
    renderPage(detail)
    expect(screen.getByRole('button', { name: `Save to favourites: ${detail.name}` })).toBeTruthy()
    expect(screen.getByRole('button', { name: `Compare ${detail.name}`, pressed: false })).toBeTruthy()
  })
})

describe('image carousel', () => {
  it('moves with previous, next, thumbnails and arrow keys', () => {
    renderPage(makeProductDetail())
    const gallery = screen.getByTestId('product-gallery')
    const visible = () => gallery.querySelector('[data-slide]:not([hidden])')!.getAttribute('data-slide')
    expect(visible()).toBe('0')
    fireEvent.click(screen.getByRole('button', { name: 'Next image' }))
    expect(visible()).toBe('1')
    fireEvent.click(screen.getByRole('button', { name: 'Previous image' }))
    fireEvent.click(screen.getByRole('button', { name: 'Previous image' }))
    expect(visible()).toBe('2')
    const first = screen.getByRole('button', { name: 'Show image 1 of 3' })
    fireEvent.click(first)
    expect(visible()).toBe('0')
    expect(first.getAttribute('aria-current')).toBe('true')
    fireEvent.keyDown(first, { key: 'ArrowRight' })
    expect(visible()).toBe('1')
    fireEvent.keyDown(first, { key: 'End' })
    expect(visible()).toBe('2')
    fireEvent.keyDown(first, { key: 'Home' })
    expect(visible()).toBe('0')
  })

  it("loads the first slide's picture at once and first, the others lazily, pipeline pictures in AVIF and WebP", () => {
    const hash = (n: number) => String(n).repeat(64)
    renderPage(
      makeProductDetail({
        slides: [
          { type: 'image', src: mediaImageUrl(hash(1), 'sq550'), alt: 'Closed', width: 550, height: 550 },
          { type: 'image', src: mediaImageUrl(hash(2), 'sq550'), alt: 'Open', width: 550, height: 550 },
          {
            type: 'video',
            youtube_id: 'abcDEF12345',
            poster: mediaImageUrl(hash(3), 'sq550'),
            title: 'In use',
          },
        ],
      }),
    )
    const gallery = screen.getByTestId('product-gallery')
    const slide = (i: number) => gallery.querySelector(`[data-slide="${i}"] img`)!
    expect([slide(0).getAttribute('loading'), slide(0).getAttribute('fetchpriority')]).toEqual([
      'eager',
      'high',
    ])
    for (const i of [1, 2]) {
      expect([slide(i).getAttribute('loading'), slide(i).getAttribute('fetchpriority')]).toEqual([
        'lazy',
        null,
      ])
    }
    const first = gallery.querySelector('[data-slide="0"] picture')!
    expect([...first.querySelectorAll('source')].map((source) => source.getAttribute('type'))).toEqual([
      'image/avif',
      'image/webp',
    ])
    expect(slide(0).getAttribute('src')).toBe(mediaImageUrl(hash(1), 'sq550'))
    expect(slide(0).getAttribute('srcset')).toBe(
      `${mediaImageUrl(hash(1), 'sq550')} 550w, ${mediaImageUrl(hash(1), 'sq550', 'jpg', 2)} 1100w`,
    )
    expect(slide(0).getAttribute('sizes')).toBe('(min-width: 1024px) 550px, 60vw')
    // The thumbnails below: lazy, and the 56 px they are shown at picks the smallest file.
    const thumbnails = screen.getByRole('list', { name: 'All images' }).querySelectorAll('img')
    expect(thumbnails).toHaveLength(3)
    for (const thumbnail of thumbnails) {
      expect([thumbnail.getAttribute('loading'), thumbnail.getAttribute('sizes')]).toEqual(['lazy', '56px'])
    }
  })

  it('has no previous and next buttons for a single slide', () => {
    renderPage(
      makeProductDetail({
        slides: [{ type: 'image', src: '/a.svg', alt: 'A', width: 550, height: 550 }],
      }),
    )
    expect(screen.queryByRole('button', { name: 'Next image' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Previous image' })).toBeNull()
    expect(screen.getByRole('img', { name: 'A' })).toBeTruthy()
  })

  it('loads the video player only when the video slide is shown, plays it on desktop and pauses on leaving', async () => {
    renderPage(makeProductDetail())
    expect(youtube.load).not.toHaveBeenCalled()
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Show image 3 of 3' }))
    })
    expect(youtube.load).toHaveBeenCalledOnce()
    const player = youtube.players[0]!
    expect(player.videoId).toBe('abcDEF12345')
    act(() => player.ready())
    expect(player.calls).toEqual(['play'])
    fireEvent.click(screen.getByRole('button', { name: 'Show image 1 of 3' }))
    expect(player.calls).toEqual(['play', 'pause'])
    expect(player.state).toBe(VIDEO_PLAYER_STATES.paused)
  })

  it('does not start the video below 1024 px', async () => {
    setDesktop(false)
    renderPage(makeProductDetail())
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Show image 3 of 3' }))
    })
    const player = youtube.players[0]!
    act(() => player.ready())
    expect(player.calls).toEqual([])
  })
})

describe('feature panel and info modal', () => {
  it('shows feature groups and the product-info group with EAN, number and reference', () => {
    renderPage(makeProductDetail())
    const panel = screen.getByTestId('feature-panel')
    expect(within(panel).getByRole('rowheader', { name: 'Steel' })).toBeTruthy()
    const info = panel.querySelector('[data-feature-group="product-info"]')!
    expect(info.textContent).toContain('Product information')
    expect(info.textContent).toContain('EAN8712345678906')
    expect(info.textContent).toContain('Item numberNK-RANGER-01')
    expect(info.textContent).toContain('Reference4711')
  })

  it('opens the info modal with title and HTML from the question icon, and Escape closes it', async () => {
    renderPage(makeProductDetail())
    fireEvent.click(screen.getByRole('button', { name: 'More information about Blade' }))
    const dialog = await screen.findByRole('dialog', { name: 'Blade' })
    expect(dialog.querySelector('strong')?.textContent).toBe('blades')
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(screen.queryByRole('dialog')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'More information about Steel' }))
    expect((await screen.findByRole('dialog', { name: 'Steel' })).textContent).toContain('Swedish')
  })
})

describe('collapsible sections', () => {
  it('opens description and features by default; reviews open on click', () => {
    renderPage(makeProductDetail())
    expect(screen.getByRole('button', { name: 'Description' }).getAttribute('aria-expanded')).toBe('true')
    expect(screen.getByRole('button', { name: 'Specifications' }).getAttribute('aria-expanded')).toBe('true')
    const reviews = screen.getByRole('button', { name: 'Reviews (12)' })
    expect(reviews.getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(reviews)
    expect(reviews.getAttribute('aria-expanded')).toBe('true')
    fireEvent.click(screen.getByRole('button', { name: 'Description' }))
    expect(screen.getByRole('button', { name: 'Description' }).getAttribute('aria-expanded')).toBe('false')
  })

  it('opens and scrolls to the section the URL hash names, also when the hash changes later', () => {
    const scroll = vi.fn()
    const original = Element.prototype.scrollIntoView
    Element.prototype.scrollIntoView = scroll
    onTestFinished(() => {
      Element.prototype.scrollIntoView = original
    })
    window.location.hash = '#reviews'
    renderPage(makeProductDetail())
    expect(screen.getByRole('button', { name: 'Reviews (12)' }).getAttribute('aria-expanded')).toBe('true')
    expect(scroll).toHaveBeenCalled()
    const reviews = document.getElementById('reviews')!
    expect(scroll.mock.contexts).toContain(reviews)

    // Closed by hand, then a link names it again.
    fireEvent.click(screen.getByRole('button', { name: 'Reviews (12)' }))
    expect(screen.getByRole('button', { name: 'Reviews (12)' }).getAttribute('aria-expanded')).toBe('false')
    act(() => {
      window.location.hash = '#description'
      window.dispatchEvent(new HashChangeEvent('hashchange'))
    })
    act(() => {
      window.location.hash = '#reviews'
      window.dispatchEvent(new HashChangeEvent('hashchange'))
    })
    expect(screen.getByRole('button', { name: 'Reviews (12)' }).getAttribute('aria-expanded')).toBe('true')
  })
})

describe('quantity', () => {
  const select = () => screen.getByRole('combobox', { name: 'Quantity' }) as HTMLSelectElement

  it('offers 1 to 10 and a custom choice that opens a popup; values below 1 become 1', async () => {
    renderPage(makeProductDetail())
    const options = [...select().options].map((option) => option.textContent)
    expect(options).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'Other quantity…'])
    fireEvent.change(select(), { target: { value: 'custom' } })
    const dialog = await screen.findByRole('dialog', { name: 'Enter a quantity' })
    const input = within(dialog).getByRole('spinbutton', { name: 'Number of pieces' })
    fireEvent.change(input, { target: { value: '' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }))
    expect(within(dialog).getByRole('alert').textContent).toBe('Enter a quantity of at least 1.')
    fireEvent.change(input, { target: { value: '-3' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(select().value).toBe('1')

    fireEvent.change(select(), { target: { value: 'custom' } })
    const again = await screen.findByRole('dialog', { name: 'Enter a quantity' })
    fireEvent.change(within(again).getByRole('spinbutton'), { target: { value: '25' } })
    fireEvent.click(within(again).getByRole('button', { name: 'Apply' }))
    expect(select().value).toBe('25')
  })

  it('caps a typed quantity at the maximum order quantity, saying so', async () => {
    renderPage(makeProductDetail({ max_order_quantity: 12 }))
    fireEvent.change(select(), { target: { value: 'custom' } })
    const dialog = await screen.findByRole('dialog', { name: 'Enter a quantity' })
    fireEvent.change(within(dialog).getByRole('spinbutton'), { target: { value: '40' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }))
    expect(select().value).toBe('12')
    expect(screen.getByTestId('quantity-cap').textContent).toBe('You can order at most 12 pieces.')
    fireEvent.change(select(), { target: { value: '2' } })
    expect(screen.getByTestId('quantity-cap').textContent).toBe('')
  })

  // Issue 33 (WCAG 3.2.2): arrowing through the closed dropdown opens no dialog on the way.
  it('passes over the custom choice by arrow key, with a hint; Enter there opens the popup and Cancel returns', async () => {
    renderPage(makeProductDetail())
    select().focus()
    fireEvent.keyDown(select(), { key: 'ArrowDown' })
    fireEvent.change(select(), { target: { value: 'custom' } })
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(select().value).toBe('custom')
    expect(screen.getByTestId('quantity-cap').textContent).toBe('Press Enter to type a quantity of your own.')
    expect(select().getAttribute('aria-describedby')).toBe(screen.getByTestId('quantity-cap').id)

    fireEvent.keyDown(select(), { key: 'Enter' })
    const dialog = await screen.findByRole('dialog', { name: 'Enter a quantity' })
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('spinbutton')))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(select())
    expect(select().value).toBe('1')
    expect(screen.getByTestId('quantity-cap').textContent).toBe('')
  })

  it('leaves the custom choice reached by arrow key when focus moves on, and keeps a pointer’s choice direct', async () => {
    renderPage(makeProductDetail())
    fireEvent.keyDown(select(), { key: 'End' })
    fireEvent.change(select(), { target: { value: 'custom' } })
    fireEvent.blur(select())
    expect(select().value).toBe('1')
    expect(screen.getByTestId('quantity-cap').textContent).toBe('')
    // Stepping to a number still chooses it at once.
    fireEvent.keyDown(select(), { key: 'ArrowDown' })
    fireEvent.change(select(), { target: { value: '2' } })
    expect(select().value).toBe('2')
    // A pointer after the keyboard: the list's custom choice opens the popup.
    fireEvent.pointerDown(select())
    fireEvent.change(select(), { target: { value: 'custom' } })
    expect(await screen.findByRole('dialog', { name: 'Enter a quantity' })).toBeTruthy()
  })

  it('offers no more than the last pieces in stock', () => {
    renderPage(makeProductDetail({ is_last_stock: true, stock: 3, stock_available: 3 }))
    expect([...select().options].map((option) => option.value)).toEqual(['1', '2', '3', 'custom'])
  })
})

describe('add-to-cart button', () => {
  const button = () => screen.getByTestId('add-to-cart') as HTMLButtonElement

  it('posts the line, shows a spinner while adding, ignores repeated clicks and returns to idle on failure with the server’s reason', async () => {
    let answer!: (response: Response) => void
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)))
    renderPage(makeProductDetail())
    fireEvent.change(screen.getByRole('combobox', { name: 'Quantity' }), { target: { value: '3' } })
    fireEvent.click(button())
    fireEvent.click(button())
    // Cart calls wait their turn (a microtask even when none is running).
    await act(async () => fireEvent.click(button()))
    expect(fetch).toHaveBeenCalledOnce()
    const [url, init] = fetch.mock.calls[0]!
    expect(url).toBe('/front-api/checkout-line')
    expect(init?.method).toBe('POST')
    expect((init?.headers as Record<string, string>)['X-Requested-With']).toBe('XMLHttpRequest')
    expect(JSON.parse(init?.body as string)).toEqual({
      product_id: 4711,
      quantity: 3,
      is_extra_service: false,
      is_free: false,
      is_combination: false,
      show_confirmation: true,
    })
    expect(button().getAttribute('data-state')).toBe('adding')
    expect(button().getAttribute('aria-busy')).toBe('true')
    expect(button().querySelector('.animate-spin')).not.toBeNull()

    await act(async () => {
      answer(new Response(JSON.stringify({ message: 'Not found' }), { status: 404 }))
    })
    expect(button().getAttribute('data-state')).toBe('idle')
    expect(button().disabled).toBe(false)
    expect(button().querySelector('.animate-spin')).toBeNull()
    // The server said why: the shopper is told (spec §8 "Add to cart fails").
    expect(screen.getByRole('dialog', { name: 'Product is not added' }).textContent).toContain('Not found')
  })

  it.each([
    [{ stock_status_code: 'AVAILABLE_DIRECT' as const }, 'green', false],
    [
      { stock_status_code: 'AVAILABLE_DELAYED' as const, expected_in_stock_date: '2030-05-01' },
      'orange',
      false,
    ],
    [{ stock_status_code: 'AVAILABLE_DELAYED' as const, expected_in_stock_date: null }, 'green', false],
  ])('is coloured and blocked by stock: %j', (overrides, colour, disabled) => {
    renderPage(makeProductDetail(overrides))
    expect(button().getAttribute('data-colour')).toBe(colour)
    expect(button().disabled).toBe(disabled)
  })

  it('is blocked without a quantity', () => {
    renderPage(makeProductDetail({ is_last_stock: true, stock: 0, stock_available: 0 }))
    expect(button().disabled).toBe(true)
  })
})

describe('three-instalment payment', () => {
  it('splits the total of the chosen quantity in three, the remainder on the first part', () => {
    renderPage(makeProductDetail())
    const box = screen.getByTestId('instalments')
    const amounts = [...box.querySelectorAll('[data-instalment] dd')].map((dd) => dd.textContent)
    expect(amounts).toEqual(['€ 33,34', '€ 33,33', '€ 33,33'])
    expect(box.textContent).toContain('After 30 days')
    expect(box.textContent).toContain('After 60 days')
    expect(screen.getByTestId('instalment-costs').textContent).toBe('€ 0,-')
    fireEvent.change(screen.getByRole('combobox', { name: 'Quantity' }), { target: { value: '2' } })
    expect([...box.querySelectorAll('[data-instalment] dd')].map((dd) => dd.textContent)).toEqual([
      '€ 66,68',
      '€ 66,66',
      '€ 66,66',
    ])
  })

  it('is not offered above the limit, counting the cart, nor when disabled', () => {
    renderPage(makeProductDetail({ prices: { price: 3000, sale: null } }))
    expect(screen.getByTestId('instalments')).toBeTruthy()
    cleanup()
    renderPage(makeProductDetail({ prices: { price: 3000, sale: null } }), { cartTotalCents: 1 })
    expect(screen.queryByTestId('instalments')).toBeNull()
    cleanup()
    // The owner's setting: switched off, or a lower limit.
    renderPage(
      makeProductDetail(),
      {},
      { ...ROOT, shell: { three_instalments: { enabled: false, limit_cents: 300_000 } } },
    )
    expect(screen.queryByTestId('instalments')).toBeNull()
    cleanup()
    renderPage(
      makeProductDetail({ prices: { price: 50, sale: null } }),
      {},
      {
        ...ROOT,
        shell: { three_instalments: { enabled: true, limit_cents: 4999 } },
      },
    )
    expect(screen.queryByTestId('instalments')).toBeNull()
  })

  it('is not offered, nor a quantity to choose, while the product cannot be ordered', () => {
    renderPage(makeProductDetail({ stock_status_code: 'UNAVAILABLE', stock: 0, stock_available: 0 }))
    expect(screen.queryByTestId('instalments')).toBeNull()
    expect(screen.queryByRole('combobox', { name: 'Quantity' })).toBeNull()
  })
})

describe('a sold-out product', () => {
  // Issue 32: quantity and extra services beside a disabled button offered what could not be bought.
  it('offers no quantity, extra services or add-to-cart, and keep-me-posted as the primary action', () => {
    renderPage(makeProductDetail({ stock_status_code: 'UNAVAILABLE', stock: 0, stock_available: 0 }))
    expect(screen.queryByTestId('extra-services')).toBeNull()
    expect(screen.queryByRole('combobox', { name: 'Quantity' })).toBeNull()
    expect(screen.queryByTestId('add-to-cart')).toBeNull()
    const keepMePosted = screen.getByTestId('keep-me-posted-button')
    expect(keepMePosted.className).toContain('bg-brand-700')
    // Still told why it cannot be bought now.
    expect(screen.getByTestId('availability').textContent).not.toBe('')
  })

  it('keeps the extra services and the quantity while the product can be ordered', () => {
    renderPage(makeProductDetail())
    expect(screen.getByTestId('extra-services')).toBeTruthy()
    expect(screen.getByRole('combobox', { name: 'Quantity' })).toBeTruthy()
    expect(screen.queryByTestId('keep-me-posted-button')).toBeNull()
  })
})

describe('free products', () => {
  it('lists free products and shows a detail modal with a link opening in a new tab', async () => {
    renderPage(
      makeProductDetail({
        free_product_options: [
          {
            id: 9,
            name: 'Belt pouch',
            quantity: 1,
            price_to_show: 0,
            original_price: 12.95,
            image: '/media/p/9-140.svg',
            option_product: {
              name: 'Noordkaap belt pouch',
              description: 'Leather pouch for the Ranger.',
              thumb_category_height_140: '/media/p/9-140.svg',
              product_square_550: '/media/p/9-550.svg',
              link: '/en/noordkaap-belt-pouch',
              review_amount: 0,
              average_review_rating: 0,
            },
          },
        ],
      }),
    )
    const free = screen.getByTestId('free-products')
    expect(free.textContent).toContain('Free')
    expect(free.textContent).toContain('€ 12,95')
    fireEvent.click(within(free).getByRole('button', { name: 'Belt pouch' }))
    const dialog = await screen.findByRole('dialog', { name: 'Noordkaap belt pouch' })
    expect(within(dialog).getByRole('img', { name: 'Noordkaap belt pouch' }).getAttribute('src')).toBe(
      '/media/p/9-550.svg',
    )
    expect(dialog.textContent).toContain('Leather pouch for the Ranger.')
    const link = within(dialog).getByRole('link', { name: /View Noordkaap belt pouch/ })
    expect(link.getAttribute('href')).toBe('/en/noordkaap-belt-pouch')
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toContain('noopener')
  })
})

describe('dealer prices', () => {
  it('shows dealers only the original price of a sale item', () => {
    const sale = { price: 80, sale: { price_original: 100, price_sale: 80, percentage: 20 } }
    renderPage(makeProductDetail({ prices: sale }), {}, { ...ROOT, isDealer: true })
    const box = screen.getByTestId('buy-box')
    expect(box.querySelector('[data-price-current]')?.textContent).toBe('€ 100,-')
    expect(box.querySelector('[data-price-original]')).toBeNull()
    expect(box.querySelector('[data-sale-label]')).toBeNull()
  })
})

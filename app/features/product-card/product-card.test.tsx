// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { mediaImageUrl } from '#core/media'
import { Price } from '#app/ui/price'
import { StarRating } from '#app/ui/star-rating'
import { DeliveryPromise } from './delivery-promise'
import { ProductCard } from './product-card'
import { ProductStrip } from './product-strip'
import { StockMessage } from './stock-message'
import { makeProduct } from '#app/features/catalogue/test-fixtures'
import { renderInShop } from '#app/features/catalogue/test-render'

afterEach(cleanup)

const saleProduct = makeProduct({
  prices: { price: 24.95, sale: { price_original: 29.95, price_sale: 24.95, percentage: 16.7 } },
})

describe('ProductCard (spec §2 "Product cards")', () => {
  it('carries id and version, links name and image to the product, and shows a sized, lazy, described image', async () => {
    await renderInShop(<ProductCard product={makeProduct({ id: 5, version: 9 })} />)
    const card = screen.getByTestId('product-card')
    expect(card.dataset.productId).toBe('5')
    expect(card.dataset.productVersion).toBe('9')
    expect(card.dataset.layout).toBe('category')
    const heading = screen.getByRole('heading', { level: 3, name: 'Spartan pocket knife 5' })
    expect(within(heading).getByRole('link').getAttribute('href')).toBe('/en/product-5')
    const image = screen.getByAltText('Spartan pocket knife 5')
    expect(image.getAttribute('src')).toBe('/images/products/5-h140.svg')
    expect(image.getAttribute('height')).toBe('140')
    expect(image.getAttribute('width')).toBe('210')
    expect(image.getAttribute('loading')).toBe('lazy')
    expect(screen.getByText('Victorinox')).toBeTruthy()
    expect(screen.getByText('Twelve functions in a red handle')).toBeTruthy()
  })

  it('loads the image at once above the fold', async () => {
    await renderInShop(<ProductCard product={makeProduct()} priority />)
    expect(screen.getByRole('img', { name: /Spartan/, hidden: true }).getAttribute('loading')).toBe('eager')
  })

  it('shows a pipeline picture as AVIF or WebP in its 210x140 box, the first cards at once and first', async () => {
    const hash = 'c0'.repeat(32)
    const h140 = mediaImageUrl(hash, 'h140')
    const product = makeProduct({
      thumbnails: { category_h140: h140 },
      thumb_category_height_140: h140,
      brand_thumbnail: mediaImageUrl('d1'.repeat(32), 'logo'),
    })
    const { container } = await renderInShop(<ProductCard product={product} priority />)
    const image = screen.getByRole('img', { name: 'Spartan pocket knife 101', hidden: true })
    expect(image.parentElement?.tagName).toBe('PICTURE')
    expect([...image.parentElement!.querySelectorAll('source')].map((source) => source.type)).toEqual([
      'image/avif',
      'image/webp',
    ])
    expect(image.getAttribute('src')).toBe(h140)
    expect(image.getAttribute('srcset')).toBe(`${h140} 1x, ${mediaImageUrl(hash, 'h140', 'jpg', 2)} 2x`)
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['210', '140'])
    expect([image.getAttribute('loading'), image.getAttribute('fetchpriority')]).toEqual(['eager', 'high'])
    // The brand's logo, shown 20 px high: its PNG fallback, and `sizes` for the small width.
    const logo = container.querySelector(`img[src$="logo.png"]`)!
    expect([logo.getAttribute('sizes'), logo.getAttribute('loading')]).toEqual(['53px', 'lazy'])
  })

  it('hides the rating without reviews and has compare, wish-list and cart buttons that say what they do', async () => {
    const { container } = await renderInShop(<ProductCard product={makeProduct({ review_amount: 0 })} />)
    expect(container.querySelector('[data-stars]')).toBeNull()
    // Neutral until the browser has loaded the shopper's lists and compare set (pages are shared).
    const compare = within(container.querySelector('[data-slot="compare"]') as HTMLElement).getByRole(
      'button',
      {
        name: 'Compare Spartan pocket knife 101',
      },
    )
    expect(compare.getAttribute('aria-pressed')).toBe('false')
    const heart = within(container.querySelector('[data-slot="wish-list"]') as HTMLElement).getByRole(
      'button',
      {
        name: 'Save to favourites: Spartan pocket knife 101',
      },
    )
    expect(heart.getAttribute('aria-haspopup')).toBe('dialog')
    // The cart's button fills its slot (app/features/cart covers what it does).
    const cart = container.querySelector('[data-slot="add-to-cart"]')!
    expect(
      within(cart as HTMLElement).getByRole('button', { name: 'Add Spartan pocket knife 101 to your cart' }),
    ).toBeTruthy()
    expect(screen.getAllByRole('button')).toHaveLength(3)
  })

  it('shows family and new-model labels, best choice, comment, free options and the highlighted banner', async () => {
    const product = makeProduct({
      product_family: 'Swiss Army',
      new_model_label: 'New model',
      is_best_choice: true,
      comment: 'Engraving possible',
      free_product_options: [
        {
          id: 1,
          name: 'Leather pouch',
          quantity: 1,
          price_to_show: 0,
          original_price: 9.95,
          image: '/images/pouch.svg',
          option_product: {
            name: 'Leather pouch',
            description: '',
            thumb_category_height_140: '',
            product_square_550: '',
            link: '/en/pouch',
            review_amount: 0,
            average_review_rating: 0,
          },
        },
      ],
    })
    await renderInShop(<ProductCard product={product} highlighted />)
    expect(screen.getByText('Swiss Army')).toBeTruthy()
    expect(screen.getByText('New model')).toBeTruthy()
    expect(screen.getByText('Best choice')).toBeTruthy()
    expect(screen.getByText('Engraving possible')).toBeTruthy()
    expect(screen.getByText('Free: Leather pouch')).toBeTruthy()
    expect(screen.getByText('Highlighted product')).toBeTruthy()
  })

  it('renders the horizontal layout with the square thumbnail', async () => {
    await renderInShop(<ProductCard product={makeProduct({ id: 8 })} layout="horizontal" />)
    expect(screen.getByAltText('Spartan pocket knife 8').getAttribute('src')).toBe(
      '/images/products/8-sq125.svg',
    )
  })

  it('shows a skeleton on the featured card until its image is there', async () => {
    const { container } = await renderInShop(<ProductCard product={makeProduct()} layout="featured" />)
    const card = screen.getByTestId('product-card')
    expect(card.className).toContain('w-72')
    expect(container.querySelector('[data-skeleton]')).not.toBeNull()
    fireEvent.load(screen.getByAltText('Spartan pocket knife 101'))
    expect(container.querySelector('[data-skeleton]')).toBeNull()
  })

  it('shows the delivery promise from static data', async () => {
    await renderInShop(<ProductCard product={makeProduct()} />)
    expect((await screen.findByTestId('delivery-promise')).textContent).toBe(
      'Order before 11:59 pm, delivered tomorrow',
    )
  })
})

describe('Price (spec §6, §9)', () => {
  it('shows one price without a sale', async () => {
    const { container } = await renderInShop(<Price prices={{ price: 1234.5, sale: null }} />)
    expect(container.querySelector('[data-price-current]')?.textContent).toBe('€ 1.234,50')
    expect(container.querySelector('del')).toBeNull()
    expect(container.querySelector('[data-sale-label]')).toBeNull()
  })

  it('strikes the original price and shows sale price, label and percentage badge from 5 %', async () => {
    const { container } = await renderInShop(<Price prices={saleProduct.prices} />)
    expect(container.querySelector('del')?.textContent).toBe('Original price € 29,95')
    expect(container.querySelector('[data-price-current]')?.textContent).toBe('Sale price € 24,95')
    expect(screen.getByText('Sale')).toBeTruthy()
    expect(container.querySelector('[data-sale-badge]')?.textContent).toBe('-17%17% off')
  })

  it('keeps the strikethrough but shows no label or badge under 5 %', async () => {
    const { container } = await renderInShop(
      <Price prices={{ price: 97, sale: { price_original: 100, price_sale: 97, percentage: 3 } }} />,
    )
    expect(container.querySelector('del')?.textContent).toContain('€ 100,-')
    expect(container.querySelector('[data-sale-label]')).toBeNull()
  })

  it('shows dealers only the original price: no label, badge or strikethrough', async () => {
    const { container } = await renderInShop(<ProductCard product={saleProduct} />, { isDealer: true })
    expect(container.querySelector('[data-price-current]')?.textContent).toBe('€ 29,95')
    expect(container.querySelector('del')).toBeNull()
    expect(container.querySelector('[data-sale-label]')).toBeNull()
    expect(screen.queryByText('Sale')).toBeNull()
  })

  it('formats in the same euro style in every language', async () => {
    const { container } = await renderInShop(<Price prices={saleProduct.prices} />, { locale: 'de' })
    expect(container.querySelector('del')?.textContent).toBe('Ursprünglicher Preis € 29,95')
    expect(screen.getByText('Angebot')).toBeTruthy()
  })
})

describe('StarRating (spec §9)', () => {
  it('rounds up to whole stars and reads rating and review count as one phrase', async () => {
    await renderInShop(<StarRating rating={4.5} count={12} />)
    const rating = screen.getByRole('img', { name: '4.5 out of 5, 12 reviews' })
    expect(rating.dataset.stars).toBe('5')
    expect(rating.textContent).toBe('(12)')
  })

  it('speaks the page language and singular', async () => {
    await renderInShop(<StarRating rating={3.2} count={1} />, { locale: 'nl' })
    expect(screen.getByRole('img', { name: '3,2 van 5, 1 beoordeling' }).dataset.stars).toBe('4')
  })

  it('is hidden when there are no reviews', async () => {
    const { container } = await renderInShop(<StarRating rating={0} count={0} />)
    expect(container.querySelector('[data-stars]')).toBeNull()
  })
})

describe('StockMessage (spec §4, §9)', () => {
  it.each([
    [{ stock: 0 }, null, null],
    [{ stock: 1 }, 'Only one left', 'green'],
    [{ stock: 4, stock_status_code: 'AVAILABLE_DELAYED' as const }, 'Only 4 left', 'orange'],
    [{ stock: 12 }, 'More than 5 in stock', 'green'],
    [{ stock: 0, stock_status_code: 'UNAVAILABLE' as const }, 'Out of stock', 'red'],
    [{ stock: 3, is_vdm: true }, null, null],
    [{ stock: 3, stock_is_from_brand: true }, null, null],
  ])('%j shows %s in %s', async (overrides, text, tone) => {
    await renderInShop(<StockMessage product={makeProduct(overrides)} />)
    const message = screen.queryByTestId('stock-message')
    if (text === null) return expect(message).toBeNull()
    expect(message?.textContent).toBe(text)
    expect(message?.dataset.stockTone).toBe(tone)
  })
})

describe('DeliveryPromise (spec §4)', () => {
  it('puts the expected date, in the page language, into the pre-order text', async () => {
    await renderInShop(
      <DeliveryPromise
        product={makeProduct({
          delivery_promise_type: 'pre_order_date',
          expected_in_stock_date: '2026-03-12',
        })}
      />,
    )
    expect((await screen.findByTestId('delivery-promise')).textContent).toBe(
      'Pre-order: expected on 12 March 2026',
    )
  })

  it('uses the custom note in the stock colour', async () => {
    await renderInShop(
      <DeliveryPromise
        product={makeProduct({
          delivery_promise_type: 'custom',
          delivery_promise_note: 'Made to order in 3 weeks',
          stock_status_code: 'AVAILABLE_DELAYED',
        })}
        length="long"
      />,
    )
    const promise = screen.getByTestId('delivery-promise')
    expect(promise.textContent).toBe('Made to order in 3 weeks')
    expect(promise.className).toContain('text-orange-700')
  })
})

describe('ProductStrip (spec §2, §9)', () => {
  const products = (n: number) => Array.from({ length: n }, (_, i) => makeProduct({ id: i + 1 }))

  it('shows title, count badge and small cards, without edge shadows under 4 products', async () => {
    const { container } = await renderInShop(
      <ProductStrip title="Bestsellers" products={products(3)} stripKey="best" />,
    )
    expect(screen.getByRole('heading', { level: 2, name: 'Bestsellers' })).toBeTruthy()
    expect(container.querySelector('[data-strip-count]')?.textContent).toBe('33 products')
    expect(screen.getAllByTestId('product-card').map((card) => card.dataset.layout)).toEqual([
      'small',
      'small',
      'small',
    ])
    expect(container.querySelector('[data-shadows]')).toBeNull()
  })

  it('has edge shadows from 4 products, and renders nothing when empty', async () => {
    const { container } = await renderInShop(
      <ProductStrip title="Bestsellers" products={products(4)} stripKey="best" />,
    )
    expect(container.querySelector('[data-shadows="true"]')).not.toBeNull()
    cleanup()
    await renderInShop(<ProductStrip title="Empty" products={[]} stripKey="none" />)
    expect(screen.queryByTestId('product-strip')).toBeNull()
  })
})

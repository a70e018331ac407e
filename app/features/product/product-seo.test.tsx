import { describe, expect, it } from 'vitest'
import { mediaImageUrl } from '#core/media'
import { productJsonLd, productJsonLdMeta } from './product-json-ld'
import { metaDescription, productMeta } from './product-seo'
import { makeProductDetail } from './test-fixtures'

const HOME = { name: 'Home', link: '/en/' }

describe('productMeta', () => {
  it('gives title, description and Open Graph descriptors', () => {
    const meta = productMeta(makeProductDetail(), { company: 'Messenwinkel' })
    expect(meta).toContainEqual({ title: 'Noordkaap Ranger pocket knife - Messenwinkel' })
    expect(meta).toContainEqual({
      name: 'description',
      content: 'A sturdy pocket knife. With a locking blade of 8 cm.',
    })
    expect(meta).toContainEqual({ property: 'og:type', content: 'product' })
    expect(meta).toContainEqual({ property: 'og:image', content: '/media/p/4711-1.svg' })
    expect(productMeta(makeProductDetail())[0]).toEqual({ title: 'Noordkaap Ranger pocket knife' })
  })

  it('gives link previews an absolute picture, for a pipeline picture its largest JPEG', () => {
    const origin = 'https://shop.example'
    const og = (meta: ReturnType<typeof productMeta>) =>
      meta.find((descriptor) => 'property' in descriptor && descriptor.property === 'og:image')
    expect(og(productMeta(makeProductDetail(), { origin }))).toEqual({
      property: 'og:image',
      content: 'https://shop.example/media/p/4711-1.svg',
    })
    const hash = 'e2'.repeat(32)
    const detail = makeProductDetail({
      slides: [{ type: 'image', src: mediaImageUrl(hash, 'sq550'), alt: 'A', width: 550, height: 550 }],
    })
    expect(og(productMeta(detail, { origin }))).toEqual({
      property: 'og:image',
      content: `https://shop.example/media/img/1/${hash}/sq550@2x.jpg`,
    })
    const [product] = productJsonLd(detail, HOME, origin) as [Record<string, unknown>]
    expect(product.image).toEqual([`https://shop.example/media/img/1/${hash}/sq550@2x.jpg`])
    const [fallback] = productJsonLd(
      makeProductDetail({ slides: [], thumb_category_height_140: mediaImageUrl(hash, 'h140') }),
      HOME,
      origin,
    ) as [Record<string, unknown>]
    expect(fallback.image).toEqual([`https://shop.example/media/img/1/${hash}/h140@2x.jpg`])
  })

  it('shortens long descriptions at a word, without markup', () => {
    const text = `<p>${'Sharp blade and steady grip. '.repeat(10)}</p>`
    const description = metaDescription(text)
    expect(description.length).toBeLessThanOrEqual(160)
    expect(description.endsWith('…')).toBe(true)
    expect(description).not.toContain('<')
  })
})

describe('productJsonLd', () => {
  it('describes the product with offer, rating, brand, gtin13 and sku, and the breadcrumb list', () => {
    const [product, breadcrumbs] = productJsonLd(makeProductDetail(), HOME, 'https://shop.example') as [
      Record<string, unknown>,
      Record<string, unknown>,
    ]
    expect(product).toMatchObject({
      '@type': 'Product',
      name: 'Noordkaap Ranger pocket knife',
      sku: 'NK-RANGER-01',
      gtin13: '8712345678906',
      url: 'https://shop.example/en/noordkaap-ranger-pocket-knife',
      brand: { '@type': 'Brand', name: 'Noordkaap' },
      offers: {
        '@type': 'Offer',
        price: '100.00',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.4, reviewCount: 12 },
    })
    expect(product.image).toEqual([
      'https://shop.example/media/p/4711-1.svg',
      'https://shop.example/media/p/4711-2.svg',
    ])
    expect(breadcrumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Home', item: 'https://shop.example/en/' },
        { position: 2, name: 'Pocket knives', item: 'https://shop.example/en/pocket-knives' },
        {
          position: 3,
          name: 'Noordkaap Ranger pocket knife',
          item: 'https://shop.example/en/noordkaap-ranger-pocket-knife',
        },
      ],
    })
  })

  it('maps stock codes to availability and leaves out a rating without reviews', () => {
    const delayed = productJsonLd(
      makeProductDetail({ stock_status_code: 'AVAILABLE_DELAYED', review_amount: 0 }),
      HOME,
    )[0]
    expect(delayed).toMatchObject({ offers: { availability: 'https://schema.org/BackOrder' } })
    expect(delayed).not.toHaveProperty('aggregateRating')
    const gone = productJsonLd(makeProductDetail({ stock_status_code: 'UNAVAILABLE', ean: '' }), HOME)[0]
    expect(gone).toMatchObject({ offers: { availability: 'https://schema.org/OutOfStock' } })
    expect(gone).not.toHaveProperty('gtin13')
  })

  it('gives the graphs to the route meta as ld+json descriptors (React Router escapes them in the head)', () => {
    const meta = productJsonLdMeta(makeProductDetail(), HOME, 'https://shop.example')
    const types = meta.map(
      (descriptor) => (descriptor as Record<string, { '@type': string }>)['script:ld+json']!['@type'],
    )
    expect(types).toEqual(['Product', 'BreadcrumbList'])
  })
})

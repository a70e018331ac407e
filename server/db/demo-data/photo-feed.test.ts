import { describe, expect, it } from 'vitest'
import { feedRowSchema } from '#core/schemas/catalogue-feed'
import { IMAGES_PER_PRODUCT, photoFeedRows } from './photo-feed'

describe('the photo feed', () => {
  const rows = [
    ...photoFeedRows({
      products: 30,
      photoUrl: (base, tag) => `https://localhost:1/photos/${base}/${tag}.jpg`,
    }),
  ]

  it('is valid in the documented feed format, row by row', () => {
    for (const row of rows) {
      const parsed = feedRowSchema.safeParse(row)
      expect(parsed.error?.issues ?? [], JSON.stringify(row)).toEqual([])
    }
  })

  it('has features, three photos per product with alt texts, related products and videos', () => {
    const products = rows.filter((row) => row.type === 'product')
    expect(products).toHaveLength(30)
    expect(rows.filter((row) => row.type === 'feature').map((row) => row.ref)).toEqual([
      'blade_length',
      'steel',
      'weight',
    ])
    const images = products.flatMap((row) => row.images as Array<{ src: string; alt: { de: string } }>)
    expect(images).toHaveLength(30 * IMAGES_PER_PRODUCT)
    // Every address is its own, so every photo is its own original for the shop.
    expect(new Set(images.map((image) => image.src)).size).toBe(images.length)
    expect(images.every((image) => image.alt.de.length > 0)).toBe(true)
    expect(products.filter((row) => row.video).length).toBe(5)
    expect(products.filter((row) => row.related).length).toBeGreaterThan(20)
  })

  it('is the same for the same seed', () => {
    const again = [
      ...photoFeedRows({
        products: 30,
        photoUrl: (base, tag) => `https://localhost:1/photos/${base}/${tag}.jpg`,
      }),
    ]
    expect(JSON.stringify(again)).toBe(JSON.stringify(rows))
  })
})

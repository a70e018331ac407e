import type { ProductDetail } from '#core/schemas/catalogue'
import { makeProduct } from '#app/features/catalogue/test-fixtures'

/** A product page's data for tests, with overrides (`makeProductDetail({ stock_status_code: 'UNAVAILABLE' })`). */
export function makeProductDetail(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    ...makeProduct({
      id: 4711,
      link: '/en/noordkaap-ranger-pocket-knife',
      name: 'Noordkaap Ranger pocket knife',
      name_translated: 'Noordkaap Ranger zakmes',
      description: 'A sturdy pocket knife.\n\nWith a locking blade of 8 cm.',
      brand_name: 'Noordkaap',
      brand_thumbnail: '/media/brands/noordkaap.svg',
      thumbnails: { category_h140: '/media/p/4711-140.svg' },
      thumb_category_height_140: '/media/p/4711-140.svg',
      thumb_category_square_125: '/media/p/4711-125.svg',
      review_amount: 12,
      average_review_rating: 4.4,
      stock: 8,
      stock_available: 8,
      prices: { price: 100, sale: null },
      ean: '8712345678906',
      reference: 'NK-RANGER-01',
      max_order_quantity: 99,
    }),
    slides: [
      { type: 'image', src: '/media/p/4711-1.svg', alt: 'Ranger, closed', width: 550, height: 550 },
      { type: 'image', src: '/media/p/4711-2.svg', alt: 'Ranger, open', width: 550, height: 550 },
      { type: 'video', youtube_id: 'abcDEF12345', poster: '/media/p/4711-video.svg', title: 'Ranger in use' },
    ],
    variants: {
      colour: [
        {
          value: 'Black',
          product_link: '/en/noordkaap-ranger-black',
          is_current: true,
          available_for_order: true,
          delayed: false,
        },
        {
          value: 'Olive',
          product_link: '/en/noordkaap-ranger-olive',
          is_current: false,
          available_for_order: true,
          delayed: true,
        },
        { value: 'Red', product_link: null, is_current: false, available_for_order: false, delayed: false },
      ],
      size: [],
    },
    extra_services: [{ id: 1, name: 'Engraving', price: 7.5, quantity: 1 }],
    combinations: [],
    feature_groups: [
      {
        title: 'Blade',
        info: '<p>All about <strong>blades</strong>.</p>',
        features: [
          { name: 'Blade length', value: '8 cm', info: null },
          { name: 'Steel', value: 'Sandvik 14C28N', info: '<p>A Swedish stainless steel.</p>' },
        ],
      },
    ],
    related_products: [],
    // As the server sends them: the category trail, without Home (the page adds it).
    breadcrumbs: [{ name: 'Pocket knives', link: '/en/pocket-knives' }],
    vat_rate: 21,
    alternates: {
      nl: '/noordkaap-ranger-zakmes',
      en: '/noordkaap-ranger-pocket-knife',
      de: '/noordkaap-ranger-taschenmesser',
    },
    ...overrides,
  }
}

import type { CategoryListing, CategorySummary, Product } from '#core/schemas/catalogue'
import { parseListingQuery } from '#core/listing-query'

/** Test factories with overrides (style.md 7): a plain in-stock product and a category page of them. */
export function makeProduct(overrides: Partial<Product> = {}): Product {
  const id = overrides.id ?? 101
  return {
    id,
    version: 3,
    link: `/en/product-${id}`,
    name: `Spartan pocket knife ${id}`,
    name_translated: `Spartan zakmes ${id}`,
    description: 'Twelve functions in a red handle',
    comment: null,
    product_family: null,
    new_model_label: null,
    is_best_choice: false,
    brand_name: 'Victorinox',
    brand_thumbnail: '/images/brands/victorinox.svg',
    thumbnails: { category_h140: `/images/products/${id}-h140.svg` },
    thumb_category_height_140: `/images/products/${id}-h140.svg`,
    thumb_category_square_125: `/images/products/${id}-sq125.svg`,
    review_amount: 0,
    average_review_rating: 0,
    free_product_options: [],
    stock: 10,
    stock_available: 10,
    stock_status_code: 'AVAILABLE_DIRECT',
    is_last_stock: false,
    stock_is_from_brand: false,
    is_vdm: false,
    expected_in_stock_date: null,
    delivery_promise_note: null,
    delivery_promise_type: 'AVAILABLE_DIRECT',
    brand_delivery_promise_short: null,
    brand_delivery_promise_long: null,
    prices: { price: 29.95, sale: null },
    ean: '7611160100010',
    reference: `VX-${id}`,
    status: 'active',
    unit_content: null,
    max_order_quantity: 10,
    ...overrides,
  }
}

export function makeCategory(overrides: Partial<CategorySummary> = {}): CategorySummary {
  return {
    id: 7,
    name: 'Pocket knives',
    link: '/en/pocket-knives',
    hit_count: 42,
    breadcrumbs: [{ name: 'Knives', link: '/en/knives' }],
    image: null,
    ...overrides,
  }
}

export function makeListing(
  overrides: Partial<Omit<CategoryListing, 'category'>> & {
    category?: Partial<CategoryListing['category']>
  } = {},
  search = '',
): CategoryListing {
  const { category, ...rest } = overrides
  return {
    category: {
      id: 7,
      name: 'Pocket knives',
      description: 'Folding knives for every pocket.',
      link: '/en/pocket-knives',
      breadcrumbs: [{ name: 'Knives', link: '/en/knives' }],
      children: [
        makeCategory({ id: 8, name: 'Swiss army knives', link: '/en/swiss-army-knives', hit_count: 12 }),
      ],
      alternates: { nl: '/zakmessen', en: '/pocket-knives', de: '/taschenmesser' },
      ...category,
    },
    query: parseListingQuery(new URLSearchParams(search)),
    products: [makeProduct({ id: 1 }), makeProduct({ id: 2 })],
    total: 60,
    pages: 3,
    facets: {
      brands: [
        { slug: 'victorinox', name: 'Victorinox', count: 40 },
        { slug: 'opinel', name: 'Opinel', count: 20 },
      ],
      price: { min: 5, max: 250 },
      in_stock_count: 51,
      features: [
        {
          key: 'blade-steel',
          name: 'Blade steel',
          values: [
            { value: 'stainless', label: 'Stainless', count: 45 },
            { value: 'carbon', label: 'Carbon', count: 15 },
          ],
        },
      ],
    },
    ...rest,
  }
}

/** Static data delivery texts as the reference data has them (English). */
export const DELIVERY_TEXTS = {
  short: {
    AVAILABLE_DIRECT: 'Order before 11:59 pm, delivered tomorrow',
    AVAILABLE_DELAYED: 'Delivered within 3 to 5 working days',
    UNAVAILABLE: 'Temporarily sold out',
    pre_order: 'Pre-order: shipped as soon as it arrives',
    pre_order_date: 'Pre-order: expected on {date}',
    brand: 'Delivered within 5 to 7 working days',
    vdm: 'Delivered within 2 to 4 working days',
  },
  long: {
    AVAILABLE_DIRECT: 'In stock. Order before 11:59 pm on a working day and it is delivered tomorrow.',
    pre_order_date: 'This item is expected on {date}.',
  },
} as const

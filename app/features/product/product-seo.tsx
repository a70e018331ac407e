import type { MetaDescriptor } from 'react-router'
import type { ProductDetail, StockStatusCode } from '#core/schemas/catalog'

/** Description for search results: the product text without markup, cut at a word near 160 characters. */
export function metaDescription(text: string, max = 160): string {
  const plain = stripHtml(text)
  if (plain.length <= max) return plain
  const cut = plain.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`
}

/**
 * `meta` descriptors of a product page, for the route's `meta` export: title (with the company name when
 * given), description and the Open Graph basics. Canonical and hreflang links come from the root.
 */
export function productMeta(
  product: Pick<
    ProductDetail,
    'name' | 'brand_name' | 'description' | 'slides' | 'thumb_category_height_140'
  >,
  options: { company?: string } = {},
): MetaDescriptor[] {
  const title = options.company ? `${product.name} - ${options.company}` : product.name
  const description = metaDescription(product.description)
  const image = firstImage(product)
  const meta: MetaDescriptor[] = [
    { title },
    { name: 'description', content: description },
    { property: 'og:type', content: 'product' },
    { property: 'og:title', content: product.name },
    { property: 'og:description', content: description },
  ]
  if (image) meta.push({ property: 'og:image', content: image })
  return meta
}

const AVAILABILITY: Record<StockStatusCode, string> = {
  AVAILABLE_DIRECT: 'https://schema.org/InStock',
  AVAILABLE_DELAYED: 'https://schema.org/BackOrder',
  UNAVAILABLE: 'https://schema.org/OutOfStock',
}

/** schema.org availability of a stock status code. */
export function schemaAvailability(code: StockStatusCode): string {
  return AVAILABILITY[code]
}

/** The schema.org Product (with Offer, AggregateRating, Brand) and BreadcrumbList of a product page. */
export function productJsonLd(product: ProductDetail, origin = ''): object[] {
  const url = absolute(product.link, origin)
  const images = product.slides.flatMap((slide) =>
    slide.type === 'image' ? [absolute(slide.src, origin)] : [],
  )
  const item: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: stripHtml(product.description),
    sku: product.reference,
    url,
    image: images.length > 0 ? images : [absolute(product.thumb_category_height_140, origin)],
    brand: { '@type': 'Brand', name: product.brand_name },
    offers: {
      '@type': 'Offer',
      url,
      price: product.prices.price.toFixed(2),
      priceCurrency: 'EUR',
      availability: schemaAvailability(product.stock_status_code),
      itemCondition: 'https://schema.org/NewCondition',
    },
  }
  if (/^\d{13}$/.test(product.ean)) item.gtin13 = product.ean
  if (product.review_amount > 0) {
    item.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: product.average_review_rating,
      reviewCount: product.review_amount,
      bestRating: 5,
      worstRating: 1,
    }
  }
  const graphs: object[] = [item]
  if (product.breadcrumbs.length > 0) {
    graphs.push({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: product.breadcrumbs.map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.name,
        item: absolute(crumb.link, origin),
      })),
    })
  }
  return graphs
}

/**
 * Structured data of a product page for search engines. The route renders it (it knows the public origin,
 * which makes the URLs absolute).
 */
export function ProductJsonLd({ product, origin = '' }: { product: ProductDetail; origin?: string }) {
  return (
    <>
      {productJsonLd(product, origin).map((graph, index) => (
        <script
          key={index}
          type="application/ld+json"
          // JSON inside a script: `<` escaped so that no text can close the element.
          dangerouslySetInnerHTML={{ __html: JSON.stringify(graph).replace(/</g, '\\u003c') }}
        />
      ))}
    </>
  )
}

function firstImage(product: Pick<ProductDetail, 'slides' | 'thumb_category_height_140'>): string | null {
  const slide = product.slides.find((s) => s.type === 'image')
  return slide?.type === 'image' ? slide.src : product.thumb_category_height_140 || null
}

function absolute(path: string, origin: string): string {
  if (!origin || /^https?:\/\//.test(path)) return path
  return `${origin.replace(/\/$/, '')}${path.startsWith('/') ? '' : '/'}${path}`
}

function stripHtml(text: string): string {
  return text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
}

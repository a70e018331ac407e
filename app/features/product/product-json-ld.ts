import type { MetaDescriptor } from 'react-router'
import { categoryTrail } from '#app/features/catalogue/breadcrumbs'
import type { Breadcrumb, ProductDetail, StockStatusCode } from '#core/schemas/catalogue'
import { absolute, shareableImage, stripHtml } from './product-seo'

const AVAILABILITY: Record<StockStatusCode, string> = {
  AVAILABLE_DIRECT: 'https://schema.org/InStock',
  AVAILABLE_DELAYED: 'https://schema.org/BackOrder',
  UNAVAILABLE: 'https://schema.org/OutOfStock',
}

/** schema.org availability of a stock status code. */
export function schemaAvailability(code: StockStatusCode): string {
  return AVAILABILITY[code]
}

/**
 * The schema.org Product (with Offer, AggregateRating, Brand) and BreadcrumbList of a product page; the list
 * is the visible trail, from Home to the product.
 */
export function productJsonLd(product: ProductDetail, home: Breadcrumb, origin = ''): object[] {
  const url = absolute(product.link, origin)
  const images = product.slides.flatMap((slide) =>
    slide.type === 'image' ? [shareableImage(slide.src, origin)] : [],
  )
  const item: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: stripHtml(product.description),
    sku: product.reference,
    url,
    image: images.length > 0 ? images : [shareableImage(product.thumb_category_height_140, origin)],
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
  const breadcrumbs = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: categoryTrail(product, home).map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absolute(crumb.link, origin),
    })),
  }
  return [item, breadcrumbs]
}

/**
 * The structured data as `meta` descriptors: the catch-all loader adds them to the product page's meta, so
 * React Router renders them in the head (escaped) and the browser's page code never carries this module.
 */
export function productJsonLdMeta(product: ProductDetail, home: Breadcrumb, origin = ''): MetaDescriptor[] {
  return productJsonLd(product, home, origin).map((graph) => ({ 'script:ld+json': graph }))
}

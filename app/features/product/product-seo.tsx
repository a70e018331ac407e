import type { MetaDescriptor } from 'react-router'
import type { ProductDetail } from '#core/schemas/catalogue'
import { mediaImageUrl, parseMediaImageUrl } from '#core/media'

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
 * given), description and the Open Graph basics. Canonical and hreflang links come from the root. Kept apart
 * from the structured data (`product-json-ld.ts`): the route's `meta` is in every catalogue page's first load.
 */
export function productMeta(
  product: Pick<
    ProductDetail,
    'name' | 'brand_name' | 'description' | 'slides' | 'thumb_category_height_140'
  >,
  options: {
    company?: string
    /** The shop's public address: Open Graph wants absolute URLs. */ origin?: string
  } = {},
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
  if (image) meta.push({ property: 'og:image', content: shareableImage(image, options.origin ?? '') })
  return meta
}

function firstImage(product: Pick<ProductDetail, 'slides' | 'thumb_category_height_140'>): string | null {
  const slide = product.slides.find((s) => s.type === 'image')
  return slide?.type === 'image' ? slide.src : product.thumb_category_height_140 || null
}

/**
 * A picture's address for search engines and link previews: absolute, and for one the media pipeline made
 * (core/media.ts) its 2x JPEG or PNG, the largest file the shop has of it; any other address as it is.
 */
export function shareableImage(url: string, origin: string): string {
  const parsed = parseMediaImageUrl(url)
  const large = parsed ? mediaImageUrl(parsed.hash, parsed.variant, undefined, 2) : url
  return absolute(large, origin)
}

/** `path` on the shop's `origin`; a full URL, or no origin given, as it is. */
export function absolute(path: string, origin: string): string {
  if (!origin || /^https?:\/\//.test(path)) return path
  return `${origin.replace(/\/$/, '')}${path.startsWith('/') ? '' : '/'}${path}`
}

/** Plain text of a product text with markup (also for the structured data in `product-json-ld.ts`). */
export function stripHtml(text: string): string {
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

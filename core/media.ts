/**
 * The shop's own product media (docs/catalogue-feed.md, issue 34): an image the catalogue brings (feed or
 * back office) is stored once under the SHA-256 of its original bytes, and the pages use sizes derived from
 * it. Every derived file has an address that names the original's hash, the size, the pixel density and the
 * format, so its bytes never change and it is served with `Cache-Control: immutable`:
 *
 *   /media/img/<pipeline>/<sha256 hex>/<variant>[@2x].<avif|webp|jpg|png>
 *
 * The catalogue stores the fallback address (1x, JPEG or PNG) in the fields the spec names
 * (`thumb_category_height_140`, a slide's `src`…); the pages derive the AVIF and WebP sources and the 2x
 * density from it (app/ui/media-image.tsx). Any other address (the demo's drawings, a `/media/…` path) is
 * used as it is.
 */

export const MEDIA_IMAGE_PREFIX = '/media/img'

/**
 * Raised when what a derived file looks like changes (its encoder settings, a variant's box): new addresses,
 * so no browser or cache keeps an old rendering under an immutable address.
 */
export const MEDIA_PIPELINE_VERSION = 1

/**
 * The boxes the pages show. A picture is fitted inside its box whole (no cropping: a knife's tip is never
 * cut off) on a white ground, or a transparent one for logos, so every derived file of a variant has the
 * same width and height and the page reserves its space before it loads.
 */
export const IMAGE_VARIANTS = {
  /** Category card (spec: "thumbnail (category height 140)"). */
  h140: { width: 210, height: 140, fallback: 'jpg' },
  /** Horizontal and small cards, cart lines, options. */
  sq125: { width: 125, height: 125, fallback: 'jpg' },
  /** The product page's gallery. */
  sq550: { width: 550, height: 550, fallback: 'jpg' },
  /** A brand's logo: transparent, PNG as fallback. */
  logo: { width: 160, height: 60, fallback: 'png' },
} as const satisfies Record<string, { width: number; height: number; fallback: 'jpg' | 'png' }>

export type ImageVariant = keyof typeof IMAGE_VARIANTS
export const IMAGE_VARIANT_NAMES = Object.keys(IMAGE_VARIANTS) as ImageVariant[]
export const IMAGE_FORMATS = ['avif', 'webp', 'jpg', 'png'] as const
export type ImageFormat = (typeof IMAGE_FORMATS)[number]
/** Pixel densities derived per variant: 2x for high-density screens (nearly every phone). */
export const IMAGE_DENSITIES = [1, 2] as const
export type ImageDensity = (typeof IMAGE_DENSITIES)[number]

export const MIME_TYPES: Record<ImageFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
}

export interface MediaImageAddress {
  hash: string
  variant: ImageVariant
  density: ImageDensity
  format: ImageFormat
}

const HASH = /^[0-9a-f]{64}$/
const FILE = /^([a-z0-9]+)(?:@(2)x)?\.(avif|webp|jpg|png)$/

export function isMediaHash(value: string): boolean {
  return HASH.test(value)
}

/** The address of one derived file. */
export function mediaImageUrl(
  hash: string,
  variant: ImageVariant,
  format: ImageFormat = IMAGE_VARIANTS[variant].fallback,
  density: ImageDensity = 1,
): string {
  return `${MEDIA_IMAGE_PREFIX}/${MEDIA_PIPELINE_VERSION}/${hash}/${variant}${density === 1 ? '' : `@${density}x`}.${format}`
}

/**
 * The parts of a derived file's address (path only, or a full URL on any origin), or null for anything
 * else: another pipeline version, an unknown variant, a format the variant is not made in.
 */
export function parseMediaImageUrl(url: string): MediaImageAddress | null {
  const start = url.indexOf(`${MEDIA_IMAGE_PREFIX}/`)
  if (start < 0 || (start > 0 && !/^https?:\/\/[^/]+$/.test(url.slice(0, start)))) return null
  const [version, hash, file, ...rest] = url.slice(start + MEDIA_IMAGE_PREFIX.length + 1).split('/')
  if (rest.length > 0 || version !== String(MEDIA_PIPELINE_VERSION) || !hash || !HASH.test(hash)) return null
  const match = FILE.exec(file ?? '')
  if (!match || !(match[1]! in IMAGE_VARIANTS)) return null
  const variant = match[1] as ImageVariant
  const format = match[3] as ImageFormat
  if (!variantFormats(variant).includes(format)) return null
  return { hash, variant, density: match[2] ? 2 : 1, format }
}

/** The formats a variant is made in, best first: AVIF, WebP, then its fallback. */
export function variantFormats(variant: ImageVariant): ImageFormat[] {
  return ['avif', 'webp', IMAGE_VARIANTS[variant].fallback]
}

export interface ImageSources {
  width: number
  height: number
  /** `type` → `srcset` with 1x and 2x, best format first; the last is the fallback's. */
  sources: Array<{ type: string; srcSet: string }>
  /** The fallback at 1x, for `<img src>`. */
  src: string
}

/** What a `<picture>` needs for a derived file's address; null for any other address. */
export function imageSources(url: string): ImageSources | null {
  const parsed = parseMediaImageUrl(url)
  if (!parsed) return null
  const { hash, variant } = parsed
  const box = IMAGE_VARIANTS[variant]
  return {
    width: box.width,
    height: box.height,
    sources: variantFormats(variant).map((format) => ({
      type: MIME_TYPES[format],
      srcSet: IMAGE_DENSITIES.map(
        (density) => `${mediaImageUrl(hash, variant, format, density)} ${density}x`,
      ).join(', '),
    })),
    src: mediaImageUrl(hash, variant),
  }
}

/**
 * The same original in another variant (a gallery thumbnail needs the 125 px square, not the 550 px one);
 * any other address as it is.
 */
export function mediaVariantOf(url: string, variant: ImageVariant): string {
  const parsed = parseMediaImageUrl(url)
  return parsed ? mediaImageUrl(parsed.hash, variant) : url
}

import { mediaImageUrl, parseMediaImageUrl, type ImageVariant } from '#core/media'
import type { FeedBrand, FeedProduct } from '#core/schemas/catalogue-feed'
import type { ProductImages, StoredSlide } from '#server/db/schema'
import type { IngestOutcome, MediaIngest } from '#server/domain/media/media-ingest'
import { fieldName, type Located, type RowProblem } from './feed'

/**
 * The feed's pictures through the media pipeline (issue 34, docs/decisions/0120): a batch's `https://`
 * addresses go to the ingest once, before the batch's transaction (fetching must not hold row locks); a row
 * is then written with the shop's own derived addresses (core/media.ts), or refused whole when any of its
 * pictures was refused, so the product keeps what it had. A derived address of the shop's own
 * (`/media/img/1/<hash>/…`, what the back office's uploads give, issue 35) stands for its original: each size
 * is derived from it. Other `/media/…` paths are the shop's own files and are used as they are.
 */

export type IngestResults = ReadonlyMap<string, IngestOutcome>

const isRemote = (src: string) => src.startsWith('https://')

/** A product row's pictures in page order, each with the path of its field (`images[2]`, `image`). */
function productPictures(row: FeedProduct): Array<{ src: string; path: PropertyKey[] }> {
  const pictures = row.images
    ? row.images.map((picture, index) => ({ src: picture.src, path: ['images', index] }))
    : row.image
      ? [{ src: row.image, path: ['image'] }]
      : []
  if (row.video) pictures.push({ src: row.video.poster, path: ['video', 'poster'] })
  return pictures
}

/** Every `https://` address the batch's product and brand rows name, once each. */
export function remoteSources(products: Located<FeedProduct>[], brands: Located<FeedBrand>[]): string[] {
  const sources = new Set<string>()
  for (const { row } of products)
    for (const { src } of productPictures(row)) if (isRemote(src)) sources.add(src)
  for (const { row } of brands) if (row.logo && isRemote(row.logo)) sources.add(row.logo)
  return [...sources]
}

/** Asks the pipeline for the batch's addresses (none asked when the batch names none). */
export async function ingestSources(media: MediaIngest, sources: string[]): Promise<IngestResults> {
  return sources.length === 0 ? new Map() : media.ingest(sources)
}

type Resolved = { ok: true; address: (variant: ImageVariant) => string } | { ok: false; reason: string }

function resolve(src: string, results: IngestResults): Resolved {
  const own = parseMediaImageUrl(src)
  if (own && src.startsWith('/')) return { ok: true, address: (variant) => mediaImageUrl(own.hash, variant) }
  if (!isRemote(src)) return { ok: true, address: () => src }
  const outcome = results.get(src)
  // The port answers every address it is given; one left out was not fetched.
  if (!outcome) return { ok: false, reason: 'imageUnreachable' }
  if (!outcome.ok) return { ok: false, reason: outcome.reason }
  const { hash } = outcome.image
  return { ok: true, address: (variant) => mediaImageUrl(hash, variant) }
}

export interface ProductMedia {
  images: ProductImages
  slides: StoredSlide[]
}

/**
 * What the product stores of its pictures: the three sizes of the first picture, one image slide per picture
 * (550 × 550, alt per language, the product's name when the feed gives none) and the video slide last. A row
 * any of whose pictures was refused is a problem on that picture's field, with the pipeline's reason.
 */
export function productMedia(
  { line, row, csv }: Located<FeedProduct>,
  results: IngestResults,
): ProductMedia | RowProblem {
  const pictures = productPictures(row)
  const resolved = pictures.map((picture) => ({ ...picture, result: resolve(picture.src, results) }))
  for (const { path, result } of resolved)
    if (!result.ok) return { line, ref: row.ref, field: fieldName(path, row, !!csv), reason: result.reason }
  const address = (index: number, variant: ImageVariant) => {
    const result = resolved[index]!.result
    return result.ok ? result.address(variant) : ''
  }
  const gallery = row.images ?? [{ src: row.image!, alt: undefined }]
  const slides: StoredSlide[] = gallery.map((picture, index): StoredSlide => ({
    type: 'image',
    src: address(index, 'sq550'),
    alt: picture.alt ?? row.name,
    width: 550,
    height: 550,
  }))
  if (row.video)
    slides.push({
      type: 'video',
      youtube_id: row.video.youtube_id,
      poster: address(resolved.length - 1, 'sq550'),
      title: row.video.title,
    })
  return {
    images: { h140: address(0, 'h140'), sq125: address(0, 'sq125'), sq550: address(0, 'sq550') },
    slides,
  }
}

/** The brand's logo address (its `logo` size), '' for none, or the problem of a refused logo. */
export function brandLogo({ line, row }: Located<FeedBrand>, results: IngestResults): string | RowProblem {
  if (!row.logo) return ''
  const result = resolve(row.logo, results)
  return result.ok ? result.address('logo') : { line, ref: row.ref, field: 'logo', reason: result.reason }
}

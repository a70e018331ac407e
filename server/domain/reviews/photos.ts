import { randomBytes } from 'node:crypto'
import { fileTypeFromBuffer } from 'file-type'
import sharp, { type Metadata } from 'sharp'
import { REVIEW_PHOTO_MAX_BYTES, REVIEW_PHOTO_MAX_COUNT } from '#core/schemas/review'

/**
 * A shopper's photo is untrusted bytes (docs/decisions/0063): its kind is read from its content, never from its
 * name or the browser's type; it is decoded with a pixel limit (a small file that declares a huge picture, an
 * "image bomb", is refused before it is decoded); and only our own re-encoding is kept: oriented, scaled down,
 * WebP, without EXIF, GPS or any other metadata.
 */

/** Kinds we decode; what a phone or camera makes. */
const ACCEPTED_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'])

/** Largest picture decoded: 50 megapixels is more than any phone camera, far less than a bomb's billions. */
export const PHOTO_MAX_PIXELS = 50_000_000

const THUMBNAIL_SIZE = 240
const LARGE_SIZE = 1600

export type PhotoRefusalReason = 'tooMany' | 'tooLarge' | 'notImage' | 'tooManyPixels' | 'unreadable'

export class PhotoRefused extends Error {
  override name = 'PhotoRefused'

  constructor(
    readonly reason: PhotoRefusalReason,
    /** The file's name as the shopper chose it (only for the message). */
    readonly fileName: string,
  ) {
    super(`photo refused: ${reason}`)
  }
}

export interface PhotoUpload {
  name: string
  size: number
  bytes(): Promise<Uint8Array>
}

export interface EncodedPhoto {
  token: string
  width: number
  height: number
  thumbnail: Buffer
  large: Buffer
}

/** Counts and sizes first (cheap), then each photo's content, decoded one at a time (memory). */
export async function encodePhotos(uploads: readonly PhotoUpload[]): Promise<EncodedPhoto[]> {
  if (uploads.length > REVIEW_PHOTO_MAX_COUNT) throw new PhotoRefused('tooMany', '')
  for (const upload of uploads) {
    if (upload.size > REVIEW_PHOTO_MAX_BYTES) throw new PhotoRefused('tooLarge', upload.name)
  }
  const encoded: EncodedPhoto[] = []
  for (const upload of uploads) encoded.push(await encodePhoto(upload))
  return encoded
}

export async function encodePhoto(upload: PhotoUpload): Promise<EncodedPhoto> {
  const input = Buffer.from(await upload.bytes())
  if (input.byteLength > REVIEW_PHOTO_MAX_BYTES) throw new PhotoRefused('tooLarge', upload.name)
  const type = await fileTypeFromBuffer(input)
  if (!type || !ACCEPTED_TYPES.has(type.mime)) throw new PhotoRefused('notImage', upload.name)

  const options = { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'error' as const, animated: false }
  let metadata: Metadata
  try {
    // Reads the header only (no pixel is decoded), so the declared size can be refused by name below.
    metadata = await sharp(input, { ...options, limitInputPixels: false }).metadata()
  } catch {
    throw new PhotoRefused('unreadable', upload.name)
  }
  const { width = 0, height = 0 } = metadata
  if (width * height > PHOTO_MAX_PIXELS) throw new PhotoRefused('tooManyPixels', upload.name)
  if (width === 0 || height === 0) throw new PhotoRefused('unreadable', upload.name)

  try {
    // `rotate()` applies the EXIF orientation before the metadata goes; sharp writes none unless asked.
    const oriented = sharp(input, options).rotate()
    const large = await oriented
      .clone()
      .resize(LARGE_SIZE, LARGE_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true })
    const thumbnail = await oriented
      .clone()
      .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'cover' })
      .webp({ quality: 75 })
      .toBuffer()
    return {
      token: randomBytes(16).toString('base64url'),
      width: large.info.width,
      height: large.info.height,
      thumbnail,
      large: large.data,
    }
  } catch {
    throw new PhotoRefused('unreadable', upload.name)
  }
}

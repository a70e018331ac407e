import { fileTypeFromBuffer } from 'file-type'
import sharp, { type Metadata } from 'sharp'
import type { MediaFailure } from './media-ingest'

export type OriginalFormat = 'jpeg' | 'png' | 'webp' | 'avif' | 'gif'

const FORMATS: Record<string, OriginalFormat> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/gif': 'gif',
}

export const ORIGINAL_MIME_TYPES: Record<OriginalFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
}

export type Inspection =
  | { ok: true; format: OriginalFormat; width: number; height: number }
  | {
      ok: false
      reason: Extract<MediaFailure, 'imageNotAnImage' | 'imageTooManyPixels' | 'imageBroken'>
      detail: string
    }

/**
 * How originals are decoded, at the sync and for every derived file alike, so a file the sync accepted is
 * never refused at page time: a cut-off file fails, a mere warning (stray bytes after the picture, which
 * cameras and editors write) does not; animations give their first frame.
 */
export const DECODE_OPTIONS = { failOn: 'truncated', animated: false } as const

/** The box of the decode that proves a file whole: JPEG and WebP shrink while they load, so it is cheap. */
const PROOF_SIZE = 256

/**
 * What an original is, from its bytes alone (never its name or the server's Content-Type): its kind (SVG
 * and anything else refused: an SVG can carry script and is no photo), its size after EXIF orientation,
 * checked against the pixel limit from the header before a pixel is decoded (an "image bomb" declares
 * billions), and then decoded once, so a broken file is refused at the sync and never fails at page time.
 */
export async function inspectOriginal(bytes: Buffer, maxPixels: number): Promise<Inspection> {
  const type = await fileTypeFromBuffer(bytes)
  const format = type ? FORMATS[type.mime] : undefined
  if (!format) return { ok: false, reason: 'imageNotAnImage', detail: type ? type.mime : 'unknown bytes' }
  let metadata: Metadata
  try {
    metadata = await sharp(bytes, { ...DECODE_OPTIONS, limitInputPixels: false }).metadata()
  } catch (error) {
    return { ok: false, reason: 'imageBroken', detail: (error as Error).message }
  }
  const { width = 0, height = 0 } = metadata
  if (width === 0 || height === 0)
    return { ok: false, reason: 'imageBroken', detail: 'no size in the header' }
  if (width * height > maxPixels) {
    return {
      ok: false,
      reason: 'imageTooManyPixels',
      detail: `${width}×${height}, limit ${maxPixels} pixels`,
    }
  }
  try {
    await sharp(bytes, { ...DECODE_OPTIONS, limitInputPixels: maxPixels })
      .resize(PROOF_SIZE, PROOF_SIZE, { fit: 'inside' })
      .raw()
      .toBuffer()
  } catch (error) {
    return { ok: false, reason: 'imageBroken', detail: (error as Error).message }
  }
  // Orientations 5 to 8 turn the picture a quarter: width and height swap once it is shown upright.
  const turned = (metadata.orientation ?? 1) >= 5
  return { ok: true, format, width: turned ? height : width, height: turned ? width : height }
}

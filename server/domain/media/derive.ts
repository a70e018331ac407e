import sharp from 'sharp'
import { IMAGE_VARIANTS, type MediaImageAddress } from '#core/media'
import { DECODE_OPTIONS } from './inspect'

const WHITE = { r: 255, g: 255, b: 255, alpha: 1 }
const TRANSPARENT = { r: 255, g: 255, b: 255, alpha: 0 }

/**
 * One derived file from an original (core/media.ts): oriented as its EXIF says, fitted whole inside the
 * variant's box at the density asked (never enlarged: a small original sits in the middle of its ground),
 * on white (photos) or transparent (logos), and encoded without any metadata (no EXIF, no GPS, no
 * profile: sharp converts to sRGB and keeps nothing unless asked). Every file of a variant has the box's
 * exact size, so the page reserves its space before it loads.
 */
export async function deriveImage(
  original: Buffer,
  { variant, density, format }: Omit<MediaImageAddress, 'hash'>,
  maxPixels: number,
): Promise<Buffer> {
  const box = IMAGE_VARIANTS[variant]
  const transparent = box.fallback === 'png'
  const width = box.width * density
  const height = box.height * density
  let image = sharp(original, { ...DECODE_OPTIONS, limitInputPixels: maxPixels }).rotate()
  // A photo's transparent parts become its white ground before the fit, so every format looks the same.
  image = transparent ? image.ensureAlpha() : image.flatten({ background: WHITE })
  const fitted = await image
    .resize(width, height, { fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true })
  const padX = width - fitted.info.width
  const padY = height - fitted.info.height
  const boxed = sharp(fitted.data, {
    raw: { width: fitted.info.width, height: fitted.info.height, channels: fitted.info.channels },
  }).extend({
    top: Math.floor(padY / 2),
    bottom: Math.ceil(padY / 2),
    left: Math.floor(padX / 2),
    right: Math.ceil(padX / 2),
    background: transparent ? TRANSPARENT : WHITE,
  })
  switch (format) {
    case 'avif':
      return boxed.avif({ quality: 50, effort: 2 }).toBuffer()
    case 'webp':
      return boxed.webp({ quality: transparent ? 90 : 78, alphaQuality: 90, effort: 4 }).toBuffer()
    case 'jpg':
      return boxed.jpeg({ quality: 78, mozjpeg: true, progressive: true }).toBuffer()
    case 'png':
      return boxed.png({ compressionLevel: 9, palette: true, quality: 90 }).toBuffer()
  }
}

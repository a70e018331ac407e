import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { IMAGE_DENSITIES, IMAGE_VARIANTS, IMAGE_VARIANT_NAMES, variantFormats } from '#core/media'
import { deriveImage } from '#server/domain/media/derive'
import { inspectOriginal } from '#server/domain/media/inspect'
import { pictureIn, twoToneJpeg } from './media-fixtures'

const SHARP_FORMAT = { avif: 'heif', webp: 'webp', jpg: 'jpeg', png: 'png' } as const

/** Every derived file of every variant: its size, format, orientation, ground, and that it carries no metadata. */
describe('derived images', () => {
  let photo: Buffer
  beforeAll(async () => {
    // Stored 600 × 300 (red left, blue right) with orientation 6: shown 300 × 600, red on top.
    photo = await twoToneJpeg({ orientation: 6, gps: true })
    const original = await sharp(photo).metadata()
    // The fixture really carries what must go.
    expect(original.orientation).toBe(6)
    expect(original.exif?.toString('latin1')).toContain('Leaky 1')
  })

  const files = IMAGE_VARIANT_NAMES.flatMap((variant) =>
    IMAGE_DENSITIES.flatMap((density) =>
      variantFormats(variant).map((format) => ({ variant, density, format })),
    ),
  )

  it.each(files)('$variant @$density x as $format: the box, upright, no EXIF', async (file) => {
    const derived = await deriveImage(photo, file, 40_000_000)
    const box = IMAGE_VARIANTS[file.variant]
    const metadata = await sharp(derived).metadata()
    expect(metadata.format).toBe(SHARP_FORMAT[file.format])
    expect([metadata.width, metadata.height]).toEqual([box.width * file.density, box.height * file.density])
    expect(metadata.exif).toBeUndefined()
    expect(metadata.xmp).toBeUndefined()
    expect(metadata.orientation).toBeUndefined()
    expect(derived.toString('latin1')).not.toContain('Leaky 1')
    if (file.format === 'jpg') expect(metadata.isProgressive).toBe(true)

    // Upright: red above blue in the picture's middle column.
    const { data, info } = await sharp(derived).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
    const pixel = (x: number, y: number) => {
      const at = (Math.round(y) * info.width + Math.round(x)) * 4
      return [data[at]!, data[at + 1]!, data[at + 2]!, data[at + 3]!]
    }
    const middle = info.width / 2
    const [topRed, , topBlue] = pixel(middle, info.height * 0.3)
    const [bottomRed, , bottomBlue] = pixel(middle, info.height * 0.7)
    expect(topRed).toBeGreaterThan(topBlue! + 80)
    expect(bottomBlue).toBeGreaterThan(bottomRed! + 80)
    // The picture is taller than the box is wide: the ground shows left and right. Logos: transparent.
    const corner = pixel(1, 1)
    if (box.fallback === 'png') expect(corner[3]).toBe(0)
    else expect(corner.slice(0, 3).every((channel) => channel > 240) && corner[3] === 255).toBe(true)
  })

  it('never enlarges a small original: it sits in the middle of its ground', async () => {
    const small = await pictureIn('png', 40, 30)
    const derived = await deriveImage(small, { variant: 'sq550', density: 1, format: 'png' }, 1e6)
    const { data, info } = await sharp(derived).raw().toBuffer({ resolveWithObject: true })
    expect([info.width, info.height]).toEqual([550, 550])
    const at = (x: number, y: number) => data[(y * info.width + x) * info.channels]!
    // Green (0x30 red) in the middle, white 30 px out from it.
    expect(at(275, 275)).toBe(0x30)
    expect(at(275 + 30, 275)).toBe(255)
  })

  it('derives what the ingest accepted: a JPEG with a decoder warning is no page-time error', async () => {
    const clean = await pictureIn('jpeg', 300, 200)
    // Stray bytes before a marker: libjpeg warns ("extraneous bytes"), the picture is whole.
    const scan = clean.indexOf(Buffer.from([0xff, 0xda]))
    const warned = Buffer.concat([clean.subarray(0, scan), Buffer.from([1, 2, 3, 4]), clean.subarray(scan)])
    expect(await inspectOriginal(warned, 1e6)).toMatchObject({ ok: true, width: 300, height: 200 })
    const derived = await deriveImage(warned, { variant: 'h140', density: 1, format: 'jpg' }, 1e6)
    expect((await sharp(derived).metadata()).width).toBe(210)
  })

  it('puts a transparent photo on white', async () => {
    const cutout = await sharp({
      create: { width: 300, height: 300, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer()
    const derived = await deriveImage(cutout, { variant: 'sq125', density: 1, format: 'webp' }, 1e6)
    const { data, info } = await sharp(derived).raw().toBuffer({ resolveWithObject: true })
    expect(info.channels).toBe(3)
    expect([data[0], data[1], data[2]]).toEqual([255, 255, 255])
  })
})

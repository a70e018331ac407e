import { describe, expect, it } from 'vitest'
import {
  IMAGE_VARIANT_NAMES,
  imageSources,
  mediaImageUrl,
  mediaVariantOf,
  parseMediaImageUrl,
  variantFormats,
} from './media'

const HASH = 'ab'.repeat(32)

describe('derived image addresses', () => {
  it('parse back to what made them, for every variant, format and density', () => {
    for (const variant of IMAGE_VARIANT_NAMES)
      for (const format of variantFormats(variant))
        for (const density of [1, 2] as const)
          expect(parseMediaImageUrl(mediaImageUrl(HASH, variant, format, density))).toEqual({
            hash: HASH,
            variant,
            format,
            density,
          })
  })

  it('refuse anything else: another pipeline version, a short hash, a format the variant is not made in, extra segments', () => {
    expect(parseMediaImageUrl(`/media/img/2/${HASH}/sq550.jpg`)).toBeNull()
    expect(parseMediaImageUrl(`/media/img/1/${HASH.slice(2)}/sq550.jpg`)).toBeNull()
    expect(parseMediaImageUrl(`/media/img/1/${HASH}/sq550.png`)).toBeNull()
    expect(parseMediaImageUrl(`/media/img/1/${HASH}/logo.jpg`)).toBeNull()
    expect(parseMediaImageUrl(`/media/img/1/${HASH}/sq550@3x.jpg`)).toBeNull()
    expect(parseMediaImageUrl(`/media/img/1/${HASH}/sq550.jpg/x`)).toBeNull()
    expect(parseMediaImageUrl(`/evil/media/img/1/${HASH}/sq550.jpg`)).toBeNull()
    expect(parseMediaImageUrl('/media/demo/pocketknife/a-550x550.svg')).toBeNull()
  })

  it('give a picture its AVIF and WebP sources in 1x and 2x, the fallback last', () => {
    const sources = imageSources(mediaImageUrl(HASH, 'h140'))!
    expect(sources).toMatchObject({ width: 210, height: 140, src: `/media/img/1/${HASH}/h140.jpg` })
    expect(sources.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp', 'image/jpeg'])
    expect(sources.sources[0]!.srcSet).toBe(
      `/media/img/1/${HASH}/h140.avif 1x, /media/img/1/${HASH}/h140@2x.avif 2x`,
    )
    expect(imageSources('/media/demo/pocketknife/a-550x550.svg')).toBeNull()
  })

  it('swap the variant of a derived address and leave any other address alone', () => {
    expect(mediaVariantOf(mediaImageUrl(HASH, 'sq550'), 'sq125')).toBe(`/media/img/1/${HASH}/sq125.jpg`)
    expect(mediaVariantOf('/media/demo/axe/b-550x550.svg', 'sq125')).toBe('/media/demo/axe/b-550x550.svg')
  })
})

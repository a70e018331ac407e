// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { mediaImageUrl } from '#core/media'
import { MediaImage } from './media-image'
import { Thumbnail } from './thumbnail'

afterEach(cleanup)

const HASH = 'ab'.repeat(32)
const base = `/media/img/1/${HASH}`

function parts(container: HTMLElement) {
  const picture = container.querySelector('picture')
  const img = container.querySelector('img')!
  const sources = [...container.querySelectorAll('source')].map((source) => ({
    type: source.getAttribute('type'),
    srcset: source.getAttribute('srcset'),
    sizes: source.getAttribute('sizes'),
  }))
  const attr = (name: string) => img.getAttribute(name)
  return { picture, img, sources, attr }
}

describe('MediaImage', () => {
  it('gives a pipeline picture AVIF and WebP sources in 1x and 2x, the JPEG fallback and its box', () => {
    const { container } = render(<MediaImage src={mediaImageUrl(HASH, 'h140')} alt="Ranger" />)
    const { picture, sources, attr } = parts(container)
    expect(picture?.className).toBe('contents')
    expect(sources).toEqual([
      { type: 'image/avif', srcset: `${base}/h140.avif 1x, ${base}/h140@2x.avif 2x`, sizes: null },
      { type: 'image/webp', srcset: `${base}/h140.webp 1x, ${base}/h140@2x.webp 2x`, sizes: null },
    ])
    expect(attr('src')).toBe(`${base}/h140.jpg`)
    expect(attr('srcset')).toBe(`${base}/h140.jpg 1x, ${base}/h140@2x.jpg 2x`)
    expect([attr('width'), attr('height')]).toEqual(['210', '140'])
    expect(attr('alt')).toBe('Ranger')
    // Below the fold unless told otherwise.
    expect(attr('loading')).toBe('lazy')
    expect(attr('decoding')).toBe('async')
    expect(attr('fetchpriority')).toBeNull()
    expect(attr('sizes')).toBeNull()
  })

  it('loads the priority picture at once and first, an eager one at once only', () => {
    const first = parts(render(<MediaImage src={mediaImageUrl(HASH, 'sq550')} alt="" priority />).container)
    expect([first.attr('loading'), first.attr('fetchpriority')]).toEqual(['eager', 'high'])
    cleanup()
    const eager = parts(render(<MediaImage src={mediaImageUrl(HASH, 'sq550')} alt="" eager />).container)
    expect([eager.attr('loading'), eager.attr('fetchpriority')]).toEqual(['eager', null])
  })

  it('says pixel widths and the shown width when the picture is shown smaller than its box', () => {
    const { container } = render(
      <MediaImage src={mediaImageUrl(HASH, 'sq125')} alt="" width={56} height={56} className="size-14" />,
    )
    const { sources, attr } = parts(container)
    expect(sources[0]).toEqual({
      type: 'image/avif',
      srcset: `${base}/sq125.avif 125w, ${base}/sq125@2x.avif 250w`,
      sizes: '56px',
    })
    expect(attr('srcset')).toBe(`${base}/sq125.jpg 125w, ${base}/sq125@2x.jpg 250w`)
    expect(attr('sizes')).toBe('56px')
    // The file's own box gives the aspect ratio; the class sets the shown size.
    expect([attr('width'), attr('height'), attr('class')]).toEqual(['125', '125', 'size-14'])
  })

  it('takes the given sizes for a picture whose shown width depends on the screen', () => {
    const sizes = '(min-width: 1024px) 550px, 60vw'
    const { sources, attr } = parts(
      render(<MediaImage src={mediaImageUrl(HASH, 'sq550')} alt="" sizes={sizes} />).container,
    )
    expect(sources.map((source) => source.sizes)).toEqual([sizes, sizes])
    expect(sources[1]!.srcset).toBe(`${base}/sq550.webp 550w, ${base}/sq550@2x.webp 1100w`)
    expect(attr('sizes')).toBe(sizes)
  })

  it('gives a brand logo its PNG fallback', () => {
    const { sources, attr } = parts(render(<MediaImage src={mediaImageUrl(HASH, 'logo')} alt="" />).container)
    expect(sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp'])
    expect(attr('src')).toBe(`${base}/logo.png`)
    expect([attr('width'), attr('height')]).toEqual(['160', '60'])
  })

  it('shows any other address as a plain image, as it is', () => {
    for (const src of [
      '/media/demo/product/ranger-1000x1000.svg',
      `/media/img/2/${HASH}/h140.jpg`,
      `/media/img/1/${HASH}/logo.jpg`,
    ]) {
      const { container } = render(
        <MediaImage src={src} alt="Ranger" width={210} height={140} sizes="210px" priority />,
      )
      const { picture, sources, attr } = parts(container)
      expect(picture, src).toBeNull()
      expect(sources).toEqual([])
      expect(attr('src')).toBe(src)
      expect([attr('width'), attr('height')]).toEqual(['210', '140'])
      expect([attr('loading'), attr('fetchpriority'), attr('decoding')]).toEqual(['eager', 'high', 'async'])
      expect(attr('srcset')).toBeNull()
      expect(attr('sizes')).toBeNull()
      cleanup()
    }
  })

  it('makes small thumbnails from pipeline pictures with the shown size', () => {
    const { sources, attr } = parts(
      render(<Thumbnail src={mediaImageUrl(HASH, 'sq125')} size={24} className="size-6" />).container,
    )
    expect(sources).toHaveLength(2)
    expect([attr('sizes'), attr('alt'), attr('loading')]).toEqual(['24px', '', 'lazy'])
  })
})

import type { ComponentProps } from 'react'
import { imageSources } from '#core/media'

export type MediaImageProps = Omit<ComponentProps<'img'>, 'src' | 'srcSet' | 'loading' | 'fetchPriority'> & {
  src: string
  alt: string
  /** The first picture a shopper looks at (the gallery's first slide, the first cards): eager and first. */
  priority?: boolean
  /** For a picture in the first screen that is not the one to hurry. */
  eager?: boolean
}

/**
 * A catalogue picture (core/media.ts). An address the media pipeline made becomes a `<picture>` with AVIF
 * and WebP in 1x and 2x, the JPEG or PNG `<img>` as fallback and the variant's width and height; any other
 * address (the demo's drawings, a `/media/…` path) a plain `<img>`. Below the fold it loads lazily; a
 * `priority` picture loads at once and before the others.
 *
 * `width` and `height` say how large the picture is shown; a derived file keeps its own (the variant's box,
 * for the aspect ratio). Shown narrower than its box (a 56 px thumbnail of a 125 px square), its sources say
 * their pixel widths and `sizes` the shown one, so the browser takes the smallest file that is sharp.
 * `<picture>` is `display: contents`: the `<img>` stays the box's child for the layout.
 */
export function MediaImage({ src, priority, eager, sizes, ...props }: MediaImageProps) {
  const img = {
    loading: priority || eager ? ('eager' as const) : ('lazy' as const),
    fetchPriority: priority ? ('high' as const) : undefined,
    decoding: 'async' as const,
    ...props,
  }
  const derived = imageSources(src)
  if (!derived) return <img src={src} {...img} />
  const { width, height } = derived
  const shown = Number(props.width ?? width)
  // The 1x file is the box's width, the 2x twice that: as `w` descriptors when the picture is shown smaller.
  sizes ??= shown < width ? `${shown}px` : undefined
  const set = (srcSet: string) =>
    sizes ? srcSet.replace(/ ([12])x/g, (_, density: string) => ` ${Number(density) * width}w`) : srcSet
  const fallback = derived.sources.pop()!
  return (
    <picture className="contents">
      {derived.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={set(source.srcSet)} sizes={sizes} />
      ))}
      <img
        {...img}
        src={derived.src}
        srcSet={set(fallback.srcSet)}
        sizes={sizes}
        width={width}
        height={height}
      />
    </picture>
  )
}

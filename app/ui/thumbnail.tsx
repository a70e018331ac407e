import { MediaImage } from './media-image'

/**
 * A small decorative product or option picture beside its name: the name is the text, so `alt` stays empty;
 * fixed width and height keep the layout from shifting while it loads lazily. `className` sets the size.
 */
export function Thumbnail({
  src,
  size,
  className,
  loading = 'lazy',
}: {
  src: string
  size: number
  className: string
  /** `eager` for a picture in the first screen. */
  loading?: 'lazy' | 'eager'
}) {
  return (
    <MediaImage
      src={src}
      alt=""
      width={size}
      height={size}
      eager={loading === 'eager'}
      className={`shrink-0 object-contain ${className}`}
    />
  )
}

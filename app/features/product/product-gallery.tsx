import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react'
import type { ProductSlide } from '#core/schemas/catalogue'
import { useI18n } from '#app/i18n/i18n'
import { ChevronIcon } from '#app/ui/icons/chevron'
import { useIsDesktop } from '#app/ui/use-media-query'
import { PlayIcon } from '#app/ui/icons/play'
import { lazyBelowFold } from '#app/ui/lazy-below-fold'
import { MediaImage } from '#app/ui/media-image'
import { mediaVariantOf } from '#core/media'

/** Loaded and hydrated after the first load (docs/decisions/0042). */
const VideoSlide = lazyBelowFold('video-slide', () =>
  import('./video-slide').then((module) => module.VideoSlide),
)

/**
 * How wide a slide's picture is shown: a square in the 3:2 box of a phone (about 60 % of the screen's width),
 * the 550 px box beside the buy box from `lg` on.
 */
const SLIDE_SIZES = '(min-width: 1024px) 550px, 60vw'

/** A horizontal swipe of at least this many pixels moves to the next or previous slide. */
const SWIPE_MIN_PX = 40

/**
 * The image carousel of the product page (spec §2): previous and next buttons only when there is more than
 * one slide, thumbnails, arrow keys, Home and End, and swiping on touch screens. Video slides play and pause
 * with their slide on desktop.
 */
export function ProductGallery({
  slides,
  name,
  fallbackImage,
}: {
  slides: ProductSlide[]
  name: string
  /** Shown when the product has no slides at all. */
  fallbackImage?: string
}) {
  const { t } = useI18n()
  const desktop = useIsDesktop()
  const [index, setIndex] = useState(0)
  const swipeStart = useRef<number | null>(null)
  const total = slides.length
  const current = Math.min(index, Math.max(0, total - 1))
  const go = (next: number) => setIndex(((next % total) + total) % total)

  if (total === 0) {
    return (
      <div className="flex aspect-[3/2] items-center justify-center rounded-lg bg-white p-6 lg:aspect-square">
        {fallbackImage ? (
          <MediaImage
            src={fallbackImage}
            alt={name}
            priority
            className="max-h-full max-w-full object-contain"
          />
        ) : null}
      </div>
    )
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (total < 2) return
    const target = { ArrowLeft: current - 1, ArrowRight: current + 1, Home: 0, End: total - 1 }[
      event.key as 'ArrowLeft'
    ]
    if (target === undefined) return
    // Arrow keys inside the video's own controls are the player's.
    if ((event.target as HTMLElement).tagName === 'IFRAME') return
    event.preventDefault()
    go(target)
  }

  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType === 'touch') swipeStart.current = event.clientX
  }
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current
    swipeStart.current = null
    if (start === null || total < 2) return
    const distance = event.clientX - start
    if (Math.abs(distance) >= SWIPE_MIN_PX) go(current + (distance < 0 ? 1 : -1))
  }

  const position = (i: number) => t('product.gallery.slide', { index: i + 1, total })

  return (
    <section
      aria-roledescription={t('product.gallery.carousel')}
      aria-label={t('product.gallery.label', { name })}
      className="flex flex-col gap-3"
      onKeyDown={onKeyDown}
      data-testid="product-gallery"
    >
      <div
        className="relative aspect-[3/2] touch-pan-y lg:aspect-square overflow-hidden rounded-lg border border-gray-200 bg-white"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
      >
        {slides.map((slide, i) => (
          <div
            key={i}
            role="group"
            aria-roledescription={t('product.gallery.slideRole')}
            aria-label={position(i)}
            hidden={i !== current}
            className="absolute inset-0"
            data-slide={i}
          >
            {slide.type === 'image' ? (
              <MediaImage
                src={slide.src}
                alt={slide.alt || name}
                width={slide.width}
                height={slide.height}
                sizes={SLIDE_SIZES}
                priority={i === 0}
                draggable={false}
                className="size-full object-contain p-4"
              />
            ) : (
              <VideoSlide slide={slide} active={i === current} autoplay={desktop} />
            )}
          </div>
        ))}
        {total > 1 ? (
          <>
            <button
              type="button"
              onClick={() => go(current - 1)}
              aria-label={t('product.gallery.previous')}
              className="absolute top-1/2 left-2 z-10 -translate-y-1/2 rounded-full border border-gray-300 bg-white/90 p-2 text-gray-800 shadow hover:bg-white focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              <ChevronIcon direction="left" className="size-5" />
            </button>
            <button
              type="button"
              onClick={() => go(current + 1)}
              aria-label={t('product.gallery.next')}
              className="absolute top-1/2 right-2 z-10 -translate-y-1/2 rounded-full border border-gray-300 bg-white/90 p-2 text-gray-800 shadow hover:bg-white focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              <ChevronIcon direction="right" className="size-5" />
            </button>
          </>
        ) : null}
      </div>
      {total > 1 ? (
        <>
          <ul
            className="flex gap-2 overflow-x-auto pb-1 max-lg:hidden"
            aria-label={t('product.gallery.thumbnails')}
          >
            {slides.map((slide, i) => (
              <li key={i} className="shrink-0">
                <button
                  type="button"
                  onClick={() => go(i)}
                  aria-label={t('product.gallery.show', { index: i + 1, total })}
                  aria-current={i === current ? 'true' : undefined}
                  className={`relative block size-16 overflow-hidden rounded-md border-2 bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
                    i === current ? 'border-brand-700' : 'border-gray-200 hover:border-gray-400'
                  }`}
                >
                  <MediaImage
                    src={mediaVariantOf(slide.type === 'image' ? slide.src : slide.poster, 'sq125')}
                    alt=""
                    width={56}
                    height={56}
                    className="size-full object-contain p-1"
                  />
                  {slide.type === 'video' ? (
                    <span className="absolute inset-0 flex items-center justify-center text-white">
                      <span className="rounded-full bg-black/60 p-1">
                        <PlayIcon className="size-4" />
                      </span>
                    </span>
                  ) : null}
                </button>
              </li>
            ))}
          </ul>
          <p className="sr-only" aria-live="polite">
            {position(current)}
          </p>
        </>
      ) : null}
    </section>
  )
}

import { useEffect, useRef, useState } from 'react'
import { YOUTUBE_PLAYER_HOST } from '#core/constants'
import type { ProductSlide } from '#core/schemas/catalogue'
import { useI18n } from '#app/i18n/i18n'
import { MediaImage } from '#app/ui/media-image'
import { PlayIcon } from '#app/ui/icons/play'
import { SlideVideoController } from './video-player'
import { loadYouTubeApi } from './youtube-api'

type VideoSlideData = Extract<ProductSlide, { type: 'video' }>

/**
 * A video slide: its poster until the slide is first shown; then YouTube's player, loaded only now. On
 * desktop (`autoplay`) the video plays while its slide is the active one and pauses when it is left.
 */
export function VideoSlide({
  slide,
  active,
  autoplay,
}: {
  slide: VideoSlideData
  active: boolean
  autoplay: boolean
}) {
  const { t } = useI18n()
  const [controller] = useState(() => new SlideVideoController())
  const [shown, setShown] = useState(active)
  const [status, setStatus] = useState<'poster' | 'ready' | 'failed'>('poster')
  const container = useRef<HTMLDivElement>(null)

  // The first time the slide is shown the player is wanted; it stays once loaded.
  if (active && !shown) setShown(true)

  useEffect(() => {
    const node = container.current
    if (!shown || !node) return
    let cancelled = false
    let player: { destroy(): void } | null = null
    loadYouTubeApi().then(
      (api) => {
        if (cancelled) return
        // YouTube replaces the element it gets by its iframe: give it one React does not own.
        const host = document.createElement('div')
        node.append(host)
        player = new api.Player(host, {
          videoId: slide.youtube_id,
          host: YOUTUBE_PLAYER_HOST,
          width: '100%',
          height: '100%',
          playerVars: { rel: 0, playsinline: 1 },
          events: {
            onReady: (event) => {
              const iframe = node.querySelector('iframe')
              if (iframe) iframe.title = slide.title
              controller.attach(event.target)
            },
            onStateChange: (event) => controller.onStateChange(event.data),
          },
        })
        setStatus('ready')
      },
      () => {
        if (!cancelled) setStatus('failed')
      },
    )
    return () => {
      cancelled = true
      controller.dispose()
      try {
        player?.destroy()
      } catch {
        // The iframe may be gone already.
      }
      node.replaceChildren()
    }
  }, [shown, slide.youtube_id, slide.title, controller])

  useEffect(() => {
    controller.setActive(active, autoplay)
  }, [active, autoplay, controller])

  return (
    <div className="relative size-full bg-black" data-video={slide.youtube_id} data-status={status}>
      {status !== 'ready' ? (
        <>
          <MediaImage
            src={slide.poster}
            alt=""
            // As the gallery's slides (product-gallery.tsx): a square in the slide's box.
            sizes="(min-width: 1024px) 550px, 60vw"
            className="size-full object-contain opacity-90"
          />
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-4 text-center text-white">
            <span className="rounded-full bg-black/60 p-4">
              <PlayIcon className="size-8" />
            </span>
            <span className="rounded bg-black/60 px-2 py-1 text-sm font-medium">{slide.title}</span>
            {status === 'failed' ? (
              <span role="status" className="rounded bg-black/70 px-2 py-1 text-sm">
                {t('product.gallery.videoFailed')}
              </span>
            ) : null}
          </div>
        </>
      ) : null}
      <div
        ref={container}
        className={`absolute inset-0 [&>iframe]:size-full ${status === 'ready' ? '' : 'pointer-events-none'}`}
      />
    </div>
  )
}

import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { useI18n } from '#app/i18n/i18n'
import { loadChunk } from '#app/lib/chunk-load'
import type { HomeStripRef } from './home-strips'

const HomeStrips = lazy(() =>
  loadChunk('home-strips', () => import('./home-strips')).then(
    (module) => ({ default: module.HomeStrips }),
    // Suggestions below the fold: without their code the page works as before.
    () => ({ default: () => null }),
  ),
)

/** How far ahead of the viewport the strips start loading, so they are there when the shopper arrives. */
const AHEAD = '800px 0px'

/**
 * The home page's product strips (offers, new models, top rated) load when the shopper scrolls near them
 * (issue 10: the home rendered 44 cards and 250 KB of HTML). The page carries only their titles and product
 * ids; the products come from `POST /front-api/product` and the code from a chunk of its own. Until then each
 * strip keeps its place, so nothing below jumps.
 */
export function LazyHomeStrips({ strips }: { strips: HomeStripRef[] }) {
  const [near, setNear] = useState(false)
  const anchor = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = anchor.current
    if (!element || near) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true)
      },
      { rootMargin: AHEAD },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [near])
  if (strips.length === 0) return null
  const placeholders = <StripPlaceholders strips={strips} />
  return (
    <div ref={anchor} className="flex flex-col gap-8" data-testid="home-strips">
      {near ? (
        <Suspense fallback={placeholders}>
          <HomeStrips strips={strips} placeholders={placeholders} />
        </Suspense>
      ) : (
        placeholders
      )}
    </div>
  )
}

/** Titled blocks as high as a strip of small cards. */
export function StripPlaceholders({ strips }: { strips: HomeStripRef[] }) {
  const { t } = useI18n()
  return (
    <>
      {strips.map((strip) => (
        <section
          key={strip.key}
          aria-label={strip.title}
          aria-busy="true"
          className="min-h-[23rem]"
          data-testid="strip-placeholder"
        >
          <h2 className="mb-3 text-xl font-bold">{strip.title}</h2>
          <div className="flex gap-3 overflow-hidden" aria-hidden="true">
            {Array.from({ length: Math.min(6, strip.ids.length) }, (_, index) => (
              <div
                key={index}
                className="h-80 w-44 shrink-0 animate-pulse rounded-lg bg-gray-100 motion-reduce:animate-none"
              />
            ))}
          </div>
          <p className="sr-only">{t('shell.loading')}</p>
        </section>
      ))}
    </>
  )
}

import { useEffect, useState } from 'react'
import { SELLING_POINTS_SHUFFLE_MS } from '#core/constants'
import { useI18n } from '#app/i18n/i18n'
import { useMediaQuery } from '#app/ui/use-media-query'

/**
 * How many points a width shows, floor(min(width, 1280) / 250) - 1 (spec §9), as classes: the server renders
 * every point and CSS hides the ones the width has no room for, so that the bar is filled before hydration.
 * 500 px shows 1 (the bar is hidden below), 750 px 2, 1000 px 3, 1250 px and wider 4; the fifth and later never.
 */
const SHOWN_FROM = ['flex', 'hidden min-[750px]:flex', 'hidden min-[1000px]:flex', 'hidden min-[1250px]:flex']

/**
 * Rotating selling points (spec §2, §9), reshuffled every 10 seconds. Moving content can be paused (WCAG 2.2.2):
 * a pause button, no rotation while the pointer or focus is on the bar, none at all when the shopper asks for
 * reduced motion. The texts are the shop's setting in the page's language (shell data, edited in the back office).
 */
export function SellingPoints({ points }: { points: readonly string[] }) {
  const { t } = useI18n()
  const [order, setOrder] = useState<readonly string[]>(points)
  // New texts (another language, a changed setting) start a new order.
  const [shown, setShown] = useState(points)
  if (shown !== points) {
    setShown(points)
    setOrder(points)
  }
  // The shopper's own pause or play; until then, reduced motion means paused.
  const [paused, setPaused] = useState<boolean | null>(null)
  const [held, setHeld] = useState(false)
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)')
  const stopped = paused ?? reducedMotion
  useEffect(() => {
    if (stopped || held) return
    const timer = setInterval(() => setOrder(shuffle), SELLING_POINTS_SHUFFLE_MS)
    return () => clearInterval(timer)
  }, [stopped, held])
  return (
    <div
      className="hidden h-8 bg-brand-900 text-xs text-white/90 min-[500px]:block"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <div className="mx-auto flex h-full max-w-7xl items-center gap-2 px-4">
        <ul className="flex h-full flex-1 items-center justify-around gap-4" data-testid="selling-points">
          {order.map((point, index) => (
            <li key={point} className={`${SHOWN_FROM[index] ?? 'hidden'} items-center gap-1.5`}>
              <span aria-hidden="true" className="text-accent-500">
                ✓
              </span>
              {point}
            </li>
          ))}
        </ul>
        {points.length > 1 ? (
          <button
            type="button"
            onClick={() => setPaused(!stopped)}
            // A toggle: one name, its state in aria-pressed; the icon shows what a press does.
            aria-label={t('shell.sellingPoints.pause')}
            aria-pressed={stopped}
            className="grid size-6 shrink-0 place-items-center rounded hover:bg-white/10"
            data-testid="selling-points-toggle"
          >
            <svg viewBox="0 0 24 24" className="size-3.5" aria-hidden="true" fill="currentColor">
              <path d={stopped ? 'M8 5v14l11-7z' : 'M7 5h3.5v14H7zm6.5 0H17v14h-3.5z'} />
            </svg>
          </button>
        ) : null}
      </div>
    </div>
  )
}

function shuffle<T>(items: readonly T[]): T[] {
  const copy = [...items]
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1))
    ;[copy[i], copy[j]] = [copy[j]!, copy[i]!]
  }
  return copy
}

import { useEffect, useState, useSyncExternalStore } from 'react'
import { SELLING_POINTS_SHUFFLE_MS, sellingPointsCount } from '#core/constants'

function subscribeResize(listener: () => void) {
  window.addEventListener('resize', listener)
  return () => window.removeEventListener('resize', listener)
}

/**
 * Rotating selling points (spec §2, §9): floor(min(width, 1280) / 250) - 1 of them, reshuffled every
 * 10 seconds. The server renders none (it does not know the width); the bar's height is fixed. The texts are
 * the shop's setting in the page's language (shell data, edited in the back office).
 */
export function SellingPoints({ points }: { points: readonly string[] }) {
  const width = useSyncExternalStore(
    subscribeResize,
    () => window.innerWidth,
    () => 0,
  )
  const [order, setOrder] = useState<readonly string[]>(points)
  // New texts (another language, a changed setting) start a new order.
  const [shown, setShown] = useState(points)
  if (shown !== points) {
    setShown(points)
    setOrder(points)
  }
  useEffect(() => {
    const timer = setInterval(() => setOrder(shuffle), SELLING_POINTS_SHUFFLE_MS)
    return () => clearInterval(timer)
  }, [])
  const count = sellingPointsCount(width)
  return (
    <div className="hidden h-8 bg-brand-900 text-xs text-white/90 min-[500px]:block">
      <ul
        className="mx-auto flex h-full max-w-7xl items-center justify-around gap-4 px-4"
        data-testid="selling-points"
      >
        {order.slice(0, count).map((point) => (
          <li key={point} className="flex items-center gap-1.5">
            <span aria-hidden="true" className="text-accent-500">
              ✓
            </span>
            {point}
          </li>
        ))}
      </ul>
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

import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { showChunkLoadFailed } from '#app/ui/chunk-error-modal'
import { useI18n } from '#app/i18n/i18n'
import { loadChunk } from '#app/lib/chunk-load'
import { ChunkErrorBoundary } from '#app/ui/chunk-error-boundary'

const ReviewsBody = lazy(() =>
  loadChunk('reviews-body', () => import('./reviews-body')).then((module) => ({
    default: module.ReviewsBody,
  })),
)

/**
 * The reviews, the "write a review" button and the customer photos on the product page (spec §2). The cached
 * page holds none of it (docs/decisions/0063): once the section is open and on screen, the browser loads
 * this part's code and the product's published reviews.
 */
export function ProductReviews({ productId, productName }: { productId: number; productName: string }) {
  const { t } = useI18n()
  const ref = useRef<HTMLDivElement>(null)
  const [visible, setVisible] = useState(false)

  useEffect(() => {
    const element = ref.current
    if (!element || visible) return
    if (typeof IntersectionObserver === 'undefined') {
      queueMicrotask(() => setVisible(true))
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true)
      },
      { rootMargin: '200px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [visible])

  return (
    <div ref={ref} data-testid="product-reviews">
      {visible ? (
        <ChunkErrorBoundary onChunkError={(error) => showChunkLoadFailed(t, error)}>
          <Suspense fallback={<div className="h-11" aria-hidden="true" />}>
            <ReviewsBody productId={productId} productName={productName} />
          </Suspense>
        </ChunkErrorBoundary>
      ) : null}
    </div>
  )
}

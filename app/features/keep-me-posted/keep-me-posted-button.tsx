import { lazy, Suspense, useCallback, useState } from 'react'
import { useI18n } from '#app/i18n/i18n'
import { loadChunk } from '#app/lib/chunk-load'
import { ChunkErrorBoundary } from '#app/ui/chunk-error-boundary'
import { showChunkLoadFailed } from '#app/ui/chunk-error-modal'
import { buttonClass } from '#app/ui/button'

// The panel, its form and its messages load on the first click (docs/decisions/0065).
const KeepMePostedPanel = lazy(() =>
  loadChunk('keep-me-posted', () => import('./keep-me-posted-panel')).then((module) => ({
    default: module.KeepMePostedPanel,
  })),
)

/**
 * The product page's "keep me posted" button for a product that is out of stock; opens the panel. Loaded after
 * hydration itself (the buy box renders it with lazyBelowFold): primitive props keep it from re-rendering.
 */
export function KeepMePostedButton({
  productId,
  name,
  primary = false,
}: {
  productId: number
  name: string
  /** The page's main action: the product cannot be ordered at all. */
  primary?: boolean
}) {
  const { t } = useI18n()
  const [open, setOpen] = useState(false)
  const close = useCallback(() => setOpen(false), [])
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        data-testid="keep-me-posted-button"
        className={buttonClass(primary ? 'primary' : 'gray-outline', 'w-full')}
      >
        {t('keepMePosted.button')}
      </button>
      {open ? (
        <ChunkErrorBoundary
          onChunkError={(error) => {
            setOpen(false)
            showChunkLoadFailed(t, error)
          }}
        >
          <Suspense fallback={null}>
            <KeepMePostedPanel product={{ id: productId, name }} onClose={close} />
          </Suspense>
        </ChunkErrorBoundary>
      ) : null}
    </>
  )
}

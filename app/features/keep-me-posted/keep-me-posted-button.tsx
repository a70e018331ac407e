import { lazy, Suspense, useCallback, useState } from 'react'
import { useI18n } from '#app/i18n/i18n'
import { loadChunk } from '#app/lib/chunk-load'
import { ChunkErrorBoundary } from '#app/ui/chunk-error-boundary'
import { showChunkLoadFailed } from '#app/features/cart/cart-errors'
import { MailIcon } from '#app/ui/icons/mail'

// The panel, its form and its messages load on the first click: the product page's first load carries only
// this button (docs/decisions/0065).
const KeepMePostedPanel = lazy(() =>
  loadChunk('keep-me-posted', () => import('./keep-me-posted-panel')).then((module) => ({
    default: module.KeepMePostedPanel,
  })),
)

/** The product page's "keep me posted" button for a product that is out of stock; opens the panel. */
export function KeepMePostedButton({ product }: { product: { id: number; name: string } }) {
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
        className="flex min-h-11 w-full items-center justify-center gap-2 rounded-md border-2 border-brand-700 bg-white px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        <MailIcon className="size-5" />
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
            <KeepMePostedPanel product={product} onClose={close} />
          </Suspense>
        </ChunkErrorBoundary>
      ) : null}
    </>
  )
}

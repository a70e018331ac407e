import { lazy, Suspense, useState } from 'react'
import type { MenuItem } from '#core/schemas/static-data'
import { showChunkLoadFailed } from '#app/ui/chunk-error-modal'
import { useI18n } from '#app/i18n/i18n'
import { loadChunk } from '#app/lib/chunk-load'
import { useStore } from '#app/lib/store'
import { ChunkErrorBoundary } from '#app/ui/chunk-error-boundary'
import { shellStore } from '#app/ui/shell-store'

const MobileMenu = lazy(() =>
  loadChunk('mobile-menu', () => import('./mobile-menu')).then((module) => ({ default: module.MobileMenu })),
)

/**
 * The mobile menu panel, loaded when it is first opened (docs/decisions/0042); it stays mounted afterwards,
 * so that it opens and closes as before.
 */
export function LazyMobileMenu({ menu }: { menu: MenuItem[] | null }) {
  const { t } = useI18n()
  const open = useStore(shellStore, (state) => state.mobileMenuOpen)
  const [wanted, setWanted] = useState(open)
  if (open && !wanted) setWanted(true)
  if (!wanted) return null
  return (
    <ChunkErrorBoundary onChunkError={(error) => showChunkLoadFailed(t, error)}>
      <Suspense fallback={null}>
        <MobileMenu menu={menu} />
      </Suspense>
    </ChunkErrorBoundary>
  )
}

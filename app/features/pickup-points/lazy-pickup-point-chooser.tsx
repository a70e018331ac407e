import { lazy, Suspense } from 'react'
import { loadChunk, type ChunkLoadError } from '#app/lib/chunk-load'
import { ChunkErrorBoundary } from '#app/ui/chunk-error-boundary'
import { useIsDesktop } from '#app/ui/use-media-query'
import type { PickupPointChooserProps } from './pickup-point-chooser'

const Chooser = lazy(() =>
  loadChunk('pickup-point-chooser', () => import('./pickup-point-chooser')).then((module) => ({
    default: module.PickupPointChooser,
  })),
)

export interface LazyPickupPointChooserProps extends Omit<PickupPointChooserProps, 'variant'> {
  /** `responsive`: the modal on desktop (1024 px and wider), the side panel below (spec §9). */
  variant?: PickupPointChooserProps['variant'] | 'responsive'
  /** Told when the chooser's code could not be loaded (spec §8 "Lazy page load fails"). */
  onChunkError?: (error: ChunkLoadError) => void
}

/**
 * What pages embed: the chooser's code (and Leaflet with it) is fetched the first time it opens, so it never
 * weighs on a page's first load.
 */
export function LazyPickupPointChooser({
  variant = 'responsive',
  onChunkError,
  ...props
}: LazyPickupPointChooserProps) {
  const desktop = useIsDesktop()
  if (!props.open) return null
  const resolved = variant === 'responsive' ? (desktop ? 'modal' : 'panel') : variant
  return (
    <ChunkErrorBoundary onChunkError={(error) => onChunkError?.(error)}>
      <Suspense fallback={null}>
        <Chooser {...props} variant={resolved} />
      </Suspense>
    </ChunkErrorBoundary>
  )
}

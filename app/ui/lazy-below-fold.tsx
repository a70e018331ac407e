import { lazy, memo, Suspense, type ComponentType, type ReactNode } from 'react'
import { showChunkLoadFailed } from './chunk-error-modal'
import { useI18n } from '#app/i18n/i18n'
import { loadChunk, type ChunkLoadError } from '#app/lib/chunk-load'
import { ChunkErrorBoundary } from './chunk-error-boundary'

/**
 * A part below the fold (or only needed on interaction) whose code loads after hydration (docs/decisions/0042):
 * `React.lazy` in a Suspense boundary of its own.
 * - The server renders it completely: its chunk is imported when this module is evaluated, and once loaded the
 *   lazy component resolves synchronously, so the HTML holds the part inline (the first render after a server
 *   start may stream it as a completed boundary, which ends up in the same HTML).
 * - In the browser, hydration keeps the server's HTML of the boundary until the chunk is there, then hydrates
 *   it. The component is memoised so that a re-render of the page with the same props does not touch the
 *   dehydrated boundary (an update before the chunk arrived would client-render it: pass stable props).
 * - A failed load shows the chunk-load error modal (spec §8), or calls `onChunkError` instead, and leaves the
 *   server's HTML out.
 */
/** Loads started ahead of rendering: on the server and in tests. */
const preloads: Array<Promise<unknown>> = []

/** Resolves when every below-the-fold part defined so far has loaded where they load ahead (server, tests). */
export function belowFoldLoaded(): Promise<unknown> {
  return Promise.all(preloads)
}

/** A below-the-fold part, with a way to load its code ahead of its first render. */
export type LazyPart<P> = ComponentType<P> & {
  /** Starts the load (once) and resolves when the part renders without suspending. */
  preload(): Promise<unknown>
  /** Whether it renders without suspending now. */
  isLoaded(): boolean
}

export function lazyBelowFold<P extends object>(
  chunkId: string,
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
  onChunkError?: (error: ChunkLoadError) => void,
  /**
   * In the browser, a render waits for this before loading the code (its boundary keeps the server's HTML,
   * not hydrated, meanwhile); `preload` does not wait. For a part that is there for every page but needed
   * on few (the cookie notice's panel).
   */
  until?: Promise<unknown>,
): LazyPart<P> {
  let loaded: ComponentType<P> | undefined
  let loading: Promise<{ default: ComponentType<P> }> | undefined
  const start = () =>
    (loading ??= loadChunk(chunkId, load).then((component) => {
      loaded = component
      return { default: component }
    }))
  // The server renders the complete page; tests render it synchronously once `belowFoldLoaded()` resolved.
  const ahead = import.meta.env.SSR || import.meta.env.MODE === 'test'
  if (ahead) preloads.push(start().catch(() => {}))
  const Lazy = lazy<ComponentType<P>>(() =>
    loaded
      ? // Already loaded: a thenable that resolves synchronously, so React renders without suspending.
        ({
          then: (resolve: (module: { default: ComponentType<P> }) => void) => resolve({ default: loaded! }),
        } as never)
      : until && !ahead
        ? until.then(start)
        : start(),
  )
  function LazyBelowFold(props: P) {
    const { t } = useI18n()
    return (
      <ChunkErrorBoundary onChunkError={onChunkError ?? ((error) => showChunkLoadFailed(t, error))}>
        <Suspense fallback={fallback}>
          <Lazy {...props} />
        </Suspense>
      </ChunkErrorBoundary>
    )
  }
  LazyBelowFold.displayName = `LazyBelowFold(${chunkId})`
  return Object.assign(memo(LazyBelowFold) as unknown as ComponentType<P>, {
    preload: start,
    isLoaded: () => loaded !== undefined,
  })
}

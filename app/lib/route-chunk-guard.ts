import { matchRoutes, type RouteObject } from 'react-router'
import { ChunkLoadError, loadChunk } from './chunk-load'

/**
 * Route modules of a client navigation (spec §8 "Lazy page load fails", §9 time-out 120000 ms). React Router
 * imports them itself and reloads the page when an import fails, but says nothing, and waits for ever when
 * one hangs. The guard imports the same modules alongside it through `loadChunk` (the browser fetches each
 * file once), so that a failure or a time-out reaches the shopper as "Loading chunk {id} failed" with its
 * cause; a reload by React Router then still recovers as before (docs/decisions/0016).
 */

/** What the guard needs of the router: its routes and its navigation state. */
export interface GuardedRouter {
  routes: RouteObject[]
  subscribe(
    listener: (state: { navigation: { state: string; location?: { pathname: string } } }) => void,
  ): () => void
}

export interface RouteModules {
  /** The module file of a route that is not loaded yet; null when it is loaded (or unknown). */
  pendingModule(routeId: string): string | null
  importModule(url: string): Promise<unknown>
}

export function guardRouteChunks(
  router: GuardedRouter,
  modules: RouteModules,
  onError: (error: ChunkLoadError) => void,
  timeoutMs?: number,
): () => void {
  const asked = new Set<string>()
  return router.subscribe((state) => {
    const { navigation } = state
    if (navigation.state !== 'loading' || !navigation.location) return
    for (const match of matchRoutes(router.routes, navigation.location.pathname) ?? []) {
      const id = match.route.id
      const url = id ? modules.pendingModule(id) : null
      if (!id || !url || asked.has(id)) continue
      asked.add(id)
      loadChunk(id, () => modules.importModule(url), timeoutMs).then(
        () => {},
        (error: unknown) => {
          // A later navigation may try again.
          asked.delete(id)
          if (error instanceof ChunkLoadError) onError(error)
        },
      )
    }
  })
}

interface RouterGlobals {
  __reactRouterDataRouter?: GuardedRouter
  __reactRouterManifest?: { routes: Record<string, { module?: string }> }
  __reactRouterRouteModules?: Record<string, unknown>
}

/** The guard on the page's own router (framework mode's globals); nothing when they are missing. */
export function guardPageRouteChunks(onError: (error: ChunkLoadError) => void): () => void {
  const globals = window as unknown as RouterGlobals
  const router = globals.__reactRouterDataRouter
  const manifest = globals.__reactRouterManifest
  if (!router || !manifest) return () => {}
  return guardRouteChunks(
    router,
    {
      pendingModule: (routeId) =>
        globals.__reactRouterRouteModules?.[routeId] ? null : (manifest.routes[routeId]?.module ?? null),
      importModule: (url) => import(/* @vite-ignore */ url),
    },
    onError,
  )
}

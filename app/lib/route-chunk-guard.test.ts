import { afterEach, describe, expect, it, vi } from 'vitest'
import type { RouteObject } from 'react-router'
import { LAZY_PAGE_LOAD_TIMEOUT_MS } from '#core/constants'
import type { ChunkLoadError } from './chunk-load'
import { guardRouteChunks, type GuardedRouter } from './route-chunk-guard'

afterEach(() => {
  vi.restoreAllMocks()
  vi.useRealTimers()
})

const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    children: [
      { id: 'cart', path: 'shopping-cart' },
      { id: 'catchAll', path: '*' },
    ],
  },
]

function fakeRouter() {
  let listener!: Parameters<GuardedRouter['subscribe']>[0]
  const router: GuardedRouter = {
    routes,
    subscribe: (next) => {
      listener = next
      return () => {}
    },
  }
  const navigate = (pathname: string) =>
    listener({ navigation: { state: 'loading', location: { pathname } } })
  return { router, navigate }
}

describe('guardRouteChunks', () => {
  it('says which page chunk failed and why, for a module not loaded yet', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 404 }))
    const { router, navigate } = fakeRouter()
    const errors: ChunkLoadError[] = []
    const imported: string[] = []
    guardRouteChunks(
      router,
      {
        pendingModule: (id) => (id === 'cart' ? '/assets/cart-x.js' : null),
        importModule: (url) => {
          imported.push(url)
          return Promise.reject(new TypeError(`Failed to fetch dynamically imported module: ${url}`))
        },
      },
      (error) => errors.push(error),
    )
    navigate('/shopping-cart')
    await vi.waitFor(() => expect(errors).toHaveLength(1))
    expect(imported).toEqual(['/assets/cart-x.js'])
    expect(errors[0]).toMatchObject({ chunkId: 'cart-x.js', reason: 'missing' })
  })

  it('gives up after the spec’s 120000 ms when a page chunk hangs', async () => {
    vi.useFakeTimers()
    const { router, navigate } = fakeRouter()
    const errors: ChunkLoadError[] = []
    guardRouteChunks(
      router,
      {
        pendingModule: (id) => (id === 'catchAll' ? '/assets/catch-all-x.js' : null),
        importModule: () => new Promise(() => {}),
      },
      (error) => errors.push(error),
    )
    navigate('/zakmessen')
    await vi.advanceTimersByTimeAsync(LAZY_PAGE_LOAD_TIMEOUT_MS - 1)
    expect(errors).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(errors.map((error) => [error.chunkId, error.reason])).toEqual([['catchAll', 'timeout']])
  })

  it('leaves loaded modules and other navigation states alone', async () => {
    const { router, navigate } = fakeRouter()
    const importModule = vi.fn(() => Promise.resolve({}))
    guardRouteChunks(router, { pendingModule: () => null, importModule }, () => {})
    navigate('/shopping-cart')
    expect(importModule).not.toHaveBeenCalled()
  })
})

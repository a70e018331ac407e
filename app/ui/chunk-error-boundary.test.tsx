// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { lazy, Suspense } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ChunkLoadError } from '#app/lib/chunk-load'
import { ChunkErrorBoundary } from './chunk-error-boundary'

afterEach(cleanup)

describe('ChunkErrorBoundary', () => {
  it('hands a failed lazy load to its handler and leaves the rest of the page', async () => {
    const failed = new ChunkLoadError('panel-abc.js', 'missing')
    const Panel = lazy(() => Promise.reject(failed))
    const onChunkError = vi.fn()
    // React reports caught errors on the console; this one is expected.
    vi.spyOn(console, 'error').mockImplementation(() => {})
    render(
      <main>
        <p>The page</p>
        <ChunkErrorBoundary onChunkError={onChunkError}>
          <Suspense fallback={<p>Loading</p>}>
            <Panel />
          </Suspense>
        </ChunkErrorBoundary>
      </main>,
    )
    await vi.waitFor(() => expect(onChunkError).toHaveBeenCalledWith(failed))
    expect(onChunkError).toHaveBeenCalledTimes(1)
    expect(screen.getByText('The page')).toBeTruthy()
    expect(screen.queryByText('Loading')).toBeNull()
  })

  it('passes any other error on to the boundary above', () => {
    const onChunkError = vi.fn()
    vi.spyOn(console, 'error').mockImplementation(() => {})
    function Broken(): never {
      throw new Error('not a chunk')
    }
    expect(() =>
      render(
        <ChunkErrorBoundary onChunkError={onChunkError}>
          <Broken />
        </ChunkErrorBoundary>,
      ),
    ).toThrow('not a chunk')
    expect(onChunkError).not.toHaveBeenCalled()
  })
})

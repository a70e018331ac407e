import { afterEach, describe, expect, it, vi } from 'vitest'
import { ChunkLoadError, loadChunk } from './chunk-load'

afterEach(() => {
  vi.restoreAllMocks()
  vi.useRealTimers()
})

const chromiumFailure = (url: string) => new TypeError(`Failed to fetch dynamically imported module: ${url}`)

async function failure(promise: Promise<unknown>): Promise<ChunkLoadError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(ChunkLoadError)
  return error as ChunkLoadError
}

describe('loadChunk', () => {
  it('passes a loaded module through', async () => {
    const module = { answer: 42 }
    await expect(loadChunk('panel', () => Promise.resolve(module))).resolves.toBe(module)
  })

  it('names the file the browser could not load, and calls it missing when the server answers 404', async () => {
    const head = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 404 }))
    const url = 'http://localhost:3000/assets/add-to-cart-panel-BLe-I4bs.js'
    const error = await failure(loadChunk('add-to-cart-panel', () => Promise.reject(chromiumFailure(url))))
    expect(error.chunkId).toBe('add-to-cart-panel-BLe-I4bs.js')
    expect(error.reason).toBe('missing')
    expect(error.message).toBe('Loading chunk add-to-cart-panel-BLe-I4bs.js failed (missing)')
    expect(error.cause).toBeInstanceOf(TypeError)
    expect(head).toHaveBeenCalledWith(url, { method: 'HEAD', cache: 'no-store' })
  })

  it('calls it other when the file is still there or the server cannot be reached', async () => {
    const head = vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(new Response(null, { status: 200 }))
    const url = 'http://localhost:3000/assets/panel-x.js'
    expect((await failure(loadChunk('panel', () => Promise.reject(chromiumFailure(url))))).reason).toBe(
      'other',
    )
    head.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    expect((await failure(loadChunk('panel', () => Promise.reject(chromiumFailure(url))))).reason).toBe(
      'other',
    )
  })

  it('keeps the given name when the failure names no file, without asking the server', async () => {
    const head = vi.spyOn(globalThis, 'fetch')
    const error = await failure(
      loadChunk('panel', () => Promise.reject(new TypeError('Importing a module script failed.'))),
    )
    expect(error.chunkId).toBe('panel')
    expect(error.reason).toBe('other')
    expect(head).not.toHaveBeenCalled()
  })

  it('waits the spec’s 120000 ms by default before it gives up', async () => {
    vi.useFakeTimers()
    const result = loadChunk('panel', () => new Promise<never>(() => {})).then(
      () => null,
      (error: unknown) => error,
    )
    await vi.advanceTimersByTimeAsync(119_999)
    let settled: unknown = 'pending'
    void result.then((value) => (settled = value))
    await vi.advanceTimersByTimeAsync(0)
    expect(settled).toBe('pending')
    await vi.advanceTimersByTimeAsync(1)
    expect(await result).toMatchObject({ reason: 'timeout', chunkId: 'panel' })
  })

  it('gives up with a timeout when the chunk takes longer than allowed', async () => {
    vi.useFakeTimers()
    const head = vi.spyOn(globalThis, 'fetch')
    let fail!: (error: Error) => void
    const pending = loadChunk('panel', () => new Promise<never>((_, reject) => (fail = reject)), 5_000)
    const result = failure(pending)
    await vi.advanceTimersByTimeAsync(5_000)
    const error = await result
    expect(error.chunkId).toBe('panel')
    expect(error.reason).toBe('timeout')
    // A failure after the timeout changes nothing and asks the server nothing.
    fail(chromiumFailure('http://localhost:3000/assets/panel-x.js'))
    await vi.advanceTimersByTimeAsync(0)
    expect(head).not.toHaveBeenCalled()
  })
})

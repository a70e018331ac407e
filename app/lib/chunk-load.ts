/**
 * Code loaded on demand (spec §8 "Lazy page load fails"): a failed load becomes a `ChunkLoadError` naming the
 * chunk and why it failed, so the shopper is told "Loading chunk {id} failed" with the cause instead of
 * getting a broken page. Route modules of client navigations go through it too (route-chunk-guard.ts).
 */

import { LAZY_PAGE_LOAD_TIMEOUT_MS } from '#core/constants'

export type ChunkLoadCause = 'missing' | 'timeout' | 'other'

/** How long a chunk may take before the load counts as failed (spec §9 "Lazy page load time-out"). */
export const CHUNK_LOAD_TIMEOUT_MS = LAZY_PAGE_LOAD_TIMEOUT_MS

export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError'
  constructor(
    /** The chunk's file name when the browser said which file failed, else the name the caller gave. */
    readonly chunkId: string,
    /** `missing`: the file is gone (a newer release replaced it); `timeout`; `other`: network or server. */
    readonly reason: ChunkLoadCause,
    options?: { cause?: unknown },
  ) {
    super(`Loading chunk ${chunkId} failed (${reason})`, options)
  }
}

/** The address in a browser's dynamic-import or Vite preload failure message, if it gives one. */
function failedUrl(error: unknown): string | null {
  const message = error instanceof Error ? error.message : String(error)
  return message.match(/https?:\/\/[^\s'"]+|\/assets\/[^\s'"]+/)?.[0] ?? null
}

/** Asks the server whether the chunk still exists: a 404 or 410 means a new release removed it. */
async function causeOf(url: string | null): Promise<ChunkLoadCause> {
  if (!url) return 'other'
  try {
    const response = await fetch(url, { method: 'HEAD', cache: 'no-store' })
    return response.status === 404 || response.status === 410 ? 'missing' : 'other'
  } catch {
    return 'other'
  }
}

/** Imports a chunk; a failure or a load slower than `timeoutMs` rejects with a `ChunkLoadError`. */
export function loadChunk<T>(
  chunkId: string,
  load: () => Promise<T>,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      reject(new ChunkLoadError(chunkId, 'timeout'))
    }, timeoutMs)
    load().then(
      (module) => {
        clearTimeout(timer)
        resolve(module)
      },
      async (error: unknown) => {
        clearTimeout(timer)
        // Already answered with the timeout: no need to ask the server about a failure nobody waits for.
        if (timedOut) return
        const url = failedUrl(error)
        const id = url?.split('/').pop()?.split('?')[0] || chunkId
        reject(new ChunkLoadError(id, await causeOf(url), { cause: error }))
      },
    )
  })
}

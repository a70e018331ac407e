/**
 * Runs at most `concurrency` of the given tasks at once; the rest wait their turn in order. Fetches at
 * sync and image encodes at request are bounded with it, so a burst neither opens a thousand sockets nor
 * fills libuv's threads with work that starves the pages.
 */
export function createLimiter(concurrency: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0
  const waiting: Array<() => void> = []
  return async (task) => {
    if (running >= concurrency) await new Promise<void>((resolve) => waiting.push(resolve))
    running++
    try {
      return await task()
    } finally {
      running--
      waiting.shift()?.()
    }
  }
}

/** One run per key at a time: callers asking for a key that is being made wait for the same promise. */
export function createSingleFlight<T>(): (key: string, make: () => Promise<T>) => Promise<T> {
  const inFlight = new Map<string, Promise<T>>()
  return (key, make) => {
    const running = inFlight.get(key)
    if (running) return running
    const promise = make().finally(() => inFlight.delete(key))
    inFlight.set(key, promise)
    return promise
  }
}

/**
 * Runs `run` when the browser is idle after the page's own work, or after `fallbackMs` where there is no
 * `requestIdleCallback` (Safari): code and data that are wanted soon but not for the first paint.
 */
export function whenIdle(run: () => void, fallbackMs: number): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run)
  else window.setTimeout(run, fallbackMs)
}

import { availableParallelism } from 'node:os'

/**
 * The shops the journeys run against: one built shop per Playwright worker, each on a port and a data folder of
 * its own (playwright.config.ts starts them), so that journeys running side by side never share stock,
 * settings or staff. E2E_PORT is the first port: two checkouts of the shop can run their journeys side by side.
 */
export const FIRST_PORT = Number(process.env.E2E_PORT ?? 3100)

/**
 * How many journeys run at once: one per two cores. The journeys are bound by the processor (Chromium, axe,
 * the server): on the 2-core CI machine two at once took 31 minutes against 35 for one, and seven journeys
 * that wait for focus or an animation timed out (docs/decisions/0163). E2E_WORKERS sets it.
 */
export const WORKERS = Number(process.env.E2E_WORKERS ?? Math.max(1, Math.floor(availableParallelism() / 2)))

/** The shop of the worker with this `parallelIndex` (0 … WORKERS − 1). */
export function shopOrigin(parallelIndex: number): string {
  return `http://127.0.0.1:${FIRST_PORT + parallelIndex}`
}

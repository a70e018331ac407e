import type { IncomingMessage, ServerResponse } from 'node:http'
import { getRequestListener } from '@hono/node-server'
import type { FastLane } from './page-fast-lane'

type NodeListener = (req: IncomingMessage, res: ServerResponse) => void
type Connect = (req: IncomingMessage, res: ServerResponse, next: () => void) => void

/**
 * The node request listener of the app: in development Vite's middleware first (it serves the sources),
 * in production the page fast lane first (cached pages for visitors without a session), then the app.
 */
export function createNodeListener(
  app: { fetch: (request: Request) => Response | Promise<Response> },
  options: { fastLane?: FastLane | null; viteMiddlewares?: Connect } = {},
): NodeListener {
  // The node server's Response stand-in replaces the global one here (it is faster); the compression
  // middleware keeps the headers it would forget (docs/decisions/0070).
  const listener = getRequestListener(app.fetch)
  const { fastLane, viteMiddlewares } = options
  if (viteMiddlewares) return (req, res) => viteMiddlewares(req, res, () => void listener(req, res))
  if (fastLane) return (req, res) => void (fastLane(req, res) || listener(req, res))
  return (req, res) => void listener(req, res)
}

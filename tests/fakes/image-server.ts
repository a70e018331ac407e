import { readFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { createServer, type Server } from 'node:https'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'

const DIR = import.meta.dirname

/** The loopback certificate's authority, for an explicit `ca` (the server is also trusted with NODE_EXTRA_CA_CERTS). */
export const LOOPBACK_CA = readFileSync(join(DIR, 'loopback.crt'))

export interface ImageAnswer {
  status?: number
  body?: Buffer | string
  /** Content-Type; the fetcher must not believe it, so tests may lie with it. */
  type?: string
  headers?: Record<string, string | number>
  /** Waits this long before the status line. */
  delayMs?: number
  /** Sends this many bytes of the body, then nothing more (the connection stays open). */
  stallAfter?: number
}

export interface ImageServer {
  /** https://localhost:<port> (the certificate names localhost and 127.0.0.1). */
  origin: string
  port: number
  /** Answers `path` (with its query) so from now on. */
  serve(path: string, answer: ImageAnswer | ((req: IncomingMessage, res: ServerResponse) => void)): void
  /** How often `path` was asked for. */
  hits(path: string): number
  close(): Promise<void>
}

/**
 * An image host on loopback over real HTTPS (tests/fakes/loopback.*), standing in for a supplier's server in
 * the media fetch and ingest tests: each path answers what the test set, 404 otherwise; every request is
 * counted.
 */
export async function startImageServer(): Promise<ImageServer> {
  const answers = new Map<string, ImageAnswer | ((req: IncomingMessage, res: ServerResponse) => void)>()
  const counts = new Map<string, number>()
  const server: Server = createServer(
    { key: readFileSync(join(DIR, 'loopback.key')), cert: LOOPBACK_CA },
    (req, res) => {
      const path = req.url ?? '/'
      counts.set(path, (counts.get(path) ?? 0) + 1)
      const answer = answers.get(path)
      if (typeof answer === 'function') return answer(req, res)
      if (!answer) return res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found')
      const send = () => {
        const body =
          typeof answer.body === 'string' ? Buffer.from(answer.body) : (answer.body ?? Buffer.alloc(0))
        const headers: Record<string, string | number> = { ...answer.headers }
        if (answer.type) headers['Content-Type'] = answer.type
        res.writeHead(answer.status ?? 200, headers)
        if (answer.stallAfter === undefined) return res.end(body)
        res.write(body.subarray(0, answer.stallAfter))
      }
      if (answer.delayMs) setTimeout(send, answer.delayMs)
      else send()
    },
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `https://localhost:${port}`,
    port,
    serve: (path, answer) => void answers.set(path, answer),
    hits: (path) => counts.get(path) ?? 0,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

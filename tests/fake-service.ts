import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface RecordedRequest {
  method: string
  path: string
  query: URLSearchParams
  headers: IncomingMessage['headers']
  /** The client closed the connection before the answer was sent (it gave up, e.g. at its time limit). */
  abandoned: boolean
}

/**
 * A small stand-in for an outside HTTP service on loopback, for the contract tests of the real adapters:
 * it records every request and answers with `handle`.
 */
export async function startFakeService(handle: (request: RecordedRequest, response: ServerResponse) => void) {
  const requests: RecordedRequest[] = []
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const request: RecordedRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      abandoned: false,
    }
    res.on('close', () => {
      if (!res.writableEnded) request.abandoned = true
    })
    requests.push(request)
    handle(request, res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json' })
  response.end(JSON.stringify(body))
}

import { IncomingMessage } from 'node:http'

/**
 * `@hono/node-server` hands the app stand-ins for `Request` and `Response` that build the platform objects
 * only when asked for more than the basics: a `Request` with its `AbortSignal`, header list and body stream,
 * a `Response` whose body the server then reads chunk by chunk from a stream. For a JSON call that is the
 * better part of a millisecond of work that nothing needs (docs/decisions/0079). These helpers read what a
 * stand-in holds without making it build the platform object. They find the package's internal symbols by
 * their descriptions; should a release rename them, the helpers find nothing and the callers take the
 * platform's path, as before (tests/node-stand-ins.test.ts says so).
 */
function ownSymbolValue(object: object, description: string): unknown {
  const key = Object.getOwnPropertySymbols(object).find((symbol) => symbol.description === description)
  return key === undefined ? undefined : (object as Record<symbol, unknown>)[key]
}

/** The body (a string, bytes or a stream) a Response stand-in was made with; undefined for any other Response. */
export function standInResponseBody(response: Response): BodyInit | null | undefined {
  const cache = ownSymbolValue(response, 'cache')
  return Array.isArray(cache) ? (cache[1] as BodyInit | null) : undefined
}

/**
 * The node request behind a Request stand-in whose body nothing has read yet, to read it from directly;
 * undefined for any other Request (a test's, one the body limit wrapped) or once the platform Request exists.
 */
function unreadIncoming(request: Request): IncomingMessage | undefined {
  if (ownSymbolValue(request, 'requestCache') !== undefined) return undefined
  const incoming = ownSymbolValue(request, 'incomingKey')
  if (!(incoming instanceof IncomingMessage)) return undefined
  return incoming.readableDidRead || incoming.readableEnded ? undefined : incoming
}

/**
 * A request's body as text, read from the node request when nothing else has (the body limit has checked
 * its declared length, and node's parser delivers no more than that), else through the platform Request.
 */
export function requestText(request: Request): Promise<string> {
  const incoming = unreadIncoming(request)
  if (!incoming) return request.text()
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
    incoming.once('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    incoming.once('error', reject)
    // A client that goes away mid-body: no 'end' will come.
    incoming.once('close', () => {
      if (!incoming.readableEnded) reject(new Error('The request was closed before its body ended'))
    })
  })
}

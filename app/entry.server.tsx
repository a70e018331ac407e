import { renderToPipeableStream } from 'react-dom/server.bun'
import {
  isRouteErrorResponse,
  ServerRouter,
  type AppLoadContext,
  type EntryContext,
  type HandleErrorFunction,
} from 'react-router'
import { LOCALES } from '#core/locales'
import { loadCatalog } from './i18n/catalog'
import { CspNonceContext } from './lib/csp-nonce'
import { DocumentSink } from './lib/document-sink'
import { EARLY_CLICKS_SCRIPT } from './lib/early-clicks'

// Every catalogue is loaded at start, so that even an error page before any loader can speak.
await Promise.all(LOCALES.map(loadCatalog))

export const streamTimeout = 5_000

/**
 * The server takes React Router's request handler from here, from the copy bundled into the server build with
 * the routes (docs/decisions/0082), so that both use one copy, patched (`vite-react-router-patches.ts`).
 */
export { createRequestHandler } from 'react-router'

/**
 * Errors of loaders, actions and rendering go to the server's logger (one JSON line with the request id,
 * no query parameters) instead of React Router's console.error; a request the browser abandoned is none.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  // Aborted by the browser, or a refusal (404, 405) React Router answers itself: nothing went wrong.
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return
  ;(context as AppLoadContext).logError(error)
}

/**
 * React Router's node entry, rendering the whole document before answering (docs/decisions/0053): the
 * loaders have run before rendering starts and no loader defers data, so streaming the shell early would
 * win nothing, while one buffer spares the page a chain of small stream writes and lets compression and
 * the page cache work on it in one piece. React writes it as strings into a `DocumentSink` (docs/decisions/0086).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // The server's CSP allows inline scripts with this request's nonce only (docs/decisions/0030):
  // React Router's hydration scripts and React's scripts carry it.
  const nonce = loadContext.cspNonce
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders })
  }
  return new Promise<Response>((resolve, reject) => {
    let settled = false
    // Errors of parts (Suspense boundaries), known once everything is rendered; the shell's own error
    // comes here too, then rejects below and is logged by the server.
    const partErrors: unknown[] = []
    // The shell failed, or rendering was aborted after the document was piped.
    const fail = (error: unknown) => {
      clearTimeout(timeoutId)
      settled = true
      reject(error)
    }
    const document = new DocumentSink((body) => {
      clearTimeout(timeoutId)
      // A failed part's fallback is in the page and the browser renders the part itself, so the page
      // answers as it is, though kept by no cache: the next request may render the part.
      if (partErrors.length > 0) responseHeaders.set('Cache-Control', 'no-store')
      for (const error of partErrors) loadContext.logError(error)
      responseHeaders.set('Content-Length', String(body.length))
      settled = true
      resolve(new Response(body, { headers: responseHeaders, status: responseStatusCode }))
    }, fail)
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000)

    const { pipe, abort } = renderToPipeableStream(
      <CspNonceContext value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </CspNonceContext>,
      {
        nonce,
        // Taps on buttons before hydration are kept and replayed after it (docs/decisions/0091).
        bootstrapScriptContent: EARLY_CLICKS_SCRIPT,
        // Parts below the fold are lazy components in Suspense boundaries of their own (`lazyBelowFold`); the
        // server has their code, so they complete with the shell. A large completed boundary would otherwise
        // be sent after the page and moved into place by a script: keep the HTML in document order.
        progressiveChunkSize: 1_000_000,
        onAllReady() {
          // React's types ask for a Node stream; the sink has what React uses of one.
          if (!settled) pipe(document as unknown as NodeJS.WritableStream)
        },
        onShellError: fail,
        onError(error: unknown) {
          partErrors.push(error)
        },
      },
    )
  })
}

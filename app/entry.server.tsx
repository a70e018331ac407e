import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server'
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

// Every catalogue is loaded at start, so that even an error page before any loader can speak.
await Promise.all(LOCALES.map(loadCatalog))

export const streamTimeout = 5_000

/**
 * Errors of loaders, actions and rendering go to the server's logger (one JSON line with the request id,
 * no query parameters) instead of React Router's console.error; a request the browser abandoned is none.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  // Aborted by the browser, or a refusal (404, 405) React Router answers itself: nothing went wrong.
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return
  ;(context as AppLoadContext).logError(error)
}

// React Router's node entry, plus the catalogues above: crawlers get the whole page at once,
// people get the shell as soon as it is ready.
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // The server's CSP allows inline scripts with this request's nonce only (docs/decisions/0030):
  // React Router's hydration scripts and React's streaming scripts carry it.
  const nonce = loadContext.cspNonce
  if (request.method.toUpperCase() === 'HEAD') {
    responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
    return new Response(null, { status: responseStatusCode, headers: responseHeaders })
  }
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    const userAgent = request.headers.get('user-agent')
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady'
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000)

    const { pipe, abort } = renderToPipeableStream(
      <CspNonceContext value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </CspNonceContext>,
      {
        nonce,
        // Parts below the fold are lazy components in Suspense boundaries of their own (`lazyBelowFold`); the
        // server has their code, so they complete with the shell. A large completed boundary would otherwise
        // be sent after the page and moved into place by a script: keep the HTML in document order.
        progressiveChunkSize: 1_000_000,
        [readyOption]() {
          shellRendered = true
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId)
              timeoutId = undefined
              callback()
            },
          })
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
          pipe(body)
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          )
        },
        onShellError(error: unknown) {
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          // Errors before the shell reject above and are logged by the server; these come later.
          if (shellRendered) loadContext.logError(error)
        },
      },
    )
  })
}

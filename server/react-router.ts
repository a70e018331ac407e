import { existsSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import type { createRequestHandler, RequestHandler, ServerBuild } from 'react-router'
import type { ViteDevServer } from 'vite'
import type { DocumentHandler } from './http/app'
import { serverBuildFile } from './paths'

/** Pages from the React Router build made by `react-router build` (build/server/index.js). */
export async function loadProductionDocumentHandler(): Promise<DocumentHandler> {
  if (!existsSync(serverBuildFile)) {
    throw new Error(`The React Router build is missing (${serverBuildFile}): run \`npm run build\` first`)
  }
  const build = (await import(pathToFileURL(serverBuildFile).href)) as ServerBuild
  // The build's own copy of React Router (docs/decisions/0082), which its routes use.
  const entry = build.entry.module as ServerBuild['entry']['module'] & {
    createRequestHandler?: typeof createRequestHandler
  }
  if (!entry.createRequestHandler) throw new Error(`${serverBuildFile} does not export createRequestHandler`)
  return withShopContext(entry.createRequestHandler(build, 'production'))
}

/**
 * Pages compiled on demand by Vite; the build is reloaded per request so edits show at once. The package's
 * request handler is imported for development only: a production server takes the build's (0082).
 */
export async function createDevDocumentHandler(vite: ViteDevServer): Promise<DocumentHandler> {
  const { createRequestHandler } = await import('react-router')
  return withShopContext(
    createRequestHandler(
      () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
      'development',
    ),
  )
}

/**
 * React Router's AppLoadContext extends ShopLoadContext (app/lib/load-context.ts) but keeps an index
 * signature, which an interface type does not satisfy; a plain copy of the object does.
 */
function withShopContext(handler: RequestHandler): DocumentHandler {
  return (request, context) => handler(request, { ...context })
}

import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

const MEMO = fileURLToPath(new URL('./server/react-router-memo.ts', import.meta.url))
const CHUNK = /\/node_modules\/react-router\/dist\/production\/chunk-[A-Z0-9]+\.mjs$/

interface Patch {
  name: string
  find: string
  replace: string
}

/**
 * Three changes to React Router's own code in the server build (docs/decisions/0082), each calling
 * `server/react-router-memo.ts`. The text is React Router 7.18.4's (package.json pins it): should an upgrade
 * change it, the build fails here, naming the patch, rather than going on without it.
 */
const PATCHES: readonly Patch[] = [
  {
    name: 'matchRoutesImpl remembers the matching branch',
    find: `  let branches = precomputedBranches ?? flattenAndRankRoutes(routes);
  let matches = null;
  let decoded = decodePath(pathname);
`,
    replace: `  let branches = precomputedBranches ?? flattenAndRankRoutes(routes);
  let matches = null;
  let decoded = decodePath(pathname);
  if (precomputedBranches) return __shopMemo.matchRankedBranches(branches, decoded, allowPartial, matchRouteBranch);
`,
  },
  {
    name: 'ServerRouter builds the route tree once',
    find: `  let routes = createServerRoutes(
    manifest.routes,
    routeModules,
    context.future,
    context.isSpaMode
  );
`,
    replace: `  let routes = __shopMemo.serverRoutesOnce(manifest.routes, () => createServerRoutes(
    manifest.routes,
    routeModules,
    context.future,
    context.isSpaMode
  ));
`,
  },
  {
    name: 'createStaticRouter converts a route tree once',
    find: `function createStaticRouter(routes, context, opts = {}) {
  let manifest = {};
  let dataRoutes = convertRoutesToDataRoutes(
    routes,
    mapRouteProperties,
    void 0,
    manifest
  );
`,
    replace: `function createStaticRouter(routes, context, opts = {}) {
  let { manifest, dataRoutes } = __shopMemo.dataRoutesOnce(routes, () => {
    let manifest = {};
    let dataRoutes = convertRoutesToDataRoutes(routes, mapRouteProperties, void 0, manifest);
    return { manifest, dataRoutes };
  });
`,
  },
]

/** Applies `PATCHES` to React Router's chunks in the server build; fails the build if one found no place. */
export function reactRouterServerPatches(): Plugin {
  const applied = new Set<string>()
  return {
    name: 'react-router-server-patches',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    transform(code, id) {
      if (!CHUNK.test(id)) return undefined
      let patched = code
      for (const patch of PATCHES) {
        const at = patched.indexOf(patch.find)
        if (at === -1) continue
        if (patched.indexOf(patch.find, at + 1) !== -1)
          this.error(`React Router patch "${patch.name}" is ambiguous`)
        patched = patched.slice(0, at) + patch.replace + patched.slice(at + patch.find.length)
        applied.add(patch.name)
      }
      if (patched === code) return undefined
      return { code: `import * as __shopMemo from ${JSON.stringify(MEMO)};\n${patched}`, map: null }
    },
    buildEnd() {
      const missing = PATCHES.filter((patch) => !applied.has(patch.name)).map((patch) => patch.name)
      if (missing.length > 0) {
        this.error(`React Router's code changed; these patches found no place: ${missing.join('; ')}`)
      }
    },
  }
}

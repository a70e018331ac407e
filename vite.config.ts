import { fileURLToPath } from 'node:url'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, type Plugin, type Rollup } from 'vite'
import { messageParts } from './vite-message-parts'
import { reactRouterServerPatches } from './vite-react-router-patches'

/**
 * The shop's own modules that the root route loads anyway go into one chunk with it, and so do the ones that
 * nearly every page's first load needs (`SHELL_MODULES`). Without this, every lazy page that shares one of
 * them (a button, the i18n hooks, the cart's summary) splits them into a small chunk of its own, and each
 * first load pays for more, smaller files.
 */
function shellChunk(id: string, { getModuleInfo }: Rollup.ManualChunkMeta): string | undefined {
  if (id.includes('/node_modules/') || id.startsWith('\0') || !/\/(app|core)\//.test(id)) return undefined
  const path = modulePath(id)
  if (SHELL_MODULES.includes(path) || reachedFromRoot(id, getModuleInfo, new Set())) return 'shell'
  const shared = sharedChunkOf(path)
  if (shared) return shared
  // Rollup would move a module that a grouped one imports into that group, and every page with, say, the
  // minus icon would load the whole cart group: such a module that others import too stays a chunk of its own.
  const importers = getModuleInfo(id)?.importers ?? []
  const grouped = importers.some((importer) => sharedChunkOf(modulePath(importer)))
  return grouped && importers.some((importer) => !sharedChunkOf(modulePath(importer)))
    ? path.replaceAll('/', '-')
    : undefined
}

/**
 * Modules that the root does not import but the first load of product, category, home and cart pages does
 * (docs/decisions/0078): prices, stock and delivery, thumbnails, and what cards and the buy box show. The
 * cart page shows prices and stock, and loads the cards' code for its related products right after
 * hydration. As chunks of their own (0075's `page-common` and `catalog-common`) they cost product and
 * category pages 1.7 KB more, gzip starting afresh per file and every chunk repeating its imports; the pages
 * without them (account, checkout) now carry them unused.
 */
const SHELL_MODULES: readonly string[] = [
  'core/money',
  'core/order-quantity',
  'core/unit-price',
  'app/ui/thumbnail',
  // Every catalogue picture (issue 34, docs/decisions/0130): with the addresses it derives its sources from.
  'app/ui/media-image',
  'core/media',
  'app/ui/price',
  'app/ui/star-rating',
  'app/ui/icons/gift',
  // Small icons of the cart page and several panels: two files of 0.2 KB each apart.
  'app/ui/icons/check',
  'app/ui/icons/plus',
  // What the product strips of home, product and cart pages share (issue 33).
  'app/ui/reveal-focused-item',
  'app/features/product-card/rules',
  'app/features/product-card/stock-message',
  'app/features/product-card/use-shop',
  'app/features/product-card/delivery-promise',
  'app/features/catalogue/breadcrumbs',
  'app/features/catalogue/last-viewed',
  'app/features/catalogue/lazy-last-viewed-strip',
  'app/features/product-card/use-list-tracking',
  'app/features/product-card/add-to-cart-rules',
  'app/features/product-card/add-to-cart-button',
  'app/features/product-card/compare-button',
  'app/features/product-card/wish-list-button',
]

/** `app/ui/price` for `/…/app/ui/price.tsx`. */
function modulePath(id: string): string {
  return id.slice(id.search(/\/(app|core)\//) + 1).replace(/\.tsx?$/, '')
}

function sharedChunkOf(path: string): string | undefined {
  return Object.entries(SHARED_PAGE_CHUNKS).find(([, modules]) => modules.includes(path))?.[0]
}

/**
 * Small modules that the first load of several pages shares, each group one chunk instead of a chunk per
 * module (docs/decisions/0075; the groups every catalogue page shares are in the shell now, 0078): a dozen
 * files of a few hundred bytes each compress much worse apart than together (gzip starts afresh per file,
 * and each repeats its imports). Grouped by the pages that need them, so that a page loads little it does
 * not use.
 */
const SHARED_PAGE_CHUNKS: Record<string, readonly string[]> = {
  // The cart page and the add-to-cart panel: a line's quantity and options.
  'cart-lines': [
    'app/features/cart/cart-rules',
    'app/features/cart/line-options',
    'app/features/cart/quantity-editor',
    'app/ui/icons/minus',
  ],
  // The cart page and the checkout: summary, progress, the cart's GA4 events.
  'cart-checkout': [
    'app/features/cart/cart-summary',
    'app/features/cart/checkout-progress',
    'app/features/cart/cart-analytics',
    'app/ui/icons/truck',
  ],
}

const reached = new Map<string, boolean>()
function reachedFromRoot(id: string, getModuleInfo: Rollup.GetModuleInfo, seen: Set<string>): boolean {
  const known = reached.get(id)
  if (known !== undefined) return known
  if (seen.has(id)) return false
  seen.add(id)
  if (/\/app\/(root|entry\.client)\.tsx$/.test(id)) return true
  const info = getModuleInfo(id)
  const result = (info?.importers ?? []).some((importer) => reachedFromRoot(importer, getModuleInfo, seen))
  reached.set(id, result)
  return result
}

/**
 * React Router's package exports only its development build, which differs from the production one in its
 * developer warnings, kept because a flag holds them: both builds take the production files, without them
 * (0.6 KB less on every page, docs/decisions/0077). The server's build bundles React Router (below), so that
 * its document handler, the routes and the patches of `vite-react-router-patches.ts` share one copy.
 */
function reactRouterProductionFiles(): Plugin {
  const files: Record<string, string> = {
    'react-router': 'index.mjs',
    'react-router/dom': 'dom-export.mjs',
  }
  return {
    name: 'react-router-production-files',
    apply: 'build',
    enforce: 'pre',
    resolveId(id) {
      const file = files[id]
      return file
        ? fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url))
        : undefined
    },
  }
}

export default defineConfig(({ command }) => ({
  plugins: [
    reactRouterProductionFiles(),
    reactRouterServerPatches(),
    tailwindcss(),
    messageParts(),
    reactRouter(),
  ],
  build: {
    assetsInlineLimit: 0,
    rollupOptions: { output: { manualChunks: shellChunk } },
    // Terser, two passes, makes the browser's chunks 3 % smaller gzipped than esbuild's minifier (3.9 KB of
    // a product page's first load, docs/decisions/0077) for about 15 s more build. `pure_getters`: reading a
    // property has no side effects in this code or its libraries (none reads one to force a layout or to
    // throw), so unused reads go; 0.3 KB of every first load (docs/decisions/0080).
    minify: 'terser',
    terserOptions: { compress: { passes: 2, pure_getters: true }, ecma: 2020, module: true },
  },
  // The server's build stays unminified, for readable stack traces; React Router is bundled into it
  // (docs/decisions/0082: `server/react-router.ts` takes its request handler from the build). The
  // development server imports the package as it is, as its own request handler does.
  environments: {
    ssr: {
      build: { minify: false },
      resolve: command === 'build' ? { noExternal: ['react-router', 'cookie', 'set-cookie-parser'] } : {},
    },
  },
}))

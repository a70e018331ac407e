import { fileURLToPath } from 'node:url'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, type Plugin, type Rollup } from 'vite'
import { messageParts } from './vite-message-parts'

/**
 * The shop's own modules that the root route loads anyway go into one chunk with it. Without this, every
 * lazy page that shares one of them (a button, the i18n hooks, the cart's summary) splits them into a small
 * chunk of its own, and each first load pays for more, smaller files.
 */
function shellChunk(id: string, { getModuleInfo }: Rollup.ManualChunkMeta): string | undefined {
  if (id.includes('/node_modules/') || id.startsWith('\0') || !/\/(app|core)\//.test(id)) return undefined
  if (/\/app\/root\.tsx$/.test(id)) return undefined
  if (reachedFromRoot(id, getModuleInfo, new Set())) return 'shell'
  const shared = sharedChunkOf(modulePath(id))
  if (shared) return shared
  // Rollup would move a module that a grouped one imports into that group, and every page with, say, the
  // check icon would load the whole cart group: such a module that others import too stays a chunk of its own.
  const importers = getModuleInfo(id)?.importers ?? []
  const grouped = importers.some((importer) => sharedChunkOf(modulePath(importer)))
  return grouped && importers.some((importer) => !sharedChunkOf(modulePath(importer)))
    ? modulePath(id).replaceAll('/', '-')
    : undefined
}

/** `app/ui/price` for `/…/app/ui/price.tsx`. */
function modulePath(id: string): string {
  return id.slice(id.search(/\/(app|core)\//) + 1).replace(/\.tsx?$/, '')
}

function sharedChunkOf(path: string): string | undefined {
  return Object.entries(SHARED_PAGE_CHUNKS).find(([, modules]) => modules.includes(path))?.[0]
}

/**
 * Small modules that the first load of several pages shares, each group one chunk instead of a chunk per
 * module (docs/decisions/0075): a dozen files of a few hundred bytes each compress much worse apart than
 * together (gzip starts afresh per file, and each repeats its imports). Grouped by the pages that need them,
 * so that a page loads little it does not use.
 */
const SHARED_PAGE_CHUNKS: Record<string, readonly string[]> = {
  // Product, category, cart and home pages: prices, stock and delivery, thumbnails.
  'page-common': [
    'core/money',
    'core/order-quantity',
    'app/ui/thumbnail',
    'app/ui/icons/gift',
    'app/features/catalog/rules',
    'app/features/catalog/stock-message',
    'app/features/catalog/use-shop',
    'app/features/catalog/delivery-promise',
  ],
  // Product, category and home pages: what cards and the buy box show (not the card itself, which the product
  // page's first screen does not have).
  'catalog-common': [
    'core/unit-price',
    'app/ui/price',
    'app/ui/star-rating',
    'app/features/product/add-to-cart-rules',
    'app/features/product/add-to-cart-button',
    'app/features/compare/compare-button',
    'app/features/wish-list/wish-list-button',
    'app/features/catalog/breadcrumbs',
    'app/features/catalog/last-viewed',
    'app/features/catalog/lazy-last-viewed-strip',
    'app/features/catalog/use-list-tracking',
  ],
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
 * developer warnings, kept because a flag holds them: the browser's build takes the production files, without
 * them (0.6 KB less on every page, docs/decisions/0077). The server keeps the package's own entry, which
 * `@react-router/node` imports too (one copy of the router's contexts).
 */
function reactRouterProductionInBrowser(): Plugin {
  const files: Record<string, string> = {
    'react-router': 'index.mjs',
    'react-router/dom': 'dom-export.mjs',
  }
  return {
    name: 'react-router-production-in-browser',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId(id) {
      const file = files[id]
      return file
        ? fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url))
        : undefined
    },
  }
}

export default defineConfig({
  plugins: [reactRouterProductionInBrowser(), tailwindcss(), messageParts(), reactRouter()],
  build: {
    assetsInlineLimit: 0,
    rollupOptions: { output: { manualChunks: shellChunk } },
    // Terser, two passes, makes the browser's chunks 3 % smaller gzipped than esbuild's minifier (3.9 KB of
    // a product page's first load, docs/decisions/0077) for about 15 s more build.
    minify: 'terser',
    terserOptions: { compress: { passes: 2 }, ecma: 2020, module: true },
  },
  // The server's build stays as it was, unminified, for readable stack traces.
  environments: { ssr: { build: { minify: false } } },
})

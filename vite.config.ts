import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, type Rollup } from 'vite'
import { messageParts } from './vite-message-parts'

/**
 * The shop's own modules that the root route loads anyway go into one chunk with it. Without this, every
 * lazy page that shares one of them (a button, the i18n hooks, the cart's summary) splits them into a small
 * chunk of its own, and each first load pays for more, smaller files.
 */
function shellChunk(id: string, { getModuleInfo }: Rollup.ManualChunkMeta): string | undefined {
  if (id.includes('/node_modules/') || id.startsWith('\0') || !/\/(app|core)\//.test(id)) return undefined
  if (/\/app\/root\.tsx$/.test(id)) return undefined
  return reachedFromRoot(id, getModuleInfo, new Set()) ? 'shell' : undefined
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

export default defineConfig({
  plugins: [tailwindcss(), messageParts(), reactRouter()],
  build: {
    assetsInlineLimit: 0,
    rollupOptions: { output: { manualChunks: shellChunk } },
  },
})

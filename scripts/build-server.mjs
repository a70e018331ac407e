// Bundles the server (server/main.ts and everything it imports from server/, core/ and app/i18n) into
// build/server.js for `node build/server.js`. npm packages stay external: they are installed beside it.
// Code splitting keeps server/main.ts's dynamic import of server/start.ts a real, later import (in
// build/server-chunks/), so NODE_ENV is set before anything loads React.
import { build } from 'esbuild'
import { rmSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
rmSync(join(root, 'build', 'server-chunks'), { recursive: true, force: true })

await build({
  absWorkingDir: root,
  entryPoints: { server: 'server/main.ts' },
  outdir: 'build',
  chunkNames: 'server-chunks/[name]-[hash]',
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
})

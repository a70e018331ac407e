/**
 * The catalogue sync with photos (issue 34): the photo feed (server/db/demo-data/photo-feed.ts) of 10,000
 * products with three photos each, every photo its own original, synced through the real catalogue sync and
 * media pipeline against the loopback HTTPS image server (tests/fakes/image-server.ts), on PostgreSQL with the
 * media in a data folder. Then the same feed again: every row unchanged, no photo fetched. Records rows/s,
 * images/s, the totals and what the store holds, and writes bench/results/media-sync.md.
 *
 *   npm run bench:media-sync [-- --products 10000] [--database-url postgres://…/shop_media_sync_bench]
 *
 * The database is created when missing and its catalogue and media emptied first (never point it at a shop's
 * own). The sync runs as `npm run catalogue:sync` in a process of its own (server/db/demo-data/photo-catalogue.ts),
 * so its time includes nothing of this process; the image server runs here, with its photos drawn before.
 * Options: --data-dir (media folder; a temporary one by default, removed at the end), --no-write.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { IMAGES_PER_PRODUCT, photoBaseSeeds } from '#server/db/demo-data/photo-feed'
import { syncPhotoCatalogue, type PhotoSyncResult } from '#server/db/demo-data/photo-catalogue'
import { startImageServer } from '#tests/fakes/image-server'
import { projectRoot } from './built-server'
import { withClient } from './load'
import { createDatabaseIfMissing, currentLoad, machineLine } from './prepare'

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/shop_media_sync_bench' },
    products: { type: 'string', default: '10000' },
    'data-dir': { type: 'string' },
    'image-port': { type: 'string', default: '3148' },
    'no-write': { type: 'boolean', default: false },
  },
})
const databaseUrl = values['database-url']!
const productCount = Number(values.products)
const dataDir = values['data-dir'] ?? mkdtempSync(join(tmpdir(), 'shop-media-sync-bench-'))

interface SyncRunRow {
  status: string
  rows_read: number
  created: number
  updated: number
  unchanged: number
  failed: number
  seconds: number
}

interface Measured {
  label: string
  result: PhotoSyncResult
  run: SyncRunRow
}

const loadAtStart = currentLoad()
await createDatabaseIfMissing(databaseUrl)
// The schema first (a run of the sync migrates), then an empty catalogue and media store.
const server = await startImageServer({ port: Number(values['image-port']) })
const measured: Measured[] = []
try {
  console.log(`drawing ${photoBaseSeeds().length} base photos`)
  await server.warm(photoBaseSeeds())
  const env = { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, LOG_LEVEL: 'warn' }
  // A one-product sync migrates a new database; then everything is emptied for the measured runs.
  await syncPhotoCatalogue({ products: 0, imageServer: server, env, stdio: 'pipe' })
  await withClient(databaseUrl, (client) =>
    client.query(
      `truncate table products, categories, brands, feature_groups, features, feature_values, product_options,
         url_paths, catalogue_variant_groups, catalogue_sync_runs, media_sources, media_assets restart identity cascade`,
    ),
  )
  rmSync(join(dataDir, 'media'), { recursive: true, force: true })

  for (const label of ['into an empty catalogue and media store', 'the same feed again'] as const) {
    console.log(`sync ${label}: ${productCount} products`)
    const result = await syncPhotoCatalogue({
      products: productCount,
      imageServer: server,
      env,
      stdio: 'pipe',
    })
    if (result.exitCode !== 0) throw new Error(`the sync failed:\n${result.output}`)
    const run = await withClient(databaseUrl, async (client) => {
      const { rows } = await client.query<SyncRunRow>(
        `select status, rows_read, created, updated, unchanged, failed,
                extract(epoch from finished_at - started_at)::float as seconds
           from catalogue_sync_runs order by id desc limit 1`,
      )
      return rows[0]!
    })
    console.log(result.output.trim())
    measured.push({ label, result, run })
  }
} finally {
  await server.close()
}

const store = await withClient(databaseUrl, async (client) => {
  const { rows } = await client.query<{ originals: number; bytes: string; sources: number }>(
    `select (select count(*)::int from media_assets) as originals,
            (select coalesce(sum(bytes), 0)::text from media_assets) as bytes,
            (select count(*)::int from media_sources) as sources`,
  )
  return rows[0]!
})
const folderBytes = Number(execFileSync('du', ['-sb', dataDir]).toString().split('\t')[0])
if (!values['data-dir']) rmSync(dataDir, { recursive: true, force: true })

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`
const table = measured.map(({ label, result, run }) => {
  const perSecond = (n: number) => (run.seconds > 0 ? Math.round(n / run.seconds).toLocaleString('en') : '–')
  return (
    `| ${label} | ${run.rows_read.toLocaleString('en')} | ${run.created} | ${run.updated} | ${run.unchanged} | ` +
    `${run.failed} | ${result.imageRequests.toLocaleString('en')} (${mb(result.imageBytes)}) | ` +
    `${run.seconds.toFixed(1)} s | ${(result.wallMs / 1000).toFixed(1)} s | ${perSecond(run.rows_read)} | ` +
    `${perSecond(result.imageRequests)} |`
  )
})
const report = `# Catalogue sync with photos: ${productCount.toLocaleString('en')} products, ${IMAGES_PER_PRODUCT} photos each

- date: ${new Date().toISOString()}
${machineLine(loadAtStart)}
- reproduce: \`npm run bench:media-sync -- --products ${productCount}\` (under \`flock /tmp/shop-heavy.lock\`)
- the feed: the photo catalogue's (server/db/demo-data/photo-feed.ts, JSON Lines): 4 features, 15 categories,
  6 brands, ${productCount.toLocaleString('en')} products with ${IMAGES_PER_PRODUCT} photos, specifications and
  related products, a video on every seventh (its poster is the first photo's address); ${mb(measured[0]?.result.feedBytes ?? 0)}
- the photos: JPEGs of 1,500–2,500 px and about 200–600 KB drawn with sharp (server/db/demo-data/photos.ts),
  ${photoBaseSeeds().length} pictures drawn before the runs; every product photo is one of them with a JPEG comment of its
  own, so every address is a distinct original (its own SHA-256) and goes through fetch, type and size checks,
  decoding and storage like any other; the pixels repeat, which matters only to a store that would
  deduplicate by picture rather than by bytes
- served over HTTPS on loopback (tests/fakes/image-server.ts, keep-alive), to the sync in its own process
  (\`npm run catalogue:sync\`, NODE_EXTRA_CA_CERTS=tests/fakes/loopback.crt, MEDIA_ALLOWED_HOSTS=localhost), on
  PostgreSQL (${new URL(databaseUrl).pathname.slice(1)}), media in a data folder (MEDIA_STORAGE=folder)

| run | rows | created | updated | unchanged | failed | photos fetched | sync time | process wall time | rows/s | photos/s |
| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
${table.join('\n')}

"sync time" is the run's own (started to finished in the sync log); "process wall time" adds the sync process's
start (Node, tsx, migrations checked). After the runs the store holds ${store.originals.toLocaleString('en')} originals
(${mb(Number(store.bytes))}) for ${store.sources.toLocaleString('en')} addresses; the data folder holds ${mb(folderBytes)}.
`
console.log(`\n${report}`)
if (!values['no-write']) {
  writeFileSync(join(projectRoot, 'bench', 'results', 'media-sync.md'), report)
  console.log('written to bench/results/media-sync.md')
}

/**
 * The catalogue sync on 100,000 products (docs/decisions/0067): generates a supplier feed (JSON Lines and
 * CSV, streamed to temporary files), then syncs on real PostgreSQL (1) the JSON Lines feed into an empty
 * catalogue, (2) the same feed again (everything unchanged), (3) the CSV feed with one price in ten changed.
 * Records time, rows per second and the process's peak RSS, and writes bench/results/catalogue-sync.md.
 *
 *   node --import tsx bench/catalogue-sync.ts [--database-url postgres://postgres@127.0.0.1:5432/shop_sync_bench]
 *
 * The database is created when missing and its catalogue emptied first (never point it at a shop's own).
 * Options: --products (100000), --no-write (print only).
 */
import { createReadStream, createWriteStream, writeFileSync } from 'node:fs'
import { mkdtemp, rm, stat } from 'node:fs/promises'
import { cpus, tmpdir, totalmem } from 'node:os'
import { join } from 'node:path'
import { once } from 'node:events'
import { parseArgs } from 'node:util'
import { sql } from 'drizzle-orm'
import { loadConfig } from '#server/config'
import { openPostgres } from '#server/db/client'
import { createLogger } from '#server/logger'
import { createMedia } from '#server/domain/media/media'
import { migrateDatabase } from '#server/db/migrate'
import { createSyncRun, runSync, type SyncSummary } from '#server/domain/catalogue-sync/sync'
import type { FeedFormat } from '#server/domain/catalogue-sync/feed'
import { projectRoot } from './built-server'
import { createDatabaseIfMissing } from './prepare'

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/shop_sync_bench' },
    products: { type: 'string', default: '100000' },
    'no-write': { type: 'boolean', default: false },
  },
})
const url = values['database-url']
const productCount = Number(values.products)

const TOP = 10
const SUB = 8
const BRANDS = 60
const WORDS = [
  'Trail',
  'Ridge',
  'Fjord',
  'Birch',
  'Summit',
  'Harbour',
  'Glacier',
  'Meadow',
  'Canyon',
  'Delta',
]
const KINDS: Array<[nl: string, en: string, de: string]> = [
  ['zakmes', 'pocket knife', 'Taschenmesser'],
  ['koksmes', "chef's knife", 'Kochmesser'],
  ['bijl', 'axe', 'Axt'],
  ['zaklamp', 'flashlight', 'Taschenlampe'],
  ['slijpsteen', 'whetstone', 'Schleifstein'],
]

/** The feed's rows: categories, brands, products (variants of three per model), an option on every tenth. */
function* feedRows(changed: boolean): Generator<Record<string, unknown>> {
  for (let top = 0; top < TOP; top++) {
    yield {
      type: 'category',
      ref: `C${top}`,
      name: { nl: `Groep ${top}`, en: `Group ${top}`, de: `Gruppe ${top}` },
    }
    for (let sub = 0; sub < SUB; sub++)
      yield {
        type: 'category',
        ref: `C${top}-${sub}`,
        parent: `C${top}`,
        name: {
          nl: `Groep ${top} soort ${sub}`,
          en: `Group ${top} kind ${sub}`,
          de: `Gruppe ${top} Art ${sub}`,
        },
      }
  }
  for (let brand = 0; brand < BRANDS; brand++)
    yield { type: 'brand', ref: `B${brand}`, name: `Bench merk ${brand}` }
  for (let i = 0; i < productCount; i++) {
    const [nl, en, de] = KINDS[i % KINDS.length]!
    const model = `${WORDS[i % WORDS.length]} ${Math.floor(i / 3)}`
    const colour = ['rood', 'groen', 'blauw'][i % 3]!
    const price = 1000 + ((i * 7919) % 20000) + (changed && i % 10 === 0 ? 100 : 0)
    yield {
      type: 'product',
      ref: `P${i}`,
      category: `C${i % TOP}-${i % SUB}`,
      brand: `B${i % BRANDS}`,
      variant_group: `G${Math.floor(i / 3)}`,
      name: {
        nl: `${model} ${nl} ${colour}`,
        en: `${model} ${en} ${colour}`,
        de: `${model} ${de} ${colour}`,
      },
      description: {
        nl: `Een ${nl} uit de ${model}-reeks, in het ${colour}.`,
        en: `A ${en} of the ${model} range, in ${colour}.`,
        de: `Ein ${de} der Reihe ${model}, in ${colour}.`,
      },
      colour: { nl: colour, en: colour, de: colour },
      price: (price / 100).toFixed(2),
      stock: i % 7,
      ean: String(8712000000000 + i),
      image: `/media/demo/pocketknife/${i}-550x550.svg`,
    }
    if (i % 10 === 9)
      yield {
        type: 'option',
        ref: `O${i}`,
        product: `P${i}`,
        kind: 'extra_service',
        name: { nl: 'Gravure', en: 'Engraving', de: 'Gravur' },
        price: '9.95',
      }
  }
}

const CSV_COLUMNS = [
  'type', 'ref', 'parent', 'category', 'brand', 'product', 'variant_group', 'kind', 'name',
  'name_nl', 'name_en', 'name_de', 'description_nl', 'description_en', 'description_de',
  'colour_nl', 'colour_en', 'colour_de', 'price', 'stock', 'ean', 'image',
] // prettier-ignore

function csvLine(row: Record<string, unknown>): string {
  const flat: Record<string, unknown> = { ...row }
  for (const key of ['name', 'description', 'colour'])
    if (typeof row[key] === 'object' && row[key] !== null) {
      delete flat[key]
      for (const [locale, text] of Object.entries(row[key] as Record<string, string>))
        flat[`${key}_${locale}`] = text
    }
  return CSV_COLUMNS.map((column) => {
    const value = flat[column] === undefined ? '' : String(flat[column])
    return /[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value
  }).join(',')
}

async function writeFeed(path: string, format: FeedFormat, changed: boolean): Promise<number> {
  const out = createWriteStream(path)
  const write = async (line: string) => {
    if (!out.write(`${line}\n`)) await once(out, 'drain')
  }
  if (format === 'csv') await write(CSV_COLUMNS.join(','))
  let rows = 0
  for (const row of feedRows(changed)) {
    await write(format === 'csv' ? csvLine(row) : JSON.stringify(row))
    rows++
  }
  out.end()
  await once(out, 'finish')
  return rows
}

interface Measured {
  label: string
  summary: SyncSummary
  bytes: number
  peakRssMb: number
}

const handle = openPostgres(url)
await createDatabaseIfMissing(url)
await migrateDatabase(handle)
const db = handle.db
await db.execute(
  sql`truncate table products, categories, brands, product_options, url_paths, catalogue_variant_groups,
        catalogue_sync_runs restart identity cascade`,
)

const dir = await mkdtemp(join(tmpdir(), 'catalogue-sync-bench-'))
const config = loadConfig(undefined, { defaultNodeEnv: 'development' })
const media = createMedia({ config: { ...config, dataDir: dir }, db, logger: createLogger(config) })
// What the process holds before any sync (Node, tsx, the modules, the pool): the sync's share is the rest.
const baselineRssMb = Math.round(process.memoryUsage().rss / 1024 / 1024)
const results: Measured[] = []
try {
  const jsonl = join(dir, 'feed.jsonl')
  const csv = join(dir, 'feed-changed.csv')
  const started = performance.now()
  const rows = await writeFeed(jsonl, 'jsonl', false)
  await writeFeed(csv, 'csv', true)
  console.info(`feeds written: ${rows} rows each in ${((performance.now() - started) / 1000).toFixed(1)} s`)

  for (const [label, file, format] of [
    ['JSON Lines into an empty catalogue', jsonl, 'jsonl'],
    ['the same JSON Lines feed again', jsonl, 'jsonl'],
    ['CSV, one price in ten changed', csv, 'csv'],
  ] as const) {
    const bytes = (await stat(file)).size
    const actor = { staffId: null, name: 'cli:bench' }
    const runId = await createSyncRun(db, { source: 'cli', fileName: file, format, bytesTotal: bytes, actor })
    let peak = process.memoryUsage().rss
    const sample = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 100)
    const summary = await runSync(
      {
        db,
        backInStock: async () => {},
        // The feed's pictures are /media/demo/ paths: the pipeline is there as in the CLI, and fetches nothing.
        media: media.ingest,
        onProgress: (progress) => {
          peak = Math.max(peak, process.memoryUsage().rss)
          process.stderr.write(`\r${label}: ${Math.floor((progress.bytesRead / bytes) * 100)} %   `)
        },
      },
      runId,
      createReadStream(file, { highWaterMark: 256 * 1024 }),
      format,
      actor,
    )
    clearInterval(sample)
    process.stderr.write('\n')
    const measured = { label, summary, bytes, peakRssMb: Math.round(peak / 1024 / 1024) }
    results.push(measured)
    console.info(
      `${label}: ${summary.status} in ${(summary.durationMs / 1000).toFixed(1)} s; ${summary.created} created, ` +
        `${summary.updated} updated, ${summary.unchanged} unchanged, ${summary.failed} failed; peak RSS ${measured.peakRssMb} MB`,
    )
  }
} finally {
  await rm(dir, { recursive: true, force: true })
  await handle.close()
}

const maxRssMb = Math.round(process.resourceUsage().maxRSS / 1024)
const table = results
  .map(
    ({ label, summary, bytes, peakRssMb }) =>
      `| ${label} | ${(bytes / 1024 / 1024).toFixed(1)} MB | ${summary.rows.toLocaleString('en')} | ${summary.created} | ${summary.updated} | ${summary.unchanged} | ${summary.failed} | ${(summary.durationMs / 1000).toFixed(1)} s | ${Math.round(summary.rows / (summary.durationMs / 1000)).toLocaleString('en')} | ${peakRssMb} MB |`,
  )
  .join('\n')
const report = `# Catalogue sync on ${productCount.toLocaleString('en')} products

\`npm run bench:sync\` (bench/catalogue-sync.ts), ${new Date().toISOString().slice(0, 10)}, PostgreSQL
(${new URL(url).pathname.slice(1)}), ${cpus().length} cores, ${Math.round(totalmem() / 1024 ** 3)} GB, shared with
other work. One process generates the feeds (streamed to a temporary file) and runs the sync as
\`npm run catalogue:sync\` does: streamed reading, batches of 500 rows, one transaction per batch. The feed:
${TOP + TOP * SUB} categories, ${BRANDS} brands, ${productCount.toLocaleString('en')} products (variant groups of three), an
option on every tenth product. Each run ends with the refresh of the stored category counts when anything changed.

| Run | Feed | Rows | Created | Updated | Unchanged | Failed | Time | Rows/s | Peak RSS |
| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
${table}

Baseline RSS before the first sync: ${baselineRssMb} MB; peak RSS of the whole process (max RSS): ${maxRssMb} MB.
The reader holds one record and the sync one batch (500 rows).
`
console.info(report)
if (!values['no-write']) writeFileSync(join(projectRoot, 'bench/results/catalogue-sync.md'), report)

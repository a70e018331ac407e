/**
 * Search on the 100,000-product catalogue (issue 13): the built-in PostgreSQL engine answering the header's
 * four-index batch (popular terms, categories, products, content; 5 hits each) for a fixed list of 200+
 * queries in nl/en/de, as typed, misspelt, half-typed, without accents, split compounds. Reports the p50 and
 * p95 server time of the batch and writes bench/results/search.md.
 *
 *   node --import tsx bench/search.ts [--database-url postgres://postgres@127.0.0.1:5432/search_bench]
 *
 * The database is a copy of `shop_bench` (the 100,000-product catalogue) made when missing, so that this
 * branch's migration never touches the shared one; the run migrates it and builds the search index first
 * (timed). Options: --template (shop_bench), --rounds (2), --no-write (print only).
 */
import { writeFileSync } from 'node:fs'
import { cpus, totalmem } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import type { Locale } from '#core/locales'
import { searchBatchSchema } from '#core/schemas/search'
import { createPostgresSearchEngine } from '#server/adapters/search/postgres'
import { openPostgres } from '#server/db/client'
import { migrateDatabase } from '#server/db/migrate'
import { syncSearchIndex } from '#server/domain/search/indexer'
import { createSearchService } from '#server/domain/search/search'
import { CONTENT_SOURCES } from '#server/domain/search/sync-job'
import { projectRoot } from './built-server'
import { currentLoad } from './prepare'

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/search_bench' },
    template: { type: 'string', default: 'shop_bench' },
    rounds: { type: 'string', default: '2' },
    'no-write': { type: 'boolean', default: false },
  },
})

/** Words shoppers of a knife and outdoor shop type, per language. */
const WORDS: Record<Locale, string[]> = {
  nl: [
    'zakmes',
    'koksmes',
    'broodmes',
    'slijpsteen',
    'zaklamp',
    'hoofdlamp',
    'rugzak',
    'bijl',
    'snijplank',
    'aanzetstaal',
    'drinkfles',
    'multitool',
    'santoku',
    'jachtmes',
    'schede',
    'kurogane',
    'fjellstål',
    'damast',
    'keukenmes',
    'survivalmes',
    'vuurstaaf',
    'cadeaubon',
    'messenset',
    'accu',
    'verzending',
  ],
  de: [
    'taschenmesser',
    'kochmesser',
    'brotmesser',
    'schleifstein',
    'taschenlampe',
    'stirnlampe',
    'rucksack',
    'axt',
    'schneidebrett',
    'wetzstahl',
    'trinkflasche',
    'multitool',
    'santoku',
    'jagdmesser',
    'scheide',
    'küchenmesser',
    'schälmesser',
    'feuerstahl',
    'gutschein',
    'messerset',
    'akku',
    'versand',
    'zubehör',
    'klappmesser',
    'outdoormesser',
  ],
  en: [
    'pocket knife',
    'chef knife',
    'bread knife',
    'whetstone',
    'flashlight',
    'headlamp',
    'backpack',
    'axe',
    'cutting board',
    'honing steel',
    'water bottle',
    'multitool',
    'santoku',
    'hunting knife',
    'sheath',
    'kitchen knife',
    'paring knife',
    'fire steel',
    'gift card',
    'knife set',
    'battery',
    'shipping',
    'lantern',
    'survival knife',
    'strop',
  ],
}

/** One typo: two neighbouring letters swapped in the middle (deterministic). */
function typo(word: string): string {
  const at = Math.floor(word.length / 2)
  return word.length < 5 ? word : word.slice(0, at - 1) + word[at] + word[at - 1] + word.slice(at + 1)
}

function queries(): Array<{ locale: Locale; query: string }> {
  const list: Array<{ locale: Locale; query: string }> = []
  for (const locale of ['nl', 'de', 'en'] as const) {
    for (const word of WORDS[locale]) {
      list.push({ locale, query: word })
      list.push({ locale, query: typo(word) })
      list.push({ locale, query: word.slice(0, Math.max(3, Math.ceil(word.length * 0.6))) })
    }
  }
  list.push(
    { locale: 'nl', query: 'zak mes' },
    { locale: 'nl', query: 'koks mes kurogane' },
    { locale: 'nl', query: 'fjellstal' },
    { locale: 'de', query: 'taschen messer' },
    { locale: 'de', query: 'kuchenmesser' },
    { locale: 'de', query: 'koch messer 20 cm' },
    { locale: 'en', query: 'pocketknife' },
    { locale: 'en', query: 'flashligth' },
  )
  return list
}

async function ensureDatabase(url: string, template: string): Promise<void> {
  const target = new URL(url)
  const name = target.pathname.slice(1)
  const admin = new pg.Client({
    connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString(),
  })
  await admin.connect()
  try {
    const { rows } = await admin.query('select 1 from pg_database where datname = $1', [name])
    if (rows.length === 0) {
      console.log(`creating ${name} from ${template}…`)
      await admin.query(`create database "${name}" template "${template}"`)
    }
  } finally {
    await admin.end()
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

const url = values['database-url']!
await ensureDatabase(url, values.template!)
const handle = openPostgres(url)
await migrateDatabase(handle)
let started = performance.now()
const sync = await syncSearchIndex(handle.db, CONTENT_SOURCES)
const syncMs = Math.round(performance.now() - started)
console.log({ ...sync, ms: syncMs }, 'index built')
started = performance.now()
await syncSearchIndex(handle.db, CONTENT_SOURCES)
const incrementalMs = Math.round(performance.now() - started)

const service = createSearchService({ db: handle.db, engine: createPostgresSearchEngine(handle.db) })
const list = queries()
const batchOf = (locale: Locale, query: string) =>
  searchBatchSchema.parse({
    requests: ['popular_terms', 'categories', 'products', 'content'].map((index) => ({
      indexName: `${index}_${locale}`,
      query,
      hitsPerPage: 5,
      analytics: false,
    })),
  })
// Warm-up: one pass over the first 20.
for (const { locale, query } of list.slice(0, 20))
  await service.search({ locale, prefix: '' }, batchOf(locale, query))
const loadAtStart = currentLoad()
const times: number[] = []
const slowest = new Map<string, number>()
for (let round = 0; round < Number(values.rounds); round++) {
  for (const { locale, query } of list) {
    const t = performance.now()
    await service.search({ locale, prefix: '' }, batchOf(locale, query))
    const ms = performance.now() - t
    times.push(ms)
    const key = `${locale} \`${query}\``
    slowest.set(key, Math.max(slowest.get(key) ?? 0, ms))
  }
}
const load = `${loadAtStart.toFixed(1)} at the start, ${currentLoad().toFixed(1)} at the end`
times.sort((a, b) => a - b)
const p50 = percentile(times, 50)
const p95 = percentile(times, 95)
const max = times.at(-1)!
const [count] = (
  (await handle.db.execute(
    sql`select count(*)::int as n from products where status = 'active'`,
  )) as unknown as { rows: Array<{ n: number }> }
).rows
await handle.close()

const report = `# Search benchmark (issue 13)

The header's four-index batch (popular terms, categories, products, content; 5 hits each) on the built-in
PostgreSQL engine, measured in the server process (engine, card loading, highlighting; no HTTP), sequentially,
${list.length} queries (nl/de/en: as typed, one swapped pair of letters, the first 60 % of the word, split and
joined compounds) × ${values.rounds} rounds after a warm-up. \`node --import tsx bench/search.ts\`.

| | |
|---|---|
| active products | ${count?.n ?? '?'} |
| machine | ${cpus().length} CPU cores, ${Math.round(totalmem() / 1e9)} GB, shared with other work (load average ${load}) |
| full index build | ${syncMs} ms (${sync.products} products × 3 languages, ${sync.categories} categories, ${sync.content} content entries) |
| sync without changes | ${incrementalMs} ms |
| batches measured | ${times.length} |
| **p50** | **${p50.toFixed(1)} ms** |
| **p95** | **${p95.toFixed(1)} ms** |
| max | ${max.toFixed(1)} ms |

The ten slowest queries (the slower of their rounds): ${[...slowest]
  .sort((a, b) => b[1] - a[1])
  .slice(0, 10)
  .map(([key, ms]) => `${key} ${ms.toFixed(0)} ms`)
  .join(', ')}.
`
console.log(report)
if (!values['no-write']) writeFileSync(join(projectRoot, 'bench/results/search.md'), report)

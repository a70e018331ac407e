/**
 * The back office's product list on 100,000 products (issue 35): times the list's own queries
 * (server/domain/catalogue-editing/product-list.ts: the page and its count) on real PostgreSQL for a plain
 * first page, a deep page, a search by name, by EAN and by article code, and a category with its
 * subcategories; beside the same queries without the search index of migration 0025 (dropped inside a
 * transaction that is rolled back) and a bare `select … limit 50`. Writes bench/results/admin-products.md.
 *
 *   node --import tsx bench/admin-products.ts [--database-url postgres://postgres@127.0.0.1:5432/shop_admin_products_bench]
 *
 * The database is created and filled with the 100,000-product demo catalogue when it has fewer (about a
 * minute); never point it at a shop's own. Options: --rounds (7), --no-write (print only).
 */
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { sql } from 'drizzle-orm'
import { openPostgres, type Database } from '#server/db/client'
import { migrateDatabase } from '#server/db/migrate'
import { queryRows } from '#server/db/query'
import {
  listProducts,
  productListQuerySchema,
  type ProductListQuery,
} from '#server/domain/catalogue-editing/product-list'
import { projectRoot } from './built-server'
import { currentLoad, machineLine, prepareDatabase } from './prepare'

const { values } = parseArgs({
  options: {
    'database-url': {
      type: 'string',
      default: 'postgres://postgres@127.0.0.1:5432/shop_admin_products_bench',
    },
    rounds: { type: 'string', default: '7' },
    'no-write': { type: 'boolean', default: false },
  },
})
const url = values['database-url']
const rounds = Math.max(1, Number(values.rounds))
const loadAtStart = currentLoad()

const products = await prepareDatabase(url)
const handle = openPostgres(url)
await migrateDatabase(handle)
const db = handle.db
await db.execute(sql`analyze products`)

// Real values to look for, taken from the catalogue itself.
const [sample] = await queryRows<{ word: string; ean: string; ref: string; category: number }>(
  db,
  sql`select split_part(name->>'de', ' ', 1) as word, ean, coalesce(external_ref, reference) as ref,
        (select id from categories where parent_id is null and kind = 'category' order by product_count desc limit 1) as category
      from products where ean <> '' order by id limit 1 offset 5000`,
)
if (!sample) throw new Error('The benchmark database has no products')
const total = (await queryRows<{ n: number }>(db, sql`select count(*)::int as n from products`))[0]!.n
const deepPage = Math.floor(total / 50 / 2)

const cases: Array<{ label: string; query: Record<string, string> }> = [
  { label: 'page 1, by name', query: {} },
  { label: `page ${deepPage}, by name`, query: { page: String(deepPage) } },
  { label: `search name "${sample.word}"`, query: { q: sample.word } },
  { label: 'search EAN', query: { q: sample.ean } },
  { label: 'search article code / reference', query: { q: sample.ref } },
  { label: 'category with subcategories', query: { category: String(sample.category) } },
  {
    label: 'category, out of stock, by price',
    query: { category: String(sample.category), stock: 'out', sort: 'price' },
  },
]

/** Median of `rounds` runs after one warm-up, in ms; and the rows found. */
async function time(run: () => Promise<number>): Promise<{ ms: number; found: number }> {
  let found = await run()
  const times: number[] = []
  for (let i = 0; i < rounds; i++) {
    const started = performance.now()
    found = await run()
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  return { ms: times[Math.floor(times.length / 2)]!, found }
}

const list = (target: Database, query: Record<string, string>) => async () =>
  (await listProducts(target, productListQuerySchema.parse(query) as ProductListQuery, 'nl')).total

/** Ends the transaction that dropped the index, so the drop is undone. */
class Rollback extends Error {}

const results: Array<{ label: string; indexed: number; without: number; found: number }> = []
for (const { label, query } of cases) {
  const indexed = await time(list(db, query))
  // The same, without the search index: dropped in a transaction that is rolled back.
  let without = 0
  await db
    .transaction(async (tx) => {
      await tx.execute(sql`drop index products_admin_search_idx`)
      without = (await time(list(tx as unknown as Database, query))).ms
      throw new Rollback()
    })
    .catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error
    })
  results.push({ label, indexed: indexed.ms, without, found: indexed.found })
  console.log(
    `${label}: ${indexed.ms.toFixed(1)} ms (without the index ${without.toFixed(1)} ms), ${indexed.found} found`,
  )
}

const bare = await time(
  async () =>
    (await queryRows(db, sql`select id, name, price_cents from products order by id limit 50`)).length,
)
console.log(`bare select … limit 50: ${bare.ms.toFixed(1)} ms`)
await handle.close()

const table = [
  '| query | rows found | list (page + count) | without the search index |',
  '| --- | ---: | ---: | ---: |',
  ...results.map(
    (row) =>
      `| ${row.label} | ${row.found.toLocaleString('en')} | ${row.indexed.toFixed(1)} ms | ${row.without.toFixed(1)} ms |`,
  ),
  `| bare \`select id, name, price_cents from products order by id limit 50\` | 50 | ${bare.ms.toFixed(1)} ms | – |`,
].join('\n')
const report = `# Back office product list, ${total.toLocaleString('en')} products

\`npm run bench:admin-products\` (bench/admin-products.ts): the list's queries (one page of 50 and its count,
server/domain/catalogue-editing/product-list.ts) on PostgreSQL, median of ${rounds} runs after a warm-up,
beside the same queries with the trigram search index of migration 0025 dropped, and a bare select.

${table}

- ${products.toLocaleString('en')} active products (the demo catalogue), run ${new Date().toISOString().slice(0, 10)}
${machineLine(loadAtStart)}
`
if (!values['no-write']) writeFileSync(join(projectRoot, 'bench/results/admin-products.md'), report)
console.log(report)

/**
 * `npm run demo:data [-- --products N] [-- --seed S]`: (re)builds the demo catalogue in the configured
 * database (DATABASE_URL, else PGlite in DATA_DIR), replacing the catalogue that is there (and the carts
 * that point at it), and adds the delivery methods and demo discount codes where they are missing.
 */
import { parseArgs } from 'node:util'
import { loadConfig } from '../../config'
import { openDatabase } from '../client'
import { migrateDatabase } from '../migrate'
import { seedReferenceData } from '../reference-data'
import { DEFAULT_PRODUCT_COUNT, DEFAULT_SEED, generateCatalogue } from './generate'
import { loadCatalogue } from './load'
import { seedDemoCoupons, seedShippingMethods } from './shipping-and-coupons'

const { values } = parseArgs({
  options: { products: { type: 'string' }, seed: { type: 'string' } },
  allowPositionals: false,
})
const products = values.products ? Number(values.products) : DEFAULT_PRODUCT_COUNT
const seed = values.seed ? Number(values.seed) : DEFAULT_SEED
if (!Number.isInteger(products) || products < 1 || products > 1_000_000) {
  console.error('--products must be a whole number between 1 and 1000000')
  process.exit(2)
}
if (!Number.isInteger(seed)) {
  console.error('--seed must be a whole number')
  process.exit(2)
}

const config = loadConfig(undefined, { defaultNodeEnv: 'development' })
const database = await openDatabase(config)
const where = config.databaseUrl
  ? new URL(config.databaseUrl).pathname.slice(1) || 'PostgreSQL'
  : `${config.dataDir}/pgdata`
try {
  await migrateDatabase(database)
  await seedReferenceData(database.db)
  let started = performance.now()
  const catalogue = generateCatalogue({ products, seed })
  const generated = performance.now() - started
  started = performance.now()
  await loadCatalogue(database.db, catalogue)
  await seedShippingMethods(database.db)
  await seedDemoCoupons(database.db)
  const loaded = performance.now() - started
  if (database.kind === 'postgres') await database.db.execute('analyze')
  console.log(
    `demo catalogue in ${database.kind} (${where}): ${catalogue.products.length} products, ` +
      `${catalogue.categories.length} categories, ${catalogue.brands.length} brands; ` +
      `generated in ${(generated / 1000).toFixed(1)} s, loaded in ${(loaded / 1000).toFixed(1)} s`,
  )
} finally {
  await database.close()
}

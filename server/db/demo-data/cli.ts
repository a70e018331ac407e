/**
 * `npm run demo:data [-- --products N] [-- --seed S]`: (re)builds the demo catalogue in the configured
 * database (DATABASE_URL, else PGlite in DATA_DIR), replacing the catalogue that is there (and the carts
 * that point at it), and adds the delivery methods and demo discount codes where they are missing.
 *
 * `npm run demo:data -- --photos [--products N] [--image-port P]`: the photo catalogue instead of the
 * drawings (issue 34): the catalogue emptied, then a supplier feed with photo-like JPEGs (three per product,
 * from a loopback HTTPS image server on port P, default 3149) synced through the real catalogue sync and
 * media pipeline (server/db/demo-data/photo-catalogue.ts). Media go where the shop keeps them (DATA_DIR, or
 * MEDIA_STORAGE=s3), so start the shop on the same DATA_DIR or object store.
 */
import { parseArgs } from 'node:util'
import { loadConfig } from '../../config'
import { openDatabase } from '../client'
import { migrateDatabase } from '../migrate'
import { seedReferenceData } from '../reference-data'
import { DEFAULT_PRODUCT_COUNT, DEFAULT_SEED, generateCatalogue } from './generate'
import { emptyCatalogue, loadCatalogue } from './load'
import { syncPhotoCatalogue } from './photo-catalogue'
import { seedDemoCoupons, seedShippingMethods } from './shipping-and-coupons'

const { values } = parseArgs({
  options: {
    products: { type: 'string' },
    seed: { type: 'string' },
    photos: { type: 'boolean', default: false },
    'image-port': { type: 'string', default: '3149' },
  },
  allowPositionals: false,
})
/** The photo catalogue's default: 50 products in each of five categories, two pages of 24 cards. */
const DEFAULT_PHOTO_PRODUCTS = 250
const products = values.products
  ? Number(values.products)
  : values.photos
    ? DEFAULT_PHOTO_PRODUCTS
    : DEFAULT_PRODUCT_COUNT
const seed = values.seed ? Number(values.seed) : DEFAULT_SEED
if (!Number.isInteger(products) || products < 1 || products > 1_000_000) {
  console.error('--products must be a whole number between 1 and 1000000')
  process.exit(2)
}
if (!Number.isInteger(seed)) {
  console.error('--seed must be a whole number')
  process.exit(2)
}

const imagePort = Number(values['image-port'])
if (!Number.isInteger(imagePort) || imagePort < 1 || imagePort > 65535) {
  console.error('--image-port must be a port number')
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
  if (values.photos) {
    await emptyCatalogue(database.db)
    await seedShippingMethods(database.db)
    await seedDemoCoupons(database.db)
  } else {
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
  }
} finally {
  await database.close()
}

// The sync runs in a process of its own, which needs the database to itself on PGlite: after the close.
if (values.photos) {
  console.log(`photo catalogue: drawing the photos and syncing ${products} products (three photos each)`)
  const result = await syncPhotoCatalogue({ products, seed, imagePort })
  console.log(
    `photo catalogue in ${database.kind} (${where}): ${result.rows} feed rows, ${result.imageRequests} photos ` +
      `fetched (${(result.imageBytes / 1024 / 1024).toFixed(1)} MB) in ${(result.wallMs / 1000).toFixed(1)} s`,
  )
  process.exitCode = result.exitCode
}

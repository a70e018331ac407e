import type { Logger } from '../../logger'
import type { Database } from '../client'
import { generateCatalogue } from './generate'
import { catalogueIsEmpty, loadCatalogue } from './load'
import { seedDemoCoupons, seedShippingMethods } from './shipping-and-coupons'

/**
 * The demo catalogue (1,500 products) and its discount codes on the first start of a database without
 * products, so that a fresh `npm start` shows a shop. A database with products, demo or real, is never
 * touched, except that delivery methods are added when it has none.
 */
export async function loadDemoCatalogueIfEmpty(db: Database, logger: Logger): Promise<void> {
  // Delivery methods are needed by every shop, demo or not; they are only added where there are none.
  if (await seedShippingMethods(db)) logger.info('delivery methods and rates added')
  if (!(await catalogueIsEmpty(db))) return
  const started = performance.now()
  const catalogue = generateCatalogue()
  const loaded = await loadCatalogue(db, catalogue, { onlyIfEmpty: true })
  if (loaded) {
    await seedDemoCoupons(db)
    logger.info(
      { products: catalogue.products.length, ms: Math.round(performance.now() - started) },
      'demo catalogue loaded into the empty database',
    )
  }
}

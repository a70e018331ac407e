import { Hono } from 'hono'
import type { CartService } from '#server/domain/cart/cart'
import type { CatalogService } from '#server/domain/catalog/catalog'
import type { StaticDataService } from '#server/domain/shell/static-data'
import type { AppEnv } from '../env'
import { checkoutRoutes } from './checkout'
import { checkoutLineRoutes } from './checkout-line'
import { productRoutes } from './product'
import { staticDataRoutes } from './static-data'

export interface FrontApiDeps {
  staticData: StaticDataService
  catalog: CatalogService
  cart: CartService
}

/** The `/front-api` router (spec §7): one module per resource, wired here. */
export function createFrontApi(deps: FrontApiDeps) {
  return new Hono<AppEnv>()
    .route('/', staticDataRoutes(deps.staticData))
    .route('/', productRoutes(deps.catalog))
    .route('/', checkoutRoutes(deps.cart))
    .route('/', checkoutLineRoutes(deps.cart))
}

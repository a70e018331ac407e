import { Hono } from 'hono'
import type { AddressLookup } from '#server/adapters/address-lookup/port'
import type { PickupPointProvider } from '#server/adapters/pickup-points/port'
import type { CartService } from '#server/domain/cart/cart'
import type { CheckoutModule } from '#server/domain/checkout/checkout'
import type { AccountsModule } from '../accounts'
import type { CatalogueService } from '#server/domain/catalogue/catalogue'
import type { ReviewsService } from '#server/domain/reviews/reviews'
import type { SearchService } from '#server/domain/search/search'
import type { StaticDataService } from '#server/domain/shell/static-data'
import type { WishListsService } from '#server/domain/wish-list/wish-lists'
import type { Database } from '#server/db/client'
import type { KeepMePostedModule } from '#server/domain/keep-me-posted/keep-me-posted'
import type { AppEnv } from '../env'
import { accountRoutes } from './account'
import { addressAutoCompleteRoutes } from './address-auto-complete'
import { checkoutRoutes } from './checkout'
import { compareRoutes } from './compare'
import { checkoutLineRoutes } from './checkout-line'
import { checkoutPlacingRoutes } from './checkout-placing'
import { checkoutStepRoutes } from './checkout-steps'
import { keepMePostedRoutes } from './keep-me-posted'
import { loginRoutes } from './login'
import { postnlLocationsRoutes } from './postnl-locations'
import { productRoutes } from './product'
import { reviewRoutes } from './reviews'
import { searchRoutes } from './search'
import { staticDataRoutes } from './static-data'
import { wishListRoutes } from './wish-list'

export interface FrontApiDeps {
  staticData: StaticDataService
  catalog: CatalogueService
  cart: CartService
  addressLookup: AddressLookup
  pickupPoints: PickupPointProvider
  checkout: CheckoutModule
  accounts: AccountsModule
  wishLists: WishListsService
  db: Database
  search: SearchService
  keepMePosted: KeepMePostedModule
  reviews: ReviewsService
}

/** The `/front-api` router (spec §7): one module per resource, wired here. */
export function createFrontApi(deps: FrontApiDeps) {
  return new Hono<AppEnv>()
    .route('/', staticDataRoutes(deps.staticData))
    .route('/', productRoutes(deps.catalog))
    .route('/', checkoutRoutes(deps.cart))
    .route('/', checkoutLineRoutes(deps.cart))
    .route('/', addressAutoCompleteRoutes(deps.addressLookup))
    .route('/', postnlLocationsRoutes(deps.pickupPoints))
    .route('/', checkoutStepRoutes(deps.checkout))
    .route('/', checkoutPlacingRoutes(deps.checkout))
    .route('/', loginRoutes(deps.checkout))
    .route('/', accountRoutes(deps.accounts))
    .route('/', wishListRoutes(deps.wishLists))
    .route('/', compareRoutes(deps.db))
    .route('/', searchRoutes(deps.search))
    .route('/', keepMePostedRoutes(deps.keepMePosted))
    .route('/', reviewRoutes(deps.reviews))
}

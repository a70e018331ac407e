import type { Locale } from './locales'
import type { MapTiles } from './map-tiles'
import type { HomeContent, ListingQuery, Product, ResolvedPath } from './schemas/catalog'
import type { Checkout } from './schemas/checkout'
import type { ShellData } from './schemas/shell'
import type { StaticDataResponse } from './schemas/static-data'

/**
 * What the server hands every React Router loader and action (`context`). The app never imports
 * `server/`; it reaches the domain through this interface, which `server/http/load-context.ts`
 * implements (docs/decisions/0003).
 */
/** A language and its path prefix on this host ('' or '/en', '/de'). */
export interface LocaleSite {
  locale: Locale
  prefix: string
}

export interface ShopLoadContext {
  requestId: string
  locale: Locale
  /** '' or '/en', '/de' for the resolved locale on this host. */
  prefix: string
  /** Host → locale map of `LOCALE_HOSTS`. */
  hostMap: Readonly<Record<string, Locale>>
  /** Absolute origin used for canonical and hreflang links, e.g. `https://shop.example`. */
  publicUrl: string
  /** The session, when the request had a valid one. */
  session: { id: string; customerId: string | null } | null
  staticData: {
    /** The static-data version stamp for a locale (cheap: one small query). */
    version(locale: Locale): Promise<string>
    get(locale: Locale): Promise<StaticDataResponse>
  }
  /** Company name, logo and the physical store, for the page shell and the home tab. */
  shell(locale: Locale): Promise<ShellData>
  /**
   * The catalogue in the request's language. Links in what it returns carry the request's prefix, so pages
   * use them as they are; `alternates` are paths without prefix.
   */
  catalog: {
    /** A path (without prefix) that is no fixed page: a category, a product, an old slug that moved, else null. */
    resolvePath(site: LocaleSite, path: string, query: ListingQuery): Promise<ResolvedPath | null>
    home(site: LocaleSite): Promise<HomeContent>
    products(site: LocaleSite, ids: number[]): Promise<Product[]>
  }
  /**
   * The visitor's cart (the checkout of the session) in the request's language, for server-rendering the
   * cart page and the header count. A read: it never creates a checkout; without one it is empty (id '').
   */
  cart: {
    get(site: LocaleSite): Promise<Checkout>
  }
  /** Google Tag Manager container id when the owner enabled the data layer, else null. */
  tagManagerId: string | null
  /** The tiles of the pickup-point map (MAP_TILE_URL), for the page that opens the chooser. */
  mapTiles: MapTiles
  /** Whether the visitor sees dealer prices (spec §6: original price only, no sale marks). */
  isDealer: boolean
}

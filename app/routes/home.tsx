import { FeaturedProducts } from '#app/features/catalogue/featured-products'
import { LazyLastViewedStrip } from '#app/features/catalogue/lazy-last-viewed-strip'
import { HomeCategories } from '#app/features/home/home-categories'
import { HomeHero, STORE_ANCHOR } from '#app/features/home/home-hero'
import { LazyHomeStrips } from '#app/features/home/strip-placeholders'
import { usePageMessages } from '#app/i18n/i18n'
import { metaTranslator } from '#app/i18n/meta'
import { useRootData } from '#app/lib/root-data'
import { lazyBelowFold } from '#app/ui/lazy-below-fold'
import type { Route } from './+types/home'
import { publicPageHeaders } from '#app/lib/page-headers'

/** Below the products on a phone, beside the hero from 1024 px: hydrated after the first load (decision 0042). */
const HomeTabs = lazyBelowFold('home-tabs', () =>
  import('#app/features/home/home-tabs').then((module) => module.HomeTabs),
)

/** The same page for every anonymous shopper: shared and page caches may keep it. */
export const headers = publicPageHeaders

export const meta: Route.MetaFunction = (args) => {
  const { t, company } = metaTranslator(args)
  return [{ title: t('home.title', { company }) }, { name: 'description', content: t('home.description') }]
}

/**
 * Featured products and top categories (spec §2), in the page language. The product strips below the fold
 * come as titles and product ids only: their products load when the shopper scrolls near (decision 0051).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { featured, categories, strips } = await context.catalog.home({
    locale: context.locale,
    prefix: context.prefix,
  })
  return {
    featured,
    categories,
    strips: strips.map(({ key, title, products }) => ({
      key,
      title,
      ids: products.map((product) => product.id),
    })),
  }
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const root = useRootData()
  const messagePart = usePageMessages('home')
  if (!root) return null
  const { shell } = root
  const { featured, strips, categories } = loaderData
  return (
    // One grid: on a phone hero, categories, products and then the store; from 1024 px the store sits beside
    // the hero. The store's tabs still start on the opening hours (spec §9).
    <div className="grid grid-cols-1 gap-6 sm:gap-8 lg:grid-cols-[2fr_1fr]" {...messagePart}>
      <div className="lg:col-start-1 lg:row-start-1">
        <HomeHero company={shell.company_name} />
      </div>
      <div className="min-w-0 lg:col-span-2">
        <HomeCategories categories={categories} />
      </div>
      <div className="min-w-0 lg:col-span-2">
        <FeaturedProducts products={featured} />
      </div>
      <div id={STORE_ANCHOR} className="scroll-mt-4 lg:col-start-2 lg:row-start-1" data-testid="home-store">
        <HomeTabs store={shell.store} />
      </div>
      <div className="min-w-0 lg:col-span-2">
        <LazyHomeStrips strips={strips} />
      </div>
      <div className="min-w-0 empty:hidden lg:col-span-2">
        <LazyLastViewedStrip />
      </div>
    </div>
  )
}

import { useId } from 'react'
import { CategoryList } from '#app/features/catalog/category-list'
import { FeaturedProducts } from '#app/features/catalog/featured-products'
import { LazyLastViewedStrip } from '#app/features/catalog/lazy-last-viewed-strip'
import { ProductStrip } from '#app/features/catalog/product-strip'
import { HomeTabs } from '#app/features/home/home-tabs'
import { useI18n } from '#app/i18n/i18n'
import { metaTranslator } from '#app/i18n/meta'
import { useRootData } from '#app/lib/root-data'
import type { Route } from './+types/home'
import { publicPageHeaders } from '#app/lib/page-headers'

/** The same page for every anonymous shopper: shared and page caches may keep it. */
export const headers = publicPageHeaders

export const meta: Route.MetaFunction = (args) => {
  const { t, company } = metaTranslator(args)
  return [{ title: t('home.title', { company }) }, { name: 'description', content: t('home.description') }]
}

/** Featured products, product strips and top categories (spec §2), in the page language. */
export async function loader({ context }: Route.LoaderArgs) {
  const home = await context.catalog.home({ locale: context.locale, prefix: context.prefix })
  return { home }
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n()
  const root = useRootData()
  const categoriesId = useId()
  if (!root) return null
  const { shell } = root
  const { featured, strips, categories } = loaderData.home
  return (
    <div className="flex flex-col gap-10">
      <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
        <section className="rounded-lg bg-brand-700 px-6 py-10 text-white sm:px-10">
          <h1 className="mb-3 text-3xl font-bold sm:text-4xl">
            {t('home.heading', { company: shell.company_name })}
          </h1>
          <p className="max-w-xl text-lg text-white/90">{t('home.intro')}</p>
        </section>
        <HomeTabs store={shell.store} />
      </div>
      <FeaturedProducts products={featured} />
      {categories.length > 0 ? (
        <section aria-labelledby={categoriesId} data-testid="top-categories">
          <h2 id={categoriesId} className="mb-3 text-xl font-bold">
            {t('catalog.home.categories')}
          </h2>
          <CategoryList categories={categories} />
        </section>
      ) : null}
      {strips.map((strip) => (
        <ProductStrip key={strip.key} title={strip.title} products={strip.products} stripKey={strip.key} />
      ))}
      <LazyLastViewedStrip />
    </div>
  )
}

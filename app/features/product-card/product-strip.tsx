import { useId, type ReactNode } from 'react'
import type { Product } from '#core/schemas/catalogue'
import { useI18n } from '#app/i18n/i18n'
import { ProductCard } from './product-card'
import { stripHasShadows } from './rules'
import { useListTracking } from './use-list-tracking'
import { revealFocusedItem } from '#app/ui/reveal-focused-item'

/**
 * A product list strip (spec §2): title, count badge and a horizontally scrolling row of small cards, with
 * edge shadows from 4 products (spec §9). Scrolling follows the keyboard focus through the card links.
 */
export function ProductStrip({
  title,
  products,
  stripKey,
  action,
}: {
  title: string
  products: Product[]
  /** Names the list, e.g. for analytics (`data-item-list`). */
  stripKey: string
  /** Extra control beside the title. */
  action?: ReactNode
}) {
  const { t } = useI18n()
  const titleId = useId()
  const onListClick = useListTracking(stripKey, products)
  if (products.length === 0) return null
  const shadows = stripHasShadows(products.length)
  return (
    <section aria-labelledby={titleId} data-item-list={stripKey} data-testid="product-strip">
      <div className="mb-3 flex flex-wrap items-center gap-x-3 gap-y-1">
        <h2 id={titleId} className="text-xl font-bold">
          {title}
        </h2>
        <span
          className="rounded-full bg-brand-100 px-2 py-0.5 text-sm font-semibold text-brand-800"
          data-strip-count
        >
          <span aria-hidden="true">{products.length}</span>
          <span className="sr-only">{t('catalog.productCount', { count: products.length })}</span>
        </span>
        {action ? <div className="ml-auto">{action}</div> : null}
      </div>
      <div className="relative" data-shadows={shadows ? 'true' : undefined}>
        <ul
          className="flex gap-3 overflow-x-auto px-1 pt-1 pb-3 pointer-coarse:snap-x"
          onClick={onListClick}
          onFocus={revealFocusedItem}
        >
          {products.map((product) => (
            <li key={product.id} className="shrink-0 snap-start">
              <ProductCard product={product} layout="small" />
            </li>
          ))}
        </ul>
        {shadows ? (
          <>
            <div
              className="pointer-events-none absolute top-1 bottom-3 left-0 w-3 bg-linear-to-r from-gray-900/10 to-transparent"
              aria-hidden="true"
            />
            <div
              className="pointer-events-none absolute top-1 bottom-3 right-0 w-6 bg-linear-to-l from-gray-900/15 to-transparent"
              aria-hidden="true"
            />
          </>
        ) : null}
      </div>
    </section>
  )
}

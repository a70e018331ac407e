import { useEffect, useState } from 'react'
import type { Product } from '#core/schemas/catalogue'
import { useI18n } from '#app/i18n/i18n'
import { frontApi } from '#app/lib/front-api'
import { GoToLastVisited } from './go-to-last-visited'
import { visitedProductIds } from './last-viewed'
import { ProductStrip } from '#app/features/product-card/product-strip'

/**
 * The last-viewed products (spec §1, §2 "Views in the page shell"): read from local storage, fetched in
 * the page language with `POST /front-api/product {ids}`, hidden while there are none.
 */
export function LastViewedStrip({ except }: { except?: number }) {
  const { t, locale } = useI18n()
  const [products, setProducts] = useState<Product[]>([])

  useEffect(() => {
    const ids = visitedProductIds(except)
    if (ids.length === 0) return
    const controller = new AbortController()
    frontApi<{ products: Product[] }>('product', {
      method: 'POST',
      body: { ids },
      locale,
      signal: controller.signal,
    })
      .then(({ products: found }) => {
        // Keep the visiting order; products that left the range are simply missing.
        const byId = new Map(found.map((product) => [product.id, product]))
        setProducts(ids.flatMap((id) => byId.get(id) ?? []))
      })
      .catch(() => {
        // Not worth bothering the shopper about: the strip stays hidden.
      })
    return () => controller.abort()
  }, [except, locale])

  return (
    <ProductStrip
      title={t('catalog.lastViewed.title')}
      products={products}
      stripKey="last-viewed"
      action={<GoToLastVisited />}
    />
  )
}

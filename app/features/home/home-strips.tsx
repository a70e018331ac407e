import { useEffect, useState, type ReactNode } from 'react'
import type { Product } from '#core/schemas/catalogue'
import { ProductStrip } from '#app/features/product-card/product-strip'
import { useI18n } from '#app/i18n/i18n'
import { frontApi } from '#app/lib/front-api'

/** A strip as the home page's loader sends it: its title and the ids of its products, in order. */
export interface HomeStripRef {
  key: string
  title: string
  ids: number[]
}

/**
 * The strips' products, fetched in the page language in one call (`POST /front-api/product {ids}`) and shown
 * in the order the loader chose. A chunk of its own (see `strip-placeholders.tsx`).
 */
export function HomeStrips({ strips, placeholders }: { strips: HomeStripRef[]; placeholders: ReactNode }) {
  const { locale } = useI18n()
  const [products, setProducts] = useState<Map<number, Product> | null>(null)
  const [failed, setFailed] = useState(false)
  const ids = [...new Set(strips.flatMap((strip) => strip.ids))]
  const key = ids.join(',')

  useEffect(() => {
    const controller = new AbortController()
    frontApi<{ products: Product[] }>('product', {
      method: 'POST',
      body: { ids: key.split(',').map(Number) },
      locale,
      signal: controller.signal,
    })
      .then(({ products: found }) => setProducts(new Map(found.map((product) => [product.id, product]))))
      .catch(() => {
        // Suggestions only: when they cannot be fetched the strips are left out.
        if (!controller.signal.aborted) setFailed(true)
      })
    return () => controller.abort()
  }, [key, locale])

  if (failed || key === '') return null
  if (!products) return <>{placeholders}</>
  return (
    <>
      {strips.map((strip) => (
        <ProductStrip
          key={strip.key}
          title={strip.title}
          stripKey={strip.key}
          // Products that left the range since the page was made are simply missing.
          products={strip.ids.flatMap((id) => products.get(id) ?? [])}
        />
      ))}
    </>
  )
}

import type { ProductDetail } from '#core/schemas/catalog'
import { useRootData } from '#app/lib/root-data'
import { ProductJsonLd } from './product-json-ld'
import { ProductPage } from './product-page'

/**
 * What the catch-all route shows for a product: its structured data and page. A chunk of its own
 * (`catalog-pages.ts`), so that a category page never loads the product page's code.
 */
export function ProductRoutePage({ product }: { product: ProductDetail }) {
  const root = useRootData()
  return (
    <>
      <ProductJsonLd product={product} origin={root?.publicUrl} />
      <ProductPage product={product} />
    </>
  )
}

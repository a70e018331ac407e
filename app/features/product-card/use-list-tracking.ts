import { useEffect, type MouseEvent } from 'react'
import type { Product } from '#core/schemas/catalogue'
import { trackSelectItem, trackViewItemList } from '#app/lib/analytics'

/**
 * GA4 list events for a list of product cards: `view_item_list` once per set of products shown, and
 * `select_item` when a link inside a card is followed. Returns the click handler for the list element.
 */
export function useListTracking(listName: string, products: readonly Product[]) {
  const ids = products.map((product) => product.id).join(',')
  useEffect(() => {
    trackViewItemList(listName, products)
    // The ids stand for the products: a new array with the same products is the same list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [listName, ids])

  return (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as HTMLElement).closest('a[href]')
    const card = link?.closest<HTMLElement>('[data-product-id]')
    if (!card) return
    const index = products.findIndex((product) => String(product.id) === card.dataset.productId)
    if (index >= 0) trackSelectItem(listName, products[index]!, index)
  }
}

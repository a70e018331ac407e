// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { FeaturedProducts } from './featured-products'
import { makeProduct } from './test-fixtures'
import { renderInShop } from './test-render'

afterEach(cleanup)

describe('FeaturedProducts (home page)', () => {
  // Issue 32: the home page featured its products with the category card; spec §2 has a featured card for it.
  it('shows the featured card layout, fixed at 18rem, in a row that scrolls sideways', async () => {
    await renderInShop(<FeaturedProducts products={[makeProduct({ id: 1 }), makeProduct({ id: 2 })]} />)
    const cards = screen.getAllByTestId('product-card')
    expect(cards.map((card) => card.dataset.layout)).toEqual(['featured', 'featured'])
    expect(cards[0]!.className).toContain('w-72')
    expect(screen.getByRole('list').className).toContain('overflow-x-auto')
  })
})

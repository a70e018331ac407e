// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import { useLocation } from 'react-router'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { CategoryListing } from '#core/schemas/catalogue'
import { belowFoldLoaded } from '#app/ui/lazy-below-fold'
import { CategoryView } from './category-view'
import { makeListing, makeProduct } from './test-fixtures'
import { renderInShop, renderShopHtml } from './test-render'

// The parts below the fold are lazy (docs/decisions/0042): render them at once, as the server does.
beforeAll(() => belowFoldLoaded())

afterEach(cleanup)

function LocationProbe() {
  const location = useLocation()
  return <output data-testid="location">{location.pathname + location.search}</output>
}

async function renderListing(listing: CategoryListing, path: string) {
  const result = await renderInShop(
    <>
      <CategoryView listing={listing} />
      <LocationProbe />
    </>,
    { path },
  )
  return { ...result, location: () => screen.getByTestId('location').textContent }
}

describe('CategoryView (spec §2 "Category view")', () => {
  it('shows the overview: name, hit count, breadcrumbs and child categories with their counts', async () => {
    await renderListing(makeListing(), '/en/pocket-knives')
    expect(screen.getByRole('heading', { level: 1, name: 'Pocket knives' })).toBeTruthy()
    expect(screen.getByTestId('hit-count').textContent).toBe('60 products')
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumbs' }))
    expect(crumbs.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/en/')
    expect(crumbs.getByRole('link', { name: 'Knives' }).getAttribute('href')).toBe('/en/knives')
    expect(crumbs.getByText('Pocket knives').getAttribute('aria-current')).toBe('page')
    const child = screen.getByRole('link', { name: /Swiss army knives/ })
    expect(child.getAttribute('href')).toBe('/en/swiss-army-knives')
    expect(child.textContent).toContain('12 products')
  })

  it('shows where each child category sits (its breadcrumbs, without itself)', async () => {
    const child = {
      id: 8,
      name: 'Swiss army knives',
      link: '/en/swiss-army-knives',
      hit_count: 12,
      image: null,
      breadcrumbs: [
        { name: 'Knives', link: '/en/knives' },
        { name: 'Pocket knives', link: '/en/pocket-knives' },
        { name: 'Swiss army knives', link: '/en/swiss-army-knives' },
      ],
    }
    await renderListing(makeListing({ category: { children: [child] } }), '/en/pocket-knives')
    expect(screen.getByTestId('category-breadcrumbs').textContent).toBe('Knives › Pocket knives')
  })

  it('renders the products as category cards, the first row eagerly', async () => {
    await renderListing(makeListing(), '/en/pocket-knives')
    const cards = within(screen.getByTestId('product-grid')).getAllByTestId('product-card')
    expect(cards.map((card) => card.dataset.productId)).toEqual(['1', '2'])
    expect(cards.every((card) => card.dataset.layout === 'category')).toBe(true)
  })

  it('highlights the shop’s best choices in the grid', async () => {
    await renderListing(
      makeListing({ products: [makeProduct({ id: 1 }), makeProduct({ id: 2, is_best_choice: true })] }),
      '/en/pocket-knives',
    )
    const [plain, best] = within(screen.getByTestId('product-grid')).getAllByTestId('product-card')
    expect(plain!.querySelector('[data-highlighted]')).toBeNull()
    expect(best!.querySelector('[data-highlighted]')?.textContent).toBe('Highlighted product')
  })

  it('reflects the URL state in the controls, as GET forms that work without JavaScript', async () => {
    const search =
      'sort=price_desc&per_page=48&brand=opinel&price_max=90&in_stock=1&feature=blade-steel:carbon&page=2'
    await renderListing(makeListing({}, search), `/en/pocket-knives?${search}`)
    const filters = screen.getByTestId('listing-filters') as HTMLFormElement
    expect(filters.method).toBe('get')
    expect(filters.getAttribute('action')).toBe('/en/pocket-knives')
    expect((screen.getByLabelText('Opinel (20)') as HTMLInputElement).checked).toBe(true)
    expect((screen.getByLabelText('Victorinox (40)') as HTMLInputElement).checked).toBe(false)
    expect((screen.getByLabelText('In stock only (51)') as HTMLInputElement).checked).toBe(true)
    expect((screen.getByLabelText('Carbon (15)') as HTMLInputElement).checked).toBe(true)
    expect((screen.getByLabelText('To (€)') as HTMLInputElement).value).toBe('90')
    expect((screen.getByLabelText('From (€)') as HTMLInputElement).placeholder).toBe('5')
    // Sort and page size travel with the filter form, the filters with the sort form; the page does not.
    const hidden = (form: Element) =>
      [...form.querySelectorAll<HTMLInputElement>('input[type=hidden]')].map(
        (input) => `${input.name}=${input.value}`,
      )
    expect(hidden(filters)).toEqual(['sort=price_desc', 'per_page=48'])
    const toolbar = screen.getByTestId('listing-toolbar')
    expect(hidden(toolbar)).toEqual([
      'brand=opinel',
      'price_max=90',
      'in_stock=1',
      'feature=blade-steel:carbon',
    ])
    expect((screen.getByLabelText('Sort by') as HTMLSelectElement).value).toBe('price_desc')
    expect((screen.getByLabelText('Per page') as HTMLSelectElement).value).toBe('48')
    expect(screen.getByRole('link', { name: 'Clear all filters' }).getAttribute('href')).toBe(
      '/en/pocket-knives?sort=price_desc&per_page=48',
    )
  })

  it('offers the sort options of spec §9 and page sizes 24, 48 and 96', async () => {
    await renderListing(makeListing(), '/en/pocket-knives')
    const options = (label: string) =>
      [...(screen.getByLabelText(label) as HTMLSelectElement).options].map((option) => option.textContent)
    expect(options('Sort by')).toEqual([
      'Recommended',
      'Price: low to high',
      'Price: high to low',
      'Name: A–Z',
      'Name: Z–A',
    ])
    expect(options('Per page')).toEqual(['24 per page', '48 per page', '96 per page'])
  })

  it('changes the URL when the sort changes, keeping filters and going back to page 1', async () => {
    const search = 'brand=opinel&page=3'
    const { location } = await renderListing(makeListing({}, search), `/en/pocket-knives?${search}`)
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'name_asc' } })
    })
    expect(location()).toBe('/en/pocket-knives?sort=name_asc&brand=opinel')
  })

  it('changes the URL when a filter is ticked, and leaves empty price fields out', async () => {
    const { location } = await renderListing(makeListing({}, 'page=2'), '/en/pocket-knives?page=2')
    await act(async () => {
      fireEvent.click(screen.getByLabelText('Victorinox (40)'))
    })
    expect(location()).toBe('/en/pocket-knives?brand=victorinox')
  })

  it('applies a price range with the apply button', async () => {
    const { location } = await renderListing(makeListing(), '/en/pocket-knives')
    fireEvent.change(screen.getByLabelText('From (€)'), { target: { value: '10' } })
    fireEvent.change(screen.getByLabelText('To (€)'), { target: { value: '50' } })
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }))
    })
    expect(location()).toBe('/en/pocket-knives?price_min=10&price_max=50')
  })

  it('paginates with links that keep the state and carry rel prev and next', async () => {
    const search = 'sort=price_asc&brand=opinel&page=2'
    await renderListing(makeListing({ pages: 3 }, search), `/en/pocket-knives?${search}`)
    const nav = within(screen.getByRole('navigation', { name: 'Pages' }))
    const prev = nav.getByRole('link', { name: /Previous/ })
    expect(prev.getAttribute('rel')).toBe('prev')
    expect(prev.getAttribute('href')).toBe('/en/pocket-knives?sort=price_asc&brand=opinel')
    const next = nav.getByRole('link', { name: /Next/ })
    expect(next.getAttribute('rel')).toBe('next')
    expect(next.getAttribute('href')).toBe('/en/pocket-knives?sort=price_asc&brand=opinel&page=3')
    expect(nav.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page')
    expect(nav.getByText('Page 2 of 3')).toBeTruthy()
  })

  it('has no pagination for a single page, and says so when filters leave nothing', async () => {
    await renderListing(
      makeListing({ products: [], total: 0, pages: 0 }, 'in_stock=1'),
      '/en/pocket-knives?in_stock=1',
    )
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull()
    expect(screen.getByTestId('listing-empty').textContent).toContain('No products match these filters.')
  })

  it('renders the filters once before hydration: the small screens open the column through a link', async () => {
    const html = await renderShopHtml(<CategoryView listing={makeListing({}, 'brand=opinel')} />, {
      path: '/en/pocket-knives?brand=opinel',
    })
    document.body.innerHTML = html
    expect(document.querySelectorAll('[data-testid="listing-filters"]')).toHaveLength(1)
    const column = document.querySelector('aside#filters')!
    expect(column.querySelector('[data-testid="listing-filters"]')).toBeTruthy()
    expect(column.className).toContain('max-lg:target:block')
    const open = screen.getByRole('link', { name: /^Filters/ })
    expect(open.getAttribute('href')).toBe('#filters')
    expect(open.textContent).toContain('1 active filter')
    // Closing leaves the target, back to the products.
    const close = within(column as HTMLElement).getByRole('link', { name: 'Close' })
    const products = document.getElementById(close.getAttribute('href')!.slice(1))
    expect(products?.textContent).toBe('Products')
    expect(screen.queryByTestId('open-filters')).toBeNull()
    document.body.innerHTML = ''
  })

  it('opens the filters in a side panel from the Filters button (small screens)', async () => {
    document.body.insertAdjacentHTML('beforeend', '<div id="overlays"></div>')
    await renderListing(makeListing({}, 'brand=opinel'), '/en/pocket-knives?brand=opinel')
    const button = screen.getByTestId('open-filters')
    expect(button.textContent).toContain('1 active filter')
    fireEvent.click(button)
    const panel = await screen.findByRole('dialog', { name: 'Filters' })
    expect(within(panel).getByLabelText('Opinel (20)')).toBeTruthy()
    fireEvent.click(within(panel).getByRole('button', { name: 'Show 60 products' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    document.getElementById('overlays')?.remove()
  })

  it('after hydration the column is a side panel again, opened when the link had opened it', async () => {
    document.body.insertAdjacentHTML('beforeend', '<div id="overlays"></div>')
    // A phone's width (happy-dom's window is 1024 wide).
    const { happyDOM } = window as unknown as { happyDOM: { setInnerWidth(width: number): void } }
    const width = window.innerWidth
    happyDOM.setInnerWidth(390)
    window.location.hash = '#filters'
    await renderListing(makeListing({}, ''), '/en/pocket-knives')
    expect(screen.getByRole('complementary', { name: 'Filters' }).className).not.toContain('target:')
    expect(screen.queryByRole('link', { name: 'Close' })).toBeNull()
    const panel = await screen.findByRole('dialog', { name: 'Filters' })
    // A filter chosen in the panel leads to a page without the fragment: the panel stays open.
    window.location.hash = ''
    fireEvent.click(within(panel).getByLabelText('Opinel (20)'))
    await screen.findByText('/en/pocket-knives?brand=opinel')
    expect(screen.getByRole('dialog', { name: 'Filters' })).toBeTruthy()
    happyDOM.setInnerWidth(width)
    document.getElementById('overlays')?.remove()
  })
})

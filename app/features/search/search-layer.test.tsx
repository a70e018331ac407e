// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { CategoryHit, PopularTermHit, SearchResult } from '#core/schemas/search'
import { renderInShop } from '#app/features/catalogue/test-render'
import { LiveAnnouncer, resetAnnouncer } from '#app/ui/live-announcer'
import { SearchBox } from './search-box'

// The shop's search endpoint, answered here: two popular terms and one category for every query.
const frontApi = vi.hoisted(() => vi.fn())
vi.mock('#app/lib/front-api', () => ({ frontApi }))

function result(index: string, hits: Array<PopularTermHit | CategoryHit>): SearchResult {
  return {
    index,
    query: 'mes',
    params: '',
    hits,
    nbHits: hits.length,
    nbPages: 1,
    page: 0,
    hitsPerPage: 5,
    processingTimeMS: 1,
    exhaustiveNbHits: true,
  }
}

beforeEach(() => {
  frontApi.mockImplementation(async (path: string) => {
    if (path !== 'search') return { products: [] }
    return {
      results: [
        result('popular_terms_en', [
          { objectID: 't1', term: 'knife', relative_url: '/en/search?q=knife' },
          { objectID: 't2', term: 'knife set', relative_url: '/en/search?q=knife+set' },
        ]),
        result('categories_en', [
          { objectID: 'c1', name: 'Knives', link: '/en/knives', breadcrumbs: [], product_count: 4 },
        ]),
        result('products_en', []),
        result('content_en', []),
      ],
    }
  })
})
afterEach(() => {
  cleanup()
  resetAnnouncer()
  frontApi.mockReset()
})

async function typeInBox() {
  await renderInShop(
    <>
      <SearchBox menu={null} />
      <LiveAnnouncer />
    </>,
  )
  const input = document.querySelector<HTMLInputElement>('input[name="q"]')!
  act(() => input.focus())
  await waitFor(() => expect(input.getAttribute('role')).toBe('combobox'))
  fireEvent.input(input, { target: { value: 'mes' } })
  await waitFor(() => expect(input.getAttribute('aria-expanded')).toBe('true'), { timeout: 3000 })
  return input
}

const key = (input: HTMLElement, name: string) => fireEvent.keyDown(input, { key: name })

describe('the header box as a combobox', () => {
  it('points aria-activedescendant at the option the arrows reach, and marks it selected', async () => {
    const input = await typeInBox()
    const listbox = screen.getByRole('listbox')
    expect(input.getAttribute('aria-controls')).toBe(listbox.id)
    expect(input.getAttribute('aria-autocomplete')).toBe('list')
    const ids = screen.getAllByRole('option').map((option) => option.id)
    // Two terms, their "show all", one category, its "show all".
    expect(ids).toHaveLength(5)
    expect(input.hasAttribute('aria-activedescendant')).toBe(false)

    key(input, 'ArrowDown')
    expect(input.getAttribute('aria-activedescendant')).toBe(ids[0])
    expect(document.getElementById(ids[0]!)!.getAttribute('aria-selected')).toBe('true')
    key(input, 'ArrowDown')
    expect(input.getAttribute('aria-activedescendant')).toBe(ids[1])
    expect(document.getElementById(ids[0]!)!.getAttribute('aria-selected')).toBe('false')
    key(input, 'ArrowUp')
    key(input, 'ArrowUp')
    expect(input.getAttribute('aria-activedescendant')).toBe(ids[4])
    key(input, 'Home')
    expect(input.hasAttribute('aria-activedescendant')).toBe(false)
  })

  it('Escape collapses the popup and keeps the text; the next Escape clears it', async () => {
    const input = await typeInBox()
    key(input, 'ArrowDown')
    key(input, 'Escape')
    expect(input.getAttribute('aria-expanded')).toBe('false')
    expect(input.hasAttribute('aria-activedescendant')).toBe(false)
    expect(input.hasAttribute('aria-controls')).toBe(false)
    expect(screen.getByTestId('search-popover').hidden).toBe(true)
    expect(input.value).toBe('mes')
    key(input, 'Escape')
    expect(input.value).toBe('')
  })

  it('Enter follows the highlighted option, and announces the settled count first', async () => {
    const input = await typeInBox()
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/^3 suggestions\./), {
      timeout: 3000,
    })
    key(input, 'ArrowDown')
    key(input, 'ArrowDown')
    const term = document.getElementById(input.getAttribute('aria-activedescendant')!)!
    const clicked = vi.fn((event: MouseEvent) => event.preventDefault())
    term.addEventListener('click', clicked)
    key(input, 'Enter')
    expect(clicked).toHaveBeenCalledOnce()
    expect(term.getAttribute('href')).toBe('/en/search?q=knife+set')
  })
})

// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { useLocation } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { GoToLastVisited } from './go-to-last-visited'
import { rememberVisitedProduct } from './last-viewed'
import { LastViewedStrip } from './last-viewed-strip'
import { makeProduct } from './test-fixtures'
import { renderInShop } from './test-render'

function LocationProbe() {
  const location = useLocation()
  return <output data-testid="location">{location.pathname}</output>
}

let requests: Array<{ url: string; body: unknown; headers: Record<string, string> }> = []

beforeEach(() => {
  localStorage.clear()
  requests = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as { ids: number[] }
      requests.push({ url, body, headers: init.headers as Record<string, string> })
      // The server answers in its own order, and product 3 has left the range.
      const products = body.ids
        .filter((id) => id !== 3)
        .sort()
        .map((id) => makeProduct({ id, link: `/en/p-${id}` }))
      return new Response(JSON.stringify({ products }), { status: 200 })
    }),
  )
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('LastViewedStrip (spec §4, §9)', () => {
  it('is hidden and asks nothing when no product was visited', async () => {
    await renderInShop(<LastViewedStrip />)
    expect(screen.queryByTestId('product-strip')).toBeNull()
    expect(requests).toEqual([])
  })

  it('fetches the visited products by id and shows them most recent first', async () => {
    rememberVisitedProduct(2, '/p-2')
    rememberVisitedProduct(3, '/p-3')
    rememberVisitedProduct(1, '/p-1')
    await renderInShop(<LastViewedStrip />)
    const strip = await screen.findByTestId('product-strip')
    expect(strip.querySelector('h2')?.textContent).toBe('Recently viewed')
    expect(screen.getAllByTestId('product-card').map((card) => card.dataset.productId)).toEqual(['1', '2'])
    expect(requests).toHaveLength(1)
    expect(requests[0]!.url).toBe('/front-api/product')
    expect(requests[0]!.body).toEqual({ ids: [1, 3, 2] })
    expect(requests[0]!.headers['X-Requested-With']).toBe('XMLHttpRequest')
  })

  it('leaves out the product being viewed', async () => {
    rememberVisitedProduct(2, '/p-2')
    rememberVisitedProduct(1, '/p-1')
    await renderInShop(<LastViewedStrip except={1} />)
    await screen.findByTestId('product-strip')
    expect(requests[0]!.body).toEqual({ ids: [2] })
  })
})

describe('go to last page visited (spec §4 "Start")', () => {
  it('links home when nothing was visited', async () => {
    await renderInShop(<GoToLastVisited />)
    expect(screen.getByRole('link', { name: 'Go to last page visited' }).getAttribute('href')).toBe('/en/')
  })

  it('fetches the last visited product and goes to its link in the page language', async () => {
    rememberVisitedProduct(7, '/zakmes-7')
    await renderInShop(
      <>
        <GoToLastVisited />
        <LocationProbe />
      </>,
    )
    const link = screen.getByRole('link', { name: 'Go to last page visited' })
    expect(link.getAttribute('href')).toBe('/zakmes-7')
    await act(async () => {
      fireEvent.click(link)
    })
    expect(requests[0]!.body).toEqual({ ids: [7] })
    expect(screen.getByTestId('location').textContent).toBe('/en/p-7')
  })
})

// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderInShop } from '#app/features/catalogue/test-render'
import { emptyCustomer } from '#core/schemas/customer'
import { takeViewerFrom, useIsDealer, viewerStore } from './viewer'

function DealerFlag() {
  return <p>{useIsDealer() ? 'dealer prices' : 'consumer prices'}</p>
}

afterEach(() => {
  cleanup()
  viewerStore.set({ viewer: undefined })
})

describe('the viewer after start (a page from a shared cache is always a guest’s)', () => {
  it('a dealer who got the guest page sees dealer prices once the start load names them', async () => {
    await renderInShop(<DealerFlag />, { isDealer: false })
    expect(screen.getByText('consumer prices')).toBeTruthy()
    act(() => takeViewerFrom({ ...emptyCustomer(), is_logged_in: true, first_name: 'Dirk', is_dealer: true }))
    expect(screen.getByText('dealer prices')).toBeTruthy()
  })

  it('a guest stays a guest, and the page counts until something is heard', async () => {
    await renderInShop(<DealerFlag />, { isDealer: true })
    expect(screen.getByText('dealer prices')).toBeTruthy()
    act(() => takeViewerFrom(emptyCustomer()))
    expect(screen.getByText('consumer prices')).toBeTruthy()
  })
})

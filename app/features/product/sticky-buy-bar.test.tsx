// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react'
import { useRef } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { loadCatalog } from '#app/i18n/catalog'
import { I18nProvider } from '#app/i18n/i18n'
import { StickyBuyBar } from './sticky-buy-bar'
import { makeProductDetail } from './test-fixtures'

const ROOT = { isDealer: false, staticDataVersion: 'test', shell: {} }

/** The buy box's row with its own button, and the bar beside it, as the buy box renders them. */
function Page({ shown }: { shown: boolean }) {
  const row = useRef<HTMLDivElement>(null)
  return (
    <>
      <div ref={row}>
        <button type="button" data-testid="add-to-cart">
          Add to cart
        </button>
      </div>
      <StickyBuyBar
        product={makeProductDetail()}
        quantity={1}
        onAdded={() => {}}
        shown={shown}
        buyRow={row}
      />
    </>
  )
}

function renderBar(shown: boolean) {
  const router = (element: React.ReactNode) =>
    createMemoryRouter([{ id: 'root', path: '*', loader: () => ROOT, element }], {
      hydrationData: { loaderData: { root: ROOT } },
    })
  const wrap = (value: boolean) => (
    <I18nProvider locale="en" prefix="/en">
      <Page shown={value} />
    </I18nProvider>
  )
  const first = router(wrap(shown))
  const view = render(<RouterProvider router={first} />)
  return {
    ...view,
    show: (value: boolean) => act(() => view.rerender(<RouterProvider router={router(wrap(value))} />)),
  }
}

beforeAll(async () => {
  await loadCatalog('en')
})
afterEach(() => {
  cleanup()
  document.documentElement.style.removeProperty('scroll-padding-bottom')
})

describe('sticky buy bar (issue 33)', () => {
  it('reserves its height as the page’s scroll padding while shown, so focus is scrolled above it', () => {
    const { show } = renderBar(true)
    const bar = screen.getByTestId('sticky-buy-bar')
    expect(bar.hasAttribute('inert')).toBe(false)
    expect(document.documentElement.style.getPropertyValue('scroll-padding-bottom')).toBe(
      `${bar.offsetHeight}px`,
    )
    show(false)
    expect(bar.hasAttribute('inert')).toBe(true)
    expect(document.documentElement.style.getPropertyValue('scroll-padding-bottom')).toBe('')
  })

  it('hands focus to the buy box’s button when it hides while its own button has focus', () => {
    const { show } = renderBar(true)
    const own = screen.getByTestId('sticky-add-to-cart')
    act(() => own.focus())
    expect(document.activeElement).toBe(own)
    show(false)
    expect(document.activeElement).toBe(screen.getByTestId('add-to-cart'))
  })

  it('leaves focus alone when the shopper had moved it elsewhere before the bar hid', () => {
    const { show } = renderBar(true)
    act(() => screen.getByTestId('sticky-add-to-cart').focus())
    const elsewhere = document.createElement('button')
    document.body.append(elsewhere)
    act(() => elsewhere.focus())
    show(false)
    expect(document.activeElement).toBe(elsewhere)
    elsewhere.remove()
  })
})

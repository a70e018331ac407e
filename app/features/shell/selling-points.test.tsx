// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { SELLING_POINTS_SHUFFLE_MS } from '#core/constants'
import { loadCatalog } from '#app/i18n/catalog'
import { I18nProvider } from '#app/i18n/i18n'
import { SellingPoints } from './selling-points'

const POINTS = ['Expert advice', 'Next-day delivery', 'Shop in Woudenberg', '30 days to return', 'Engraving']

beforeAll(() => loadCatalog('en'))
beforeEach(() => {
  vi.useFakeTimers()
  // A shuffle that always moves every point: the first goes last.
  vi.spyOn(Math, 'random').mockReturnValue(0)
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.restoreAllMocks()
})

function show() {
  render(
    <I18nProvider locale="en" prefix="/en">
      <SellingPoints points={POINTS} />
    </I18nProvider>,
  )
}
const order = () => screen.getAllByRole('listitem').map((item) => item.textContent?.replace('✓', ''))
const tick = () => act(() => vi.advanceTimersByTime(SELLING_POINTS_SHUFFLE_MS))

describe('selling points', () => {
  it('renders every point (CSS shows as many as the width has room for), so the bar is filled before hydration', () => {
    show()
    expect(order()).toEqual(POINTS)
    const classes = screen.getAllByRole('listitem').map((item) => item.className.split(' ')[0])
    expect(classes).toEqual(['flex', 'hidden', 'hidden', 'hidden', 'hidden'])
  })

  it('reshuffles every 10 seconds until paused, and plays again from the same button', () => {
    show()
    tick()
    expect(order()).not.toEqual(POINTS)
    const pause = screen.getByRole('button', { name: 'Pause the changing selling points', pressed: false })
    fireEvent.click(pause)
    expect(pause.getAttribute('aria-pressed')).toBe('true')
    const paused = order()
    tick()
    tick()
    expect(order()).toEqual(paused)
    fireEvent.click(pause)
    expect(pause.getAttribute('aria-pressed')).toBe('false')
    tick()
    expect(order()).not.toEqual(paused)
  })

  it('holds still while the pointer or focus is on the bar', () => {
    show()
    const bar = screen.getByTestId('selling-points').parentElement!.parentElement!
    fireEvent.mouseEnter(bar)
    const before = order()
    tick()
    expect(order()).toEqual(before)
    fireEvent.mouseLeave(bar)
    const button = screen.getByRole('button', { name: 'Pause the changing selling points' })
    fireEvent.focus(button)
    tick()
    expect(order()).toEqual(before)
    fireEvent.blur(button)
    tick()
    expect(order()).not.toEqual(before)
  })

  it('does not move when the shopper asks for reduced motion, unless they press play', () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({
          matches: query === '(prefers-reduced-motion: reduce)',
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    )
    show()
    tick()
    expect(order()).toEqual(POINTS)
    const pause = screen.getByRole('button', { name: 'Pause the changing selling points', pressed: true })
    fireEvent.click(pause)
    tick()
    expect(order()).not.toEqual(POINTS)
  })
})

// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LiveAnnouncer, resetAnnouncer } from '#app/ui/live-announcer'
import { SEARCH_ANNOUNCE_DELAY_MS, useSettledAnnouncement } from './settled-announcement'

function Counter({ message }: { message: string | null }) {
  useSettledAnnouncement(message)
  return null
}

function renderCounter(message: string | null) {
  const view = render(
    <>
      <LiveAnnouncer />
      <Counter message={message} />
    </>,
  )
  return {
    status: () => screen.getByRole('status').textContent,
    change: (next: string | null) =>
      view.rerender(
        <>
          <LiveAnnouncer />
          <Counter message={next} />
        </>,
      ),
  }
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  cleanup()
  resetAnnouncer()
  vi.useRealTimers()
})

describe('useSettledAnnouncement', () => {
  it('says a count only once it has stood for the delay', () => {
    const { status } = renderCounter('12 results found')
    act(() => vi.advanceTimersByTime(SEARCH_ANNOUNCE_DELAY_MS - 1))
    expect(status()).toBe('')
    act(() => vi.advanceTimersByTime(1))
    expect(status()).toBe('12 results found')
  })

  it('says only the settled count while answers follow each other (typing on)', () => {
    const { status, change } = renderCounter('40 results found')
    act(() => vi.advanceTimersByTime(SEARCH_ANNOUNCE_DELAY_MS / 2))
    change(null)
    change('12 results found')
    act(() => vi.advanceTimersByTime(SEARCH_ANNOUNCE_DELAY_MS / 2))
    change('3 results found')
    act(() => vi.advanceTimersByTime(SEARCH_ANNOUNCE_DELAY_MS - 1))
    expect(status()).toBe('')
    act(() => vi.advanceTimersByTime(1))
    expect(status()).toBe('3 results found')
  })

  it('says nothing for null, and a new search with the same count again', () => {
    const { status, change } = renderCounter(null)
    act(() => vi.advanceTimersByTime(SEARCH_ANNOUNCE_DELAY_MS * 2))
    expect(status()).toBe('')
    change('5 results found')
    act(() => vi.advanceTimersByTime(SEARCH_ANNOUNCE_DELAY_MS))
    const first = status()
    expect(first).toBe('5 results found')
    change(null)
    change('5 results found')
    act(() => vi.advanceTimersByTime(SEARCH_ANNOUNCE_DELAY_MS))
    // The same words, changed by an invisible space, so that the region is read again.
    expect(status()).not.toBe(first)
    expect(status()?.trim()).toBe('5 results found')
  })
})

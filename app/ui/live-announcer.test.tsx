// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { focusElement, focusFirstError } from './focus'
import { announce, LiveAnnouncer, resetAnnouncer } from './live-announcer'

afterEach(() => {
  cleanup()
  resetAnnouncer()
})

describe('LiveAnnouncer', () => {
  it('renders empty polite and assertive regions, then the announced text in the chosen one', () => {
    render(<LiveAnnouncer />)
    const status = screen.getByRole('status')
    const alert = screen.getByRole('alert')
    expect(status.textContent).toBe('')
    expect(status.getAttribute('aria-live')).toBe('polite')
    act(() => announce('2 items in your cart'))
    expect(status.textContent).toBe('2 items in your cart')
    act(() => announce('Payment refused', 'assertive'))
    expect(alert.textContent).toBe('Payment refused')
    expect(status.textContent).toBe('2 items in your cart')
  })

  it('changes the text when the same message is announced twice, so that it is spoken again', () => {
    render(<LiveAnnouncer />)
    act(() => announce('Quantity changed'))
    const first = screen.getByRole('status').textContent
    act(() => announce('Quantity changed'))
    const second = screen.getByRole('status').textContent
    expect(second).not.toBe(first)
    expect(second?.trim()).toBe('Quantity changed')
  })
})

describe('focusElement', () => {
  it('gives a heading tabindex -1 and focus; a button keeps its own tab order', () => {
    document.body.innerHTML = '<h1>Title</h1><button type="button">Go</button>'
    const heading = document.querySelector('h1') as HTMLElement
    expect(focusElement(heading)).toBe(true)
    expect(heading.getAttribute('tabindex')).toBe('-1')
    const button = document.querySelector('button') as HTMLElement
    expect(focusElement(button)).toBe(true)
    expect(button.hasAttribute('tabindex')).toBe(false)
    expect(focusElement(null)).toBe(false)
  })

  it('focusFirstError picks the first invalid field, else the first alert', () => {
    document.body.innerHTML =
      '<form><p role="alert">Check the form</p><input name="a"><input name="b" aria-invalid="true"></form>'
    const form = document.querySelector('form') as HTMLElement
    expect(focusFirstError(form)).toBe(true)
    expect(document.activeElement?.getAttribute('name')).toBe('b')
    document.body.innerHTML = '<form><p role="alert">Check the form</p><input name="a"></form>'
    expect(focusFirstError(document.querySelector('form') as HTMLElement)).toBe(true)
    expect(document.activeElement?.textContent).toBe('Check the form')
  })
})

// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { reserveBottomSpace } from './bottom-bar-space'

function bar(height: number): HTMLElement {
  const element = document.createElement('div')
  Object.defineProperty(element, 'offsetHeight', { value: height })
  document.body.append(element)
  return element
}

describe('reserveBottomSpace', () => {
  it('keeps the tallest bar free, and a bar that goes takes only its own space', () => {
    const root = document.documentElement.style
    const releaseNotice = reserveBottomSpace(bar(120), { padBody: true })
    const releaseBuyBar = reserveBottomSpace(bar(72))
    expect(root.scrollPaddingBottom).toBe('120px')
    expect(document.body.style.paddingBottom).toBe('120px')
    releaseNotice()
    // The buy bar still shows: its space stays, the body padding was the notice's alone.
    expect(root.scrollPaddingBottom).toBe('72px')
    expect(document.body.style.paddingBottom).toBe('')
    releaseBuyBar()
    expect(root.scrollPaddingBottom).toBe('')
  })
})

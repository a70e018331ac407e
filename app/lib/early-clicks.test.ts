// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { EARLY_CLICKS_SCRIPT, HYDRATING_FLAG } from './early-clicks'

const flags = window as unknown as Record<string, boolean | undefined>

/** The page as the server sends it: buttons without handlers, then the script React writes last. */
function serverPage(): { add: HTMLButtonElement; submit: HTMLButtonElement; clicks: string[] } {
  document.body.innerHTML = `
    <button type="button" id="add"><svg><path d=""></path></svg></button>
    <form><button id="submit">Send</button></form>`
  // The script as the browser runs it.
  new Function(EARLY_CLICKS_SCRIPT)()
  const clicks: string[] = []
  return {
    add: document.getElementById('add') as HTMLButtonElement,
    submit: document.getElementById('submit') as HTMLButtonElement,
    clicks,
  }
}

/** What hydration does: the handlers arrive, then the root route's effect marks the page. */
async function hydrate(page: ReturnType<typeof serverPage>) {
  page.add.addEventListener('click', () => page.clicks.push('add'))
  document.documentElement.dataset.hydrated = 'true'
  await new Promise((resolve) => setTimeout(resolve, 0))
}

afterEach(() => {
  delete document.documentElement.dataset.hydrated
  delete flags[HYDRATING_FLAG]
  document.body.innerHTML = ''
})

describe('taps before hydration (decision 0091)', () => {
  it('taps a button tapped before hydration once again after it, however often it was tapped', async () => {
    const page = serverPage()
    page.add.querySelector('path')!.dispatchEvent(new MouseEvent('click', { bubbles: true }))
    page.add.click()
    await hydrate(page)
    expect(page.clicks).toEqual(['add'])
    // Later taps are the page's own: nothing is tapped twice.
    page.add.click()
    expect(page.clicks).toEqual(['add', 'add'])
  })

  it('keeps nothing once React has the page (it replays those taps itself) and leaves form buttons alone', async () => {
    const page = serverPage()
    page.submit.addEventListener('click', (event) => event.preventDefault())
    page.submit.click()
    flags[HYDRATING_FLAG] = true
    page.add.click()
    await hydrate(page)
    expect(page.clicks).toEqual([])
  })

  it('leaves a button that is disabled or gone by the time the page has hydrated', async () => {
    const page = serverPage()
    page.add.click()
    page.add.disabled = true
    await hydrate(page)
    expect(page.clicks).toEqual([])
  })
})

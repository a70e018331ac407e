// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { loadYouTubeApi, resetYouTubeApiForTests, YOUTUBE_IFRAME_API_URL } from './youtube-api'

/** A window of our own, so the test never lets happy-dom fetch anything from the internet. */
function fakeWindow() {
  return {} as { YT?: unknown; onYouTubeIframeAPIReady?: () => void }
}

function scripts() {
  return [...document.head.querySelectorAll('script')].filter((s) => s.src === YOUTUBE_IFRAME_API_URL)
}

afterEach(() => {
  for (const script of scripts()) script.remove()
  resetYouTubeApiForTests()
})

describe('loadYouTubeApi', () => {
  it('adds nothing to the page until it is called', () => {
    expect(scripts()).toHaveLength(0)
  })

  it('adds the script once, however often it is called, and resolves when YouTube reports ready', async () => {
    const win = fakeWindow()
    // Keep happy-dom from loading the script: only the element matters here.
    const append = document.head.append.bind(document.head)
    const added: Node[] = []
    document.head.append = (...nodes: (Node | string)[]) => {
      added.push(...(nodes as Node[]))
    }
    try {
      const first = loadYouTubeApi(win as never)
      const second = loadYouTubeApi(win as never)
      expect(first).toBe(second)
      expect(added).toHaveLength(1)
      expect((added[0] as HTMLScriptElement).src).toBe(YOUTUBE_IFRAME_API_URL)
      const Player = function Player() {}
      win.YT = { Player }
      win.onYouTubeIframeAPIReady!()
      await expect(first).resolves.toEqual({ Player })
      // Once loaded, no new script.
      await loadYouTubeApi(win as never)
      expect(added).toHaveLength(1)
    } finally {
      document.head.append = append
    }
  })

  it('rejects when the script fails to load, and tries again on the next call', async () => {
    const win = fakeWindow()
    const append = document.head.append.bind(document.head)
    const added: HTMLScriptElement[] = []
    document.head.append = (...nodes: (Node | string)[]) => {
      added.push(...(nodes as HTMLScriptElement[]))
    }
    try {
      const first = loadYouTubeApi(win as never)
      added[0]!.onerror!(new Event('error'))
      await expect(first).rejects.toThrow('could not be loaded')
      void loadYouTubeApi(win as never).catch(() => {})
      expect(added).toHaveLength(2)
    } finally {
      document.head.append = append
    }
  })
})

import type { Page } from '@playwright/test'

/**
 * YouTube's iframe player API, answered by a stand-in through Playwright's routing (the test machine has no
 * internet; docs/decisions/0131). The browser sees the real addresses, so the shop's CSP judges them as it
 * would judge YouTube: `https://www.youtube.com/iframe_api` is a script the shop's code adds, and the player
 * is an iframe on `https://www.youtube-nocookie.com/embed/<id>?…&enablejsapi=1&origin=…&widgetid=…`.
 *
 * The stand-in keeps the real API's surface that app/features/product/video-player.ts and video-slide.tsx use
 * (`YT.Player` with `host`, `videoId`, `playerVars`, `events.onReady` and `onStateChange`; `playVideo`,
 * `pauseVideo`, `seekTo`, `getPlayerState`, `destroy`; `onYouTubeIframeAPIReady`) and its protocol: the page
 * says `listening` to the frame, the frame answers `onReady` and `infoDelivery`/`onStateChange`, commands go
 * to the frame as `{event: 'command', func}` by postMessage. The frame shows its state as text
 * (`data-state`) and has a play button, as a shopper would press in YouTube's own player.
 */
export const YOUTUBE_API_URL = 'https://www.youtube.com/iframe_api'
export const PLAYER_ORIGIN = 'https://www.youtube-nocookie.com'

const API = `(() => {
  let widgets = 0
  class Player {
    constructor(element, options) {
      this.id = ++widgets
      this.state = -1
      this.host = options.host || 'https://www.youtube.com'
      this.events = options.events || {}
      const query = new URLSearchParams({
        ...(options.playerVars || {}),
        enablejsapi: '1',
        origin: location.origin,
        widgetid: String(this.id),
      })
      const iframe = document.createElement('iframe')
      iframe.src = this.host + '/embed/' + encodeURIComponent(options.videoId) + '?' + query
      iframe.width = String(options.width ?? 640)
      iframe.height = String(options.height ?? 360)
      iframe.allow = 'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share'
      iframe.setAttribute('frameborder', '0')
      iframe.title = 'YouTube video player'
      element.replaceWith(iframe)
      this.iframe = iframe
      this.onMessage = (event) => {
        if (event.origin !== this.host || event.source !== iframe.contentWindow) return
        const data = JSON.parse(event.data)
        if (data.id !== this.id) return
        if (data.event === 'onReady') this.events.onReady?.({ target: this, data: null })
        if (data.event === 'infoDelivery') this.state = data.info.playerState
        if (data.event === 'onStateChange') this.events.onStateChange?.({ target: this, data: data.info })
      }
      window.addEventListener('message', this.onMessage)
      iframe.addEventListener('load', () => this.post({ event: 'listening' }))
    }
    post(message) {
      this.iframe.contentWindow?.postMessage(JSON.stringify({ ...message, id: this.id, channel: 'widget' }), this.host)
    }
    command(func, args = []) { this.post({ event: 'command', func, args }) }
    playVideo() { this.command('playVideo') }
    pauseVideo() { this.command('pauseVideo') }
    seekTo(seconds, allowSeekAhead) { this.command('seekTo', [seconds, allowSeekAhead]) }
    getPlayerState() { return this.state }
    destroy() {
      window.removeEventListener('message', this.onMessage)
      this.iframe.remove()
    }
  }
  window.YT = { Player, PlayerState: { UNSTARTED: -1, ENDED: 0, PLAYING: 1, PAUSED: 2, BUFFERING: 3, CUED: 5 } }
  window.onYouTubeIframeAPIReady?.()
})()
`

const NAMES = {
  '-1': 'unstarted',
  '0': 'ended',
  '1': 'playing',
  '2': 'paused',
  '3': 'buffering',
  '5': 'cued',
}

const EMBED = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Player</title></head>
<body style="margin:0;background:#000;color:#fff;font:16px sans-serif">
<p id="state" data-state="unstarted">unstarted</p>
<button id="play" type="button">Play</button>
<script>
  const names = ${JSON.stringify(NAMES)}
  const params = new URLSearchParams(location.search)
  const parentOrigin = params.get('origin')
  let id = null
  let state = -1
  const send = (message) => parent.postMessage(JSON.stringify({ ...message, id, channel: 'widget' }), parentOrigin)
  const show = (next) => {
    state = next
    const label = document.getElementById('state')
    label.textContent = names[next]
    label.dataset.state = names[next]
    send({ event: 'infoDelivery', info: { playerState: next } })
    send({ event: 'onStateChange', info: next })
  }
  document.getElementById('play').addEventListener('click', () => show(1))
  addEventListener('message', (event) => {
    if (event.origin !== parentOrigin) return
    const data = JSON.parse(event.data)
    if (data.event === 'listening' && id === null) {
      id = data.id
      send({ event: 'initialDelivery', info: { playerState: state } })
      send({ event: 'infoDelivery', info: { playerState: state } })
      send({ event: 'onReady' })
    } else if (data.event === 'command') {
      if (data.func === 'playVideo') show(1)
      else if (data.func === 'pauseVideo') show(2)
      else if (data.func === 'seekTo') show(state === 0 ? 2 : state)
    }
  })
</script>
</body></html>
`

/** Routes YouTube's API and player to the stand-in; returns the embed addresses the page asked for. */
export async function routeYouTube(page: Page): Promise<string[]> {
  const embeds: string[] = []
  await page.route(YOUTUBE_API_URL, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript; charset=utf-8', body: API }),
  )
  await page.route(`${PLAYER_ORIGIN}/**`, (route) => {
    const url = new URL(route.request().url())
    if (!/^\/embed\/[\w-]{11}$/.test(url.pathname)) return route.fulfill({ status: 404, body: '' })
    embeds.push(url.href)
    return route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: EMBED })
  })
  return embeds
}

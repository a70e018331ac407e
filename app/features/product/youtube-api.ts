import type { VideoPlayer } from './video-player'

/**
 * Loads YouTube's iframe player API once, on first use: the product page calls it only when a video
 * slide is shown, so a page without videos (or whose video slide is never opened) makes no request to
 * YouTube at all.
 */
export const YOUTUBE_IFRAME_API_URL = 'https://www.youtube.com/iframe_api'

export interface YouTubePlayerEvent {
  target: VideoPlayer & { destroy(): void }
  data: number
}

export interface YouTubePlayerOptions {
  videoId: string
  host?: string
  width?: string | number
  height?: string | number
  playerVars?: Record<string, string | number>
  events?: {
    onReady?: (event: YouTubePlayerEvent) => void
    onStateChange?: (event: YouTubePlayerEvent) => void
    onError?: (event: YouTubePlayerEvent) => void
  }
}

export interface YouTubeApi {
  Player: new (element: HTMLElement, options: YouTubePlayerOptions) => VideoPlayer & { destroy(): void }
}

interface YouTubeWindow {
  YT?: Partial<YouTubeApi>
  onYouTubeIframeAPIReady?: () => void
}

let loading: Promise<YouTubeApi> | null = null

export function loadYouTubeApi(
  win: YouTubeWindow = window as unknown as YouTubeWindow,
  doc: Document = document,
): Promise<YouTubeApi> {
  if (win.YT?.Player) return Promise.resolve(win.YT as YouTubeApi)
  loading ??= new Promise<YouTubeApi>((resolve, reject) => {
    const previous = win.onYouTubeIframeAPIReady
    win.onYouTubeIframeAPIReady = () => {
      previous?.()
      if (win.YT?.Player) resolve(win.YT as YouTubeApi)
      else fail(new Error('YouTube player API loaded without a player'))
    }
    const script = doc.createElement('script')
    script.src = YOUTUBE_IFRAME_API_URL
    script.async = true
    script.onerror = () => fail(new Error('YouTube player API could not be loaded'))
    doc.head.append(script)

    function fail(error: Error) {
      script.remove()
      loading = null // A later video slide may try again (the network may be back).
      reject(error)
    }
  })
  return loading
}

/** For tests: forget an earlier load. */
export function resetYouTubeApiForTests(): void {
  loading = null
}

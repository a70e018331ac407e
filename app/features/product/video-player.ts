import { VIDEO_PLAYER_STATES, VIDEO_SEEK_WAIT_MAX_MS } from '#core/constants'

/**
 * The video slides of the product carousel (spec §2, §9): on desktop a video plays when its slide becomes
 * the active one and pauses when the shopper moves on. The player (YouTube's) loads lazily and may not be
 * ready when the slide is shown; a play request then waits for it, at most VIDEO_SEEK_WAIT_MAX_MS, so a
 * video never starts long after the shopper arrived or when they already left.
 *
 * This module holds only that logic, against the few player calls it needs, so that it is tested with a
 * fake player; `youtube-api.ts` loads the real one.
 */

export type PlayerState = (typeof VIDEO_PLAYER_STATES)[keyof typeof VIDEO_PLAYER_STATES]

/** The part of YouTube's `YT.Player` the carousel uses. */
export interface VideoPlayer {
  playVideo(): void
  pauseVideo(): void
  seekTo(seconds: number, allowSeekAhead: boolean): void
  getPlayerState(): number
}

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

const defaultTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
}

/** Where the controller is: no player yet, waiting for it to play, or in sync with the player's state. */
export type ControllerPhase = 'idle' | 'waiting' | 'ready'

const RUNNING: ReadonlySet<number> = new Set([VIDEO_PLAYER_STATES.playing, VIDEO_PLAYER_STATES.buffering])

export class SlideVideoController {
  private player: VideoPlayer | null = null
  private active = false
  private waitTimer: unknown = null
  private lastState: number = VIDEO_PLAYER_STATES.unstarted

  constructor(
    private readonly timers: Timers = defaultTimers,
    private readonly maxWaitMs: number = VIDEO_SEEK_WAIT_MAX_MS,
  ) {}

  get phase(): ControllerPhase {
    if (this.waitTimer !== null) return 'waiting'
    return this.player ? 'ready' : 'idle'
  }

  get state(): number {
    return this.lastState
  }

  /** The player finished loading (YouTube's `onReady`). A play request still waiting is carried out. */
  attach(player: VideoPlayer): void {
    this.player = player
    this.lastState = safeState(player)
    if (this.waitTimer !== null) {
      this.stopWaiting()
      if (this.active) this.play()
    }
  }

  /**
   * The slide became active or stopped being active. `autoplay` is true on desktop (≥ 1024 px): only
   * there does showing the slide start the video. Leaving a slide always pauses it.
   */
  setActive(active: boolean, autoplay: boolean): void {
    this.active = active
    if (!active) {
      this.stopWaiting()
      this.pause()
      return
    }
    if (!autoplay) return
    if (this.player) {
      this.play()
    } else if (this.waitTimer === null) {
      this.waitTimer = this.timers.setTimeout(() => {
        // The player took too long: give up rather than start a video out of the blue.
        this.waitTimer = null
      }, this.maxWaitMs)
    }
  }

  /** The player reported a new state (YouTube's `onStateChange`). */
  onStateChange(state: number): void {
    this.lastState = state
    // A play that was already under way when the shopper left the slide: stop it.
    if (!this.active && RUNNING.has(state)) this.player?.pauseVideo()
  }

  dispose(): void {
    this.stopWaiting()
    this.player = null
    this.active = false
  }

  private play(): void {
    const player = this.player
    if (!player) return
    const state = safeState(player)
    if (RUNNING.has(state)) return
    // An ended video starts again from the beginning when its slide is shown again.
    if (state === VIDEO_PLAYER_STATES.ended) player.seekTo(0, true)
    player.playVideo()
  }

  private pause(): void {
    const player = this.player
    if (player && RUNNING.has(safeState(player))) player.pauseVideo()
  }

  private stopWaiting(): void {
    if (this.waitTimer === null) return
    this.timers.clearTimeout(this.waitTimer)
    this.waitTimer = null
  }
}

function safeState(player: VideoPlayer): number {
  try {
    return player.getPlayerState()
  } catch {
    return VIDEO_PLAYER_STATES.unstarted // The iframe is gone or not yet talking to us.
  }
}

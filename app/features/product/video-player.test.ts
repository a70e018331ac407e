import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { VIDEO_PLAYER_STATES, VIDEO_SEEK_WAIT_MAX_MS } from '#core/constants'
import { SlideVideoController, type VideoPlayer } from './video-player'

/** A stand-in for YouTube's player: records calls and moves through the states the real one reports. */
class FakePlayer implements VideoPlayer {
  calls: string[] = []
  constructor(public state: number = VIDEO_PLAYER_STATES.cued) {}
  playVideo() {
    this.calls.push('play')
    this.state = VIDEO_PLAYER_STATES.playing
  }
  pauseVideo() {
    this.calls.push('pause')
    this.state = VIDEO_PLAYER_STATES.paused
  }
  seekTo(seconds: number) {
    this.calls.push(`seek:${seconds}`)
  }
  getPlayerState() {
    return this.state
  }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('SlideVideoController', () => {
  it('plays when its slide becomes active on desktop and pauses when the slide is left', () => {
    const player = new FakePlayer()
    const controller = new SlideVideoController()
    controller.attach(player)
    controller.setActive(true, true)
    expect(player.calls).toEqual(['play'])
    controller.setActive(false, true)
    expect(player.calls).toEqual(['play', 'pause'])
  })

  it('does not start the video below the desktop breakpoint', () => {
    const player = new FakePlayer()
    const controller = new SlideVideoController()
    controller.attach(player)
    controller.setActive(true, false)
    expect(player.calls).toEqual([])
  })

  it('pauses a video the shopper started on mobile when they move to another slide', () => {
    const player = new FakePlayer(VIDEO_PLAYER_STATES.playing)
    const controller = new SlideVideoController()
    controller.attach(player)
    controller.setActive(true, false)
    controller.setActive(false, false)
    expect(player.calls).toEqual(['pause'])
  })

  it('does not pause what is not running', () => {
    const player = new FakePlayer(VIDEO_PLAYER_STATES.paused)
    const controller = new SlideVideoController()
    controller.attach(player)
    controller.setActive(false, true)
    expect(player.calls).toEqual([])
  })

  it('waits for a player that is still loading and plays once it is ready', () => {
    const controller = new SlideVideoController()
    controller.setActive(true, true)
    expect(controller.phase).toBe('waiting')
    vi.advanceTimersByTime(VIDEO_SEEK_WAIT_MAX_MS - 1)
    const player = new FakePlayer()
    controller.attach(player)
    expect(player.calls).toEqual(['play'])
    expect(controller.phase).toBe('ready')
  })

  it(`gives up waiting after ${VIDEO_SEEK_WAIT_MAX_MS} ms`, () => {
    const controller = new SlideVideoController()
    controller.setActive(true, true)
    vi.advanceTimersByTime(VIDEO_SEEK_WAIT_MAX_MS)
    expect(controller.phase).toBe('idle')
    const player = new FakePlayer()
    controller.attach(player)
    expect(player.calls).toEqual([])
  })

  it('forgets a waiting play when the slide is left before the player is ready', () => {
    const controller = new SlideVideoController()
    controller.setActive(true, true)
    controller.setActive(false, true)
    expect(controller.phase).toBe('idle')
    const player = new FakePlayer()
    controller.attach(player)
    expect(player.calls).toEqual([])
  })

  it('starts an ended video again from the beginning', () => {
    const player = new FakePlayer(VIDEO_PLAYER_STATES.ended)
    const controller = new SlideVideoController()
    controller.attach(player)
    controller.setActive(true, true)
    expect(player.calls).toEqual(['seek:0', 'play'])
  })

  it('does not call play on a video that is already playing or buffering', () => {
    for (const state of [VIDEO_PLAYER_STATES.playing, VIDEO_PLAYER_STATES.buffering]) {
      const player = new FakePlayer(state)
      const controller = new SlideVideoController()
      controller.attach(player)
      controller.setActive(true, true)
      expect(player.calls).toEqual([])
    }
  })

  it('pauses a play that the player reports after the slide was left', () => {
    const player = new FakePlayer(VIDEO_PLAYER_STATES.buffering)
    const controller = new SlideVideoController()
    controller.attach(player)
    controller.setActive(false, true)
    expect(player.calls).toEqual(['pause'])
    player.state = VIDEO_PLAYER_STATES.playing
    controller.onStateChange(VIDEO_PLAYER_STATES.playing)
    expect(player.calls).toEqual(['pause', 'pause'])
    expect(controller.state).toBe(VIDEO_PLAYER_STATES.playing)
  })

  it('leaves a video the shopper paused on the active slide alone', () => {
    const player = new FakePlayer()
    const controller = new SlideVideoController()
    controller.attach(player)
    controller.setActive(true, true)
    player.pauseVideo()
    controller.onStateChange(VIDEO_PLAYER_STATES.paused)
    expect(player.calls).toEqual(['play', 'pause'])
  })

  it('survives a player whose iframe has gone', () => {
    const controller = new SlideVideoController()
    controller.attach({
      playVideo: vi.fn(),
      pauseVideo: vi.fn(),
      seekTo: vi.fn(),
      getPlayerState: () => {
        throw new Error('gone')
      },
    })
    expect(() => controller.setActive(true, true)).not.toThrow()
    controller.dispose()
    expect(controller.phase).toBe('idle')
  })
})

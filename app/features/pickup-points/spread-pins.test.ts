import { describe, expect, it } from 'vitest'
import { spreadPins, type ScreenPoint } from './spread-pins'

const BOX = { width: 34, height: 48 }
const overlap = (a: ScreenPoint, b: ScreenPoint) =>
  Math.abs(a.x - b.x) < BOX.width && Math.abs(a.y - b.y) < BOX.height

describe('spreadPins (WCAG 2.5.8)', () => {
  it('leaves pins that do not touch where they are', () => {
    const points = [
      { x: 0, y: 0 },
      { x: 40, y: 0 },
      { x: 0, y: 60 },
    ]
    expect(spreadPins(points, BOX)).toEqual(points)
  })

  it('moves pins on one spot apart until none covers another, the first staying put', () => {
    const points = Array.from({ length: 20 }, (_, index) => ({ x: 100 + (index % 3), y: 100 }))
    const spread = spreadPins(points, BOX)
    expect(spread[0]).toEqual(points[0])
    for (let a = 0; a < spread.length; a += 1) {
      for (let b = a + 1; b < spread.length; b += 1) expect(overlap(spread[a]!, spread[b]!)).toBe(false)
    }
    // Moved as little as needed: the second pin of a pair goes one pin's width aside.
    expect(spreadPins([points[0]!, points[1]!], BOX)[1]).toEqual({ x: 101 + BOX.width, y: 100 })
  })
})

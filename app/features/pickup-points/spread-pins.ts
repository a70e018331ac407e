/**
 * Map pins that sit on or near each other (two pickup points in one shop, a street of them at a low zoom) are
 * moved apart on screen so that no pin covers another: each stays a pointer target of its own, at least
 * 24 × 24 CSS px (WCAG 2.5.8). Pure geometry on screen points, for the map to run at every zoom.
 */
export interface ScreenPoint {
  x: number
  y: number
}

/** The box a pin takes, anchored at the bottom centre (where its point is). */
export interface PinBox {
  width: number
  height: number
}

/** Rings tried around a crowded pin before it is left where it is (20 pins never need that many). */
const MAX_RINGS = 12

/**
 * The points moved as little as needed so that no two pin boxes overlap: earlier points keep their place
 * (the list is nearest first), a later one that would overlap goes to the first free spot on rings around it.
 */
export function spreadPins(points: readonly ScreenPoint[], box: PinBox): ScreenPoint[] {
  const placed: ScreenPoint[] = []
  const free = (candidate: ScreenPoint) =>
    placed.every(
      (other) =>
        Math.abs(other.x - candidate.x) >= box.width || Math.abs(other.y - candidate.y) >= box.height,
    )
  for (const point of points) {
    placed.push(free(point) ? point : (nearestFree(point, box, free) ?? point))
  }
  return placed
}

function nearestFree(
  point: ScreenPoint,
  box: PinBox,
  free: (candidate: ScreenPoint) => boolean,
): ScreenPoint | null {
  for (let ring = 1; ring <= MAX_RINGS; ring += 1) {
    const steps = 6 * ring
    for (let step = 0; step < steps; step += 1) {
      // Starting to the right, the ring's spots go round; the ring is an ellipse the pin's own size apart.
      const angle = (2 * Math.PI * step) / steps
      const candidate = {
        x: point.x + Math.round(Math.cos(angle) * ring * box.width),
        y: point.y + Math.round(Math.sin(angle) * ring * box.height),
      }
      if (free(candidate)) return candidate
    }
  }
  return null
}

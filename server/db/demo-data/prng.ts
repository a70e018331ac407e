/**
 * mulberry32: a small, fast, seeded pseudo-random generator. The demo catalogue uses it instead of
 * Math.random so that the same seed gives the same catalogue, byte for byte, on every machine.
 */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

/** Convenience draws over one generator. */
export class Random {
  private readonly next: () => number

  constructor(seed: number) {
    this.next = mulberry32(seed)
  }

  /** [0, 1) */
  float(): number {
    return this.next()
  }

  /** Whole number in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }

  chance(probability: number): boolean {
    return this.next() < probability
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list')
    return items[Math.floor(this.next() * items.length)]!
  }

  /** `count` different items (fewer when the list is shorter), in drawn order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = [...items]
    const out: T[] = []
    while (out.length < count && copy.length > 0)
      out.push(copy.splice(Math.floor(this.next() * copy.length), 1)[0]!)
    return out
  }

  /** An item chosen with the given relative weights. */
  weighted<T>(entries: ReadonlyArray<readonly [T, number]>): T {
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0)
    let roll = this.next() * total
    for (const [item, weight] of entries) {
      roll -= weight
      if (roll < 0) return item
    }
    return entries.at(-1)![0]
  }
}

/** A 32-bit hash of a string (FNV-1a), for seeds derived from names. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

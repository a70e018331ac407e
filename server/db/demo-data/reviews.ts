import type { Locale } from '#core/locales'
import { Random } from './prng'

/** A published demo review, as a `reviews` row (snake_case columns for bulkInsert). */
export interface DemoReview {
  id: number
  product_id: number
  name: string
  anonymous: boolean
  email: string
  rating: number
  content: string
  locale: Locale
  status: 'published'
  created_at: string
  decided_at: string
}

const NAMES = ['Sanne', 'Pieter', 'Fatima', 'Jeroen', 'Lotte', 'Markus', 'Emma', 'Daan', 'Claudia', 'Youssef']

const TEXTS: Record<Locale, Record<'good' | 'fine', readonly string[]>> = {
  nl: {
    good: [
      'Vlijmscherp uit de doos en ligt prettig in de hand.',
      'Mooi afgewerkt, snel geleverd. Precies wat ik zocht.',
      'Gebruik hem dagelijks, nog steeds heel tevreden.',
    ],
    fine: ['Goed product, maar de prijs mag wat lager.', 'Doet wat het moet doen, niet meer en niet minder.'],
  },
  en: {
    good: ['Razor sharp out of the box and well balanced.', 'Beautifully finished and delivered quickly.'],
    fine: ['Good value, although the handle could be nicer.', 'Does the job; nothing special.'],
  },
  de: {
    good: ['Sehr scharf und liegt gut in der Hand.', 'Schön verarbeitet und schnell geliefert.'],
    fine: ['Ordentlich, aber der Preis ist etwas hoch.', 'Erfüllt seinen Zweck.'],
  },
}

const DAY_MS = 86_400_000

/**
 * A product's demo reviews (docs/decisions/0063): a few real, published rows whose count and average become
 * the product's review_amount and average_review_rating, so the stars and the list agree. A generator of its
 * own per product, so the rest of the catalogue is the same as before reviews existed. `wanted` is the
 * generator's drawn popularity of reviews (0: none); `around` the drawn rating the grades scatter about.
 */
export function demoReviews(
  productId: number,
  wanted: number,
  around: number,
  firstId: number,
  dateBase: number,
): { rows: DemoReview[]; amount: number; average: number } {
  if (wanted === 0) return { rows: [], amount: 0, average: 0 }
  const random = new Random(productId * 7919 + 17)
  // A much-reviewed product (about a quarter) gets 10–15, enough for the home page's top-rated strip (≥ 10).
  const count = wanted > 100 ? 10 + (wanted % 6) : 1 + (wanted % 5)
  const rows: DemoReview[] = []
  for (let index = 0; index < count; index++) {
    const rating = Math.max(1, Math.min(5, Math.round(around + random.float() - 0.5)))
    const locale = random.pick(['nl', 'nl', 'en', 'de'] as const)
    const anonymous = random.chance(0.2)
    const date = new Date(dateBase - random.int(60, 460) * DAY_MS).toISOString()
    rows.push({
      id: firstId + index,
      product_id: productId,
      name: anonymous ? { nl: 'Anoniem', en: 'Anonymous', de: 'Anonym' }[locale] : random.pick(NAMES),
      anonymous,
      email: `demo-review-${firstId + index}@example.com`,
      rating,
      content: random.pick(TEXTS[locale][rating >= 4 ? 'good' : 'fine']),
      locale,
      status: 'published',
      created_at: date,
      decided_at: date,
    })
  }
  const average = Math.round((rows.reduce((sum, row) => sum + row.rating, 0) / count) * 100) / 100
  return { rows, amount: count, average }
}

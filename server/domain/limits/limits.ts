/**
 * The shop's rate limits (docs/decisions/0031): each a name, at most `max` calls per `windowSeconds` per
 * subject (an address, a session, an account). RATE_LIMITS overrides any of them (server/config.ts).
 */
export interface Limit {
  name: string
  max: number
  windowSeconds: number
}

export const LIMIT_NAMES = [
  /** New carts (first add without a cart) per client address. */
  'cart-create-ip',
  /** Discount codes tried per session. */
  'coupon-session',
  /** Discount codes tried per client address. */
  'coupon-ip',
  /** Login attempts per account (e-mail address). */
  'login-account',
  /** Login attempts per client address. */
  'login-ip',
  /** Keep-me-posted subscriptions per client address (docs/decisions/0065). */
  'keep-me-posted-ip',
  /** Keep-me-posted subscriptions per e-mail address: nobody floods one inbox with products. */
  'keep-me-posted-email',
  /** Reviews written per client address. */
  'review-ip',
  /** Reviews written per session. */
  'review-session',
  /** The same search term counted for the popular searches, per shopper (docs/decisions/0098). */
  'search-term-visitor',
  /** Search terms counted for the popular searches per shopper: nobody fills the list alone. */
  'search-terms-visitor',
] as const
export type LimitName = (typeof LIMIT_NAMES)[number]

export type Limits = Readonly<Record<LimitName, Limit>>

/**
 * Generous for people (an office behind one address, a family sharing a router), tight for scripts:
 * 505 coupon guesses in 10 s found a code before these existed.
 */
export const DEFAULT_LIMITS: Limits = {
  'cart-create-ip': { name: 'cart-create-ip', max: 60, windowSeconds: 3600 },
  'coupon-session': { name: 'coupon-session', max: 10, windowSeconds: 600 },
  'coupon-ip': { name: 'coupon-ip', max: 30, windowSeconds: 600 },
  'login-account': { name: 'login-account', max: 10, windowSeconds: 900 },
  'login-ip': { name: 'login-ip', max: 30, windowSeconds: 900 },
  'keep-me-posted-ip': { name: 'keep-me-posted-ip', max: 30, windowSeconds: 3600 },
  'keep-me-posted-email': { name: 'keep-me-posted-email', max: 20, windowSeconds: 3600 },
  // A shopper writes a review or two; each one may carry 60 MB of photos to decode.
  'review-ip': { name: 'review-ip', max: 20, windowSeconds: 3600 },
  'review-session': { name: 'review-session', max: 6, windowSeconds: 3600 },
  // A term counts once a day per shopper; a shopper's first 20 terms an hour count at all.
  'search-term-visitor': { name: 'search-term-visitor', max: 1, windowSeconds: 86_400 },
  'search-terms-visitor': { name: 'search-terms-visitor', max: 20, windowSeconds: 3600 },
}

/** `cart-create-ip=1000/3600,coupon-ip=100/600`: the named limits replaced, the rest as they are. */
export function parseLimits(value: string): Limits {
  const limits: Record<string, Limit> = { ...DEFAULT_LIMITS }
  for (const part of value.split(',')) {
    const trimmed = part.trim()
    if (trimmed === '') continue
    const match = /^([a-z-]+)=(\d{1,9})\/(\d{1,7})$/.exec(trimmed)
    const name = match?.[1]
    if (!match || !name || !(LIMIT_NAMES as readonly string[]).includes(name)) {
      throw new Error(`"${trimmed}" is not name=max/seconds with name one of ${LIMIT_NAMES.join(', ')}`)
    }
    const max = Number(match[2])
    const windowSeconds = Number(match[3])
    if (max < 1 || windowSeconds < 1) throw new Error(`"${trimmed}" needs a max and a window of at least 1`)
    limits[name] = { name, max, windowSeconds }
  }
  return limits as Limits
}

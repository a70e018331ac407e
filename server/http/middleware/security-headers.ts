import { randomBytes } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'
import { YOUTUBE_PLAYER_HOST } from '#core/constants'
import type { Config } from '../../config'
import type { AppEnv } from '../env'

/** Google Tag Manager and what its GA4 tags reach (docs/decisions/0030). */
const TAG_MANAGER_SCRIPTS = ['https://www.googletagmanager.com']
const TAG_MANAGER_CONNECT = [
  'https://*.googletagmanager.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
]
const TAG_MANAGER_IMAGES = ['https://*.googletagmanager.com', 'https://*.google-analytics.com']

/**
 * The only frames the shop's pages show: the product gallery's YouTube player (docs/decisions/0131). Its
 * iframe API script and the script that one adds are created by the shop's own nonced code, which
 * 'strict-dynamic' lets run; it talks to the player by postMessage, so no script, image or connect source is
 * added. On every page, not only those with a video: a client navigation keeps the first page's policy.
 */
const VIDEO_FRAMES = [YOUTUBE_PLAYER_HOST]

const ONE_YEAR_S = 365 * 24 * 60 * 60

/**
 * Security headers on every response (issue 15, docs/decisions/0030): a CSP whose scripts need this
 * request's nonce (React Router's inline hydration scripts get it through the load context and
 * entry.server.tsx), no framing by other sites, no MIME sniffing, a strict referrer policy, no powerful
 * browser features, and HSTS when the request came over HTTPS. The development server (Vite's inline
 * preamble and HMR socket) gets no CSP.
 */
export function securityHeaders(
  config: Pick<Config, 'mapTiles' | 'tagManagerId' | 'nodeEnv'>,
): MiddlewareHandler<AppEnv> {
  const headersFor = securityHeaderSet(config)
  return async (c, next) => {
    c.set('cspNonce', cspNonce())
    await next()
    // Read after the handler: a page from the page cache carries the nonce it was rendered with.
    const https = isHttps(c.req.url, c.req.header('x-forwarded-proto'))
    // A handler's own stricter choice (the test payment page's) stands.
    const headers = c.res.headers
    for (const [name, value] of headersFor(c.get('cspNonce'), https)) {
      if (!headers.has(name)) headers.set(name, value)
    }
  }
}

const NONCE_BYTES = 16
/** Nonces drawn per call to the system's random source. */
const NONCES_PER_DRAW = 256
const drawn = { bytes: Buffer.alloc(0), offset: 0 }

/**
 * A fresh CSP nonce: 16 random bytes, base64. They are taken from a larger draw, as Node's `randomUUID` does,
 * so that a page costs no system call of its own for it (about 2 % of a page's render); every byte is used
 * once and comes from the same cryptographic source.
 */
export function cspNonce(): string {
  if (drawn.offset + NONCE_BYTES > drawn.bytes.length) {
    drawn.bytes = randomBytes(NONCE_BYTES * NONCES_PER_DRAW)
    drawn.offset = 0
  }
  const nonce = drawn.bytes.toString('base64', drawn.offset, drawn.offset + NONCE_BYTES)
  drawn.offset += NONCE_BYTES
  return nonce
}

/**
 * The security headers of an answer whose scripts carry `nonce`; also written by the page fast lane
 * (server/http/page-fast-lane.ts), which answers before this middleware would run.
 */
export function securityHeaderSet(
  config: Pick<Config, 'mapTiles' | 'tagManagerId' | 'nodeEnv'>,
): (nonce: string, https: boolean) => Array<[string, string]> {
  const policy = contentSecurityPolicy(config)
  return (nonce, https) => {
    const headers: Array<[string, string]> = []
    if (policy) headers.push(['Content-Security-Policy', policy(nonce)])
    headers.push(
      ['X-Content-Type-Options', 'nosniff'],
      ['X-Frame-Options', 'SAMEORIGIN'],
      ['Referrer-Policy', 'strict-origin-when-cross-origin'],
      ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'],
    )
    if (https) headers.push(['Strict-Transport-Security', `max-age=${ONE_YEAR_S}`])
    return headers
  }
}

function contentSecurityPolicy(
  config: Pick<Config, 'mapTiles' | 'tagManagerId' | 'nodeEnv'>,
): ((nonce: string) => string) | null {
  if (config.nodeEnv === 'development') return null
  const gtm = config.tagManagerId !== null
  const tiles = tileSource(config.mapTiles.url)
  const images = ["'self'", 'data:', 'blob:', ...(tiles ? [tiles] : []), ...(gtm ? TAG_MANAGER_IMAGES : [])]
  const connect = ["'self'", ...(gtm ? TAG_MANAGER_CONNECT : [])]
  return (nonce) =>
    [
      "default-src 'self'",
      // 'strict-dynamic': what a nonced script loads (route chunks, the tag manager) may run; 'self' and
      // the hosts are the fallback of browsers without CSP 3.
      `script-src 'nonce-${nonce}' 'strict-dynamic' 'self'${gtm ? ` ${TAG_MANAGER_SCRIPTS.join(' ')}` : ''}`,
      // Inline styles without a nonce (docs/decisions/0112): a shopper's text-spacing bookmarklet or extension
      // injects <style> elements and style attributes (WCAG 1.4.12); a nonce here would switch
      // 'unsafe-inline' off. Scripts stay nonce-only.
      "style-src 'self' 'unsafe-inline'",
      `img-src ${images.join(' ')}`,
      "font-src 'self' data:",
      `connect-src ${connect.join(' ')}`,
      `frame-src ${VIDEO_FRAMES.join(' ')}`,
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'self'",
    ].join('; ')
}

/**
 * The CSP source of a Leaflet tile URL template: its origin, a `{s}` (or other placeholder) label as a
 * `*.` wildcard. Null when the host cannot be written as a source (then tiles need `https:` at large).
 */
export function tileSource(template: string): string | null {
  const match = /^(https?):\/\/([^/]+)/.exec(template)
  if (!match) return null
  const [, scheme, host] = match
  const labels = host!.split('.')
  if (labels.slice(1).some((label) => label.includes('{'))) return `${scheme}:`
  if (labels[0]!.includes('{')) labels[0] = '*'
  return `${scheme}://${labels.join('.')}`
}

export function isHttps(url: string, forwardedProto: string | undefined): boolean {
  const forwarded = forwardedProto?.split(',')[0]?.trim().toLowerCase()
  return forwarded === 'https' || url.startsWith('https:')
}

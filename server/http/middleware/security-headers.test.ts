import { describe, expect, it } from 'vitest'
import { DEFAULT_MAP_TILES } from '#core/map-tiles'
import { securityHeaderSet } from './security-headers'

/** The CSP directives of a production answer, name → sources (the page fast lane sends the same set). */
function directives(tagManagerId: string | null = null): Map<string, string[]> {
  const headers = securityHeaderSet({ mapTiles: DEFAULT_MAP_TILES, tagManagerId, nodeEnv: 'production' })(
    'bm9uY2U=',
    false,
  )
  const csp = new Map(headers).get('Content-Security-Policy') ?? ''
  return new Map(
    csp.split(';').map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/)
      return [name!, sources]
    }),
  )
}

describe('Content-Security-Policy and the product videos (docs/decisions/0131)', () => {
  it("frames YouTube's privacy-enhanced player and nothing else", () => {
    for (const gtm of [null, 'GTM-AB12CD3']) {
      expect(directives(gtm).get('frame-src'), String(gtm)).toEqual(['https://www.youtube-nocookie.com'])
    }
  })

  it('adds no YouTube source for scripts, images or connections: its API runs through strict-dynamic', () => {
    const policy = directives()
    expect(policy.get('script-src')).toEqual(["'nonce-bm9uY2U='", "'strict-dynamic'", "'self'"])
    for (const name of ['script-src', 'img-src', 'connect-src', 'default-src']) {
      expect(policy.get(name)!.join(' '), name).not.toMatch(/youtube/)
    }
    expect(policy.get('default-src')).toEqual(["'self'"])
    expect(policy.get('frame-ancestors')).toEqual(["'self'"])
  })

  it('is not sent by the development server', () => {
    const headers = securityHeaderSet({
      mapTiles: DEFAULT_MAP_TILES,
      tagManagerId: null,
      nodeEnv: 'development',
    })('bm9uY2U=', false)
    expect(headers.map(([name]) => name)).not.toContain('Content-Security-Policy')
  })
})

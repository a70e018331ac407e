import { describe, expect, it } from 'vitest'
import { cookiePreferencesHeader, readCookiePreferences } from './cookie-preferences'

describe('cookie preferences', () => {
  it('round-trips a choice through the cookie', () => {
    const header = cookiePreferencesHeader({ analytics: true, marketing: false }, false)
    expect(header).toMatch(/^cookie_preferences=[^;]+; Path=\/; Max-Age=31536000; SameSite=Lax$/)
    const cookie = `other=1; ${header.split(';')[0]}; more=2`
    expect(readCookiePreferences(cookie)).toEqual({ analytics: true, marketing: false })
  })

  it('marks the cookie Secure behind TLS', () => {
    expect(cookiePreferencesHeader({ analytics: false, marketing: false }, true)).toContain('; Secure')
  })

  it.each([
    '',
    'cookie_preferences=',
    'cookie_preferences=%7B',
    'cookie_preferences=%7B%22analytics%22%3A1%7D',
    'cookie_preferences=null',
  ])('treats %j as no stored choice', (cookie) => {
    expect(readCookiePreferences(cookie)).toBeNull()
  })
})

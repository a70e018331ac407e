import { describe, expect, it } from 'vitest'
import { cleanInfo, cleanInfoHtml } from './info-html'

describe("a feed's info HTML", () => {
  it('keeps text markup and safe links', () => {
    expect(cleanInfoHtml('<p>Hardness in <strong>HRC</strong>:</p><ul><li>58–60</li></ul>')).toBe(
      '<p>Hardness in <strong>HRC</strong>:</p><ul><li>58–60</li></ul>',
    )
    expect(cleanInfoHtml('<a href="https://example.com/steel">steel</a>')).toBe(
      '<a href="https://example.com/steel" rel="noopener noreferrer" target="_blank">steel</a>',
    )
    expect(cleanInfoHtml('<a href="/kennisbank/staal">staal</a>')).toContain('href="/kennisbank/staal"')
  })

  it('drops script, handlers, styles, frames, forms and script links', () => {
    const cleaned = cleanInfoHtml(
      '<p onclick="alert(1)" style="position:fixed">a</p><script>alert(1)</script><img src=x onerror=alert(1)>' +
        '<style>body{display:none}</style><iframe src="https://evil.example"></iframe>' +
        '<form action="https://evil.example"><input name="card"></form>' +
        '<a href="javascript:alert(1)">x</a><a href="//evil.example">y</a><a href="http://plain.example">z</a>',
    )
    expect(cleaned).not.toMatch(/script|onclick|onerror|style|iframe|form|input|img|javascript|evil|http:/i)
    expect(cleaned).toContain('<p>a</p>')
  })

  it('is null when nothing of it is left', () => {
    expect(cleanInfo({ nl: '<script>x</script>', en: '<style>a{}</style>', de: ' ' })).toBeNull()
    expect(cleanInfo(undefined)).toBeNull()
  })
})

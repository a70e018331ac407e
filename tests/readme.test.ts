import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ADMIN_AREAS } from '#server/http/back-office/access'
import { translate } from '#server/i18n/translate'

// A newcomer believes the README (issue 32, point 17): its "what works" list must name every back-office
// screen that exists, and its "not built yet" line none of them.
const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8')
/** The English titles of the screens in the back office's navigation. */
const screens = ADMIN_AREAS.map((area) => translate('en', area.title).toLowerCase())

const paragraph = (start: string) => {
  const from = readme.indexOf(start)
  expect(from, start).toBeGreaterThanOrEqual(0)
  const end = readme.indexOf('\n\n', from)
  return readme.slice(from, end).replace(/\s+/g, ' ').toLowerCase()
}

describe('README', () => {
  it('finds the back-office navigation', () => {
    expect(screens.length).toBeGreaterThanOrEqual(10)
  })

  it('names every back-office screen in what works', () => {
    const backOffice = paragraph('- the back office at `/admin`')
    for (const screen of screens) expect(backOffice, screen).toContain(screen)
  })

  it('lists no existing back-office screen as not built', () => {
    const notBuilt = paragraph('Not built yet:')
    for (const screen of screens) expect(notBuilt, screen).not.toContain(screen)
  })
})

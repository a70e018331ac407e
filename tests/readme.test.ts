import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import en from '#server/i18n/messages/en.json'

// A newcomer believes the README (issue 32, point 17): its "what works" list must name every back-office
// screen that exists, and its "not built yet" line none of them.
const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8')
const views = readFileSync(new URL('../server/http/admin/views.tsx', import.meta.url), 'utf8')
const messages = en as Record<string, string>

/** The English titles of the screens in the back office's navigation. */
const screens = [...views.matchAll(/<a href="\/admin\/[a-z-]+">\{t\('([\w.]+)'\)\}<\/a>/g)].map(([, key]) =>
  messages[key!]!.toLowerCase(),
)

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

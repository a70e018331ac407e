#!/usr/bin/env node
// Screenshots of pages at phone and desktop width, for looking at what a change did:
//   node scripts/screenshots.mjs http://localhost:3000 / /en/shopping-cart …  → screenshots/*.png
import { mkdirSync } from 'node:fs'
import { chromium } from '@playwright/test'

// --cookie-notice keeps the notice; by default the shopper has answered it already.
const args = process.argv.slice(2)
const withNotice = args.includes('--cookie-notice')
const [base = 'http://localhost:3000', ...paths] = args.filter((arg) => arg !== '--cookie-notice')
const widths = [390, 1280]
mkdirSync('screenshots', { recursive: true })
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
})
for (const width of widths) {
  const context = await browser.newContext({ viewport: { width, height: 900 } })
  if (!withNotice) {
    const value = encodeURIComponent(JSON.stringify({ analytics: false, marketing: false }))
    await context.addCookies([{ name: 'cookie_preferences', value, url: base }])
  }
  const page = await context.newPage()
  for (const path of paths.length ? paths : ['/']) {
    await page.goto(base + path, { waitUntil: 'networkidle' })
    const name = `${width}${path.replace(/[^\w]+/g, '_')}.png`
    await page.screenshot({ path: `screenshots/${name}`, fullPage: true })
    console.log(`screenshots/${name}`)
  }
  await context.close()
}
await browser.close()

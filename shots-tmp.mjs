import { chromium } from '@playwright/test'
const base = 'http://127.0.0.1:3150'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
const shots = [
  ['cookie', '/', true],
  ['shipping', '/klantenservice/verzenden-en-bezorgen', false],
  ['returns', '/de/kundenservice/rueckgabe-und-widerruf', false],
  ['contact', '/en/customer-service/contact', false],
]
for (const width of [390, 1280]) {
  for (const [name, path, notice] of shots) {
    const context = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 900 }, deviceScaleFactor: 1 })
    if (!notice)
      await context.addCookies([{ name: 'cookie_preferences', value: encodeURIComponent('{"analytics":false,"marketing":false}'), domain: '127.0.0.1', path: '/' }])
    const page = await context.newPage()
    page.on('pageerror', (e) => console.log('pageerror', name, e.message.slice(0, 300)))
    await page.goto(base + path, { waitUntil: 'networkidle' })
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
    if (notice) await page.getByTestId('cookie-notice').waitFor()
    await page.screenshot({ path: `/tmp/legal/${name}-${width}.png`, fullPage: !notice })
    if (notice) {
      await page.getByRole('button', { name: /voorkeuren aanpassen/i }).click()
      await page.screenshot({ path: `/tmp/legal/${name}-prefs-${width}.png` })
    }
    await context.close()
  }
}
await browser.close()

import { chromium, devices } from '@playwright/test'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
const context = await browser.newContext({ ...devices['Pixel 7'], viewport: { width: 390, height: 844 } })
const page = await context.newPage()
for (const path of ['/toegankelijkheidsverklaring', '/', '/klantenservice/contact']) {
await page.goto('http://127.0.0.1:3205' + path)
await page.waitForTimeout(500)
const before = await page.evaluate(() => document.documentElement.scrollWidth)
await page.evaluate(() => {
  const style = document.createElement('style')
  style.textContent = '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }'
  document.head.append(style)
})
await page.waitForTimeout(300)
console.log(path, before, await page.evaluate(() => {
  const out = []
  for (const el of document.querySelectorAll('body *')) {
    const r = el.getBoundingClientRect()
    if (r.right > 391 && r.width > 0) out.push(`${el.tagName}.${String(el.className).slice(0, 60)} ${Math.round(r.left)}-${Math.round(r.right)} "${(el.textContent || '').slice(0, 40)}"`)
  }
  return [document.documentElement.scrollWidth, out.slice(0, 12)]
}))
}
await page.screenshot({ path: '/tmp/pages/spacing.png' })
await browser.close()

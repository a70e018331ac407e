/**
 * Bytes of images on a category page of 24 cards (issue 34), at 390 px (Pixel 7: 2.625 device pixels per CSS
 * pixel, so the 2x files) and 1280 px (1x), in Chromium through Playwright: the sum of the response bodies of
 * every image request, on the first view and after scrolling to the end (lazy images load). Three catalogues in
 * the same run, each on the built shop with its own database:
 *
 * - photos: the photo catalogue (`npm run demo:data -- --photos`), its photos through the media pipeline;
 * - drawings: the demo's drawn SVGs (`npm run demo:data`), the shop before real photos;
 * - originals as-is: what the same photo cards would weigh if each loaded its supplier's original, as the
 *   shop did before the pipeline (the sum of the originals' sizes the shown cards come from).
 *
 *   npm run bench:image-bytes [-- --prepare]
 *
 * --prepare fills the two databases (shop_photo_bench with its media in --data-dir, shop_drawings_bench) even
 * when they hold a catalogue. Options: --photos-url, --drawings-url, --data-dir (default
 * /tmp/shop-photo-bench-data), --port (3141; the drawings' shop on the next port), --no-write.
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { chromium, devices, type Browser } from 'playwright'
import { parseMediaImageUrl } from '#core/media'
import { projectRoot, startBuiltServer, stopOnSignal, stopServer, waitForHealth } from './built-server'
import { withClient } from './load'
import { createDatabaseIfMissing, currentLoad, machineLine, prepareBuild } from './prepare'

const { values } = parseArgs({
  options: {
    'photos-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/shop_photo_bench' },
    'drawings-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/shop_drawings_bench' },
    'data-dir': { type: 'string', default: '/tmp/shop-photo-bench-data' },
    port: { type: 'string', default: '3141' },
    prepare: { type: 'boolean', default: false },
    'no-write': { type: 'boolean', default: false },
  },
})
const port = Number(values.port)
const photoDataDir = values['data-dir']!

const VIEWPORTS = [
  { name: '390 px', device: devices['Pixel 7'], viewport: { width: 390, height: 844 } },
  { name: '1280 px', device: devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } },
] as const

interface Measure {
  cards: number
  firstView: Bytes
  whole: Bytes
  /** Derived media files shown (their hashes), for the originals' sizes. */
  hashes: string[]
}

interface Bytes {
  total: number
  requests: number
  byType: Record<string, number>
}

async function hasCatalogue(databaseUrl: string): Promise<boolean> {
  return withClient(databaseUrl, async (client) => {
    const table = await client.query("select to_regclass('public.products') as t")
    if (!table.rows[0]?.t) return false
    const { rows } = await client.query<{ n: number }>('select count(*)::int as n from products')
    return rows[0]!.n > 0
  })
}

function demoData(databaseUrl: string, dataDir: string, args: string[]): void {
  const result = spawnSync('npm', ['run', 'demo:data', '--', ...args], {
    cwd: projectRoot,
    env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir },
    stdio: 'inherit',
  })
  if (result.status !== 0) throw new Error(`npm run demo:data -- ${args.join(' ')} failed`)
}

/** The top-level category with the most products (as bench/lighthouse.ts picks it), in Dutch. */
async function largestCategory(databaseUrl: string): Promise<string> {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ path: string }>(
      `select path->>'nl' as path from categories where parent_id is null and kind = 'category'
       order by product_count desc limit 1`,
    )
    if (!rows[0]) throw new Error('no category')
    return `/${rows[0].path}`
  })
}

async function measure(browser: Browser, origin: string, path: string, index: number): Promise<Measure> {
  const { device, viewport } = VIEWPORTS[index]!
  const context = await browser.newContext({ ...device, viewport })
  await context.addCookies([
    {
      name: 'cookie_preferences',
      value: encodeURIComponent(JSON.stringify({ analytics: true, marketing: false })),
      url: origin,
    },
  ])
  const page = await context.newPage()
  let bytes: Bytes = { total: 0, requests: 0, byType: {} }
  const pending: Array<Promise<void>> = []
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'image') return
    pending.push(
      response.body().then(
        (body) => {
          const type = (response.headers()['content-type'] ?? '?').split(';')[0]!
          bytes.total += body.length
          bytes.requests++
          bytes.byType[type] = (bytes.byType[type] ?? 0) + body.length
        },
        () => {},
      ),
    )
  })
  await page.goto(origin + path, { waitUntil: 'networkidle' })
  await Promise.all(pending)
  const firstView = structuredClone(bytes)
  // Through the page a screen at a time, as a shopper scrolls, so that every lazy image is asked for.
  for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += viewport.height / 2) {
    await page.evaluate((top) => window.scrollTo(0, top), y)
    await page.waitForTimeout(100)
  }
  await page.waitForLoadState('networkidle')
  await Promise.all(pending)
  const whole = bytes
  bytes = { total: 0, requests: 0, byType: {} }
  const cards = await page.getByTestId('product-grid').locator(':scope > li').count()
  const sources = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLImageElement>('[data-testid="product-grid"] img')].map(
      (img) => img.currentSrc || img.src,
    ),
  )
  const hashes = [...new Set(sources.map((src) => parseMediaImageUrl(src)?.hash).filter(Boolean))] as string[]
  await context.close()
  return { cards, firstView, whole, hashes }
}

async function originalBytes(databaseUrl: string, hashes: string[]): Promise<number> {
  if (hashes.length === 0) return 0
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ bytes: string }>(
      'select coalesce(sum(bytes), 0)::text as bytes from media_assets where hash = any($1)',
      [hashes],
    )
    return Number(rows[0]!.bytes)
  })
}

const loadAtStart = currentLoad()
mkdirSync(photoDataDir, { recursive: true })
await createDatabaseIfMissing(values['photos-url']!)
await createDatabaseIfMissing(values['drawings-url']!)
if (values.prepare || !(await hasCatalogue(values['photos-url']!))) {
  demoData(values['photos-url']!, photoDataDir, ['--photos'])
}
if (values.prepare || !(await hasCatalogue(values['drawings-url']!))) {
  demoData(values['drawings-url']!, mkdtempSync(join(tmpdir(), 'shop-drawings-')), [])
}
prepareBuild()

const drawingsDataDir = mkdtempSync(join(tmpdir(), 'shop-bench-drawings-'))
const shops = [
  { name: 'photos', databaseUrl: values['photos-url']!, dataDir: photoDataDir, port },
  { name: 'drawings', databaseUrl: values['drawings-url']!, dataDir: drawingsDataDir, port: port + 1 },
]
const servers = shops.map((shop) =>
  startBuiltServer({ ...shop, env: { PUBLIC_URL: `http://127.0.0.1:${shop.port}` } }),
)
stopOnSignal(servers)
const rows: string[] = []
let browser: Browser | undefined
try {
  await Promise.all(shops.map((shop) => waitForHealth(`http://127.0.0.1:${shop.port}`)))
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] })
  for (const shop of shops) {
    const origin = `http://127.0.0.1:${shop.port}`
    const path = await largestCategory(shop.databaseUrl)
    // Once unmeasured: derived files made on first request are made before the measured load.
    for (let i = 0; i < VIEWPORTS.length; i++) await measure(browser, origin, path, i)
    for (let i = 0; i < VIEWPORTS.length; i++) {
      const result = await measure(browser, origin, path, i)
      const types = Object.entries(result.whole.byType)
        .map(([type, n]) => `${type} ${kb(n)}`)
        .join(', ')
      rows.push(
        `| ${shop.name} | \`${path}\` | ${VIEWPORTS[i]!.name} | ${result.cards} | ${kb(result.firstView.total)} (${result.firstView.requests}) | ${kb(result.whole.total)} (${result.whole.requests}) | ${types} |`,
      )
      if (shop.name === 'photos') {
        const originals = await originalBytes(shop.databaseUrl, result.hashes)
        rows.push(
          `| originals as-is | \`${path}\` | ${VIEWPORTS[i]!.name} | ${result.cards} | – | ${kb(originals)} (${result.hashes.length}) | image/jpeg (the suppliers' originals of the shown photos) |`,
        )
      }
      console.log(rows.at(-1))
    }
  }
} finally {
  await browser?.close()
  await Promise.all(servers.map(stopServer))
  rmSync(drawingsDataDir, { recursive: true, force: true })
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(0)} KB`
}

const report = `# Bytes of images on a category page

- date: ${new Date().toISOString()}
${machineLine(loadAtStart)}
- reproduce: \`npm run bench:image-bytes\` (\`--prepare\` refills the databases), under \`flock /tmp/shop-heavy.lock\`
- the built shop (\`node build/server.js\`) on PostgreSQL, Chromium (/usr/bin/chromium) through Playwright; 390 px is
  Playwright's Pixel 7 (2.625 device pixels per CSS pixel: the 2x files), 1280 px its Desktop Chrome (1x); the
  page loaded once before it is measured (derived files the shop makes on first request are made then)
- bytes: the sum of the response bodies of every image request (resource type image: product photos, brand
  logos, icons loaded as images); "first view" after the load's network is idle, "whole page" after scrolling to
  the end (lazy images load); in brackets the number of image requests
- photos: the photo catalogue (\`npm run demo:data -- --photos\`, 250 products, three photos each of 1,500–2,500 px
  and 200–600 KB) through the media pipeline; drawings: the demo catalogue's SVG drawings; originals as-is: the
  sum of the suppliers' originals of the photo cards shown (their hashes read from the page), what the page
  would load if it used each original as it came, as before issue 34

| catalogue | page | viewport | cards | first view | whole page | by type (whole page) |
| --- | --- | --- | ---: | ---: | ---: | --- |
${rows.join('\n')}
`
console.log(`\n${report}`)
if (!values['no-write']) {
  writeFileSync(join(projectRoot, 'bench', 'results', 'image-bytes.md'), report)
  console.log('written to bench/results/image-bytes.md')
}

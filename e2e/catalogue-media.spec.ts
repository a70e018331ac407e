import { readFileSync } from 'node:fs'
import { createServer, type AddressInfo } from 'node:net'
import { startImageServer, type ImageServer } from '../tests/fakes/image-server'
import { expect, test, type Page } from './support/test'
import { watchCspViolations } from './support/csp'
import { staffPage } from './support/staff'
import { PLAYER_ORIGIN, routeYouTube } from './support/youtube-stand-in'

/**
 * A retailer's own catalogue with photos and a video (issue 34, "Done means"): a feed in the documented format
 * (docs/catalogue-feed.md) whose pictures are https addresses on a supplier's image server (the loopback HTTPS
 * one of tests/fakes/image-server.ts, trusted by the shop through NODE_EXTRA_CA_CERTS and allowed through
 * MEDIA_ALLOWED_HOSTS=localhost, playwright.config.ts) is uploaded by staff. Then, in Chromium with the
 * production CSP: the product page's and the cards' pictures come from the shop's own origin as AVIF or WebP,
 * the video slide is ready to play (YouTube's player API and embed answered by stand-ins through routing),
 * the feed's specifications show on the page and filter the category, and no CSP violation happens. Bad media
 * are refused per row with their line and reason while the other rows are written.
 */

test.describe.configure({ mode: 'serial', timeout: 120_000 })

const VIDEO_ID = 'e2eMediaV01'
const PRODUCT = { nl: 'e2e-fotomes-vg10', en: 'e2e-photo-knife-vg10', de: 'e2e-fotomesser-vg10' }
const OTHER = { nl: 'e2e-fotomes-n690', en: 'e2e-photo-knife-n690', de: 'e2e-fotomesser-n690' }
const CATEGORY = { nl: 'e2e-fotomessen', en: 'e2e-photo-knives', de: 'e2e-fotomesser' }

let images: ImageServer
/** Line numbers (1-based) of the rows whose media are bad, with the reason each must get. */
const badRows: Array<{ line: number; ref: string; reason: keyof typeof REASONS }> = []
const backOfficeEn = JSON.parse(readFileSync('server/i18n/messages/en.json', 'utf8')) as Record<
  string,
  string
>
const REASONS = {
  imageTooLarge: backOfficeEn['backOffice.sync.reason.imageTooLarge'],
  imageTooManyPixels: backOfficeEn['backOffice.sync.reason.imageTooManyPixels'],
  imageNotAnImage: backOfficeEn['backOffice.sync.reason.imageNotAnImage'],
  imageUnreachable: backOfficeEn['backOffice.sync.reason.imageUnreachable'],
  imageRefusedAddress: backOfficeEn['backOffice.sync.reason.imageRefusedAddress'],
}

/** A port nothing listens on: an image server that is down. */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

const names = (nl: string, en: string, de: string) => ({ nl, en, de })

async function feed(): Promise<string> {
  const photo = (n: number) => images.photoUrl(`knife-${n}`, `e2e-${n}`)
  const product = (ref: string, extra: Record<string, unknown>) => ({
    type: 'product',
    ref,
    category: 'E2E-MEDIA-KNIVES',
    brand: 'E2E-MEDIA-BRAND',
    name: names(`Fotomes ${ref}`, `Photo knife ${ref}`, `Fotomesser ${ref}`),
    description: names(
      'Een mes met echte foto’s.',
      'A knife with real photos.',
      'Ein Messer mit echten Fotos.',
    ),
    price: '49.95',
    stock: 5,
    ...extra,
  })
  const rows: Array<Record<string, unknown>> = [
    {
      type: 'feature_group',
      ref: 'e2e_specs',
      name: names('Specificaties', 'Specifications', 'Technische Daten'),
    },
    {
      type: 'feature',
      ref: 'e2e_blade_length',
      group: 'e2e_specs',
      name: names('Lemmetlengte', 'Blade length', 'Klingenlänge'),
      unit: 'cm',
      filterable: true,
    },
    {
      type: 'feature',
      ref: 'e2e_steel',
      group: 'e2e_specs',
      name: names('Staalsoort', 'Steel', 'Stahlsorte'),
      filterable: true,
    },
    {
      type: 'category',
      ref: 'E2E-MEDIA-KNIVES',
      name: names('E2E fotomessen', 'E2E photo knives', 'E2E Fotomesser'),
      slug: CATEGORY,
    },
    { type: 'brand', ref: 'E2E-MEDIA-BRAND', name: 'Fotostaal' },
    product('E2E-MEDIA-1', {
      name: names('Fotomes VG-10', 'Photo knife VG-10', 'Fotomesser VG-10'),
      slug: PRODUCT,
      images: [1, 2, 3].map((n) => ({
        src: photo(n),
        alt: names(`Fotomes, foto ${n}`, `Photo knife, photo ${n}`, `Fotomesser, Foto ${n}`),
      })),
      video: {
        youtube_id: VIDEO_ID,
        title: names('Fotomes in gebruik', 'Photo knife in use', 'Fotomesser im Einsatz'),
        poster: photo(1),
      },
      features: [
        { feature: 'e2e_blade_length', value: 8.5 },
        { feature: 'e2e_steel', value: 'VG-10' },
      ],
    }),
    product('E2E-MEDIA-2', {
      name: names('Fotomes N690', 'Photo knife N690', 'Fotomesser N690'),
      slug: OTHER,
      image: photo(4),
      features: [
        { feature: 'e2e_blade_length', value: 10 },
        { feature: 'e2e_steel', value: 'N690' },
      ],
    }),
  ]
  const unreachable = `https://localhost:${await closedPort()}/photos/knife-1.jpg`
  const bad: Array<[string, keyof typeof REASONS, string]> = [
    ['E2E-MEDIA-LARGE', 'imageTooLarge', `${images.origin}/bad/large-25000000.jpg`],
    ['E2E-MEDIA-PIXELS', 'imageTooManyPixels', `${images.origin}/bad/pixels-10000x5000.png`],
    ['E2E-MEDIA-HTML', 'imageNotAnImage', `${images.origin}/bad/not-an-image.jpg`],
    ['E2E-MEDIA-DOWN', 'imageUnreachable', unreachable],
    // The same server by its address: only the host name `localhost` is allowed, 127.0.0.1 is loopback.
    ['E2E-MEDIA-LOOPBACK', 'imageRefusedAddress', `https://127.0.0.1:${images.port}/photos/knife-5.jpg`],
  ]
  for (const [ref, reason, url] of bad) {
    rows.push(
      product(ref, { images: [{ src: images.photoUrl('knife-6', ref.toLowerCase()) }, { src: url }] }),
    )
    badRows.push({ line: rows.length, ref, reason })
  }
  // A good row after the bad ones: the sync goes on.
  rows.push(product('E2E-MEDIA-AFTER', { image: photo(7) }))
  return rows.map((row) => JSON.stringify(row)).join('\n') + '\n'
}

/** Every picture response from the shop's media is AVIF or WebP; none comes from anywhere else. */
function watchPictures(page: Page, origin: string) {
  const media: Array<{ url: string; type: string }> = []
  const foreign: string[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'image') return
    const url = response.url()
    if (url.startsWith(`${origin}/media/img/`))
      media.push({ url, type: response.headers()['content-type'] ?? '' })
    else if (!url.startsWith(origin) && !url.startsWith('data:')) foreign.push(url)
  })
  page.on('request', (request) => {
    if (request.url().startsWith(images.origin)) foreign.push(request.url())
  })
  return { media, foreign }
}

async function expectShopPictures(page: Page, selector: string, origin: string) {
  // Lazy pictures off screen (the gallery's later slides, cards below the fold) have not loaded yet and have
  // no current source; every picture that did load came from the shop, and the first one did load.
  await expect(page.locator(selector).first()).toHaveJSProperty('complete', true)
  const sources = (
    await page
      .locator(selector)
      .evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).currentSrc))
  ).filter(Boolean)
  expect(sources.length).toBeGreaterThan(0)
  for (const src of sources)
    expect(src).toMatch(new RegExp(`^${origin}/media/img/1/[0-9a-f]{64}/[a-z0-9]+(@2x)?\\.(avif|webp)$`))
}

test.beforeAll(async () => {
  images = await startImageServer()
})
test.afterAll(async () => {
  await images?.close()
})

test('staff upload a feed with photos and a video; bad media are refused per row with line and reason (en)', async ({
  browser,
}) => {
  const staff = await staffPage(browser, '/admin/sync')
  await staff.getByLabel('Supplier feed (CSV or JSON Lines)').setInputFiles({
    name: 'media-journey.jsonl',
    mimeType: 'application/x-ndjson',
    buffer: Buffer.from(await feed()),
  })
  await staff.getByRole('button', { name: 'Upload and sync' }).click()
  await staff.waitForURL(/\/admin\/sync\/\d+$/)
  await expect(staff.getByText('Succeeded', { exact: true })).toBeVisible({ timeout: 60_000 })
  const counts = staff.getByTestId('sync-counts')
  await expect(counts.locator('[data-count="failed"]')).toHaveText(String(badRows.length))
  // Feature group, 2 features, category, brand, 2 products with photos and the one after the bad rows.
  await expect(counts.locator('[data-count="created"]')).toHaveText('8')
  const errors = staff.getByTestId('sync-errors').locator('tbody tr')
  await expect(errors).toHaveCount(badRows.length)
  for (const [index, bad] of badRows.entries()) {
    const cells = errors.nth(index).locator('td')
    await expect(cells.nth(0)).toHaveText(String(bad.line))
    await expect(cells.nth(1)).toHaveText(bad.ref)
    await expect(cells.nth(2)).toHaveText('images[1]')
    await expect(cells.nth(3)).toHaveText(REASONS[bad.reason] ?? `(no message for ${bad.reason})`)
  }
  // The sync fetched each good photo once, from the supplier's server.
  expect(images.requests.filter((path) => path.startsWith('/photos/')).length).toBeGreaterThanOrEqual(5)
  await staff.context().close()
})

test('the product page shows the photos from the shop in AVIF or WebP and the specifications, without a CSP violation (nl)', async ({
  page,
  baseURL,
}) => {
  const violations = await watchCspViolations(page)
  const pictures = watchPictures(page, baseURL!)
  await page.goto(`/${PRODUCT.nl}`)
  const gallery = page.getByTestId('product-page')
  await expect(gallery.getByRole('img', { name: 'Fotomes, foto 1' }).first()).toBeVisible()
  await page.waitForLoadState('networkidle')
  await expectShopPictures(page, '[data-testid="product-page"] [data-slide] img', baseURL!)
  expect(pictures.media.length).toBeGreaterThan(0)
  for (const { type } of pictures.media) expect(type).toMatch(/^image\/(avif|webp)$/)
  expect(pictures.foreign).toEqual([])

  const specs = page.getByTestId('feature-panel')
  await expect(specs.getByRole('row', { name: /Lemmetlengte/ })).toContainText(/8,5\s*cm/)
  await expect(specs.getByRole('row', { name: /Staalsoort/ })).toContainText('VG-10')
  expect(violations).toEqual([])
})

test('the video slide is ready to play under the production CSP (en)', async ({ page }) => {
  const violations = await watchCspViolations(page)
  const embeds = await routeYouTube(page)
  await page.goto(`/en/${PRODUCT.en}`)
  await page.waitForLoadState('networkidle')
  const video = page.locator('[data-slide]:has([data-video])')
  await expect(video.locator('[data-video]')).toHaveAttribute('data-video', VIDEO_ID)
  const index = Number(await video.getAttribute('data-slide'))
  const total = await page.locator('[data-slide]').count()
  await page.getByRole('button', { name: `Show image ${index + 1} of ${total}` }).click()
  await expect(video.locator('[data-video]')).toHaveAttribute('data-status', 'ready')
  // The player's frame loaded from YouTube's privacy-enhanced host, and the player said it was ready
  // (onReady names the frame after the video).
  const frame = video.locator('iframe')
  await expect(frame).toHaveAttribute('src', new RegExp(`^${PLAYER_ORIGIN}/embed/${VIDEO_ID}\\?`))
  await expect(frame).toHaveAttribute('title', 'Photo knife in use')
  expect(embeds.length).toBeGreaterThan(0)
  // Ready to play: the player answers a press on its play button.
  const player = page.frameLocator('[data-video] iframe')
  await player.getByRole('button', { name: 'Play' }).click()
  await expect(player.locator('#state')).toHaveAttribute('data-state', 'playing')
  expect(violations).toEqual([])
})

test('the category filters on the feed’s specification and its cards show the shop’s pictures (de)', async ({
  page,
  baseURL,
}) => {
  const violations = await watchCspViolations(page)
  const pictures = watchPictures(page, baseURL!)
  await page.goto(`/de/${CATEGORY.de}`)
  const grid = page.getByTestId('product-grid')
  await expect(grid.getByRole('link', { name: /Fotomesser VG-10/ }).first()).toBeVisible()
  await expect(grid.getByRole('link', { name: /Fotomesser N690/ }).first()).toBeVisible()
  await page.waitForLoadState('networkidle')
  await expectShopPictures(page, '[data-testid="product-grid"] img', baseURL!)

  await page
    .getByRole('group', { name: /Stahlsorte/ })
    .getByLabel(/VG-10/)
    .check()
  await expect(page).toHaveURL(/[?&]feature=e2e_steel(%3A|:)vg/)
  await expect(grid.getByRole('link', { name: /Fotomesser VG-10/ }).first()).toBeVisible()
  await expect(grid.getByRole('link', { name: /Fotomesser N690/ })).toHaveCount(0)
  for (const { type } of pictures.media) expect(type).toMatch(/^image\/(avif|webp)$/)
  expect(pictures.foreign).toEqual([])
  expect(violations).toEqual([])
})

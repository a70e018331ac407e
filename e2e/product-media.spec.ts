import { expect, test, type APIRequestContext, type Page } from './support/test'
import { watchCspViolations } from './support/csp'
import { openHydrated } from './support/hydration'
import { PLAYER_ORIGIN, routeYouTube } from './support/youtube-stand-in'

/**
 * Pictures and videos of the production build under its own CSP (issue 34, docs/decisions/0130 and 0131):
 * the gallery's first picture loads at once and the others lazily, cards reserve their pictures' space, and a
 * video slide's YouTube player loads, plays and pauses with no CSP violation. YouTube is answered by a
 * stand-in through Playwright's routing; the browser judges its real addresses.
 */

/** A demo product with a video slide (the generator gives one to about one product in twenty). */
let videoProduct: string | null = null
async function productWithVideo(request: APIRequestContext): Promise<string> {
  if (videoProduct) return videoProduct
  const sitemap = await (await request.get('/sitemap-en.xml')).text()
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => new URL(match[1]!).pathname)
    .filter((path) => !path.includes('/knowledge-base/'))
  for (let start = 0; start < paths.length; start += 8) {
    const pages = await Promise.all(
      paths
        .slice(start, start + 8)
        .map(async (path) => ({ path, html: await (await request.get(path)).text() })),
    )
    const found = pages.find(
      ({ html }) => html.includes('data-testid="product-page"') && html.includes('data-video='),
    )
    if (found) return (videoProduct = found.path)
  }
  throw new Error('No demo product with a video: the demo catalogue changed?')
}

async function expectGalleryLoading(page: Page) {
  const slides = page.getByTestId('product-gallery').locator('[data-slide]')
  const count = await slides.count()
  expect(count).toBeGreaterThan(1)
  const images = page.getByTestId('product-gallery').locator('img')
  const loading = await images.evaluateAll((list) =>
    list.map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')]),
  )
  // The first slide's picture, then the other slides' and the thumbnails (or the video's poster): lazy.
  expect(loading[0]).toEqual(['eager', 'high'])
  expect(loading.slice(1).length).toBeGreaterThan(0)
  for (const [index, attributes] of loading.slice(1).entries()) {
    expect(attributes, `picture ${index + 2} of the gallery`).toEqual(['lazy', null])
  }
}

test.describe('product media under the production CSP', () => {
  // Checked after every test, also one that failed before its end: the violation is then the reason.
  let violations: string[] = []
  test.afterEach(() => {
    expect(violations, 'CSP violations').toEqual([])
    violations = []
  })

  test('the page allows exactly YouTube’s privacy-enhanced player as a frame', async ({ request }) => {
    const response = await request.get(await productWithVideo(request))
    const csp = response.headers()['content-security-policy'] ?? ''
    const frames = csp
      .split(';')
      .map((directive) => directive.trim())
      .find((directive) => directive.startsWith('frame-src '))
    expect(frames, csp).toBe(`frame-src ${PLAYER_ORIGIN}`)
  })

  test('the video slide loads the player, plays while shown and pauses when left, with no CSP violation', async ({
    page,
    request,
  }) => {
    const path = await productWithVideo(request)
    violations = await watchCspViolations(page)
    const embeds = await routeYouTube(page)
    await openHydrated(page, path)
    await expectGalleryLoading(page)

    const gallery = page.getByTestId('product-gallery')
    const total = await gallery.locator('[data-slide]').count()
    const slide = gallery.locator('[data-slide]:has([data-video])')
    const index = Number(await slide.getAttribute('data-slide'))
    const videoId = await slide.locator('[data-video]').getAttribute('data-video')
    await gallery.getByRole('button', { name: `Show image ${index + 1} of ${total}` }).click()

    await expect(slide.locator('[data-video]')).toHaveAttribute('data-status', 'ready')
    const iframe = slide.locator('iframe')
    await expect(iframe).toHaveAttribute('src', new RegExp(`^${PLAYER_ORIGIN}/embed/${videoId}\\?`))
    expect(embeds).toHaveLength(1)
    expect(new URL(embeds[0]!).searchParams.get('origin')).toBe(new URL(page.url()).origin)
    // The shop names the frame after the video once the player is ready.
    await expect(iframe).not.toHaveAttribute('title', 'YouTube video player')
    const player = page.frameLocator(`[data-slide="${index}"] iframe`)
    // Desktop: showing the slide plays the video; leaving it pauses.
    await expect(player.locator('#state')).toHaveAttribute('data-state', 'playing')
    await gallery.getByRole('button', { name: `Show image 1 of ${total}` }).click()
    await expect(player.locator('#state')).toHaveAttribute('data-state', 'paused')
    await expect(gallery.locator('[data-slide="0"]')).toBeVisible()
  })

  test('on a phone the player waits for the shopper, and leaving the slide pauses it @mobile', async ({
    page,
    request,
  }) => {
    test.skip(
      (page.viewportSize()?.width ?? 0) >= 1024,
      'from 1024 px the video plays by itself (test above)',
    )
    const path = await productWithVideo(request)
    violations = await watchCspViolations(page)
    await routeYouTube(page)
    await openHydrated(page, path)
    await expectGalleryLoading(page)

    const gallery = page.getByTestId('product-gallery')
    const slide = gallery.locator('[data-slide]:has([data-video])')
    const index = Number(await slide.getAttribute('data-slide'))
    // The thumbnails are hidden on a phone: swipe through with the next button.
    for (let i = 0; i < index; i++) await gallery.getByRole('button', { name: 'Next image' }).click()
    await expect(slide).toBeVisible()
    await expect(slide.locator('[data-video]')).toHaveAttribute('data-status', 'ready')
    const player = page.frameLocator(`[data-slide="${index}"] iframe`)
    await expect(player.locator('#state')).toHaveAttribute('data-state', 'unstarted')
    await player.getByRole('button', { name: 'Play' }).click()
    await expect(player.locator('#state')).toHaveAttribute('data-state', 'playing')
    await gallery.getByRole('button', { name: 'Previous image' }).click()
    await expect(player.locator('#state')).toHaveAttribute('data-state', 'paused')
  })

  test('category cards reserve their pictures’ space; the first row loads at once, the rest lazily', async ({
    page,
  }) => {
    violations = await watchCspViolations(page)
    await openHydrated(page, '/en/pocket-knives')
    const cards = page.getByTestId('product-card')
    expect(await cards.count()).toBeGreaterThan(4)
    const pictures = await cards.evaluateAll((list) =>
      list.map((card) => {
        const img = card.querySelector<HTMLImageElement>('a[aria-hidden="true"] img')!
        return {
          width: img.getAttribute('width'),
          height: img.getAttribute('height'),
          loading: img.getAttribute('loading'),
          // Every card picture in the page has its box before it loads (no layout shift).
          box: [Math.round(img.getBoundingClientRect().height)],
        }
      }),
    )
    for (const [index, picture] of pictures.entries()) {
      expect([picture.width, picture.height], `card ${index + 1}`).toEqual(['210', '140'])
      expect(picture.loading, `card ${index + 1}`).toBe(index < 4 ? 'eager' : 'lazy')
      expect(picture.box, `card ${index + 1}`).toEqual([140])
    }
    // The brand logos beside the names have a size too.
    const logos = await cards.evaluateAll((list) =>
      list.flatMap((card) => [...card.querySelectorAll('p img')].map((img) => img.getAttribute('height'))),
    )
    expect(logos.length).toBeGreaterThan(0)
    expect(new Set(logos)).toEqual(new Set(['20']))
  })
})

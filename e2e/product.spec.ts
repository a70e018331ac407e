import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Page } from './support/test'
import { openHydrated } from './support/hydration'

/**
 * The product page (spec §2 "Product page"): found through the home page and its categories, in more
 * than one language, so the journeys follow the demo catalogue rather than fixed ids.
 */

interface Wanted {
  variantLinks?: boolean
  instalments?: boolean
  orderable?: boolean
  stockMessage?: boolean
  infoButton?: boolean
  video?: boolean
  extraServices?: boolean
  /** Cannot be ordered: keep-me-posted and no add-to-cart to press. */
  soldOut?: boolean
}

const candidates = new Map<string, string[]>()

/** Product paths on the home page and the first categories of a language. */
async function productPaths(page: Page, home: string): Promise<string[]> {
  const known = candidates.get(home)
  if (known) return known
  await page.goto(home)
  const cardLinks = () =>
    page.$$eval('[data-testid="product-card"] a[href]', (links) => links.map((a) => a.getAttribute('href')!))
  const paths = new Set(await cardLinks())
  const categories = await page.$$eval('[data-testid="top-categories"] a[href]', (links) =>
    links.map((a) => a.getAttribute('href')!),
  )
  for (const category of categories.slice(0, 4)) {
    await page.goto(category)
    for (const path of await cardLinks()) paths.add(path)
  }
  const list = [...paths].filter((path) => path.startsWith('/'))
  candidates.set(home, list)
  return list
}

/** The first product whose server-rendered page has what a test needs. */
async function findProduct(
  page: Page,
  request: APIRequestContext,
  home: string,
  wanted: Wanted,
): Promise<string> {
  for (const path of await productPaths(page, home)) {
    const response = await request.get(path)
    if (response.status() !== 200) continue
    const html = await response.text()
    if (!html.includes('data-testid="product-page"')) continue
    const button = html.match(/<button[^>]*data-testid="add-to-cart"[^>]*>/)?.[0] ?? ''
    if (wanted.variantLinks && !/<a[^>]*data-variant=/.test(html)) continue
    if (wanted.instalments && !html.includes('data-testid="instalments"')) continue
    if (wanted.orderable && (!button || /\sdisabled=/.test(button))) continue
    if (wanted.stockMessage && !html.includes('data-testid="stock-message"')) continue
    if (wanted.infoButton && !html.includes('data-info-button')) continue
    if (wanted.video && !html.includes('data-video=')) continue
    if (wanted.extraServices && !html.includes('data-extra-service=')) continue
    if (wanted.soldOut && !html.includes('data-testid="keep-me-posted-button"')) continue
    if (wanted.soldOut && button && !/\sdisabled=/.test(button)) continue
    return path
  }
  throw new Error(`No product on ${home} with ${JSON.stringify(wanted)}: the demo catalogue changed?`)
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([])
}

/** The same product in another language, through the page's own hreflang link. */
async function alternate(page: Page, lang: 'nl' | 'en' | 'de'): Promise<string> {
  const href = await page.locator(`link[rel="alternate"][hreflang="${lang}"]`).getAttribute('href')
  return new URL(href!).pathname
}

const everything: Wanted = {
  variantLinks: true,
  instalments: true,
  orderable: true,
  stockMessage: true,
  infoButton: true,
}

test.describe('product page', () => {
  test('shows variants as links, stock, instalments and the info modal in Dutch and German', async ({
    page,
    request,
  }) => {
    const dutch = await findProduct(page, request, '/', everything)
    await openHydrated(page, dutch)
    const german = await alternate(page, 'de')
    expect(german).toMatch(/^\/de\//)

    for (const [path, lang, costs, modalClose] of [
      [dutch, 'nl', 'Transactiekosten', 'Sluiten'],
      [german, 'de', 'Transaktionskosten', 'Schließen'],
    ] as const) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

      // Variants: values with a product link are links; the current one is marked.
      const links = page.locator('[data-variant-group] a[data-variant]')
      expect(await links.count()).toBeGreaterThan(0)
      for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
        expect(href).toMatch(lang === 'de' ? /^\/de\// : /^\/(?!en\/|de\/)/)
      }
      await expect(page.locator('[data-variant-group] [aria-current]')).not.toHaveCount(0)

      // Stock message in its stock colour.
      const stock = page.getByTestId('stock-message')
      await expect(stock).toBeVisible()
      expect(await stock.getAttribute('data-stock-tone')).toMatch(/^(green|orange|red)$/)

      // Three instalments summing to the price, no transaction costs.
      const instalments = page.getByTestId('instalments')
      await expect(instalments).toBeVisible()
      // One compact line that opens the details (issue 10).
      await page.getByTestId('instalments-line').click()
      await expect(instalments.locator('[data-instalment]')).toHaveCount(3)
      await expect(instalments).toContainText(costs)
      await expect(page.getByTestId('instalment-costs')).toHaveText('€ 0,-')

      // The question icon opens the info modal; Escape closes it and focus returns.
      const info = page.locator('[data-info-button]').first()
      await info.scrollIntoViewIfNeeded()
      await info.click()
      const dialog = page.getByRole('dialog')
      await expect(dialog).toBeVisible()
      await expect(dialog.getByRole('button', { name: modalClose })).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(info).toBeFocused()

      await expectNoAxeViolations(page)
    }
  })

  test('a variant link opens that variant in the same language', async ({ page, request }) => {
    await openHydrated(page, await findProduct(page, request, '/en/', { variantLinks: true }))
    const other = page.locator('[data-variant-group] a[data-variant]:not([aria-current])').first()
    const href = (await other.getAttribute('href'))!
    const value = (await other.getAttribute('data-variant'))!
    await other.click()
    await expect(page).toHaveURL(new RegExp(`${href}$`))
    await expect(page.getByTestId('product-page')).toBeVisible()
    await expect(page.locator(`[data-variant-group] [data-variant="${value}"]`)).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  })

  test('is laid out mobile first, side by side from 1024 px, without serious accessibility violations @mobile', async ({
    page,
    request,
  }) => {
    const path = await findProduct(page, request, '/en/', { orderable: true })
    await openHydrated(page, path)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    const gallery = (await page.getByTestId('product-gallery').boundingBox())!
    const buyBox = (await page.getByTestId('buy-box').boundingBox())!
    if (page.viewportSize()!.width >= 1024) expect(gallery.x + gallery.width).toBeLessThanOrEqual(buyBox.x)
    else expect(gallery.y + gallery.height).toBeLessThanOrEqual(buyBox.y)
    await expectNoAxeViolations(page)
  })

  test('on a phone, price, stock and the add-to-cart button are in the first screen (nl, de) @mobile @phone-only', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    for (const home of ['/', '/de/']) {
      const path = await findProduct(page, request, home, { orderable: true, stockMessage: true })
      await openHydrated(page, path)
      const buyBox = page.getByTestId('buy-box')
      for (const part of [
        buyBox.locator('[data-price-current]').first(),
        buyBox.getByTestId('stock-message'),
        buyBox.getByTestId('add-to-cart'),
      ]) {
        const box = (await part.boundingBox())!
        expect(box.y + box.height, `${path}: ${part}`).toBeLessThanOrEqual(844)
      }
    }
  })

  test('a sold-out product offers keep-me-posted, not a quantity, extra services or a disabled button @mobile', async ({
    page,
    request,
  }) => {
    for (const [home, label] of [
      ['/', 'Houd me op de hoogte'],
      ['/de/', 'Benachrichtigen Sie mich'],
    ] as const) {
      const path = await findProduct(page, request, home, { soldOut: true })
      await openHydrated(page, path)
      const buyBox = page.getByTestId('buy-box')
      await expect(buyBox.getByTestId('add-to-cart')).toHaveCount(0)
      await expect(buyBox.getByRole('combobox')).toHaveCount(0)
      await expect(buyBox.getByTestId('extra-services')).toHaveCount(0)
      const keepMePosted = buyBox.getByRole('button', { name: label })
      await expect(keepMePosted).toBeVisible()
      const box = (await keepMePosted.boundingBox())!
      expect(box.y + box.height).toBeLessThanOrEqual(page.viewportSize()!.height)
    }
  })

  test('the custom quantity popup raises to 1 and caps at the order maximum', async ({ page, request }) => {
    await openHydrated(page, await findProduct(page, request, '/en/', { orderable: true }))
    const select = page.getByRole('combobox', { name: 'Quantity' })
    await expect(select.locator('option')).toContainText(['1', '2'])
    await select.selectOption('custom')
    const popup = page.getByRole('dialog', { name: 'Enter a quantity' })
    await expect(popup).toBeVisible()
    const input = popup.getByRole('spinbutton', { name: 'Number of pieces' })
    await expect(input).toBeFocused()
    await input.fill('0')
    await popup.getByRole('button', { name: 'Apply' }).click()
    await expect(popup).toBeHidden()
    await expect(select).toHaveValue('1')

    await select.selectOption('custom')
    await popup.getByRole('spinbutton').fill('9999')
    await popup.getByRole('spinbutton').press('Enter')
    await expect(popup).toBeHidden()
    const message = page.getByTestId('quantity-cap')
    await expect(message).toHaveText(
      /^(You can order at most (\d+) pieces\.|Only (\d+) pieces? available\.)$/,
    )
    const max = (await message.textContent())!.match(/\d+/)![0]
    await expect(select).toHaveValue(max)

    // Escape closes the popup without changing the quantity.
    await select.selectOption('custom')
    await expect(popup).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(popup).toBeHidden()
    await expect(select).toHaveValue(max)
  })

  test('the add-to-cart button spins while adding and returns to idle, never left disabled', async ({
    page,
    request,
  }) => {
    await openHydrated(page, await findProduct(page, request, '/en/', { orderable: true }))
    const posted: unknown[] = []
    // Hold the answer until the test lets it go, so the adding state can be seen; then the server answers
    // whatever it answers (an error until the cart exists).
    let release!: () => void
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/front-api/checkout-line', async (route) => {
      posted.push(route.request().postDataJSON())
      await released
      await route.continue()
    })
    const button = page.getByTestId('add-to-cart')
    await expect(button).toBeEnabled()
    await page.getByRole('combobox', { name: 'Quantity' }).selectOption('2')
    await button.click()
    await expect(button).toHaveAttribute('data-state', 'adding')
    await expect(button).toHaveAttribute('aria-busy', 'true')
    await expect(button.locator('.animate-spin')).toBeVisible()
    // Clicks while adding are ignored.
    await button.click({ force: true })
    await button.click({ force: true })
    await expect(button).toHaveAttribute('data-state', 'adding')
    release()
    await expect(button).toHaveAttribute('data-state', 'idle')
    await expect(button).toBeEnabled()
    await expect(button.locator('.animate-spin')).toHaveCount(0)
    expect(posted).toHaveLength(1)
    expect(posted[0]).toMatchObject({
      quantity: 2,
      is_extra_service: false,
      is_free: false,
      is_combination: false,
    })
  })

  test('an add the server refuses says why, in a modal: at most {quantity} pieces', async ({
    page,
    request,
  }) => {
    await openHydrated(page, await findProduct(page, request, '/', { orderable: true }))
    const id = Number(await page.getByTestId('product-page').getAttribute('data-product-id'))
    const product = (await (
      await request.post('/front-api/product', {
        headers: { 'X-Requested-With': 'XMLHttpRequest' },
        data: { id },
      })
    ).json()) as { max_order_quantity: number }
    // The cart (this browser's session) holds the maximum already.
    const filled = await page.request.post('/front-api/checkout-line', {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      data: { product_id: id, quantity: product.max_order_quantity },
    })
    expect(filled.status()).toBe(200)
    await page.getByTestId('add-to-cart').click()
    const modal = page.getByRole('dialog', { name: 'Product is niet toegevoegd' })
    await expect(modal).toContainText(`Je kunt maximaal ${product.max_order_quantity} stuks bestellen.`)
    await expect(page.getByTestId('add-to-cart')).toHaveAttribute('data-state', 'idle')
  })

  test('an extra service ticked on the product page goes onto the cart line with it', async ({
    page,
    request,
  }) => {
    await openHydrated(
      page,
      await findProduct(page, request, '/en/', { orderable: true, extraServices: true }),
    )
    const services = page.getByRole('group', { name: /Extra services/ })
    // The question icon explains the options (static data), in the info modal.
    await services.getByRole('button').click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await page.keyboard.press('Escape')
    const first = services.getByRole('checkbox').first()
    const name = (await first.locator('xpath=..').textContent())!.replace(/\+.*$/, '').trim()
    await first.check()
    await page.getByTestId('add-to-cart').click()
    await expect(page.getByRole('dialog', { name: 'Added to your cart' })).toBeVisible()
    const cart = await (
      await page.request.get('/front-api/checkout', {
        headers: { 'X-Requested-With': 'XMLHttpRequest', 'X-Shop-Locale': 'en' },
      })
    ).json()
    const options = cart.checkout.checkout_line_items[0].selected_product_options as { name: string }[]
    expect(options.map((option) => option.name)).toContain(name)
  })

  test('the carousel moves by buttons, thumbnails and keys', async ({ page, request }) => {
    await openHydrated(page, await findProduct(page, request, '/en/', { orderable: true }))
    const gallery = page.getByTestId('product-gallery')
    const slides = gallery.locator('[data-slide]')
    const count = await slides.count()
    test.skip(count < 2, 'the product has a single image')
    const visible = gallery.locator('[data-slide]:visible')
    await expect(visible).toHaveAttribute('data-slide', '0')
    await gallery.getByRole('button', { name: 'Next image' }).click()
    await expect(visible).toHaveAttribute('data-slide', '1')
    await page.keyboard.press('ArrowLeft')
    await expect(visible).toHaveAttribute('data-slide', '0')
    await page.keyboard.press('End')
    await expect(visible).toHaveAttribute('data-slide', String(count - 1))
    await gallery.getByRole('button', { name: `Show image 1 of ${count}` }).click()
    await expect(visible).toHaveAttribute('data-slide', '0')
  })

  test('asks YouTube for nothing until a video slide is shown', async ({ page, request }) => {
    const path = await findProduct(page, request, '/en/', { video: true }).catch(() => null)
    test.skip(!path, 'no product with a video among the products looked at')
    const youtube: string[] = []
    page.on('request', (r) => {
      if (/youtube(-nocookie)?\.com/.test(r.url())) youtube.push(r.url())
    })
    await openHydrated(page, path!)
    await page.waitForLoadState('networkidle')
    expect(youtube).toEqual([])
    const video = page.locator('[data-slide]:has([data-video])')
    const index = Number(await video.getAttribute('data-slide'))
    const total = await page.locator('[data-slide]').count()
    await page.getByRole('button', { name: `Show image ${index + 1} of ${total}` }).click()
    await expect(video).toBeVisible()
    // Without internet the script fails; what matters is that it is asked for only now.
    await expect.poll(() => youtube.length).toBeGreaterThan(0)
    await expect(video.locator('[data-video]')).toHaveAttribute('data-status', /^(ready|failed)$/)
  })

  test('opens and scrolls to the section the URL hash names', async ({ page, request }) => {
    const path = await findProduct(page, request, '/en/', { orderable: true })
    await openHydrated(page, path)
    const reviews = page.getByRole('button', { name: /^Reviews \(\d+\)$/ })
    await expect(reviews).toHaveAttribute('aria-expanded', 'false')
    await expect(page.getByRole('button', { name: 'Description' })).toHaveAttribute('aria-expanded', 'true')

    await page.goto(`${path}#reviews`)
    await expect(reviews).toHaveAttribute('aria-expanded', 'true')
    await expect(page.locator('#reviews')).toBeInViewport()
  })

  test('remembers the product as last viewed', async ({ page, request }) => {
    const path = await findProduct(page, request, '/en/', { orderable: true })
    await openHydrated(page, path)
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('visited-pages') ?? '[]')[0]?.link))
      .toBe(path)
  })

  test('carries structured data for search engines', async ({ page, request }) => {
    await openHydrated(page, await findProduct(page, request, '/en/', { orderable: true }))
    const graphs = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? '{}')))
    const product = graphs.find((g) => g['@type'] === 'Product')
    expect(product).toMatchObject({ offers: { '@type': 'Offer', priceCurrency: 'EUR' } })
    // The list is the visible trail: from Home to the product itself.
    const trail = graphs.find((g) => g['@type'] === 'BreadcrumbList')?.itemListElement ?? []
    expect(trail[0]).toMatchObject({ position: 1, name: 'Home', item: expect.stringMatching(/\/en\/$/) })
    expect(trail.at(-1)).toMatchObject({ name: product.name, item: product.url })
  })
})

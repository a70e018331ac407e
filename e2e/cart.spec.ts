import { expect, test, type APIRequestContext, type Page } from './support/test'
import { expectNoAxeViolations } from './support/axe'

/**
 * The cart (spec §2 "Add-to-cart panel", cart overview; §4 "Cart lines", "Free products in the cart";
 * §8): adding from a card and from the product page, changing quantities, free products, removing and
 * restoring, coupons and the free-shipping amount, in Dutch, English and German, against the real server
 * and its demo catalogue (coupons WELKOM10 and the others come with it). Every test starts with an empty
 * cart: Playwright gives each test a fresh browser context, hence a fresh session.
 */

type Lang = 'nl' | 'en' | 'de'

const CART_PATH: Record<Lang, string> = { nl: '/shopping-cart', en: '/en/shopping-cart', de: '/de/warenkorb' }
/** Free shipping to the Netherlands from this amount (the demo shop's home delivery). */
const FREE_SHIPPING_FROM = 50

interface DemoProduct {
  id: number
  link: string
  name: string
  prices: { price: number }
  stock_status_code: string
  is_last_stock: boolean
  stock_available: number
  max_order_quantity: number
  free_product_options: { id: number; name: string }[]
}

const catalogues = new Map<Lang, DemoProduct[]>()

/** The first hundred demo products in a language, read through the product API (spec §7 "Products"). */
async function demoProducts(request: APIRequestContext, lang: Lang): Promise<DemoProduct[]> {
  const known = catalogues.get(lang)
  if (known) return known
  const response = await request.post('/front-api/product', {
    headers: { 'X-Requested-With': 'XMLHttpRequest', 'X-Shop-Locale': lang },
    data: { ids: Array.from({ length: 100 }, (_, index) => index + 1) },
  })
  expect(response.status()).toBe(200)
  const { products } = (await response.json()) as { products: DemoProduct[] }
  catalogues.set(lang, products)
  return products
}

async function findProduct(
  request: APIRequestContext,
  lang: Lang,
  what: string,
  wanted: (product: DemoProduct) => boolean,
): Promise<DemoProduct> {
  const orderable = (product: DemoProduct) => product.stock_status_code !== 'UNAVAILABLE'
  const product = (await demoProducts(request, lang)).find((p) => orderable(p) && wanted(p))
  if (!product) throw new Error(`No demo product (${lang}) that is ${what}: the demo catalogue changed?`)
  return product
}

/** Puts a product in this page's cart through the API, sharing the browser's session cookie. */
async function addThroughApi(page: Page, productId: number, quantity = 1) {
  const response = await page.request.post('/front-api/checkout-line', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: { product_id: productId, quantity, is_extra_service: false, is_free: false, is_combination: false },
  })
  expect(response.status(), await response.text()).toBe(200)
}

/** "€ 1.234,56", "Spend € 12,- more", "-€ 3,50" → 1234.56, 12, -3.5 */
function euros(text: string): number {
  const match = text.match(/(-?)€\s*([\d.]+),(\d{2}|-)/)
  if (!match) throw new Error(`No amount in "${text}"`)
  const decimals = match[3] === '-' ? '00' : match[3]
  return Number(`${match[1]}${match[2]!.replace(/\./g, '')}.${decimals}`)
}

/** The page is hydrated and the cart known in the browser. */
async function cartReady(page: Page) {
  await page.locator('[data-cart-status="ready"]').first().waitFor({ state: 'attached' })
}

const headerCount = (page: Page) => page.getByTestId('header-cart').getByTestId('cart-count')

/** The category grid's cards whose add-to-cart button can be used. */
const addableCards = (page: Page) =>
  page
    .getByTestId('product-grid')
    .getByTestId('product-card')
    .filter({ has: page.locator('[data-testid="card-add-to-cart"]:not([disabled])') })

/** Changes a line's quantity on the cart page: display → editing → save. */
async function changeQuantity(page: Page, line: ReturnType<Page['getByTestId']>, quantity: number) {
  await line.getByTestId('quantity-edit').click()
  await line.getByTestId('quantity-input').fill(String(quantity))
  await line.getByTestId('quantity-save').click()
  await expect(line.getByTestId('line-quantity')).toHaveText(String(quantity))
}

test.describe('add to cart', () => {
  test('from a product card in Dutch: the panel shows the product and the summary, the header counts it @mobile', async ({
    page,
  }) => {
    await page.goto('/zakmessen')
    await cartReady(page)
    await expect(headerCount(page)).toHaveCount(0)
    const card = addableCards(page).first()
    const name = (await card.getByRole('heading').textContent())!.trim()
    await card.getByTestId('card-add-to-cart').click()

    const panel = page.getByRole('dialog', { name: 'Toegevoegd aan je winkelwagen' })
    await expect(panel).toBeVisible()
    const added = panel.getByTestId('added-line')
    await expect(added.getByRole('link', { name })).toBeVisible()
    await expect(added.getByTestId('line-quantity')).toHaveText('1')
    await expect(panel.getByTestId('total-incl')).toContainText('€')
    await expect(headerCount(page)).toHaveText('1')

    // Continue shopping closes the panel; show cart leads to the cart with the product.
    await panel.getByRole('button', { name: 'Verder winkelen' }).click()
    await expect(panel).toBeHidden()
    await card.getByTestId('card-add-to-cart').click()
    await expect(panel).toBeVisible()
    await expect(added.getByTestId('line-quantity')).toHaveText('2')
    await expect(headerCount(page)).toHaveText('2')
    await panel.getByRole('link', { name: 'Bekijk winkelwagen' }).click()
    await expect(page).toHaveURL(/\/shopping-cart$/)
    await expect(page.getByTestId('cart-line').getByRole('link', { name })).toBeVisible()
    await expect(page.getByTestId('cart-line').getByTestId('line-quantity')).toHaveText('2')
  })

  test('two quick adds in a new browser land in one session: cart calls wait their turn', async ({
    page,
  }) => {
    await page.goto('/zakmessen')
    await cartReady(page)
    let first = true
    await page.route('**/front-api/checkout-line', async (route) => {
      // A slow first answer, as on a phone: the second add is clicked before its session cookie arrives.
      if (first) {
        first = false
        await new Promise((resolve) => setTimeout(resolve, 800))
      }
      await route.continue()
    })
    const addable = addableCards(page)
    await addable.nth(0).getByTestId('card-add-to-cart').click()
    await addable.nth(1).getByTestId('card-add-to-cart').click()
    await expect(headerCount(page)).toHaveText('2')
    await page.goto(CART_PATH.nl)
    await cartReady(page)
    await expect(page.getByTestId('cart-line')).toHaveCount(2)
  })

  test('a tap on add to cart before the scripts have run adds once they have, in English @mobile', async ({
    page,
  }) => {
    // The page's scripts wait until the tap is done, as on a slow phone.
    let release!: () => void
    const scriptsHeld = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/assets/*.js', async (route) => {
      await scriptsHeld
      await route.continue()
    })
    await page.goto('/en/pocket-knives', { waitUntil: 'domcontentloaded' })
    const card = addableCards(page).first()
    const name = (await card.getByRole('heading').textContent())!.trim()
    await card.getByTestId('card-add-to-cart').click()
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true')
    release()
    const panel = page.getByRole('dialog', { name: 'Added to your cart' })
    await expect(panel).toBeVisible()
    await expect(panel.getByTestId('added-line').getByRole('link', { name })).toBeVisible()
    await expect(headerCount(page)).toHaveText('1')
  })

  test('from the product page in English, then the quantity on the cart page up to free shipping', async ({
    page,
    request,
  }) => {
    const product = await findProduct(
      request,
      'en',
      'cheap, plentiful and allowed in quantities',
      (p) =>
        p.prices.price < 25 &&
        !p.is_last_stock &&
        p.max_order_quantity >= FREE_SHIPPING_FROM / p.prices.price + 1,
    )
    await page.goto(product.link)
    await cartReady(page)
    await page.getByTestId('buy-box').getByTestId('add-to-cart').click()

    const panel = page.getByRole('dialog', { name: 'Added to your cart' })
    await expect(panel.getByTestId('added-line')).toContainText(product.name)
    const left = euros((await panel.getByTestId('free-shipping-left').textContent())!)
    expect(left).toBeCloseTo(FREE_SHIPPING_FROM - product.prices.price, 2)
    await expect(panel.getByTestId('free-shipping-left')).toContainText('more for free shipping')

    await panel.getByRole('link', { name: 'Show cart' }).click()
    await expect(page).toHaveURL(/\/en\/shopping-cart$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shopping cart')
    const line = page.getByTestId('cart-line')
    await expect(line.getByTestId('line-quantity')).toHaveText('1')

    // The stepper cannot go below 1.
    await line.getByTestId('quantity-edit').click()
    await expect(line.getByRole('button', { name: 'One less' })).toBeDisabled()
    await line.getByRole('button', { name: 'One more' }).click()
    await expect(line.getByTestId('quantity-input')).toHaveValue('2')
    await line.getByRole('button', { name: 'Cancel' }).click()
    await expect(line.getByTestId('line-quantity')).toHaveText('1')

    const enough = Math.ceil(FREE_SHIPPING_FROM / product.prices.price)
    await changeQuantity(page, line, enough)
    await expect(headerCount(page)).toHaveText(String(enough))
    await expect(page.getByTestId('total-shipping')).toContainText('Free shipping')
    await expect(page.getByTestId('free-shipping-left')).toHaveCount(0)
    const lineTotal = euros((await line.getByTestId('line-total').textContent())!)
    expect(lineTotal).toBeCloseTo(product.prices.price * enough, 2)
  })

  test('a related product from the panel: adding, then added', async ({ page, request }) => {
    const product = await findProduct(request, 'en', 'plentiful', (p) => !p.is_last_stock)
    await page.goto(product.link)
    await cartReady(page)
    await page.getByTestId('buy-box').getByTestId('add-to-cart').click()
    const panel = page.getByRole('dialog', { name: 'Added to your cart' })
    const related = panel
      .getByTestId('related-products')
      .locator('[data-testid="related-add"]:not([disabled])')
    await expect(related.first()).toBeVisible()
    await related.first().click()
    await expect(related.first()).toHaveAttribute('data-state', 'added')
    await expect(headerCount(page)).toHaveText('2')
  })

  test('a last piece added twice gives the stock warning, with show cart and accept', async ({
    page,
    request,
  }) => {
    const product = await findProduct(
      request,
      'en',
      'a last piece',
      (p) => p.is_last_stock && p.stock_available === 1,
    )
    await addThroughApi(page, product.id)
    await page.goto(product.link)
    await cartReady(page)
    await page.getByTestId('buy-box').getByTestId('add-to-cart').click()
    const warning = page.getByRole('dialog', { name: 'Not enough supply available' })
    await expect(warning).toContainText('The quantity in your cart has been adjusted to 1.')
    await expect(warning.getByRole('button', { name: 'Accept' })).toBeVisible()
    await warning.getByRole('button', { name: 'Show cart' }).click()
    await expect(page).toHaveURL(/\/en\/shopping-cart$/)
    await expect(page.getByTestId('cart-line').getByTestId('line-quantity')).toHaveText('1')
  })

  test('the panel code is gone after a new release: the product is added and the chunk error says so, in Dutch', async ({
    page,
    request,
  }) => {
    // A release replaced the hashed chunk of the panel: the server answers 404 for it.
    await page.route(/\/assets\/add-to-cart-panel-[^/]+\.js$/, (route) => route.fulfill({ status: 404 }))
    const product = await findProduct(request, 'nl', 'plentiful', (p) => !p.is_last_stock)
    await page.goto(product.link)
    await cartReady(page)
    await page.getByTestId('buy-box').getByTestId('add-to-cart').click()
    const modal = page.getByRole('dialog', { name: 'Laden mislukt' })
    await expect(modal).toContainText(
      /Het laden van chunk add-to-cart-panel-[\w-]+\.js is mislukt: het bestand bestaat niet meer/,
    )
    await expect(modal.getByRole('button', { name: 'Pagina vernieuwen' })).toBeVisible()
    await expect(headerCount(page)).toHaveText('1')
    await expect(page.getByRole('dialog', { name: 'Toegevoegd aan je winkelwagen' })).toHaveCount(0)
  })
})

test.describe('cart page', () => {
  test('free products in German: add product, follows the line quantity, delete', async ({
    page,
    request,
  }) => {
    const product = await findProduct(
      request,
      'de',
      'with a free product',
      (p) => p.free_product_options.length > 0 && !p.is_last_stock && p.max_order_quantity >= 2,
    )
    const free = product.free_product_options[0]!
    await addThroughApi(page, product.id)
    await page.goto(CART_PATH.de)
    await cartReady(page)
    const option = page.locator(`[data-free-option="${free.id}"]`)
    const toggle = option.getByTestId('free-toggle')
    await expect(toggle).toContainText('Produkt hinzufügen')
    await toggle.click()
    await expect(toggle).toHaveAttribute('data-taken', 'true')
    await expect(toggle).toContainText('Entfernen')
    await expect(option).toContainText(`1× ${free.name}`)

    await changeQuantity(page, page.getByTestId('cart-line'), 2)
    await expect(option).toContainText(`2× ${free.name}`)

    await toggle.click()
    await expect(toggle).toHaveAttribute('data-taken', 'false')
    await expect(toggle).toContainText('Produkt hinzufügen')
  })

  test('removes a line to the archive and restores it, in English', async ({ page, request }) => {
    const [first, second] = (await demoProducts(request, 'en')).filter(
      (p) => p.stock_status_code !== 'UNAVAILABLE' && !p.is_last_stock,
    )
    await addThroughApi(page, first!.id)
    await addThroughApi(page, second!.id, 2)
    await page.goto(CART_PATH.en)
    await cartReady(page)
    await expect(headerCount(page)).toHaveText('3')
    const lines = page.getByTestId('cart-line')
    await expect(lines).toHaveCount(2)

    await lines.filter({ hasText: second!.name }).getByTestId('line-remove').click()
    await expect(lines).toHaveCount(1)
    await expect(headerCount(page)).toHaveText('1')
    const archive = page.getByTestId('cart-archive')
    await expect(archive.getByRole('heading', { name: 'Recently removed' })).toBeVisible()
    const archived = archive.getByTestId('archived-line').filter({ hasText: second!.name })
    await archived.getByTestId('line-restore').click()
    await expect(lines).toHaveCount(2)
    await expect(lines.filter({ hasText: second!.name }).getByTestId('line-quantity')).toHaveText('2')
    await expect(headerCount(page)).toHaveText('3')

    // Removing the last lines leaves the empty cart, with the archive to restore from.
    for (const product of [first!, second!])
      await lines.filter({ hasText: product.name }).getByTestId('line-remove').click()
    await expect(page.getByTestId('cart-empty')).toContainText('Your shopping cart is empty')
    await expect(page.getByTestId('archived-line')).toHaveCount(2)
    await expect(headerCount(page)).toHaveCount(0)
  })

  test('a coupon in Dutch: an unknown code is refused, WELKOM10 takes 10 % off', async ({
    page,
    request,
  }) => {
    const product = await findProduct(
      request,
      'nl',
      'plentiful',
      (p) => !p.is_last_stock && p.prices.price > 30,
    )
    await addThroughApi(page, product.id)
    await page.goto(CART_PATH.nl)
    await cartReady(page)
    const coupon = page.getByTestId('coupon-panel')
    const input = coupon.getByRole('textbox', { name: 'Heb je een kortingscode?' })
    await input.fill('NOPE')
    await coupon.getByRole('button', { name: 'Toepassen' }).click()
    await expect(coupon.getByTestId('coupon-error')).toHaveText(
      'De code NOPE wordt niet herkend; controleer de code en probeer het opnieuw.',
    )
    await expect(input).toHaveAttribute('aria-invalid', 'true')

    const before = euros((await page.getByTestId('total-incl').textContent())!)
    await input.fill('WELKOM10')
    await coupon.getByRole('button', { name: 'Toepassen' }).click()
    await expect(page.getByTestId('coupon-applied')).toContainText('WELKOM10')
    const discount = page.getByTestId('total-discount')
    await expect(discount).toContainText('WELKOM10')
    expect(-euros((await discount.textContent())!)).toBeCloseTo(product.prices.price * 0.1, 1)
    const after = euros((await page.getByTestId('total-incl').textContent())!)
    expect(after).toBeLessThan(before)

    await page.getByTestId('coupon-remove').click()
    await expect(page.getByTestId('total-discount')).toHaveCount(0)
    await expect(input).toBeVisible()
  })

  test('the stepper stops at the maximum order quantity and says so', async ({ page, request }) => {
    const product = await findProduct(
      request,
      'en',
      'with a small order maximum',
      (p) => !p.is_last_stock && p.max_order_quantity > 1 && p.max_order_quantity <= 5,
    )
    await addThroughApi(page, product.id, product.max_order_quantity)
    await page.goto(CART_PATH.en)
    await cartReady(page)
    const line = page.getByTestId('cart-line')
    await line.getByTestId('quantity-edit').click()
    await expect(line.getByRole('button', { name: 'One more' })).toBeDisabled()
    await expect(line.getByTestId('quantity-max')).toHaveText(
      `You can order at most ${product.max_order_quantity} pieces.`,
    )
    // The 1 to 20 dropdown offers no more than may be ordered.
    await expect(line.getByTestId('quantity-select').locator('option:not([value=""])')).toHaveCount(
      product.max_order_quantity,
    )
    // A typed quantity that cannot be ordered is corrected where it was typed, with the reason.
    await line.getByTestId('quantity-input').fill('500')
    await line.getByTestId('quantity-input').blur()
    await expect(line.getByTestId('quantity-input')).toHaveValue(String(product.max_order_quantity))
    await line.getByTestId('quantity-input').fill('0')
    await line.getByTestId('quantity-save').click()
    await expect(line.getByTestId('line-quantity')).toHaveText('1')
    await expect(line.getByTestId('quantity-note')).toHaveText('You can order at least 1 piece.')
  })

  for (const lang of ['nl', 'en', 'de'] as const) {
    test(`has no serious accessibility violations with items, in ${lang} @mobile`, async ({
      page,
      request,
    }) => {
      const products = (await demoProducts(request, lang)).filter(
        (p) => p.stock_status_code !== 'UNAVAILABLE' && !p.is_last_stock,
      )
      const withFree = products.find((p) => p.free_product_options.length > 0)!
      await addThroughApi(page, withFree.id, 2)
      await addThroughApi(page, products.find((p) => p.id !== withFree.id)!.id)
      await page.goto(CART_PATH[lang])
      await cartReady(page)
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      await expect(page.getByTestId('cart-line')).toHaveCount(2)
      // Nothing sticks out sideways on a phone.
      const width = page.viewportSize()!.width
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      await expectNoAxeViolations(page)
      // And with the quantity editor open.
      await page.getByTestId('cart-line').first().getByTestId('quantity-edit').click()
      await expectNoAxeViolations(page)
    })
  }

  test('the add-to-cart panel has no serious accessibility violations', async ({ page, request }) => {
    const product = await findProduct(
      request,
      'en',
      'with a free product',
      (p) => p.free_product_options.length > 0,
    )
    await page.goto(product.link)
    await cartReady(page)
    await page.getByTestId('buy-box').getByTestId('add-to-cart').click()
    await expect(page.getByRole('dialog', { name: 'Added to your cart' })).toBeVisible()
    await expectNoAxeViolations(page)
  })
})

/**
 * Issue 33 (WCAG 2.4.3, 4.1.3): with the keyboard only, focus stays where the change happened (never the body)
 * and the live region says the cart's new state, in the page's language.
 */
test.describe('by keyboard, with announcements', () => {
  const SAYS = {
    nl: {
      quantity: (name: string) => `Aantal van ${name} is nu 3. Totaal`,
      removed: (name: string) => `${name} verwijderd uit je winkelwagen. Totaal`,
      applied: 'Kortingscode WELKOM10 toegepast: -€',
      removedCode: 'Kortingscode WELKOM10 verwijderd. Totaal',
      unknown: 'De code NOPE wordt niet herkend',
    },
    de: {
      quantity: (name: string) => `Die Menge von ${name} ist jetzt 3. Gesamt`,
      removed: (name: string) => `${name} wurde aus Ihrem Warenkorb entfernt. Gesamt`,
      applied: 'Gutscheincode WELKOM10 eingelöst: -€',
      removedCode: 'Gutscheincode WELKOM10 entfernt. Gesamt',
      unknown: 'NOPE',
    },
  }
  const polite = (page: Page) => page.locator('[data-announcer="polite"]')
  const assertive = (page: Page) => page.locator('[data-announcer="assertive"]')
  const total = async (page: Page) => (await page.getByTestId('total-incl').textContent())!.trim()

  for (const lang of ['nl', 'de'] as const) {
    test(`quantity, removal and coupon keep focus on the change and are announced, in ${lang}`, async ({
      page,
      request,
    }) => {
      const says = SAYS[lang]
      const [first, second] = (await demoProducts(request, lang)).filter(
        (p) =>
          p.stock_status_code !== 'UNAVAILABLE' &&
          !p.is_last_stock &&
          p.stock_available >= 3 &&
          p.max_order_quantity >= 3 &&
          p.prices.price > 30,
      )
      await addThroughApi(page, first!.id)
      await addThroughApi(page, second!.id)
      await page.goto(CART_PATH[lang])
      await cartReady(page)
      const lines = page.getByTestId('cart-line')
      const line = lines.filter({ hasText: first!.name })

      // Quantity: change → the field → 3 → Enter; focus back on the same line's "change".
      await line.getByTestId('quantity-edit').focus()
      await page.keyboard.press('Enter')
      await expect(line.getByTestId('quantity-input')).toBeFocused()
      await page.keyboard.press('ControlOrMeta+a')
      await page.keyboard.type('3')
      await page.keyboard.press('Enter')
      await expect(line.getByTestId('line-quantity')).toHaveText('3')
      await expect(line.getByTestId('quantity-edit')).toBeFocused()
      await expect(polite(page)).toContainText(says.quantity(first!.name))
      await expect(polite(page)).toContainText(await total(page))

      // Removal: focus on the line that is left.
      await line.getByTestId('line-remove').focus()
      await page.keyboard.press('Enter')
      await expect(lines).toHaveCount(1)
      await expect(lines.getByRole('link', { name: second!.name })).toBeFocused()
      await expect(polite(page)).toContainText(says.removed(first!.name))
      await expect(polite(page)).toContainText(await total(page))

      // Coupon: applied → focus on the applied code; removed → the field; refused → the field, said at once.
      const coupon = page.getByTestId('coupon-panel')
      await coupon.getByTestId('coupon-input').focus()
      await page.keyboard.type('WELKOM10')
      await page.keyboard.press('Enter')
      await expect(coupon.getByTestId('coupon-applied')).toBeFocused()
      await expect(polite(page)).toContainText(says.applied)
      await expect(polite(page)).toContainText(await total(page))
      await expectNoAxeViolations(page)

      await coupon.getByTestId('coupon-remove').focus()
      await page.keyboard.press('Enter')
      await expect(coupon.getByTestId('coupon-input')).toBeFocused()
      await expect(polite(page)).toContainText(says.removedCode)
      await page.keyboard.type('NOPE')
      await page.keyboard.press('Enter')
      await expect(assertive(page)).toContainText(says.unknown)
      await expect(coupon.getByTestId('coupon-input')).toBeFocused()
      await expect(coupon.getByTestId('coupon-input')).toHaveAttribute('aria-invalid', 'true')
    })
  }

  test('the add-to-cart panel takes focus, the header count is announced, Escape returns to the button', async ({
    page,
    request,
  }) => {
    const product = await findProduct(request, 'nl', 'plentiful', (p) => !p.is_last_stock)
    await page.goto(product.link)
    await cartReady(page)
    const button = page.getByTestId('buy-box').getByTestId('add-to-cart')
    await button.focus()
    await page.keyboard.press('Enter')
    const panel = page.getByRole('dialog', { name: 'Toegevoegd aan je winkelwagen' })
    await expect(panel).toBeVisible()
    await expect.poll(() => panel.evaluate((node) => node.contains(document.activeElement))).toBe(true)
    await expect(polite(page)).toHaveText(/^1 artikel in je winkelwagen/)
    await expect(headerCount(page)).toHaveText('1')
    await expectNoAxeViolations(page)
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await expect(button).toBeFocused()
  })
})

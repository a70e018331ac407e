import { expect, test, type Locator, type Page } from './support/test'
import { hydrated } from './support/hydration'
import { describeFocus, expectFocusVisible, isFocused, tabTo, tabToward } from './support/focus'

/**
 * The keyboard-only purchase of issue 33 ("Done means"; WCAG 2.1.1, 2.4.3, 2.4.7, 2.4.11): from a first
 * visit without a cookie choice to a paid order, with nothing but the keyboard (no clicks, no fills; text is
 * typed), in Dutch at 1280 px through the mega menu and in English at 390 px through the phone's menu. At every
 * step it asserts which control has focus and that its focus is visible and not covered; every Tab on the way
 * fails the test if focus falls to the body.
 */

// A whole purchase, one key at a time, with a focus check after each press, on a shared machine.
test.describe.configure({ timeout: 180_000 })
// A first visit: no cookie choice yet (playwright.config.ts stores one for the other journeys).
test.use({ storageState: { cookies: [], origins: [] } })

const TEXT = {
  nl: {
    home: '/',
    menu: 'Assortiment',
    paid: 'Betaald',
    register: /\/checkout\/mijn-gegevens$/,
    fulfilment: /\/checkout\/afronden$/,
    confirmation: /\/checkout\/[0-9a-f-]{36}\/bevestiging$/,
    payment: 'ideal',
    email: 'toetsenbord@example.nl',
  },
  en: {
    home: '/en/',
    menu: 'Products',
    paid: 'Paid',
    register: /\/en\/checkout\/my-information$/,
    fulfilment: /\/en\/checkout\/finish$/,
    confirmation: /\/en\/checkout\/[0-9a-f-]{36}\/confirmation$/,
    payment: 'creditcard',
    email: 'keyboard@example.nl',
  },
} as const

/** Of these products, those that can be bought now and are not the last pieces (the journey adds three). */
async function productsInStock(page: Page, ids: string[]): Promise<Set<string>> {
  const response = await page.request.post('/front-api/product', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: { ids: ids.map(Number) },
  })
  expect(response.status()).toBe(200)
  const { products } = (await response.json()) as {
    products: { id: number; stock_status_code: string; is_last_stock: boolean; stock_available: number }[]
  }
  return new Set(
    products
      .filter((p) => p.stock_status_code === 'AVAILABLE_DIRECT' && !p.is_last_stock && p.stock_available > 5)
      .map((p) => String(p.id)),
  )
}

/** Marks the document, to tell a client-side navigation (mark kept) from a document load (mark gone). */
const markDocument = (page: Page) =>
  page.evaluate(() => ((window as unknown as { __keyboardJourney?: boolean }).__keyboardJourney = true))
const sameDocument = (page: Page) =>
  page.evaluate(() => Boolean((window as unknown as { __keyboardJourney?: boolean }).__keyboardJourney))

/**
 * After a navigation: a new document starts at its top with nothing focused (the browser's doing); a
 * client-side navigation moves focus to the new page's heading (issue 33 point 4), never to the body.
 */
async function arrived(page: Page, url: RegExp, step: string): Promise<void> {
  await expect(page).toHaveURL(url, { timeout: 20_000 })
  await hydrated(page)
  if (await sameDocument(page)) {
    await expect(
      page.getByRole('heading', { level: 1 }),
      `${step}: focus on the new page's heading`,
    ).toBeFocused()
    await expectFocusVisible(page, step)
  }
  await markDocument(page)
}

/** Presses an arrow key until `target` has focus (radios, menus), at most `max` times. */
async function arrowTo(page: Page, target: Locator, key: string, max = 12): Promise<void> {
  for (let presses = 0; presses < max; presses++) {
    if (await isFocused(target)) return
    await page.keyboard.press(key)
    expect(await describeFocus(page), `after ${key}`).not.toBe('body')
  }
  await expect(target).toBeFocused()
}

/**
 * Presses a key on the control that has focus and asserts that focus is off the body once what the key does
 * has rendered (a control that replaces itself hands focus on in an effect).
 */
async function press(page: Page, key: string, step: string): Promise<void> {
  await page.keyboard.press(key)
  await expect
    .poll(() => describeFocus(page), { message: `${step}: focus after ${key}`, timeout: 2_000 })
    .not.toBe('body')
}

/** Tabs to a text field and types into it. */
async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field)
  await expectFocusVisible(page, `field ${await field.getAttribute('name')}`)
  await page.keyboard.type(text)
}

for (const lang of ['nl', 'en'] as const) {
  const phone = lang === 'en'
  test(`a keyboard-only purchase (${lang}, ${phone ? 390 : 1280}px)${phone ? ' @mobile' : ''}`, async ({
    page,
  }, testInfo) => {
    test.skip(
      testInfo.project.name !== (phone ? 'mobile' : 'desktop'),
      `the ${phone ? 'phone' : 'desktop'} journey`,
    )
    const text = TEXT[lang]

    // 1. The cookie notice: reached first (or holding focus), accepted with Enter; focus stays on the page.
    await page.goto(text.home)
    await hydrated(page)
    const accept = page.getByTestId('cookie-accept')
    await expect(accept).toBeVisible()
    // The notice's controls are the first Tab stops: its privacy link, "change", "reject", then "accept".
    await press(page, 'Tab', 'first Tab')
    await expect(page.getByTestId('cookie-notice').locator(':focus')).toHaveCount(1)
    await tabTo(page, accept, { max: 3 })
    await expectFocusVisible(page, 'cookie notice')
    await press(page, 'Enter', 'cookies accepted')
    await expect(page.getByTestId('cookie-notice')).toBeHidden()
    await expectFocusVisible(page, 'after accepting cookies')
    await markDocument(page)

    // 2. A category through the menu.
    if (phone) {
      const menuButton = page.getByTestId('mobile-menu-button')
      await tabToward(page, menuButton)
      await press(page, 'Enter', 'phone menu opened')
      const level1 = page.getByTestId('menu-level-1')
      await expect(level1).toBeVisible()
      await expectFocusVisible(page, 'phone menu')
      const category = level1.getByRole('button').first()
      await tabTo(page, category)
      await press(page, 'Enter', 'category opened')
      const level2 = page.getByTestId('menu-level-2')
      await expect(level2).toBeVisible()
      await expectFocusVisible(page, 'phone menu level 2')
      // The first sub-item after "All …" (the link to the whole category).
      await tabTo(page, level2.getByRole('link').nth(1))
    } else {
      const menuButton = page.getByRole('button', { name: text.menu, exact: true })
      await tabToward(page, menuButton)
      await press(page, 'Enter', 'mega menu opened')
      await expect(menuButton).toHaveAttribute('aria-expanded', 'true')
      const panel = page.locator(`[id="${await menuButton.getAttribute('aria-controls')}"]`)
      // The first category opens on Enter (disclosure navigation); its sub-items are reached from there.
      const category = panel.getByRole('button').first()
      // The panel's code loads on the first open: a shopper Tabs on once the categories show.
      await expect(category).toBeVisible()
      await tabTo(page, category, { max: 5 })
      await expectFocusVisible(page, 'mega menu category')
      await press(page, 'Enter', 'category opened')
      const subItems = page.getByTestId('menu-sub-items')
      await expect(subItems.getByRole('link').first()).toBeVisible()
      const subItem = subItems.getByRole('link').first()
      // The open category's sub-items follow its button in the Tab order (disclosure navigation).
      await tabTo(page, subItem, { max: 2 })
      await expectFocusVisible(page, 'mega menu sub-item')
    }
    const categoryPath = new URL(
      await page.evaluate(() => (document.activeElement as HTMLAnchorElement).href),
    ).pathname
    await press(page, 'Enter', 'sub-item followed')
    await arrived(page, new RegExp(`${categoryPath.replace(/[/.]/g, '\\$&')}$`), 'category page')
    // The menu closed with the navigation.
    await expect(page.getByTestId(phone ? 'menu-level-2' : 'menu-sub-items')).toBeHidden()

    // 3. A product from the listing: the name link of the first card that is in stock.
    const cards = page.getByTestId('product-card')
    await expect(cards.first()).toBeVisible()
    const ids = await cards.evaluateAll((all) =>
      all.map((card) => card.getAttribute('data-product-id') ?? ''),
    )
    const inStock = await productsInStock(page, ids)
    const id = ids.find((candidate) => inStock.has(candidate))
    expect(id, `a product in stock on ${categoryPath}`).toBeTruthy()
    const card = page.locator(`[data-testid="product-card"][data-product-id="${id}"]`)
    const nameLink = card.getByRole('link').first()
    await tabTo(page, nameLink, { max: 250 })
    await expectFocusVisible(page, 'product card')
    const productPath = new URL(await nameLink.evaluate((a) => (a as HTMLAnchorElement).href)).pathname
    await press(page, 'Enter', 'product opened')
    await arrived(page, new RegExp(`${productPath.replace(/[/.]/g, '\\$&')}$`), 'product page')

    // 4. Quantity 2 from the dropdown (an arrow key on a closed select changes its value), then add to cart.
    const quantity = page.getByTestId('quantity')
    await tabTo(page, quantity, { max: 60 })
    await expectFocusVisible(page, 'quantity')
    await page.keyboard.press('ArrowDown')
    await expect(quantity).toHaveValue('2')
    await expect(quantity).toBeFocused()
    const add = page.getByTestId('add-to-cart')
    await tabTo(page, add, { max: 3 })
    await expectFocusVisible(page, 'add to cart')
    await press(page, 'Enter', 'added to cart')
    // Focus moves into the add-to-cart panel (a dialog), visibly.
    const panel = page.getByTestId('add-to-cart-panel')
    await expect(panel).toBeVisible()
    const dialog = page.getByRole('dialog').filter({ has: panel })
    await expect
      .poll(() => isFocused(dialog.locator('*').or(dialog)), { message: 'focus inside the panel' })
      .toBe(true)
    await expectFocusVisible(page, 'add-to-cart panel')
    const showCart = page.getByTestId('panel-show-cart')
    await tabTo(page, showCart, { max: 20 })
    await press(page, 'Enter', 'cart opened')
    await arrived(page, new RegExp(`${lang === 'en' ? '/en' : ''}/shopping-cart$`), 'cart page')

    // 5. The quantity in the cart: 2 → 3, saved; focus stays with the changed line.
    const line = page.getByTestId('cart-line').filter({ has: page.locator(`a[href="${productPath}"]`) })
    await expect(line.getByTestId('line-quantity')).toHaveText('2')
    const edit = line.getByTestId('quantity-edit')
    await tabToward(page, edit)
    await press(page, 'Enter', 'quantity editor opened')
    const editor = line.getByTestId('quantity-editor')
    await expect(editor).toBeVisible()
    await expect.poll(() => isFocused(editor.locator('input, select, button'))).toBe(true)
    await expectFocusVisible(page, 'quantity editor')
    const increase = line.getByTestId('quantity-increase')
    await tabToward(page, increase, 5)
    await press(page, 'Enter', 'quantity increased')
    await expect(line.getByTestId('quantity-input')).toHaveValue('3')
    await tabTo(page, line.getByTestId('quantity-save'), { max: 3 })
    await press(page, 'Enter', 'quantity saved')
    await expect(line.getByTestId('line-quantity')).toHaveText('3')
    await expect.poll(() => isFocused(line.locator('*')), { message: 'focus on the changed line' }).toBe(true)
    await expectFocusVisible(page, 'after the quantity change')

    // 6. Checkout as a guest.
    const checkout = page.getByTestId('cart-checkout')
    await tabToward(page, checkout, 60)
    await expectFocusVisible(page, 'to checkout')
    await press(page, 'Enter', 'checkout')
    await arrived(page, text.register, 'step 1')

    // 7. Step 1 with the postcode lookup: postcode and number fill street and town.
    await typeInto(page, page.getByTestId('register-email'), text.email)
    const delivery = page.getByTestId('register-delivery')
    await typeInto(page, delivery.getByTestId('address-first_name'), 'Toos')
    await typeInto(page, delivery.getByTestId('address-last_name'), 'Bord')
    await typeInto(page, delivery.getByTestId('address-postal_code'), '3442AE')
    await typeInto(page, delivery.getByTestId('address-house_number'), '1')
    // The lookup runs while focus moves on; what it found shows and is announced.
    await page.keyboard.press('Tab')
    await expect(delivery.getByTestId('address-summary')).toContainText('Kerkstraat 1')
    await expect(delivery.getByTestId('address-summary')).toContainText('Woerden')
    await expectFocusVisible(page, 'after the postcode lookup')
    await typeInto(page, delivery.getByTestId('address-phone_number'), '0612345678')
    const submit = page.getByTestId('register-submit')
    await tabTo(page, submit, { max: 20 })
    await expectFocusVisible(page, 'step 1 submit')
    await press(page, 'Enter', 'step 1 sent')
    await arrived(page, text.fulfilment, 'step 2')

    // 8. Step 2: a pickup point. Selecting the radio opens nothing; the button opens the chooser.
    const pickupRadio = page.getByTestId('delivery-pickup_point')
    const firstDelivery = page.getByTestId('delivery-section').getByRole('radio').first()
    await tabToward(page, firstDelivery, 60)
    await arrowTo(page, pickupRadio, 'ArrowDown')
    await expect(pickupRadio).toBeChecked()
    await expect(pickupRadio, 'selecting a radio opens no dialog (3.2.2)').toBeFocused()
    await expectFocusVisible(page, 'pickup radio')
    await expect(page.getByTestId('pickup-chooser')).toHaveCount(0)
    const open = page.getByTestId('pickup-point-open')
    await tabTo(page, open, { max: 10 })
    await press(page, 'Enter', 'pickup chooser opened')
    const chooser = page.getByTestId('pickup-chooser')
    await expect(chooser).toBeVisible()
    const chooserDialog = page.getByRole('dialog').filter({ has: chooser })
    await expect.poll(() => isFocused(chooserDialog.locator('*'))).toBe(true)
    await expectFocusVisible(page, 'pickup chooser')
    // The list is the keyboard's way: its first point comes before any map pin.
    const location = chooser.getByTestId('pickup-location').first()
    await expect(location).toBeVisible({ timeout: 15_000 })
    const pointName = (await location.locator('span.font-semibold').textContent())!.trim()
    await tabTo(page, location, { max: 15 })
    await press(page, 'Enter', 'pickup point selected')
    await expect(chooser.getByTestId('pickup-selected')).toContainText(pointName)
    const choose = chooser.getByTestId('pickup-choose')
    await tabTo(page, choose, { max: 10 })
    await expectFocusVisible(page, 'choose this pickup point')
    await press(page, 'Enter', 'pickup point chosen')
    await expect(chooser).toBeHidden()
    await expect(page.getByTestId('pickup-point-name')).toHaveText(pointName)
    await expectFocusVisible(page, 'after the pickup chooser closed')

    // 9. A payment method, by arrows within its radio group.
    const method = page.getByTestId(`payment-${text.payment}`)
    const firstMethod = page.getByTestId('payment-section').getByRole('radio').first()
    await tabToward(page, firstMethod, 30)
    await expectFocusVisible(page, 'payment methods')
    await press(page, 'Space', 'first method chosen')
    await arrowTo(page, method, 'ArrowDown', 15)
    await expect(method).toBeChecked()
    await expectFocusVisible(page, 'payment method')

    // 10. Order and pay on the test provider's page.
    const place = page.getByTestId('place-order-submit')
    await expect(place).toBeEnabled()
    await tabTo(page, place, { max: 30 })
    await expectFocusVisible(page, 'order and pay')
    // A full page load follows: no focus to poll on the way.
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/test-psp\//, { timeout: 20_000 })
    await expect(page.locator('html')).toHaveAttribute('lang', lang)
    const paid = page.getByRole('button', { name: text.paid, exact: true })
    await tabTo(page, paid, { max: 10 })
    await expectFocusVisible(page, 'paid')
    await page.keyboard.press('Enter')

    // 11. The confirmation.
    await expect(page).toHaveURL(text.confirmation, { timeout: 20_000 })
    await expect(page.getByTestId('confirmation-status')).toHaveAttribute('data-status', 'paid')
    await expect(page.getByTestId('order-pickup-point')).toContainText(pointName)
    await hydrated(page)
    await tabTo(page, page.getByRole('link').or(page.getByRole('button')).first(), { max: 1 })
  })
}

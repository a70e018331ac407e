import sharp from 'sharp'
import { expect, test, type Browser, type Page } from './support/test'
import { hydrated } from './support/hydration'
import { staffPage } from './support/staff'

/**
 * The catalogue by hand (issue 35), as a new member of staff meets it: an administrator makes their account
 * with the catalogue role; they log in, see only their screens, and make a product with three photos, two
 * features and a colour variant in Dutch, English and German. Shoppers find it in its category through the
 * feature's filter and buy it; renamed, its old address redirects for good; a colleague who saves an older
 * version of it gets the conflict with both versions instead of overwriting.
 */

const RUN = Date.now().toString(36)
const MEMBER = { email: `noor-${RUN}@messenwinkel.example`, password: 'een lang wachtwoord voor noor' }
const CODE = `E2E-SANMAI-${RUN}`.toUpperCase()
const STEEL = `Sanmai ${RUN}`
const NAME = {
  nl: `Sanmai zakmes ${RUN}`,
  en: `Sanmai pocket knife ${RUN}`,
  de: `Sanmai Taschenmesser ${RUN}`,
}
const SLUG = {
  nl: `sanmai-zakmes-${RUN}`,
  en: `sanmai-pocket-knife-${RUN}`,
  de: `sanmai-taschenmesser-${RUN}`,
}

/** Three photos that differ in colour and size, made here (nothing downloaded). */
function photos() {
  return Promise.all(
    ['#7b241c', '#1a5276', '#196f3d'].map(async (background, index) => ({
      name: `sanmai-${index + 1}.jpg`,
      mimeType: 'image/jpeg',
      buffer: await sharp({ create: { width: 640 + index * 40, height: 480, channels: 3, background } })
        .jpeg()
        .toBuffer(),
    })),
  )
}

async function logIn(browser: Browser, path: string): Promise<Page> {
  const context = await browser.newContext({ locale: 'nl-NL' })
  const page = await context.newPage()
  await page.goto(path)
  await page.getByLabel('E-mailadres').fill(MEMBER.email)
  await page.getByLabel('Wachtwoord').fill(MEMBER.password)
  await page.getByRole('button', { name: 'Inloggen' }).click()
  return page
}

/** Chooses the option of a select whose text matches, whatever its value. */
async function choose(page: Page, select: string, text: RegExp) {
  const value = await page.locator(`${select} option`).filter({ hasText: text }).first().getAttribute('value')
  await page.locator(select).selectOption(value!)
}

test('a new member of staff makes a product by hand; shoppers filter, find and buy it; renamed, its old address redirects; an older version saved gets the conflict', async ({
  browser,
}) => {
  test.slow()

  // An administrator makes the account, with the catalogue role and a Dutch back office.
  const admin = await staffPage(browser, '/admin/staff/new')
  await admin.locator('#name').fill('Noor')
  await admin.locator('#email').fill(MEMBER.email)
  await admin.locator('#role').selectOption('catalogue')
  await admin.locator('#locale').selectOption('nl')
  await admin.locator('#password').fill(MEMBER.password)
  await admin.getByRole('button', { name: 'Create staff member' }).click()
  await expect(admin.getByRole('alert')).toHaveCount(0)

  // The new member lands on the products and sees the catalogue's screens, not the orders or settings.
  const member = await logIn(browser, '/admin')
  await expect(member).toHaveURL(/\/admin\/products$/)
  const nav = member.getByRole('navigation', { name: 'Backoffice-menu' })
  await expect(nav.getByRole('link', { name: 'Categorieën' })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Bestellingen' })).toHaveCount(0)
  await expect(nav.getByRole('link', { name: 'Instellingen' })).toHaveCount(0)
  expect((await member.request.get('/admin/settings')).status()).toBe(403)

  // A new product with everything the shop shows of it, in three languages.
  await member.getByRole('link', { name: 'Nieuw product' }).click()
  await member.locator('#ref').fill(CODE)
  await member.locator('#status').selectOption('active')
  await choose(member, '#category', /Slipjoints/)
  await choose(member, '#brand', /Alpenklinge/)
  for (const language of ['nl', 'en', 'de'] as const) {
    await member.locator(`#name_${language}`).fill(NAME[language])
    await member.locator(`#slug_${language}`).fill(SLUG[language])
  }
  await member.locator('#description_nl').fill('Een slipjoint met een lemmet van drie lagen staal.')
  await member.locator('#description_en').fill('A slipjoint with a blade of three layers of steel.')
  await member.locator('#description_de').fill('Ein Slipjoint mit einer Klinge aus drei Lagen Stahl.')
  await member.locator('#price').fill('64,95')
  await member.locator('#stock').fill('12')
  await member.locator('#variant_group').fill(`${CODE}-GROEP`)
  await member.locator('#size').fill('8 cm')
  await member.locator('#colour_nl').fill('blauw')
  await member.locator('#colour_en').fill('blue')
  await member.locator('#colour_de').fill('blau')
  await choose(member, 'select[name=feature_add_1]', /Staalsoort/)
  await member.locator('input[name=feature_add_1_value]').fill(STEEL)
  await choose(member, 'select[name=feature_add_2]', /Lemmetlengte/)
  await member.locator('input[name=feature_add_2_value]').fill('8.5')
  await member.locator('input[name=photos]').setInputFiles(await photos())
  await member.getByRole('button', { name: 'Product aanmaken' }).click()
  await expect(member.getByText('Het product is aangemaakt.')).toBeVisible()
  const editUrl = new URL(member.url())
  expect(editUrl.pathname).toMatch(/^\/admin\/products\/\d+$/)
  await expect(member.locator('ol.photos > li')).toHaveCount(3)

  // A second colour: a copy with its own code, address and colour, in the same variant group.
  await member.getByRole('link', { name: 'Dupliceren' }).click()
  await member.locator('#ref').fill(`${CODE}-R`)
  await member.locator('#status').selectOption('active')
  await member.locator('#stock').fill('5')
  for (const language of ['nl', 'en', 'de'] as const)
    await member.locator(`#slug_${language}`).fill(`${SLUG[language]}-rood`)
  await member.locator('#colour_nl').fill('rood')
  await member.locator('#colour_en').fill('red')
  await member.locator('#colour_de').fill('rot')
  await member.getByRole('button', { name: 'Product aanmaken' }).click()
  await expect(member.getByText('Het product is aangemaakt.')).toBeVisible()

  // A shopper finds it in its category through the new steel's filter, sees it in three languages and buys it.
  const shopper = await (await browser.newContext({ locale: 'nl-NL' })).newPage()
  await shopper.goto('/zakmessen/slipjoints')
  await hydrated(shopper)
  await shopper
    .getByRole('group', { name: /Staalsoort/ })
    .getByLabel(new RegExp(STEEL))
    .check()
  await expect(shopper).toHaveURL(/[?&]feature=steel/)
  const grid = shopper.getByTestId('product-grid')
  await expect(grid.getByRole('link', { name: new RegExp(NAME.nl) }).first()).toBeVisible()
  await expect(grid.getByRole('link', { name: /Bever Mini/ })).toHaveCount(0)
  for (const [language, prefix] of [
    ['en', '/en'],
    ['de', '/de'],
  ] as const) {
    const page = await shopper.context().newPage()
    await page.goto(`${prefix}/${SLUG[language]}`)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(NAME[language])
    await page.close()
  }
  await shopper.goto(`/${SLUG.nl}`)
  await hydrated(shopper)
  await expect(shopper.getByRole('heading', { level: 1 })).toContainText(NAME.nl)
  await expect(shopper.getByText('€ 64,95').first()).toBeVisible()
  // Its photos come from the shop's own media, in the order uploaded.
  const gallery = shopper.locator('img[src^="/media/img/"]')
  expect(await gallery.count()).toBeGreaterThanOrEqual(3)
  // The other colour of the model is offered.
  await expect(shopper.locator('a[data-variant="rood"]')).toBeVisible()
  await expect(shopper.locator('[data-variant="blauw"][aria-current="page"]')).toBeVisible()
  await shopper.getByTestId('add-to-cart').click()
  await shopper
    .getByRole('dialog', { name: 'Toegevoegd aan je winkelwagen' })
    .getByRole('link', { name: 'Bekijk winkelwagen' })
    .click()
  await expect(shopper).toHaveURL(/\/shopping-cart$/)
  await hydrated(shopper)
  await shopper.getByTestId('cart-checkout').click()
  await shopper.getByTestId('register-email').fill(`koper-${RUN}@example.nl`)
  const delivery = shopper.getByTestId('register-delivery')
  await delivery.getByTestId('address-first_name').fill('Anna')
  await delivery.getByTestId('address-last_name').fill('de Vries')
  await delivery.getByTestId('address-postal_code').fill('3442AE')
  await delivery.getByTestId('address-house_number').fill('1')
  await expect(delivery.getByTestId('address-summary')).toContainText('3442 AE')
  await delivery.getByTestId('address-phone_number').fill('0612345678')
  await shopper.getByTestId('register-submit').click()
  await expect(shopper).toHaveURL(/\/checkout\/afronden$/)
  await shopper.getByTestId('delivery-home_delivery').check()
  await shopper.getByTestId('payment-ideal').check()
  await shopper.getByTestId('place-order-submit').click()
  await expect(shopper).toHaveURL(/\/test-psp\//)
  await shopper.getByRole('button', { name: 'Betaald' }).click()
  await expect(shopper.getByTestId('order-status')).toHaveText('Betaald')
  await expect(shopper.getByTestId('order-lines')).toContainText(NAME.nl)

  // Renamed with a new address: the old one redirects for good.
  await member.goto(editUrl.pathname)
  await member.locator('#name_nl').fill(`${NAME.nl} damast`)
  await member.locator('#slug_nl').fill(`${SLUG.nl}-damast`)
  await member.getByRole('button', { name: 'Opslaan', exact: true }).click()
  await expect(member.getByText(/De wijzigingen zijn opgeslagen/)).toBeVisible()
  const old = await shopper.request.get(`/${SLUG.nl}`, { maxRedirects: 0 })
  expect(old.status()).toBe(301)
  expect(old.headers().location).toMatch(new RegExp(`/${SLUG.nl}-damast$`))
  await shopper.goto(`/${SLUG.nl}`)
  await expect(shopper).toHaveURL(new RegExp(`/${SLUG.nl}-damast$`))
  await expect(shopper.getByRole('heading', { level: 1 })).toContainText(`${NAME.nl} damast`)

  // Two sessions open the product; the first saves a new price, the second's older version is refused.
  const colleague = await staffPage(browser, editUrl.pathname)
  await member.goto(editUrl.pathname)
  await member.locator('#price').fill('59,95')
  await member.getByRole('button', { name: 'Opslaan', exact: true }).click()
  await expect(member.getByText(/De wijzigingen zijn opgeslagen/)).toBeVisible()
  await colleague.locator('#stock').fill('20')
  await colleague.getByRole('button', { name: 'Save', exact: true }).click()
  const conflict = colleague.getByRole('alert').filter({ hasText: 'Someone else saved this in the meantime' })
  await expect(conflict).toBeVisible()
  await expect(conflict).toContainText('Noor')
  const price = conflict.getByTestId('conflict-row').filter({ hasText: 'Price' })
  await expect(price).toContainText('59,95')
  await expect(price).toContainText('64,95')
  // The form keeps the colleague's own values; nothing of theirs was saved.
  await expect(colleague.locator('#stock')).toHaveValue('20')
  await shopper.goto(`/${SLUG.nl}-damast`)
  await expect(shopper.getByText('€ 59,95').first()).toBeVisible()
  await expect(admin.getByRole('alert')).toHaveCount(0)
})

import { expect as baseExpect, test, type APIRequestContext, type Browser, type Page } from './support/test'
import sharp from 'sharp'
import { expectNoAxeViolations } from './support/axe'
import { openHydrated } from './support/hydration'
import { staffPage } from './support/staff'

/**
 * Product reviews (spec §2 "Product page" reviews panel, review create panel, customer photos; §4, §5): a
 * shopper writes a review with a photo (held for a check, docs/decisions/0063, 0096), staff publish it in the
 * back office, and the review and its photo show on the product page (nl, the whole journey); an anonymous
 * review without photos waits for staff too (en); the page's own language comes first and the others open
 * behind "reviews in other languages", grouped by language (nl, de); errors show per field under the inputs
 * (de).
 */
// The reviews part and the panel load their code when needed: allow a busy machine a few seconds.
const expect = baseExpect.configure({ timeout: 15_000 })
test.setTimeout(120_000)

type Lang = 'nl' | 'en' | 'de'
const SLUG: Record<Lang, string> = { nl: 'reviews', en: 'reviews', de: 'bewertungen' }

async function product(request: APIRequestContext, lang: Lang, index: number) {
  const response = await request.post('/front-api/product', {
    headers: { 'X-Requested-With': 'XMLHttpRequest', 'X-Shop-Locale': lang },
    data: { ids: [11, 12, 13, 14, 15, 16, 17, 18] },
  })
  const { products } = (await response.json()) as { products: Array<{ id: number; link: string }> }
  return products[index]!
}

async function openReviews(page: Page, link: string, lang: Lang) {
  await openHydrated(page, `${link}#${SLUG[lang]}`)
  await expect(page.getByTestId('write-review')).toBeVisible()
}

test('write a review with a photo, publish it in the back office, see it on the page (nl)', async ({
  page,
  browser,
}) => {
  const { link } = await product(page.request, 'nl', 0)
  await openReviews(page, link, 'nl')
  await page.getByTestId('write-review').click()
  const panel = page.getByRole('dialog', { name: 'Review schrijven' })
  await expect(panel).toBeVisible()

  const name = `Fotograaf ${Date.now()}`
  await panel.getByLabel('Naam').fill(name)
  await panel.getByLabel('E-mailadres').fill('foto@example.nl')
  // The rating is a group of radios, 5 by default.
  await expect(panel.getByRole('radio', { name: '5 sterren' })).toBeChecked()
  await panel.getByText('4 sterren').click({ force: true })
  await expect(panel.getByRole('radio', { name: '4 sterren' })).toBeChecked()
  await panel.getByLabel('Je review').fill('Mooi <b>scherp</b> mes.')
  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#2a6' } })
    .jpeg()
    .toBuffer()
  await panel.locator('input[type=file]').setInputFiles([
    { name: 'mes.jpg', mimeType: 'image/jpeg', buffer: photo },
    { name: 'notities.txt', mimeType: 'text/plain', buffer: Buffer.from('geen foto') },
  ])
  // Only images are taken; the text file is named in an error under the photos.
  await expect(panel.getByRole('alert')).toContainText('notities.txt is geen afbeelding')
  await expect(panel.getByRole('button', { name: 'Foto mes.jpg verwijderen' })).toBeVisible()
  await expectNoAxeViolations(page)
  await panel.getByRole('button', { name: 'Review plaatsen' }).click()
  await expect(panel.getByTestId('review-thanks')).toContainText('We bekijken je review')
  await panel.getByTestId('review-thanks').getByRole('button', { name: 'Sluiten' }).click()
  await expect(panel).toBeHidden()
  // Held for a check: not on the page yet.
  await expect(page.getByTestId('review').filter({ hasText: name })).toHaveCount(0)

  const staff = await staffPage(browser, '/admin/reviews')
  const card = staff.locator('article').filter({ hasText: name })
  await expect(card.getByRole('img', { name: 'Photo 1' })).toBeVisible()
  await card.getByRole('button', { name: 'Publish' }).click()
  await expect(staff.getByRole('status')).toHaveText('The review has been published.')
  await staff.context().close()

  // A new document (the same URL with its hash would only scroll): the list is fetched again.
  await page.goto('about:blank')
  await openReviews(page, link, 'nl')
  const review = page.getByTestId('review').filter({ hasText: name })
  await expect(review).toContainText('Mooi <b>scherp</b> mes.')
  await expect(review.getByRole('img', { name: '4 van de 5 sterren' })).toBeVisible()
  const strip = page.locator('[data-slot="customer-photos"]')
  await expect(strip.getByRole('heading', { name: "Foto's van klanten" })).toBeVisible()
  await strip
    .getByRole('button', { name: /Foto 1 van \d+ vergroten/ })
    .first()
    .click()
  const viewer = page.getByRole('dialog', { name: 'Foto van een klant' })
  const large = viewer.getByRole('img').first()
  await expect(large).toHaveJSProperty('complete', true)
  expect(await large.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  await expectNoAxeViolations(page)
})

test('an anonymous review without photos waits for staff too (en)', async ({ page }) => {
  const { link } = await product(page.request, 'en', 1)
  await openReviews(page, link, 'en')
  await page.getByTestId('write-review').click()
  const panel = page.getByRole('dialog', { name: 'Write a review' })
  await panel.getByLabel('Post anonymously').check()
  await expect(panel.getByLabel('Name')).toBeDisabled()
  await expect(panel.getByLabel('Name')).toHaveValue('Anonymous')
  await panel.getByLabel('Email address').fill('anon@example.com')
  const text = `Lovely knife ${Date.now()}`
  await panel.getByLabel('Your review').fill(text)
  await panel.getByRole('button', { name: 'Post review' }).click()
  await expect(panel.getByTestId('review-thanks')).toContainText('We will check your review first')
  await panel.getByTestId('review-thanks').getByRole('button', { name: 'Close' }).click()
  await expect(page.getByText('We read every review before it goes on the site.')).toBeVisible()
  await expect(page.getByTestId('review').filter({ hasText: text })).toHaveCount(0)
})

/** Writes a review as the JSON call of spec §7 (no photos) in `lang`, and staff publish it. */
async function publishedReview(
  page: Page,
  browser: Browser,
  productId: number,
  reviews: Array<{ lang: Lang; text: string; anonymous?: boolean }>,
) {
  for (const review of reviews) {
    const response = await page.request.post('/front-api/product/review', {
      headers: { 'X-Requested-With': 'XMLHttpRequest', 'X-Shop-Locale': review.lang },
      data: {
        product_id: productId,
        name: review.anonymous ? '' : 'Lena',
        anonymous: review.anonymous ?? false,
        email: 'lena@example.de',
        rating: 4,
        review: review.text,
      },
    })
    expect(response.status()).toBe(201)
  }
  const staff = await staffPage(browser, '/admin/reviews')
  for (const review of reviews) {
    await staff
      .locator('article')
      .filter({ hasText: review.text })
      .getByRole('button', { name: 'Publish' })
      .click()
    await expect(staff.getByRole('status')).toHaveText('The review has been published.')
  }
  await staff.context().close()
}

test('own-language reviews first, the others behind "reviews in other languages" (nl, de)', async ({
  page,
  browser,
}) => {
  const { id, link: nlLink } = await product(page.request, 'nl', 3)
  const { link: deLink } = await product(page.request, 'de', 3)
  const stamp = Date.now()
  const texts = { nl: `Goed mes ${stamp}`, de: `Gutes Messer ${stamp}`, en: `Good knife ${stamp}` }
  await publishedReview(page, browser, id, [
    { lang: 'nl', text: texts.nl },
    { lang: 'de', text: texts.de },
    { lang: 'en', text: texts.en, anonymous: true },
  ])

  await openReviews(page, nlLink, 'nl')
  const own = page.getByTestId('own-reviews')
  await expect(own.getByTestId('review').filter({ hasText: texts.nl })).toBeVisible()
  await expect(own).not.toContainText(texts.de)
  await expect(own).not.toContainText(texts.en)
  const others = page.getByTestId('other-language-reviews')
  const toggle = others.getByRole('button', { name: /^\d+ reviews? in (een )?andere (taal|talen)$/ })
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await expect(page.getByText(texts.de)).toBeHidden()
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  const german = others.getByRole('region', { name: /^In het Duits \(\d+\)$/ })
  await expect(german.getByTestId('review').filter({ hasText: texts.de })).toBeVisible()
  const english = others.getByRole('region', { name: /^In het Engels \(\d+\)$/ })
  const anonymous = english.getByTestId('review').filter({ hasText: texts.en })
  // The anonymous writer wrote in English; a Dutch page names them in Dutch.
  await expect(anonymous).toContainText('Anoniem')
  await expect(anonymous.getByText(texts.en)).toHaveAttribute('lang', 'en')
  await expectNoAxeViolations(page)

  await page.goto('about:blank')
  await openReviews(page, deLink, 'de')
  await expect(
    page.getByTestId('own-reviews').getByTestId('review').filter({ hasText: texts.de }),
  ).toBeVisible()
  await expect(page.getByTestId('own-reviews')).not.toContainText(texts.nl)
  const andere = page.getByTestId('other-language-reviews')
  await andere.getByRole('button', { name: /Bewertungen? in (einer )?anderen? Sprachen?/ }).click()
  await expect(
    andere.getByRole('region', { name: /^Auf Niederländisch \(\d+\)$/ }).getByText(texts.nl),
  ).toBeVisible()
  const englishDe = andere
    .getByRole('region', { name: /^Auf Englisch \(\d+\)$/ })
    .getByTestId('review')
    .filter({ hasText: texts.en })
  await expect(englishDe).toContainText('Anonym')
  await expect(englishDe).not.toContainText('Anonymous')
  await expectNoAxeViolations(page)
})

test('errors show per field under the inputs (de)', async ({ page }) => {
  const { link } = await product(page.request, 'de', 2)
  await openReviews(page, link, 'de')
  await page.getByTestId('write-review').click()
  const panel = page.getByRole('dialog', { name: 'Bewertung schreiben' })
  await panel.getByLabel('E-Mail-Adresse').fill('keine-adresse')
  await panel.getByRole('button', { name: 'Bewertung absenden' }).click()
  const alerts = panel.getByRole('alert')
  await expect(
    alerts.filter({ hasText: 'Bitte geben Sie Ihren Namen ein oder wählen Sie anonym.' }),
  ).toBeVisible()
  await expect(panel.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true')
  await expect(panel.getByLabel('E-Mail-Adresse')).toHaveAttribute('aria-invalid', 'true')
  // An error clears when its field changes.
  await panel.getByLabel('Name').fill('Klaus')
  await expect(panel.getByLabel('Name')).not.toHaveAttribute('aria-invalid', 'true')
  await expectNoAxeViolations(page)
})

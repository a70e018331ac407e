import { expect, test } from './support/test'
import { hydrated } from './support/hydration'

test('shots @mobile', async ({ page }, testInfo) => {
  const w = testInfo.project.name
  const response = await page.request.post('/front-api/product', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: { ids: Array.from({ length: 60 }, (_, index) => index + 1) },
  })
  const { products } = (await response.json()) as { products: { id: number; stock_status_code: string; is_last_stock: boolean; stock_available: number }[] }
  const p = products.filter((x) => x.stock_status_code === 'AVAILABLE_DIRECT' && !x.is_last_stock && x.stock_available > 5)[4]!
  await page.request.post('/front-api/checkout-line', { headers: { 'X-Requested-With': 'XMLHttpRequest' }, data: { product_id: p.id, quantity: 1 } })
  await page.goto('/checkout/mijn-gegevens')
  await hydrated(page)
  await page.getByTestId('register-submit').click()
  await expect(page.getByTestId('form-banner')).toBeVisible()
  await page.screenshot({ path: `/tmp/shot-step1-${w}.png` })
  await page.getByTestId('register-email').fill('x@example.nl')
  const d = page.getByTestId('register-delivery')
  await d.getByTestId('address-first_name').fill('Anna')
  await d.getByTestId('address-last_name').fill('de Vries')
  await d.getByTestId('address-postal_code').fill('3442AE')
  await d.getByTestId('address-house_number').fill('1')
  await expect(d.getByTestId('address-summary')).toContainText('3442 AE')
  await d.getByTestId('address-phone_number').fill('0612345678')
  await page.getByTestId('register-submit').click()
  await expect(page).toHaveURL(/afronden/)
  await hydrated(page)
  await page.getByTestId('delivery-pickup_point').check()
  await page.getByTestId('place-order-submit').click()
  await expect(page.getByRole('radiogroup', { name: 'Betaalmethode' })).toBeFocused()
  await page.screenshot({ path: `/tmp/shot-step2-${w}.png` })
  await page.getByTestId('pickup-point-open').scrollIntoViewIfNeeded()
  await page.screenshot({ path: `/tmp/shot-step2b-${w}.png` })
  await page.getByTestId('pickup-point-open').click()
  await expect(page.getByRole('option').first()).toBeVisible()
  await page.waitForTimeout(800)
  await page.screenshot({ path: `/tmp/shot-chooser-${w}.png` })
})

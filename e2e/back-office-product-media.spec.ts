import sharp from 'sharp'
import { expect, test, type Page } from './support/test'
import { watchCspViolations } from './support/csp'
import { openHydrated } from './support/hydration'
import { staffPage } from './support/staff'
import { PLAYER_ORIGIN, routeYouTube } from './support/youtube-stand-in'

/**
 * A product's photos and video by hand (issue 35): staff drop three photos on the product form's gallery,
 * see them before saving, reorder them (dragging and the move buttons), give them alt texts, add a YouTube
 * video by pasting its address, and save; the shop's product page then shows the photos in that order with
 * those alt texts and plays the video under the production CSP. A refused upload is named with its reason
 * and the photos that were stored stay in the form.
 */

/** Three photos that differ in colour and size, made here (nothing downloaded). */
async function photos() {
  const colours = ['#c0392b', '#2471a3', '#229954']
  return Promise.all(
    colours.map(async (background, index) => ({
      name: `photo-${index + 1}.jpg`,
      mimeType: 'image/jpeg',
      buffer: await sharp({ create: { width: 400 + index * 40, height: 300, channels: 3, background } })
        .jpeg()
        .toBuffer(),
    })),
  )
}

/** Drops files on the gallery as a person dragging them from their desktop would. */
async function dropFiles(page: Page, files: Array<{ name: string; mimeType: string; buffer: Buffer }>) {
  const transfer = await page.evaluateHandle(
    (list) => {
      const data = new DataTransfer()
      for (const file of list)
        data.items.add(new File([new Uint8Array(file.bytes)], file.name, { type: file.mimeType }))
      return data
    },
    files.map((file) => ({ name: file.name, mimeType: file.mimeType, bytes: [...file.buffer] })),
  )
  const zone = page.locator('.drop-zone')
  await zone.dispatchEvent('dragover', { dataTransfer: transfer })
  await zone.dispatchEvent('drop', { dataTransfer: transfer })
}

/** The gallery's cards in their order, as their heading reads. */
const cardLabels = (page: Page) =>
  page.locator('ol.photos > li').evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')))

test.describe('a product’s photos and video in the back office', () => {
  test('drop three photos, reorder them, give alt texts and a video; the shop shows them so', async ({
    browser,
    page,
  }) => {
    test.slow()
    const staff = await staffPage(browser, '/admin/products/1')
    const slug = await staff.locator('input[name="slug_en"]').inputValue()
    const slugNl = await staff.locator('input[name="slug_nl"]').inputValue()
    expect(slug).not.toBe('')
    // Start from no photos of the demo's own: remove those it has (the form keeps at least the new ones).
    const removes = staff.getByLabel('Remove', { exact: true })
    for (let i = 0; i < (await removes.count()); i++) await removes.nth(i).check()

    const [red, blue, green] = await photos()
    await dropFiles(staff, [red!, blue!, green!])
    const fresh = staff.locator('ol.photos > li.new')
    await expect(fresh).toHaveCount(3)
    await expect(fresh.nth(0)).toContainText('photo-1.jpg')
    // Previews of the files themselves, before saving.
    await expect(fresh.nth(0).locator('img')).toHaveAttribute('src', /^blob:/)
    expect(
      await staff.locator('input[name=photos]').evaluate((input: HTMLInputElement) => input.files?.length),
    ).toBe(3)

    // Green first by dragging its picture onto the red one's, then red after blue with the keyboard's button.
    await fresh.nth(2).locator('img').dragTo(fresh.nth(0).locator('img'))
    await expect(fresh.nth(0)).toContainText('photo-3.jpg')
    const redCard = staff.locator('ol.photos > li.new', { hasText: 'photo-1.jpg' })
    await redCard.getByRole('button', { name: 'Later' }).focus()
    await staff.keyboard.press('Enter')
    await expect(staff.getByRole('status')).toContainText(/Photo moved to place \d+\./)
    const order = await fresh.evaluateAll((items) =>
      items.map((item) => item.querySelector('[data-file-name]')!.textContent),
    )
    expect(order).toEqual(['photo-3.jpg', 'photo-2.jpg', 'photo-1.jpg'])

    const alts = {
      'photo-3.jpg': ['Groen mes', 'Green knife', 'Grünes Messer'],
      'photo-2.jpg': ['Blauw mes', 'Blue knife', 'Blaues Messer'],
      'photo-1.jpg': ['Rood mes', 'Red knife', 'Rotes Messer'],
    }
    for (const [file, [nl, en, de]] of Object.entries(alts)) {
      const card = staff.locator('ol.photos > li.new', { hasText: file })
      await card.getByLabel('Alt text (Dutch)').fill(nl!)
      await card.getByLabel('Alt text (English)').fill(en!)
      await card.getByLabel('Alt text (German)').fill(de!)
    }
    await staff.getByLabel('YouTube address or video id').fill('https://youtu.be/dQw4w9WgXcQ?si=shared')
    await staff.getByLabel('Video title (Dutch)').fill('Zo slijpt u het mes')
    await staff.getByLabel('Video title (English)').fill('How to sharpen the knife')
    await staff.getByLabel('Video title (German)').fill('So schleifen Sie das Messer')
    await staff.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(staff.getByRole('status').first()).toBeVisible()
    await expect(staff).toHaveURL(/\/admin\/products\/1\?done=saved$/)

    // Stored: three photos of the shop's own in that order, with their alt texts; the video's id alone.
    expect(await cardLabels(staff)).toEqual(['Photo 1', 'Photo 2', 'Photo 3'])
    await expect(staff.locator('input[name="image_1_alt_en"]')).toHaveValue('Green knife')
    await expect(staff.locator('input[name="image_3_alt_de"]')).toHaveValue('Rotes Messer')
    await expect(staff.locator('input[name="image_1"]')).toHaveValue(
      /^\/media\/img\/1\/[0-9a-f]{64}\/sq550\.jpg$/,
    )
    await expect(staff.getByLabel('YouTube address or video id')).toHaveValue('dQw4w9WgXcQ')

    // The shop, under its production CSP.
    const violations = await watchCspViolations(page)
    await routeYouTube(page)
    await openHydrated(page, `/en/${slug}`)
    const gallery = page.getByTestId('product-gallery')
    const pictures = gallery.locator('[data-slide] img')
    await expect(pictures.nth(0)).toHaveAttribute('alt', 'Green knife')
    await expect(pictures.nth(1)).toHaveAttribute('alt', 'Blue knife')
    await expect(pictures.nth(2)).toHaveAttribute('alt', 'Red knife')
    // Each of them is served (the derived sizes of the uploads).
    for (let i = 0; i < 3; i++) {
      const src = await pictures.nth(i).getAttribute('src')
      expect((await page.request.get(src!)).status(), src!).toBe(200)
    }
    const slide = gallery.locator('[data-slide]:has([data-video])')
    await expect(slide.locator('[data-video]')).toHaveAttribute('data-video', 'dQw4w9WgXcQ')
    const index = Number(await slide.getAttribute('data-slide'))
    const total = await gallery.locator('[data-slide]').count()
    expect(index).toBe(3)
    await gallery.getByRole('button', { name: `Show image ${index + 1} of ${total}` }).click()
    await expect(slide.locator('iframe')).toHaveAttribute(
      'src',
      new RegExp(`^${PLAYER_ORIGIN}/embed/dQw4w9WgXcQ\\?`),
    )
    // The Dutch and German pages have their own alt texts and video title.
    const dutch = await (await page.request.get(`/${slugNl}`)).text()
    expect(dutch).toContain('alt="Groen mes"')
    expect(dutch).toContain('Zo slijpt u het mes')
    expect(violations, 'CSP violations').toEqual([])
    await staff.context().close()
  })

  test('a refused upload is named with its reason; the stored ones and the rest of the form are kept', async ({
    browser,
  }) => {
    const staff = await staffPage(browser, '/admin/products/2', 'nl')
    const before = await staff.locator('ol.photos > li').count()
    const name = await staff.locator('input[name="name_nl"]').inputValue()
    await staff.locator('input[name="name_nl"]').fill(`${name} (nieuw)`)
    const [good] = await photos()
    await staff
      .getByLabel("Foto's toevoegen (meerdere tegelijk)")
      .setInputFiles([
        good!,
        {
          name: 'tekening.jpg',
          mimeType: 'image/jpeg',
          buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
        },
      ])
    await staff.getByLabel('YouTube-adres of video-id').fill('https://vimeo.com/76979871')
    await staff.getByRole('button', { name: 'Opslaan', exact: true }).click()
    await expect(staff.locator('#photos-error')).toContainText(
      'tekening.jpg: Geen afbeelding (JPEG, PNG, WebP, AVIF of GIF).',
    )
    await expect(staff.locator('#video_youtube_id-error')).toContainText(
      'Dit is geen adres van een YouTube-video',
    )
    // The good photo was stored: it is a photo of the form now, so nothing is lost on the second try.
    await expect(staff.locator('ol.photos > li')).toHaveCount(before + 1)
    await expect(staff.locator('input[name="name_nl"]')).toHaveValue(`${name} (nieuw)`)
    await staff.getByLabel('YouTube-adres of video-id').fill('')
    await staff.getByRole('button', { name: 'Opslaan', exact: true }).click()
    await expect(staff).toHaveURL(/\/admin\/products\/2\?done=saved$/)
    await expect(staff.locator('ol.photos > li')).toHaveCount(before + 1)
    await staff.context().close()
  })
})

import { createHash } from 'node:crypto'
import { Hono } from 'hono'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mediaImageUrl } from '#core/media'
import type { DatabaseHandle } from '#server/db/client'
import { feedRowFromColumns } from '#server/domain/catalogue-sync/feed'
import { createMediaIngest } from '#server/domain/media/ingest'
import { originalKey } from '#server/domain/media/keys'
import type { MediaIngest } from '#server/domain/media/media-ingest'
import type { StaffMember } from '#server/domain/staff/staff'
import type { AppEnv } from '#server/http/env'
import {
  GalleryFields,
  galleryValues,
  isGalleryField,
  readGallery,
  type PostedForm,
} from '#server/http/back-office/products/gallery'
import { PRODUCT_FORM_MAX_BYTES, productFormBodyLimit } from '#server/http/back-office/products/gallery-limit'
import { youtubeIdFrom } from '#server/http/back-office/products/gallery-video'
import type { AdminRender } from '#server/http/back-office/kit'
import { translatorFor } from '#server/http/back-office/views'
import { createMemoryLogger, createTestApp, type TestApp } from './app'
import { createTestDatabase } from './db'
import { countingFolderStorage, loopbackFetcher, pictureIn, twoToneJpeg } from './media-fixtures'
import { pngDeclaring } from './png-bomb'

const MAX_BYTES = 300_000
let database: DatabaseHandle
let store: Awaited<ReturnType<typeof countingFolderStorage>>
let media: MediaIngest

beforeAll(async () => {
  ;[database, store] = await Promise.all([createTestDatabase(), countingFolderStorage()])
  media = createMediaIngest({
    db: database.db,
    fetcher: loopbackFetcher(),
    storage: store.storage,
    logger: createMemoryLogger().logger,
    maxPixels: 4_000_000,
    maxBytes: MAX_BYTES,
  })
})
afterAll(async () => {
  await Promise.all([database.close(), store.close()])
})

const en = translatorFor('en')
const nl = translatorFor('nl')
const gallery = (props: Parameters<typeof GalleryFields>[0]) => createElement(GalleryFields, props)
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')
const file = (bytes: Buffer | string, name: string, type = 'image/jpeg') =>
  new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name, { type })
const stored = (hash: string) => mediaImageUrl(hash, 'sq550')
const A = stored('a'.repeat(64))
const B = stored('b'.repeat(64))
const C = stored('c'.repeat(64))

/** A product's columns besides the gallery's. */
const PRODUCT = {
  type: 'product',
  ref: 'mes-1',
  category: 'messen',
  brand: 'opinel',
  name_nl: 'Mes',
  name_en: 'Knife',
  name_de: 'Messer',
  description_nl: 'Een mes.',
  description_en: 'A knife.',
  description_de: 'Ein Messer.',
  price: '10.00',
  stock: '3',
}

/** The photos of a gallery's columns, in order, as `src|alt_nl`. */
const order = (columns: Record<string, string>) =>
  Object.keys(columns)
    .filter((name) => /^image_\d+$/.test(name))
    .sort((a, b) => Number(a.slice(6)) - Number(b.slice(6)))
    .map((name) => `${columns[name]}|${columns[`${name}_alt_nl`] ?? ''}`)

describe('readGallery: kept photos', () => {
  it('orders photos by their places, keeps their alt texts and leaves out the removed ones', async () => {
    const form: PostedForm = {
      image_1: A,
      image_1_position: '3',
      image_1_alt_nl: 'Mes A',
      image_1_alt_en: 'Knife A',
      image_1_alt_de: 'Messer A',
      image_2: B,
      image_2_position: '1',
      image_2_alt_nl: 'Mes B',
      image_3: C,
      image_3_position: '2',
      image_3_remove: 'true',
      image_4: A.replace('/a', '/d').replace('aaaa', 'dddd'),
      image_4_position: 'x',
    }
    const { columns, errors } = await readGallery(form, media, en)
    expect(errors).toEqual({})
    // Photo 4's place is not a number: it keeps its own (4), after photo 1 at 3.
    expect(order(columns)).toEqual([`${B}|Mes B`, `${A}|Mes A`, `${form.image_4 as string}|`])
    expect(columns).toMatchObject({ image_2_alt_en: 'Knife A', image_2_alt_de: 'Messer A' })
    expect(columns.image_4).toBeUndefined()
  })

  it('answers the feed columns the feed reads: a product with these photos and video validates', async () => {
    const { columns } = await readGallery(
      {
        image_1: A,
        image_1_alt_nl: 'Mes',
        image_1_alt_en: 'Knife',
        image_1_alt_de: 'Messer',
        image_2: B,
        video_youtube_id: 'https://youtu.be/dQw4w9WgXcQ',
        video_title_nl: 'Slijpen',
        video_title_en: 'Sharpening',
        video_title_de: 'Schleifen',
      },
      media,
      en,
    )
    const read = feedRowFromColumns({ ...PRODUCT, ...columns })
    expect('problems' in read ? read.problems : []).toEqual([])
    expect('row' in read && read.row).toMatchObject({
      images: [{ src: A, alt: { nl: 'Mes', en: 'Knife', de: 'Messer' } }, { src: B }],
      // No poster chosen: the first photo.
      video: { youtube_id: 'dQw4w9WgXcQ', poster: A, title: { en: 'Sharpening' } },
    })
  })

  it('shows a stored product as the form shows it (photos in order, alts, video), and reads it back unchanged', async () => {
    const values = galleryValues([
      { type: 'image', src: B, alt: { nl: 'b', en: 'b', de: 'b' }, width: 550, height: 550 },
      { type: 'image', src: A, alt: { nl: 'a', en: 'a', de: 'a' }, width: 550, height: 550 },
      { type: 'video', youtube_id: 'dQw4w9WgXcQ', poster: C, title: { nl: 'v', en: 'v', de: 'v' } },
    ])
    expect(values).toMatchObject({ image_1: B, image_2: A, video_youtube_id: 'dQw4w9WgXcQ', video_poster: C })
    const { columns, errors } = await readGallery(values as PostedForm, media, en)
    expect(errors).toEqual({})
    expect(order(columns)).toEqual([`${B}|b`, `${A}|a`])
    expect(columns).toMatchObject({ video_youtube_id: 'dQw4w9WgXcQ', video_poster: C, video_title_de: 'v' })
  })
})

describe('readGallery: uploads through the media pipeline', () => {
  it('stores good uploads where staff placed them, with their alt texts', async () => {
    const first = await twoToneJpeg({ width: 400, height: 300 })
    const second = await pictureIn('png', 80, 60)
    const { columns, errors } = await readGallery(
      {
        image_1: A,
        image_1_position: '2',
        photos: [file(first, 'front.jpg'), file(second, 'side.png', 'image/png')],
        photos_0_position: '1',
        photos_0_alt_nl: 'Voorkant',
        // The second upload has no place: after the photos kept.
      },
      media,
      en,
    )
    expect(errors).toEqual({})
    expect(order(columns)).toEqual([
      `${stored(sha256(first))}|Voorkant`,
      `${A}|`,
      `${stored(sha256(second))}|`,
    ])
    for (const bytes of [first, second])
      expect(await store.storage.has(originalKey(sha256(bytes)))).toBe(true)
  })

  it('refuses an SVG, an HTML page named .jpg, a PNG declaring 50,000 × 50,000 px and a file too large, each by name and reason, and keeps the good one', async () => {
    const good = await twoToneJpeg({ width: 320, height: 240 })
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>'
    const html = '<!doctype html><html><body><script>alert(1)</script></body></html>'
    const big = Buffer.concat([good, Buffer.alloc(MAX_BYTES)])
    const form: PostedForm = {
      name_nl: 'Mes',
      image_1: A,
      photos: [
        file(svg, 'logo.svg', 'image/svg+xml'),
        file(html, 'photo.jpg'),
        file(pngDeclaring(50_000, 50_000), 'bomb.png', 'image/png'),
        file(big, 'huge.jpg'),
        file(good, 'good.jpg'),
      ],
      photos_4_alt_nl: 'Goed',
      video_youtube_id: 'dQw4w9WgXcQ',
      video_title_nl: 'Titel',
    }
    const read = await readGallery(form, media, nl)
    expect(read.errors.photos).toEqual([
      `logo.svg: ${nl('backOffice.sync.reason.imageNotAnImage')}.`,
      `photo.jpg: ${nl('backOffice.sync.reason.imageNotAnImage')}.`,
      `bomb.png: ${nl('backOffice.sync.reason.imageTooManyPixels')}.`,
      `huge.jpg: ${nl('backOffice.sync.reason.imageTooLarge')}.`,
    ])
    expect(read.errors.photos![0]).toMatch(/^logo\.svg: Geen afbeelding/)
    // The stored upload comes back as a photo of the refused form, with its alt text; the video as typed.
    expect(read.values).toMatchObject({
      image_1: A,
      image_2: stored(sha256(good)),
      image_2_alt_nl: 'Goed',
      video_youtube_id: 'dQw4w9WgXcQ',
      video_title_nl: 'Titel',
    })
    const html2 = renderToStaticMarkup(gallery({ t: nl, values: read.values, errors: read.errors }))
    expect(html2).toContain(`name="image_2" value="${stored(sha256(good))}"`)
    expect(html2).toContain('bomb.png: Afbeelding heeft te veel pixels.')
    expect(html2).toContain('aria-invalid="true"')
  })

  it(`refuses more than ten photos, naming the most`, async () => {
    const form: PostedForm = {}
    for (let n = 1; n <= 10; n++) form[`image_${n}`] = stored(String(n).padStart(64, '0'))
    form.photos = file(await pictureIn('webp'), 'eleventh.webp', 'image/webp')
    const { errors, values, columns } = await readGallery(form, media, en)
    expect(errors.photos).toEqual(['A product has at most 10 photos.'])
    expect(values.image_11).toBeDefined()
    expect(columns.image_11).toBeUndefined()
  })

  it('takes an uploaded video poster, and refuses a poster that is no picture', async () => {
    const poster = await pictureIn('jpeg', 120, 90)
    const base = { image_1: A, video_youtube_id: 'dQw4w9WgXcQ', video_poster: B }
    const good = await readGallery({ ...base, video_poster_file: file(poster, 'poster.jpg') }, media, en)
    expect(good.errors).toEqual({})
    expect(good.columns.video_poster).toBe(stored(sha256(poster)))
    const chosen = await readGallery(base, media, en)
    expect(chosen.columns.video_poster).toBe(B)
    // The radio among the photos wins over the column.
    const radio = await readGallery({ ...base, video_poster_choice: A }, media, en)
    expect(radio.columns.video_poster).toBe(A)
    const bad = await readGallery({ ...base, video_poster_file: file('<svg/>', 'poster.svg') }, media, en)
    expect(bad.errors.video_poster_file).toEqual([
      `poster.svg: ${en('backOffice.sync.reason.imageNotAnImage')}.`,
    ])
  })
})

describe('the video address', () => {
  it.each([
    ['dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=42s', 'dQw4w9WgXcQ'],
    ['youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ?start=3', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['  https://youtu.be/dQw4w9WgXcQ  ', 'dQw4w9WgXcQ'],
  ])('takes the id of %s', (pasted, id) => {
    expect(youtubeIdFrom(pasted)).toBe(id)
  })

  it.each([
    'https://vimeo.com/123456789',
    'https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'https://evil.example/?https://youtu.be/dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ"><script>',
    'https://www.youtube.com/channel/UCabcdefghij',
    'javascript:alert(1)//youtu.be/dQw4w9WgXcQ',
    'https://user@youtu.be/dQw4w9WgXcQ',
    'dQw4w9WgXc',
  ])('refuses %s', (pasted) => {
    expect(youtubeIdFrom(pasted)).toBeNull()
  })

  it('is a field error in the staff member’s language, and the rest is kept', async () => {
    const { errors, columns, values } = await readGallery(
      { image_1: A, video_youtube_id: 'https://vimeo.com/1', video_title_nl: 'Slijpen' },
      media,
      nl,
    )
    expect(errors.video_youtube_id).toEqual([nl('backOffice.media.video.invalidUrl')])
    expect(errors.video_youtube_id![0]).toMatch(/^Dit is geen adres van een YouTube-video/)
    expect(columns.video_youtube_id).toBeUndefined()
    expect(columns.image_1).toBe(A)
    expect(values).toMatchObject({ video_youtube_id: 'https://vimeo.com/1', video_title_nl: 'Slijpen' })
  })

  it('no id is no video, whatever else was typed', async () => {
    const { columns } = await readGallery({ image_1: A, video_title_nl: 'x', video_poster: B }, media, en)
    expect(Object.keys(columns).filter((name) => name.startsWith('video_'))).toEqual([])
  })
})

describe('the gallery fields', () => {
  const values = {
    image_1: A,
    image_1_alt_nl: 'Mes',
    image_2: B,
    video_youtube_id: 'dQw4w9WgXcQ',
    video_poster: C,
  }

  it('are plain form fields: thumbnails of derived addresses, places, alts per language, remove, upload, video', () => {
    const html = renderToStaticMarkup(gallery({ t: en, values: values, errors: {} }))
    expect(html).toContain(`src="${A.replace('sq550.jpg', 'sq125.jpg')}"`)
    for (const name of [
      'image_1_position',
      'image_2_position',
      'image_1_alt_nl',
      'image_1_alt_en',
      'image_1_alt_de',
      'image_2_remove',
      'video_youtube_id',
      'video_title_nl',
      'video_title_en',
      'video_title_de',
      'video_poster_file',
    ])
      expect(html).toContain(`name="${name}"`)
    expect(html).toMatch(/<input type="file" multiple=""[^>]*name="photos"/)
    expect(html).toContain('value="Mes"')
    // The former poster (no photo) stays chosen.
    expect(html).toContain(`type="radio" name="video_poster_choice" checked="" value="${C}"`)
    // Without a nonce, no script (and the move buttons stay hidden).
    expect(html).not.toContain('<script')
    expect(html).toContain('<span class="move" hidden="">')
  })

  it('carry the enhancing script with the page’s nonce, and a template for the files chosen', () => {
    const html = renderToStaticMarkup(gallery({ t: nl, values: values, errors: {}, nonce: 'bm9uY2U=' }))
    expect(html).toContain('<script nonce="bm9uY2U=">')
    expect(html).toContain('<template><li class="photo new"')
    expect(html).toContain('>Eerder<')
    expect(html).toContain('data-moved="Foto verplaatst naar plaats {place}."')
  })

  it('name the fields that are the gallery’s own, so the product form leaves them to readGallery', () => {
    for (const name of [
      'photos',
      'image_3',
      'image_3_alt_de',
      'image_3_position',
      'image_3_remove',
      'photos_0_alt_en',
      'photos_2_position',
      'video_youtube_id',
      'video_title_nl',
      'video_poster',
      'video_poster_file',
      'video_poster_choice',
    ])
      expect(isGalleryField(name), name).toBe(true)
    for (const name of ['name_nl', 'price', 'image', 'version', 'video_titel'])
      expect(isGalleryField(name), name).toBe(false)
  })
})

describe('the product form’s body limit', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('lets a product form larger than the shop-wide limit through to its route (the guard answers here)', async () => {
    const big = { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(2_000_000) }
    const request = (path: string) =>
      Promise.resolve(t.app.request(path, { method: 'POST', headers: big, body: 'x=1' })).then(
        (response) => response.status,
      )
    expect(await request('/admin/products/new')).not.toBe(413)
    expect(await request('/admin/products/12')).not.toBe(413)
    expect(await request('/admin/products/12/delete')).toBe(413)
    expect(await request('/admin/coupons')).toBe(413)
  })

  it('refuses a product form beyond its own limit with a 413 page in the staff member’s language', async () => {
    const staff = {
      id: 1,
      email: 'a@b.nl',
      name: 'A',
      locale: 'nl',
      role: 'catalogue',
    } as unknown as StaffMember
    const app = new Hono<AppEnv>()
    const render: AdminRender = (c, _staff, title, body, status = 200) =>
      c.html(`<title>${title}</title>${renderToStaticMarkup(body)}`, status)
    const kit = { staffOf: () => staff, t: translatorFor, render }
    app.post('/admin/products/:id', productFormBodyLimit(kit), (c) => c.text('saved'))
    const over = await app.request('/admin/products/7', {
      method: 'POST',
      headers: {
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(PRODUCT_FORM_MAX_BYTES + 1),
      },
      body: 'x',
    })
    expect(over.status).toBe(413)
    const page = await over.text()
    expect(page).toContain("Foto's te groot")
    expect(page).toContain(`groter dan ${PRODUCT_FORM_MAX_BYTES / 1024 / 1024} MB`)
    expect(page).toContain('href="/admin/products/7"')
    const under = await app.request('/admin/products/7', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'x=1',
    })
    expect(await under.text()).toBe('saved')
  })
})

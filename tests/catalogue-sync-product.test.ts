import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LocaleSite } from '#core/context'
import { mediaImageUrl } from '#core/media'
import { parseListingQuery, type CategoryListing, type ProductDetail } from '#core/schemas/catalogue'
import type { Database } from '#server/db/client'
import { products } from '#server/db/schema'
import { createCatalogueService } from '#server/domain/catalogue/catalogue'
import type { FeedFormat } from '#server/domain/catalogue-sync/feed'
import type { SyncDeps } from '#server/domain/catalogue-sync/sync'
import { MEDIA_FAILURES, type IngestOutcome, type MediaIngest } from '#server/domain/media/media-ingest'
import messagesDe from '#server/i18n/messages/de.json' with { type: 'json' }
import messagesEn from '#server/i18n/messages/en.json' with { type: 'json' }
import messagesNl from '#server/i18n/messages/nl.json' with { type: 'json' }
import { createTestApp, type TestApp } from './app'
import { problemOf, syncFeed } from './catalogue-sync-fixtures'

/**
 * The feed carries the whole product (issue 34): every field ends on the product page's data and in the
 * category's filters, from JSON Lines and CSV; unchanged rows stay unchanged; bad rows get line, field and
 * reason; related products may name products that come later.
 *
 * The media pipeline here is an in-test MediaIngest that answers by address (these tests are about the
 * sync's rules: which addresses a batch hands over, what a refusal does to its row). The real pipeline
 * against a loopback HTTPS server is in tests/catalogue-sync-media.test.ts.
 */

const hashOf = (url: string) => createHash('sha256').update(url).digest('hex')

/** Accepts every address but those with `refused-<reason>` in them; remembers what it was asked. */
function addressIngest(): MediaIngest & { calls: string[][] } {
  const calls: string[][] = []
  return {
    calls,
    async ingest(sources) {
      calls.push([...sources])
      return new Map(
        sources.map((url): [string, IngestOutcome] => {
          const refused = /refused-([a-zA-Z]+)/.exec(url)?.[1]
          return [
            url,
            refused
              ? { ok: false, reason: refused as (typeof MEDIA_FAILURES)[number] }
              : { ok: true, image: { hash: hashOf(url), width: 1600, height: 1200 } },
          ]
        }),
      )
    },
    async ingestUpload() {
      throw new Error('The sync never uploads')
    },
  }
}

let t: TestApp
const media = addressIngest()
beforeAll(async () => {
  t = await createTestApp({ watchChanges: true })
})
afterAll(() => t.close())

const db = () => t.database.db as Database
const nl: LocaleSite = { locale: 'nl', prefix: '' }
const en: LocaleSite = { locale: 'en', prefix: '/en' }

async function sync(text: string, format: FeedFormat = 'jsonl', extra: Partial<SyncDeps> = {}) {
  const result = await syncFeed({ db: db(), backInStock: async () => {}, media, ...extra }, text, format)
  return { ...result, errors: result.errors.map(problemOf) }
}

const L = (nlText: string, enText: string, deText: string) => ({ nl: nlText, en: enText, de: deText })
const names = (base: string) => L(`${base} nl`, `${base} en`, `${base} de`)
const line = (row: Record<string, unknown>) => JSON.stringify(row)
const product = (ref: string, fields: Record<string, unknown> = {}) =>
  line({
    type: 'product',
    ref,
    category: 'X-CAT',
    brand: 'X-BR',
    name: names(`Mes ${ref}`),
    description: names(`Over ${ref}`),
    price: '40.00',
    stock: 3,
    ...fields,
  })

const IMG = 'https://img.example/x'
const definitions = [
  line({
    type: 'feature_group',
    ref: 'x_specs',
    name: L('Specificaties', 'Specifications', 'Technische Daten'),
  }),
  line({
    type: 'feature',
    ref: 'x_blade',
    group: 'x_specs',
    name: L('Lemmetlengte', 'Blade length', 'Klingenlänge'),
    info: L('<p>Van punt tot heft.</p>', '<p>Tip to handle.</p>', '<p>Spitze bis Griff.</p>'),
    unit: 'cm',
    position: 1,
  }),
  line({
    type: 'feature',
    ref: 'x_steel',
    group: 'x_specs',
    name: L('Staal', 'Steel', 'Stahl'),
    position: 2,
  }),
  line({
    type: 'feature',
    ref: 'x_weight',
    group: 'x_specs',
    name: L('Gewicht', 'Weight', 'Gewicht'),
    unit: 'g',
    filterable: false,
    position: 3,
  }),
]
const category = line({ type: 'category', ref: 'X-CAT', name: names('Testmessen') })
const brand = line({
  type: 'brand',
  ref: 'X-BR',
  name: 'Xmerk',
  logo: `${IMG}/logo.png`,
  delivery_promise_short: L('Via het merk', 'Via the brand', 'Über die Marke'),
  delivery_promise_long: L('Het merk levert zelf.', 'The brand delivers.', 'Die Marke liefert.'),
})
const productA = (fields: Record<string, unknown> = {}) =>
  product('X-A', {
    features: [
      { feature: 'x_blade', value: 8.5 },
      { feature: 'x_steel', value: L('Roestvrij staal', 'Stainless steel', 'Rostfreier Stahl') },
      { feature: 'x_weight', value: '85' },
    ],
    related: ['X-C', 'X-B'],
    images: [{ src: `${IMG}/a1.jpg`, alt: L('Voorkant', 'Front', 'Vorderseite') }, `${IMG}/a2.jpg`],
    video: {
      youtube_id: 'dQw4w9WgXcQ',
      title: L('In gebruik', 'In use', 'Im Einsatz'),
      poster: `${IMG}/poster.jpg`,
    },
    delivery_promise_type: 'custom',
    delivery_promise_note: L('Binnen een week', 'Within a week', 'Innerhalb einer Woche'),
    product_family: L('Trail-familie', 'Trail family', 'Trail-Familie'),
    new_model_label: L('Nieuw 2027', 'New 2027', 'Neu 2027'),
    best_choice: true,
    comment: L('Let op: scherp', 'Careful: sharp', 'Vorsicht: scharf'),
    expected_date: '2027-01-15',
    stock_from_brand: true,
    content_amount: 0.5,
    content_unit: 'l',
    ...fields,
  })
const productB = (blade: unknown = 10) =>
  product('X-B', {
    features: [{ feature: 'x_blade', value: blade }],
    related: ['X-A'],
    image: '/media/demo/pocketknife/1-550x550.svg',
  })
const productC = product('X-C', {
  features: [
    { feature: 'x_blade', value: '6' },
    { feature: 'x_steel', value: 'Damast', key: 'damascus' },
  ],
  image: '/media/demo/pocketknife/2-550x550.svg',
  delivery_promise_type: 'vdm',
})
// X-A (batch 2) names X-C, which comes in batch 3: a forward reference.
const feed = [...definitions, category, brand, productA(), productB(), productC]

async function detail(ref: string, site: LocaleSite = nl): Promise<ProductDetail> {
  const [row] = await db().select().from(products).where(eq(products.externalRef, ref))
  const resolved = await createCatalogueService(db()).resolvePath(
    site,
    row!.slug[site.locale],
    parseListingQuery(new URLSearchParams()),
  )
  if (resolved?.type !== 'product') throw new Error(`no product page for ${ref}`)
  return resolved.product
}

async function listing(search = '', site: LocaleSite = nl): Promise<CategoryListing> {
  const path = { nl: 'testmessen-nl', en: 'testmessen-en', de: 'testmessen-de' }[site.locale]
  const resolved = await createCatalogueService(db()).resolvePath(
    site,
    path,
    parseListingQuery(new URLSearchParams(search)),
  )
  if (resolved?.type !== 'category') throw new Error('no category page')
  return resolved.listing
}

const facet = (list: CategoryListing, key: string) =>
  list.facets.features.find((feature) => feature.key === key)?.values.map((v) => [v.value, v.label, v.count])

describe('the feed carries the whole product (issue 34)', () => {
  it('JSON Lines: features, related products, pictures, video, labels and delivery end on the product page', async () => {
    const result = await sync(feed.join('\n'), 'jsonl', { batchRows: 4 })
    expect(result.errors).toEqual([])
    expect(result).toMatchObject({ status: 'succeeded', created: 9, updated: 0, unchanged: 0, failed: 0 })
    // The batch's https addresses went to the pipeline once, before its transaction; /media paths never.
    expect(media.calls).toEqual([[`${IMG}/a1.jpg`, `${IMG}/a2.jpg`, `${IMG}/poster.jpg`, `${IMG}/logo.png`]])

    const a = await detail('X-A')
    expect(a.feature_groups).toEqual([
      {
        title: 'Specificaties',
        info: null,
        features: [
          { name: 'Lemmetlengte', value: '8,5 cm', info: '<p>Van punt tot heft.</p>' },
          { name: 'Staal', value: 'Roestvrij staal', info: null },
          { name: 'Gewicht', value: '85 g', info: null },
        ],
      },
    ])
    expect((await detail('X-A', en)).feature_groups[0]!.features.map((f) => f.value)).toEqual([
      '8.5 cm',
      'Stainless steel',
      '85 g',
    ])
    // Related in the feed's order, X-C named before it existed.
    expect(a.related_products.map((p) => p.name)).toEqual(['Mes X-C nl', 'Mes X-B nl'])
    expect((await detail('X-B')).related_products.map((p) => p.name)).toEqual(['Mes X-A nl'])

    const a1 = hashOf(`${IMG}/a1.jpg`)
    expect(a.thumb_category_height_140).toBe(mediaImageUrl(a1, 'h140'))
    expect(a.thumb_category_square_125).toBe(mediaImageUrl(a1, 'sq125'))
    expect(a.slides).toEqual([
      { type: 'image', src: mediaImageUrl(a1, 'sq550'), alt: 'Voorkant', width: 550, height: 550 },
      {
        type: 'image',
        src: mediaImageUrl(hashOf(`${IMG}/a2.jpg`), 'sq550'),
        alt: 'Mes X-A nl',
        width: 550,
        height: 550,
      },
      {
        type: 'video',
        youtube_id: 'dQw4w9WgXcQ',
        poster: mediaImageUrl(hashOf(`${IMG}/poster.jpg`), 'sq550'),
        title: 'In gebruik',
      },
    ])
    expect(a).toMatchObject({
      brand_thumbnail: mediaImageUrl(hashOf(`${IMG}/logo.png`), 'logo'),
      brand_delivery_promise_short: 'Via het merk',
      brand_delivery_promise_long: 'Het merk levert zelf.',
      delivery_promise_type: 'custom',
      delivery_promise_note: 'Binnen een week',
      product_family: 'Trail-familie',
      new_model_label: 'Nieuw 2027',
      is_best_choice: true,
      comment: 'Let op: scherp',
      expected_in_stock_date: '2027-01-15',
      stock_is_from_brand: true,
      is_vdm: false,
      // The brand's stock is not ours to show (spec §9).
      stock: 0,
      unit_content: { amount: 0.5, unit: 'l' },
    })
    const b = await detail('X-B')
    expect(b).toMatchObject({
      delivery_promise_type: 'AVAILABLE_DIRECT',
      thumb_category_height_140: '/media/demo/pocketknife/1-550x550.svg',
      unit_content: null,
      is_best_choice: false,
    })
    expect(await detail('X-C')).toMatchObject({ delivery_promise_type: 'vdm', is_vdm: true, stock: 0 })
  })

  it('the category filters and facets follow the feed: numeric values in order, only filterable features', async () => {
    const plain = await listing()
    expect(plain.total).toBe(3)
    expect(facet(plain, 'x_blade')).toEqual([
      ['6-cm', '6 cm', 1],
      ['8-5-cm', '8,5 cm', 1],
      ['10-cm', '10 cm', 1],
    ])
    expect(facet(plain, 'x_steel')).toEqual([
      ['roestvrij-staal', 'Roestvrij staal', 1],
      ['damascus', 'Damast', 1],
    ])
    expect(facet(plain, 'x_weight')).toBeUndefined()
    const filtered = await listing('feature=x_blade:8-5-cm')
    expect(filtered.products.map((p) => p.name)).toEqual(['Mes X-A nl'])
    expect(facet(await listing('', en), 'x_blade')!.map(([, label]) => label)).toEqual([
      '6 cm',
      '8.5 cm',
      '10 cm',
    ])
  })

  it('the same feed again: nothing written, no version raised, nobody notified', async () => {
    const before = await db()
      .select()
      .from(products)
      .where(sql`${products.externalRef} like 'X-%'`)
    await new Promise((resolve) => setTimeout(resolve, 150))
    const generation = t.catalogueChanges!.mark()
    const result = await sync(feed.join('\n'), 'jsonl', { batchRows: 4 })
    expect(result).toMatchObject({ status: 'succeeded', created: 0, updated: 0, unchanged: 9, failed: 0 })
    const after = await db()
      .select()
      .from(products)
      .where(sql`${products.externalRef} like 'X-%'`)
    expect(after.map((p) => [p.externalRef, p.version])).toEqual(
      before.map((p) => [p.externalRef, p.version]),
    )
    await new Promise((resolve) => setTimeout(resolve, 150))
    expect(t.catalogueChanges!.mark()).toBe(generation)
  })

  it('a changed feature value or related list alone counts as updated, and the filters follow', async () => {
    const generation = t.catalogueChanges!.mark()
    const changed = feed.map((row) => (row === productB() ? productB('11') : row))
    const result = await sync(changed.join('\n'), 'jsonl', { batchRows: 4 })
    expect(result).toMatchObject({ created: 0, updated: 1, unchanged: 8, failed: 0 })
    await expect.poll(() => t.catalogueChanges!.mark()).toBeGreaterThan(generation)
    expect(facet(await listing(), 'x_blade')).toEqual([
      ['6-cm', '6 cm', 1],
      ['8-5-cm', '8,5 cm', 1],
      ['11-cm', '11 cm', 1],
    ])
    // Related reversed: only X-A changes, counted at the end of the run where its forward reference is resolved.
    const reordered = changed.map((row) => (row === productA() ? productA({ related: ['X-B', 'X-C'] }) : row))
    expect(await sync(reordered.join('\n'), 'jsonl', { batchRows: 4 })).toMatchObject({
      created: 0,
      updated: 1,
      unchanged: 8,
    })
    expect((await detail('X-A')).related_products.map((p) => p.name)).toEqual(['Mes X-B nl', 'Mes X-C nl'])
  })

  it('bad rows get their line, field and reason; a refused picture leaves the product as it was', async () => {
    const before = await detail('X-A')
    const rows = [
      ...definitions,
      category,
      productA({ images: [`${IMG}/a1.jpg`, `${IMG}/refused-imageNotAnImage.jpg`] }),
      productA({
        ref: 'X-D',
        name: names('Mes X-D'),
        video: { youtube_id: 'dQw4w9WgXcQ', title: names('v'), poster: `${IMG}/refused-imageTooLarge.jpg` },
      }),
      line({ type: 'brand', ref: 'X-BR2', name: 'Tweede', logo: `${IMG}/refused-imageRefusedAddress.png` }),
      product('X-E', { image: `${IMG}/refused-imageTimeout.jpg` }),
      product('X-F', { image: '/media/a.svg', features: [{ feature: 'x_nope', value: 1 }] }),
      product('X-G', { image: '/media/a.svg', related: ['X-A', 'X-NOPE'] }),
      product('X-H', { image: '/media/a.svg', images: ['/media/b.svg'] }),
      product('X-I', { image: '/media/a.svg', content_amount: '0.75' }),
      product('X-J', { image: '/media/a.svg', delivery_promise_type: 'custom' }),
      product('X-K', { image: '/media/a.svg', expected_date: '2027-02-30' }),
      product('X-L', {
        image: '/media/a.svg',
        video: { youtube_id: 'short', title: names('v'), poster: '/media/p.svg' },
      }),
      product('X-M', { image: '/media/a.svg', delivery_promise_type: 'soon' }),
      product('X-N', {
        image: '/media/a.svg',
        features: [
          { feature: 'x_blade', value: 1 },
          { feature: 'x_blade', value: 2 },
        ],
      }),
      product('X-O', { image: '/media/a.svg', features: [{ feature: 'x_blade', value: 1.23456 }] }),
      product('X-P'),
      line({ type: 'feature', ref: 'x_loose', group: 'x_nope', name: names('Los') }),
    ]
    const result = await sync(rows.join('\n'))
    expect(result.errors).toEqual([
      [6, 'X-A', 'images[1]', 'imageNotAnImage'],
      [7, 'X-D', 'video.poster', 'imageTooLarge'],
      [8, 'X-BR2', 'logo', 'imageRefusedAddress'],
      [9, 'X-E', 'image', 'imageTimeout'],
      [10, 'X-F', 'features[0].feature', 'unknownFeature'],
      [11, 'X-G', 'related[1]', 'unknownProduct'],
      [12, 'X-H', 'images', 'imageAndImages'],
      [13, 'X-I', 'content_unit', 'required'],
      [14, 'X-J', 'delivery_promise_note', 'required'],
      [15, 'X-K', 'expected_date', 'invalid'],
      [16, 'X-L', 'video.youtube_id', 'invalid'],
      [17, 'X-M', 'delivery_promise_type', 'invalid'],
      [18, 'X-N', 'features[1].feature', 'duplicateFeature'],
      [19, 'X-O', 'features[0].value', 'invalid'],
      [20, 'X-P', 'image', 'required'],
      [21, 'x_loose', 'group', 'unknownFeatureGroup'],
    ])
    expect(result.failed).toBe(16)
    // X-A keeps its pictures; X-G was written, its related products wait for a product that never came.
    expect((await detail('X-A')).slides).toEqual(before.slides)
    expect((await detail('X-G')).related_products).toEqual([])
    // Every reason has its message in the back office's three languages.
    const reasons = result.errors.map(([, , , reason]) => reason as string)
    for (const messages of [messagesNl, messagesEn, messagesDe])
      for (const reason of [...reasons, ...MEDIA_FAILURES])
        expect(Object.hasOwn(messages, `backOffice.sync.reason.${reason}`), reason).toBe(true)
  })

  it('CSV: patterned columns for pictures, features, related products and the video; fields named as columns', async () => {
    const header = [
      'type,ref,category,brand,name_nl,name_en,name_de,description_nl,description_en,description_de,price,stock',
      'image_1,image_1_alt_nl,image_1_alt_en,image_1_alt_de,image_2,feature:x_blade,feature:x_steel_nl',
      'feature:x_steel_en,feature:x_steel_de,related,video_youtube_id,video_title_nl,video_title_en,video_title_de',
      'video_poster,delivery_promise_type,delivery_promise_note_nl,delivery_promise_note_en,delivery_promise_note_de',
      'new_model_label_nl,new_model_label_en,new_model_label_de,best_choice,content_amount,content_unit,is_vdm',
    ].join(',')
    const csv = [
      header,
      [
        'product,X-CSV1,X-CAT,X-BR,Csv mes,Csv knife,Csv Messer,Een,One,Eins,25.00,4',
        `${IMG}/c1.jpg,"Zij, links",Side,Seite,/media/demo/c2.svg,7.5,Koolstof,Carbon,Kohlenstoff`,
        'X-CSV2|X-A,abcdefghijk,Film,Film,Film',
        `${IMG}/c-poster.jpg,custom,Op bestelling,To order,Auf Bestellung,Nieuw,New,Neu,1,0.25,kg,true`,
      ].join(','),
      [
        'product,X-CSV2,X-CAT,X-BR,Csv twee,Csv two,Csv zwei,Twee,Two,Zwei,30.00,0',
        `${IMG}/refused-imageStatus.jpg,,,,,,,,,,,,,,,,,,,,,,,,,`,
      ].join(','),
      [
        'product,X-CSV3,X-CAT,X-BR,Csv drie,Csv three,Csv drei,Drie,Three,Drei,30.00,0',
        '/media/c3.svg,,,,,9,Koolstof,,,X-CSV1|X-NOPE,,,,,,,,,,,,,,,,',
      ].join(','),
    ].join('\n')
    const result = await sync(csv, 'csv')
    expect(result.errors).toEqual([
      // X-CSV1 names X-CSV2, which was refused: its related products wait, and are refused at the end.
      [2, 'X-CSV1', 'related', 'unknownProduct'],
      [3, 'X-CSV2', 'image_1', 'imageStatus'],
      [4, 'X-CSV3', 'feature:x_steel', 'invalid'],
    ])
    const product = await detail('X-CSV1')
    expect(product.feature_groups[0]!.features.map((f) => [f.name, f.value])).toEqual([
      ['Lemmetlengte', '7,5 cm'],
      ['Staal', 'Koolstof'],
    ])
    expect(product.slides.map((s) => (s.type === 'image' ? s.alt : s.title))).toEqual([
      'Zij, links',
      'Csv mes',
      'Film',
    ])
    expect(product).toMatchObject({
      thumb_category_height_140: mediaImageUrl(hashOf(`${IMG}/c1.jpg`), 'h140'),
      delivery_promise_note: 'Op bestelling',
      new_model_label: 'Nieuw',
      is_best_choice: true,
      is_vdm: true,
      unit_content: { amount: 0.25, unit: 'kg' },
    })
    expect(product.related_products).toEqual([])
    // Once X-CSV2 comes through, X-CSV1's related products are written.
    const fixed = csv
      .split('\n')
      .slice(0, 3)
      .join('\n')
      .replace(`${IMG}/refused-imageStatus.jpg`, '/media/c2.svg')
    expect(await sync(fixed, 'csv')).toMatchObject({ errors: [], created: 1, updated: 1 })
    expect((await detail('X-CSV1')).related_products.map((p) => p.name)).toEqual(['Csv twee', 'Mes X-A nl'])
    // Patterned columns are known; others still stop the run.
    expect(await sync('type,ref,image_11\nbrand,x,y', 'csv')).toMatchObject({
      status: 'failed',
      error: 'columns:image_11',
    })
    expect(await sync('type,ref,feature:Blade\nbrand,x,y', 'csv')).toMatchObject({
      status: 'failed',
      error: 'columns:feature:Blade',
    })
  })

  it('the documented example feeds sync whole: specifications, related products, gallery, video and filters', async () => {
    const jsonl = await sync(await readFile('docs/examples/catalogue-feed.jsonl', 'utf8'))
    expect(jsonl).toMatchObject({ status: 'succeeded', failed: 0, created: 13 })
    const trail = await detail('SUP-1001-GRN', en)
    expect(trail.feature_groups[0]!.features.map((f) => [f.name, f.value])).toEqual([
      ['Blade length', '7 cm'],
      ['Steel', 'Sandvik 14C28N'],
      ['Weight', '85 g'],
    ])
    expect(trail.related_products.map((p) => p.name)).toEqual([
      'Fjellstål whetstone 1000/6000',
      'Fjellstål knife oil 100 ml',
    ])
    expect(trail.slides.map((slide) => slide.type)).toEqual(['image', 'image', 'video'])
    expect(await detail('SUP-4001')).toMatchObject({
      unit_content: { amount: 0.1, unit: 'l' },
      delivery_promise_type: 'brand',
      brand_delivery_promise_short: 'Verzonden door Fjellstål',
      stock_is_from_brand: true,
    })
    const csv = await sync(await readFile('docs/examples/catalogue-feed.csv', 'utf8'), 'csv')
    expect(csv).toMatchObject({ status: 'succeeded', failed: 0, created: 9 })
    const chef = await detail('SUP-3001')
    expect(chef.feature_groups[0]!.features.map((f) => f.value)).toEqual(['21 cm', 'Damaststaal', '61 HRC'])
    expect(chef.related_products.map((p) => p.name)).toEqual(['Kaizen broodmes 23 cm'])
    expect(chef.slides.map((slide) => (slide.type === 'image' ? slide.alt : slide.title))).toEqual([
      'Koksmes van opzij',
      'Het damastpatroon van dichtbij',
      'Uien snijden met de Kaizen',
    ])
    expect(await detail('SUP-3002')).toMatchObject({
      delivery_promise_type: 'pre_order_date',
      expected_in_stock_date: '2027-02-15',
      new_model_label: 'Nieuw',
    })
  })
})

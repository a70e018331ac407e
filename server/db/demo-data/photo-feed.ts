import { PHOTO_SHAPES, type PhotoShape } from './photos'
import { Random } from './prng'

/**
 * The photo catalogue as a supplier's feed in the documented format (docs/catalogue-feed.md, JSON Lines):
 * feature groups and features, categories, brands, then products with three photos each (alt texts per
 * language), specifications (a length in cm and a steel that filter, a weight), related products and, on
 * every seventh, a video. Used by `npm run demo:data -- --photos`, the media benchmark and the media journey,
 * so all three sync what a retailer would: the photos' addresses point at an image server (in practice the
 * loopback one of tests/fakes/image-server.ts) and go through the real media pipeline.
 *
 * The photos are drawn from a small set of base pictures per object (PHOTO_BASES each), and every product
 * image is one of them under its own bytes (`photoUrl(base, tag)`), so that each address is its own original
 * for the shop without drawing thousands of pictures.
 */

export interface PhotoFeedOptions {
  products: number
  seed?: number
  /** The address of a photo: a base seed (`knife-3`), and a tag that makes its bytes the product image's own. */
  photoUrl: (base: string, tag: string) => string
  /** Every n-th product has a video (0: none). */
  videoEvery?: number
}

/** Base pictures per object: 5 objects × 12 = 60 pictures to draw, about half a minute. */
export const PHOTO_BASES = 12
export const IMAGES_PER_PRODUCT = 3

interface Kind {
  ref: string
  shape: PhotoShape
  name: Localized
  singular: Localized
  bladed: boolean
}
type Localized = { nl: string; en: string; de: string }

const KINDS: Kind[] = [
  {
    ref: 'PH-KNIVES',
    shape: 'knife',
    name: { nl: 'Zakmessen', en: 'Pocket knives', de: 'Taschenmesser' },
    singular: { nl: 'zakmes', en: 'pocket knife', de: 'Taschenmesser' },
    bladed: true,
  },
  {
    ref: 'PH-AXES',
    shape: 'axe',
    name: { nl: 'Bijlen', en: 'Axes', de: 'Äxte' },
    singular: { nl: 'bijl', en: 'axe', de: 'Axt' },
    bladed: true,
  },
  {
    ref: 'PH-LIGHTS',
    shape: 'lantern',
    name: { nl: 'Lantaarns', en: 'Lanterns', de: 'Laternen' },
    singular: { nl: 'lantaarn', en: 'lantern', de: 'Laterne' },
    bladed: false,
  },
  {
    ref: 'PH-CARE',
    shape: 'bottle',
    name: { nl: 'Messenolie', en: 'Knife oil', de: 'Messeröl' },
    singular: { nl: 'messenolie', en: 'knife oil', de: 'Messeröl' },
    bladed: false,
  },
  {
    ref: 'PH-GIFTS',
    shape: 'box',
    name: { nl: 'Cadeausets', en: 'Gift sets', de: 'Geschenksets' },
    singular: { nl: 'cadeauset', en: 'gift set', de: 'Geschenkset' },
    bladed: false,
  },
]

const LINES = [
  'Fjord',
  'Ridge',
  'Birch',
  'Summit',
  'Harbour',
  'Glacier',
  'Meadow',
  'Canyon',
  'Delta',
  'Trail',
]
const BRANDS = ['Noordkaap', 'Veluwe Staal', 'Hollandse Smid', 'Eikenhout', 'Duinrand', 'Polderkracht']
const STEELS = ['Sandvik 14C28N', 'VG-10', 'N690', '1095']
const COLOURS: Localized[] = [
  { nl: 'Zwart', en: 'Black', de: 'Schwarz' },
  { nl: 'Groen', en: 'Green', de: 'Grün' },
  { nl: 'Rood', en: 'Red', de: 'Rot' },
]

/** The base seeds of the photos: what the image server should draw ahead of a timed run. */
export function photoBaseSeeds(): string[] {
  return PHOTO_SHAPES.flatMap((shape) => Array.from({ length: PHOTO_BASES }, (_, k) => `${shape}-${k}`))
}

/** A YouTube id (11 characters) that the demo's video stands in for; the player is never reached offline. */
function videoId(index: number): string {
  return `demo${String(index).padStart(7, '0')}`.slice(0, 11)
}

/** The product `ref` of the i-th product (0-based). */
export function photoProductRef(index: number): string {
  return `PH-${String(index + 1).padStart(6, '0')}`
}

/** The category `ref` the i-th product is in: a sub-category of its kind. */
function subCategoryRef(kind: Kind, index: number): string {
  return `${kind.ref}-${index % 2 === 0 ? 'A' : 'B'}`
}

export function* photoFeedRows(options: PhotoFeedOptions): Generator<Record<string, unknown>> {
  const random = new Random(options.seed ?? 34)
  const videoEvery = options.videoEvery ?? 7
  yield {
    type: 'feature_group',
    ref: 'specs',
    name: { nl: 'Specificaties', en: 'Specifications', de: 'Technische Daten' },
    position: 1,
  }
  yield {
    type: 'feature',
    ref: 'blade_length',
    group: 'specs',
    name: { nl: 'Lemmetlengte', en: 'Blade length', de: 'Klingenlänge' },
    unit: 'cm',
    filterable: true,
    position: 1,
  }
  yield {
    type: 'feature',
    ref: 'steel',
    group: 'specs',
    name: { nl: 'Staalsoort', en: 'Steel', de: 'Stahlsorte' },
    info: {
      nl: 'De staalsoort van het lemmet bepaalt hoe scherp het wordt en hoe lang het scherp blijft.',
      en: 'The steel of the blade decides how sharp it gets and how long it stays sharp.',
      de: 'Die Stahlsorte der Klinge bestimmt, wie scharf sie wird und wie lange sie scharf bleibt.',
    },
    filterable: true,
    position: 2,
  }
  yield {
    type: 'feature',
    ref: 'weight',
    group: 'specs',
    name: { nl: 'Gewicht', en: 'Weight', de: 'Gewicht' },
    unit: 'g',
    position: 3,
  }
  for (const [position, kind] of KINDS.entries()) {
    const { nl, en, de } = kind.name
    // "-fotos" keeps these categories' addresses clear of the drawn demo's.
    const slug = (text: string) =>
      `${text}-fotos`
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
    yield {
      type: 'category',
      ref: kind.ref,
      name: kind.name,
      slug: { nl: slug(nl), en: slug(en), de: slug(de) },
      position,
    }
    yield {
      type: 'category',
      ref: `${kind.ref}-A`,
      parent: kind.ref,
      name: { nl: `${nl} klassiek`, en: `Classic ${en.toLowerCase()}`, de: `${de} klassisch` },
      position: 0,
    }
    yield {
      type: 'category',
      ref: `${kind.ref}-B`,
      parent: kind.ref,
      name: { nl: `${nl} modern`, en: `Modern ${en.toLowerCase()}`, de: `${de} modern` },
      position: 1,
    }
  }
  for (const [index, name] of BRANDS.entries()) yield { type: 'brand', ref: `PH-BR-${index + 1}`, name }

  for (let i = 0; i < options.products; i++) {
    const kind = KINDS[i % KINDS.length]!
    const line = LINES[Math.floor(i / KINDS.length) % LINES.length]!
    const model = `${line} ${100 + Math.floor(i / (KINDS.length * LINES.length))}`
    const colour = COLOURS[i % COLOURS.length]!
    const name: Localized = {
      nl: `${model} ${kind.singular.nl} ${colour.nl.toLowerCase()}`,
      en: `${model} ${kind.singular.en} ${colour.en.toLowerCase()}`,
      de: `${model} ${kind.singular.de} ${colour.de.toLowerCase()}`,
    }
    const price = 1495 + random.int(0, 180) * 100 + (random.chance(0.5) ? 50 : 0)
    const onSale = random.chance(0.15)
    const images = Array.from({ length: IMAGES_PER_PRODUCT }, (_, j) => {
      const base = `${kind.shape}-${(i * IMAGES_PER_PRODUCT + j) % PHOTO_BASES}`
      const view: Localized =
        j === 0
          ? { nl: 'vooraanzicht', en: 'front view', de: 'Vorderansicht' }
          : j === 1
            ? { nl: 'zijaanzicht', en: 'side view', de: 'Seitenansicht' }
            : { nl: 'detail', en: 'detail', de: 'Detail' }
      return {
        src: options.photoUrl(base, `p${i + 1}-${j + 1}`),
        alt: { nl: `${name.nl}, ${view.nl}`, en: `${name.en}, ${view.en}`, de: `${name.de}, ${view.de}` },
      }
    })
    const features: Array<{ feature: string; value: unknown }> = [
      { feature: 'weight', value: 80 + random.int(0, 90) * 10 },
    ]
    if (kind.bladed) {
      features.unshift(
        { feature: 'blade_length', value: kind.shape === 'axe' ? random.int(8, 14) : random.int(6, 11) },
        { feature: 'steel', value: STEELS[i % STEELS.length]! },
      )
    }
    const sameKindBefore = [i - KINDS.length, i - 2 * KINDS.length].filter((other) => other >= 0)
    yield {
      type: 'product',
      ref: photoProductRef(i),
      category: subCategoryRef(kind, Math.floor(i / KINDS.length)),
      brand: `PH-BR-${(i % BRANDS.length) + 1}`,
      name,
      description: {
        nl: `De ${name.nl} uit de ${line}-lijn: stevig, goed in de hand en gemaakt om lang mee te gaan.`,
        en: `The ${name.en} of the ${line} line: sturdy, good in the hand and made to last.`,
        de: `${kind.singular.de} ${model} der ${line}-Linie in ${colour.de}: robust, liegt gut in der Hand und hält lange.`,
      },
      colour,
      price: (price / 100).toFixed(2),
      ...(onSale ? { sale_price: ((price * 0.8) / 100).toFixed(2) } : {}),
      stock: i % 9 === 8 ? 0 : random.int(1, 40),
      ean: String(8719000000000 + i),
      images,
      features,
      ...(sameKindBefore.length > 0 ? { related: sameKindBefore.map(photoProductRef) } : {}),
      ...(videoEvery > 0 && i % videoEvery === 0
        ? {
            video: {
              youtube_id: videoId(i),
              title: {
                nl: `${name.nl} in gebruik`,
                en: `${name.en} in use`,
                de: `${name.de} im Einsatz`,
              },
              poster: images[0]!.src,
            },
          }
        : {}),
    }
  }
}

import { createHash } from 'node:crypto'
import { LOCALES, type Locale } from '#core/locales'
import type {
  CategoryKind,
  Localized,
  ProductImages,
  ProductOptionKind,
  StoredSlide,
  UrlTargetType,
} from '../schema'
import {
  type Archetype,
  BRAND_PROMISE_LONG,
  BRAND_PROMISE_SHORT,
  BRANDS,
  CATEGORIES,
  CLOSINGS,
  COLOURS,
  COMMENTS,
  CUSTOM_PROMISES,
  FAMILY,
  type CategoryDefinition,
  FEATURE_GROUPS,
  type FeatureKey,
  FEATURES,
  IMAGE_ALT,
  MODEL_SUFFIXES,
  NEW_MODEL_LABELS,
  SERVICES,
  VIDEO_TITLE,
} from './assortment'
import { composeDescription, KNOWLEDGE_INTROS, LEAF_TEXTS } from './descriptions'
import { buildKnowledgeArticles, type DemoArticle } from './knowledge/build'
import { demoMediaUrl, type MediaKind } from './media'
import { Random } from './prng'
import { demoReviews, type DemoReview } from './reviews'

/**
 * The demo catalogue as plain rows keyed by column name, ready for bulk insertion (load.ts). Built from
 * a seed alone: the same options give the same catalogue, on every machine and every run.
 */
export interface DemoCatalogue {
  brands: Array<{
    id: number
    slug: string
    name: string
    logo: string
    delivery_promise_short: Localized | null
    delivery_promise_long: Localized | null
  }>
  categories: Array<{
    id: number
    parent_id: number | null
    position: number
    kind: CategoryKind
    name: Localized
    slug: Localized
    path: Localized
    description: Localized
    image: string | null
  }>
  feature_groups: Array<{
    id: number
    key: string
    name: Localized
    info: Localized | null
    position: number
  }>
  features: Array<{
    id: number
    key: string
    group_id: number
    name: Localized
    info: Localized | null
    filterable: boolean
    position: number
  }>
  feature_values: Array<{ id: number; feature_id: number; key: string; label: Localized; position: number }>
  products: DemoProduct[]
  product_features: Array<{ product_id: number; feature_value_id: number }>
  product_options: Array<{
    id: number
    product_id: number
    kind: ProductOptionKind
    option_product_id: number | null
    name: Localized | null
    price_cents: number
    max_quantity: number
    position: number
  }>
  related_products: Array<{ product_id: number; related_product_id: number; position: number }>
  url_paths: Array<{
    locale: Locale
    path: string
    target_type: UrlTargetType
    target_id: number
    is_current: boolean
  }>
  knowledge_articles: DemoArticle[]
  reviews: DemoReview[]
}

export interface DemoProduct {
  id: number
  version: number
  status: 'active' | 'inactive'
  brand_id: number
  category_id: number
  category_ids: number[]
  feature_value_ids: number[]
  name: Localized
  slug: Localized
  description: Localized
  comment: Localized | null
  product_family: Localized | null
  new_model_label: Localized | null
  is_best_choice: boolean
  price_cents: number
  sale_price_cents: number | null
  vat_rate: number
  /** Content of a product sold by volume, weight or length (migration 0011); null for the others. */
  unit_content_amount: number | null
  unit: 'l' | 'kg' | 'm' | null
  stock: number
  stock_status_code: 'AVAILABLE_DIRECT' | 'AVAILABLE_DELAYED' | 'UNAVAILABLE'
  is_last_stock: boolean
  stock_is_from_brand: boolean
  is_vdm: boolean
  expected_in_stock_date: string | null
  delivery_promise_type: string
  delivery_promise_note: Localized | null
  ean: string
  reference: string
  max_order_quantity: number
  review_amount: number
  average_review_rating: number
  popularity: number
  variant_group_id: number | null
  colour: Localized | null
  size: string | null
  images: ProductImages
  slides: StoredSlide[]
}

export interface GenerateOptions {
  /**
   * Number of products of the first assortment; default 1,500. Leaves added later (`addedLater`) add theirs
   * on top, in proportion, so that adding one never renames the products that were there.
   */
  products?: number
  seed?: number
}

export const DEFAULT_PRODUCT_COUNT = 1500
export const DEFAULT_SEED = 20_261_122

/** Expected-in-stock dates count from a fixed day, not from today, so the output never changes. */
const DATE_BASE = Date.UTC(2027, 0, 4)

export function generateCatalogue(options: GenerateOptions = {}): DemoCatalogue {
  const count = Math.max(1, Math.floor(options.products ?? DEFAULT_PRODUCT_COUNT))
  const seed = options.seed ?? DEFAULT_SEED
  let random = new Random(seed)
  const out: DemoCatalogue = {
    brands: [],
    categories: [],
    feature_groups: [],
    features: [],
    feature_values: [],
    products: [],
    product_features: [],
    product_options: [],
    related_products: [],
    url_paths: [],
    knowledge_articles: [],
    reviews: [],
  }
  const taken: Record<Locale, Set<string>> = { nl: new Set(), en: new Set(), de: new Set() }

  // Brands
  for (const [index, brand] of BRANDS.entries()) {
    out.brands.push({
      id: index + 1,
      slug: brand.slug,
      name: brand.name,
      logo: demoMediaUrl('brand', brand.slug, 200, 80),
      delivery_promise_short: brand.shipsDirect ? fill(BRAND_PROMISE_SHORT, { brand: brand.name }) : null,
      delivery_promise_long: brand.shipsDirect ? fill(BRAND_PROMISE_LONG, { brand: brand.name }) : null,
    })
  }

  // Features
  const groupIds = new Map<string, number>()
  for (const [index, group] of FEATURE_GROUPS.entries()) {
    groupIds.set(group.key, index + 1)
    out.feature_groups.push({
      id: index + 1,
      key: group.key,
      name: group.name,
      info: group.info,
      position: index,
    })
  }
  const featureValues = new Map<FeatureKey, FeatureValue[]>()
  let valueId = 0
  for (const [index, feature] of FEATURES.entries()) {
    const featureId = index + 1
    out.features.push({
      id: featureId,
      key: feature.key,
      group_id: groupIds.get(feature.group)!,
      name: feature.name,
      info: feature.info,
      filterable: feature.filterable,
      position: index,
    })
    const values = feature.values.map((value, position) => {
      const row = { id: ++valueId, feature_id: featureId, key: value.key, label: value.label, position }
      out.feature_values.push(row)
      return { ...row, amount: value.amount ?? null }
    })
    featureValues.set(feature.key, values)
  }

  // Categories
  interface Leaf {
    id: number
    key: string
    ids: number[]
    archetype: Archetype
  }
  const leaves: Leaf[] = []
  const later: Leaf[] = []
  let categoryId = 0
  const categoryKeys = new Map<string, number>()
  const subcategory = (top: CategoryDefinition, topId: number, position: number) => {
    const child = top.children[position]!
    const id = ++categoryId
    categoryKeys.set(child.key, id)
    const path = mapLocales((locale) => `${top.slug[locale]}/${child.slug[locale]}`)
    out.categories.push({
      id,
      parent_id: topId,
      position,
      kind: top.kind,
      name: child.name,
      slug: child.slug,
      path,
      // Each subcategory has its own intro; a leaf without one is a mistake in descriptions.ts.
      description: subcategoryIntro(child.key),
      image: demoMediaUrl(child.archetype?.image ?? top.image, `cat-${seedPart(child.key)}`, 300, 200),
    })
    if (top.kind !== 'knowledge') addPaths(out, taken, path, 'category', id)
    if (child.archetype)
      (child.addedLater ? later : leaves).push({
        id,
        key: child.key,
        ids: [topId, id],
        archetype: child.archetype,
      })
  }
  const topIds: number[] = []
  for (const [position, top] of CATEGORIES.entries()) {
    const topId = ++categoryId
    topIds.push(topId)
    categoryKeys.set(top.key, topId)
    out.categories.push({
      id: topId,
      parent_id: null,
      position,
      kind: top.kind,
      name: top.name,
      slug: top.slug,
      path: top.slug,
      description: top.description,
      image: demoMediaUrl(top.image, `cat-${seedPart(top.key)}`, 300, 200),
    })
    if (top.kind !== 'knowledge') addPaths(out, taken, top.slug, 'category', topId)
    for (const [childPosition, child] of top.children.entries())
      if (!child.addedLater) subcategory(top, topId, childPosition)
  }
  for (const [index, top] of CATEGORIES.entries())
    for (const [childPosition, child] of top.children.entries())
      if (child.addedLater) subcategory(top, topIds[index]!, childPosition)
  // Two categories that were renamed: their old paths answer with a redirect.
  const renamed = out.categories.filter((c) => c.parent_id !== null && c.kind === 'category').slice(2, 4)
  for (const category of renamed) {
    addPaths(
      out,
      taken,
      mapLocales((locale) => `${category.path[locale]}-oud`),
      'category',
      category.id,
      false,
    )
  }

  // Products, leaf by leaf, in share of each leaf's weight.
  const totalWeight = leaves.reduce((sum, leaf) => sum + (leaf.archetype.weight ?? 1), 0)
  const share = (leaf: Leaf) => Math.max(0, Math.round((count * (leaf.archetype.weight ?? 1)) / totalWeight))
  let assigned = 0
  const quotas = leaves.map((leaf, index) => {
    const quota = index === leaves.length - 1 ? count - assigned : share(leaf)
    const capped = Math.min(quota, count - assigned)
    assigned += capped
    return capped
  })
  // Leaves added later come on top, in the same proportion (see `addedLater`).
  quotas.push(...later.map(share))
  const productsByLeaf = new Map<number, number[]>()
  let variantGroup = 0
  let modelNumber = 0
  for (const [index, leaf] of [...leaves, ...later].entries()) {
    if (index === leaves.length) random = new Random(seed + 1)
    const { archetype } = leaf
    const ids: number[] = []
    productsByLeaf.set(leaf.id, ids)
    let left = quotas[index]!
    const brandPool = out.brands.filter((_, i) => BRANDS[i]!.lines.includes(archetype.line))
    while (left > 0) {
      modelNumber++
      const brand = random.pick(brandPool.length > 0 ? brandPool : out.brands)
      const brandDefinition = BRANDS[brand.id - 1]!
      const model = `${random.pick(archetype.models)}${random.pick(MODEL_SUFFIXES)}`
      const variants = variantCombinations(random, archetype)
      const take = variants.slice(0, left)
      const groupId = take.length > 1 ? ++variantGroup : null
      const basePrice = random.int(archetype.price[0], archetype.price[1])
      const features = pickFeatures(random, archetype, featureValues)
      const family = random.chance(0.4) ? fill(FAMILY, { model: model.trim().split(' ')[0]! }) : null
      const comment = random.chance(0.1) ? random.pick(COMMENTS) : null
      const drawn = random.chance(0.5) ? random.pick(CLOSINGS) : null
      const years = random.pick([2, 3, 5, 10])
      // A brand whose description states its own warranty gets no second, different one.
      const closing = drawn === CLOSINGS[1] && OWN_WARRANTY.has(brand.slug) ? CLOSINGS[0]! : drawn
      for (const [variantIndex, variant] of take.entries()) {
        const id = out.products.length + 1
        const sizeIndex = variant.size ? (archetype.sizes?.values.indexOf(variant.size) ?? 0) : 0
        const own = { ...features }
        if (variant.size && archetype.sizes?.feature) {
          const match = featureValues
            .get(archetype.sizes.feature)!
            .find((v) => v.key === slugify(variant.size!))
          if (match) own[archetype.sizes.feature] = match
        }
        const price = roundPrice(basePrice * (1 + sizeIndex * 0.15), random)
        const name = mapLocales((locale) => {
          const parts = [brand.name, model, archetype.noun[locale]]
          if (variant.colour) parts.push(variant.colour.name[locale])
          if (variant.size) parts.push(variant.size)
          return parts.join(' ').replace(/\s+/g, ' ')
        })
        const slug = mapLocales((locale) => uniqueSlug(taken[locale], slugify(name[locale])))
        addPaths(out, taken, slug, 'product', id)
        const stock = stockScenario(random, brandDefinition.shipsDirect)
        const sale = saleCents(random, price)
        const reviewAmount = random.chance(0.35) ? 0 : Math.floor(random.float() ** 3 * 250) + 1
        const rating = reviewAmount === 0 ? 0 : Math.round((3 + random.float() * 2) * 100) / 100
        const reviews = demoReviews(id, reviewAmount, rating, out.reviews.length + 1, DATE_BASE)
        out.reviews.push(...reviews.rows)
        const newModel =
          stock.type === 'pre_order_date' || random.chance(0.05) ? random.pick(NEW_MODEL_LABELS) : null
        const imageSeed = `p${modelNumber}-${variantIndex}${variant.colour ? `-${variant.colour.key}` : ''}`
        const wide = WIDE_IMAGES.has(archetype.image)
        const description = composeDescription(
          {
            leaf: leaf.key,
            brandSlug: brand.slug,
            brandName: brand.name,
            model: model.trim(),
            features: own,
            colourKey: variant.colour?.key ?? null,
            size: variant.size,
            sizeFeature: variant.size ? (archetype.sizes?.feature ?? null) : null,
            closing: closing && fill(closing, { brand: brand.name, years: String(years) }),
          },
          () => random.float(),
        )
        out.products.push({
          id,
          version: 1,
          status: random.chance(0.02) ? 'inactive' : 'active',
          brand_id: brand.id,
          category_id: leaf.id,
          category_ids: leaf.ids,
          feature_value_ids: Object.values(own)
            .map((value) => value.id)
            .sort((a, b) => a - b),
          name,
          slug,
          description,
          comment,
          product_family: family,
          new_model_label: newModel,
          is_best_choice: false,
          price_cents: price,
          sale_price_cents: sale,
          vat_rate: archetype.vat ?? 21,
          ...unitContent(archetype, own),
          stock: stock.stock,
          stock_status_code: stock.code,
          is_last_stock: stock.lastStock,
          stock_is_from_brand: stock.type === 'brand',
          is_vdm: stock.type === 'vdm',
          expected_in_stock_date: stock.expected,
          delivery_promise_type: stock.type,
          delivery_promise_note: stock.type === 'custom' ? random.pick(CUSTOM_PROMISES) : null,
          ean: ean13(`8712${String(id).padStart(8, '0')}`),
          reference: `${brand.slug.slice(0, 3).toUpperCase()}-${String(modelNumber).padStart(5, '0')}-${variantIndex + 1}`,
          max_order_quantity: archetype.vat === 0 ? 20 : random.pick([10, 10, 10, 10, 5, 3, 20]),
          review_amount: reviews.amount,
          average_review_rating: reviews.average,
          popularity: reviewAmount * 3 + random.int(0, 600),
          variant_group_id: groupId,
          colour: variant.colour?.name ?? null,
          size: variant.size,
          images: {
            h140: demoMediaUrl(archetype.image, imageSeed, wide ? 210 : 140, 140),
            sq125: demoMediaUrl(archetype.image, imageSeed, 125, 125),
            sq550: demoMediaUrl(archetype.image, imageSeed, 550, 550),
          },
          slides: slides(random, archetype.image, imageSeed, name),
        })
        for (const value of Object.values(own))
          out.product_features.push({ product_id: id, feature_value_id: value.id })
        // A few products were renamed; their old addresses move permanently to the new one.
        if (random.chance(0.03)) {
          addPaths(
            out,
            taken,
            mapLocales((locale) => uniqueSlug(taken[locale], `${slug[locale]}-2024`)),
            'product',
            id,
            false,
          )
        }
        ids.push(id)
        left--
      }
    }
  }

  markBestChoices(out, productsByLeaf)
  addOptions(
    out,
    random,
    [...leaves, ...later].map((leaf) => ({ id: leaf.id, key: leaf.key, archetype: leaf.archetype })),
  )
  addRelated(out, random, productsByLeaf)
  const valueIds = new Map<string, number>()
  for (const [feature, values] of featureValues)
    for (const value of values) valueIds.set(`${feature}=${value.key}`, value.id)
  out.knowledge_articles = buildKnowledgeArticles(out, categoryKeys, valueIds)
  return out
}

/** A stable fingerprint of a catalogue (tests: same seed, same hash). */
export function catalogueHash(catalogue: DemoCatalogue): string {
  return createHash('sha256').update(JSON.stringify(catalogue)).digest('hex')
}

// ---- Parts ----

const WIDE_IMAGES = new Set<MediaKind>([
  'pocketknife',
  'kitchenknife',
  'outdoorknife',
  'multitool',
  'flashlight',
  'fire',
])

function mapLocales(make: (locale: Locale) => string): Localized {
  return { nl: make('nl'), en: make('en'), de: make('de') }
}

function fill(text: Localized, values: Record<string, string>): Localized {
  return mapLocales((locale) =>
    text[locale].replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? `{${key}}`),
  )
}

function subcategoryIntro(key: string): Localized {
  const intro = LEAF_TEXTS[key]?.intro ?? KNOWLEDGE_INTROS[key]
  if (!intro) throw new Error(`No intro for subcategory ${key}`)
  return intro
}

/**
 * "Best choice" means something only when it is rare: per subcategory the one or two best-rated products
 * that are active and in stock (two in the larger subcategories), ranked by rating weighted by the
 * number of reviews. They rank higher on the home page, as a shop's picks would.
 */
function markBestChoices(out: DemoCatalogue, productsByLeaf: Map<number, number[]>): void {
  const score = (p: DemoProduct) => p.average_review_rating * Math.log1p(p.review_amount)
  for (const ids of productsByLeaf.values()) {
    const candidates = ids
      .map((id) => out.products[id - 1]!)
      .filter((p) => p.status === 'active' && p.stock_status_code === 'AVAILABLE_DIRECT' && p.stock > 0)
    const rated = candidates.filter((p) => p.review_amount > 0 && p.average_review_rating >= 4)
    const pool = rated.length > 0 ? rated : candidates
    pool.sort((a, b) => score(b) - score(a) || a.id - b.id)
    for (const product of pool.slice(0, ids.length >= 40 ? 2 : 1)) {
      product.is_best_choice = true
      product.popularity += 400
    }
  }
}

function seedPart(text: string): string {
  return text.replace(/[^a-z0-9]+/g, '-')
}

/** Lower-case ASCII words joined by hyphens: `Fjellstål Otter zakmes` → `fjellstal-otter-zakmes`. */
/** Letters written out as a German, Scandinavian or French reader would (Küchenmesser → kuechenmesser). */
const TRANSLITERATIONS: Record<string, string> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  ß: 'ss',
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  å: 'aa',
}

/** Brands whose character sentence (descriptions.ts) names their warranty. */
const OWN_WARRANTY = new Set(['ironfern', 'brandaris'])

export function slugify(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[äöüßøæœå]/g, (letter) => TRANSLITERATIONS[letter]!)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

function uniqueSlug(taken: Set<string>, base: string): string {
  if (!taken.has(base)) return base
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`
}

function addPaths(
  out: DemoCatalogue,
  taken: Record<Locale, Set<string>>,
  paths: Localized,
  type: UrlTargetType,
  id: number,
  current = true,
): void {
  for (const locale of LOCALES) {
    // The same path in two languages (`multitools`) is one row per language: each resolves on its own.
    taken[locale].add(paths[locale])
    out.url_paths.push({ locale, path: paths[locale], target_type: type, target_id: id, is_current: current })
  }
}

interface Variant {
  colour: { key: string; name: Localized } | null
  size: string | null
}

function variantCombinations(random: Random, archetype: Archetype): Variant[] {
  const sizes = archetype.sizes?.values ?? []
  const grouped = random.chance(0.45)
  if (archetype.variant === 'none' || !grouped) return [{ colour: null, size: null }]
  const colours = () => random.sample(COLOURS, random.int(2, 4))
  const someSizes = () => sizes.slice(0, Math.max(2, random.int(2, sizes.length)))
  switch (archetype.variant) {
    case 'colour':
      return colours().map((colour) => ({ colour, size: null }))
    case 'size':
      return someSizes().map((size) => ({ colour: null, size }))
    case 'both': {
      const list: Variant[] = []
      const chosen = random.sample(COLOURS, 2)
      for (const size of someSizes()) for (const colour of chosen) list.push({ colour, size })
      return list
    }
  }
}

type FeatureValue = { id: number; key: string; label: Localized; amount: number | null }

function pickFeatures(
  random: Random,
  archetype: Archetype,
  values: Map<FeatureKey, FeatureValue[]>,
): Partial<Record<FeatureKey, FeatureValue>> {
  const chosen: Partial<Record<FeatureKey, FeatureValue>> = {}
  for (const key of archetype.features) {
    let pool = values.get(key)!
    // A leaf may name the values that make sense for it (a slipjoint has no lock, a sheath is no bamboo).
    const allowed = archetype.allowed?.[key]
    if (allowed) {
      chosen[key] = random.pick(pool.filter((value) => allowed.includes(value.key)))
      continue
    }
    if (key === 'handle_material') pool = pool.filter((value) => value.key !== 'hickory')
    if (key === 'blade_length') {
      // Pocket knives stay short (up to 9 cm), the rest longer.
      pool = archetype.line === 'pocket' ? pool.slice(0, 8) : pool.slice(4)
    }
    if (key === 'volume') pool = archetype.line === 'accessory' ? pool.slice(0, 2) : pool.slice(2, 6)
    if (key === 'weight')
      pool = archetype.line === 'gear' || archetype.image === 'axe' ? pool.slice(6) : pool.slice(0, 10)
    chosen[key] = random.pick(pool)
  }
  return chosen
}

/** The content of a product sold by volume, weight or length, from its measure feature (no random draw). */
function unitContent(
  archetype: Archetype,
  features: Partial<Record<FeatureKey, FeatureValue>>,
): Pick<DemoProduct, 'unit_content_amount' | 'unit'> {
  const amount = archetype.soldBy ? features[archetype.soldBy.feature]?.amount : null
  return amount && archetype.soldBy
    ? { unit_content_amount: amount, unit: archetype.soldBy.unit }
    : { unit_content_amount: null, unit: null }
}

/** Shop prices: whole euros minus five cents, or a round amount. */
function roundPrice(euros: number, random: Random): number {
  const whole = Math.max(1, Math.round(euros))
  return random.chance(0.8) ? whole * 100 - 5 : whole * 100
}

function saleCents(random: Random, price: number): number | null {
  if (!random.chance(0.25)) return null
  const percentage = random.weighted<number>([
    [0, 0.05],
    [random.int(1, 4), 0.15],
    [random.int(5, 40), 0.8],
  ])
  const sale = Math.round((price * (100 - percentage)) / 100)
  // Above 5 % the sale price is rounded down to five cents, as a shop would.
  return percentage >= 5 ? Math.floor(sale / 5) * 5 : sale
}

interface StockScenario {
  code: 'AVAILABLE_DIRECT' | 'AVAILABLE_DELAYED' | 'UNAVAILABLE'
  type: string
  stock: number
  lastStock: boolean
  expected: string | null
}

function stockScenario(random: Random, brandShips: boolean): StockScenario {
  const date = () => new Date(DATE_BASE + random.int(3, 90) * 86_400_000).toISOString().slice(0, 10)
  const scenario = random.weighted<string>([
    ['direct', 60],
    ['last', 5],
    ['delayed_date', 6],
    ['delayed', 6],
    ['unavailable', 6],
    ['brand', brandShips ? 12 : 0],
    ['vdm', 4],
    ['pre_order_date', 2],
    ['pre_order', 1.5],
    ['custom', 2.5],
  ])
  const direct = { code: 'AVAILABLE_DIRECT' as const, lastStock: false, expected: null }
  switch (scenario) {
    case 'last':
      return { ...direct, type: 'AVAILABLE_DIRECT', stock: random.int(1, 3), lastStock: true }
    case 'delayed_date':
      return {
        code: 'AVAILABLE_DELAYED',
        type: 'AVAILABLE_DELAYED',
        stock: 0,
        lastStock: false,
        expected: date(),
      }
    case 'delayed':
      return {
        code: 'AVAILABLE_DELAYED',
        type: 'AVAILABLE_DELAYED',
        stock: 0,
        lastStock: false,
        expected: null,
      }
    case 'unavailable':
      return { code: 'UNAVAILABLE', type: 'UNAVAILABLE', stock: 0, lastStock: false, expected: null }
    case 'brand':
      return { ...direct, type: 'brand', stock: random.int(5, 250) }
    case 'vdm':
      return { ...direct, type: 'vdm', stock: random.int(5, 250) }
    case 'pre_order_date':
      return {
        code: 'AVAILABLE_DELAYED',
        type: 'pre_order_date',
        stock: 0,
        lastStock: false,
        expected: date(),
      }
    case 'pre_order':
      return { code: 'AVAILABLE_DELAYED', type: 'pre_order', stock: 0, lastStock: false, expected: null }
    case 'custom':
      return random.chance(0.5)
        ? { ...direct, type: 'custom', stock: random.int(1, 20) }
        : { code: 'AVAILABLE_DELAYED', type: 'custom', stock: 0, lastStock: false, expected: null }
    default:
      return { ...direct, type: 'AVAILABLE_DIRECT', stock: random.int(4, 80) }
  }
}

/** EAN-13: twelve digits and the GS1 check digit. */
export function ean13(twelve: string): string {
  if (!/^\d{12}$/.test(twelve)) throw new Error(`EAN needs 12 digits, got ${twelve}`)
  let sum = 0
  for (let i = 0; i < 12; i++) sum += Number(twelve[i]) * (i % 2 === 0 ? 1 : 3)
  return `${twelve}${(10 - (sum % 10)) % 10}`
}

const YOUTUBE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'

function slides(random: Random, kind: MediaKind, seed: string, name: Localized): StoredSlide[] {
  const list: StoredSlide[] = []
  const images = random.int(2, 5)
  for (let n = 1; n <= images; n++) {
    list.push({
      type: 'image',
      src: demoMediaUrl(kind, n === 1 ? seed : `${seed}-${n}`, 1000, 1000),
      alt: mapLocales((locale) =>
        IMAGE_ALT[locale].replace('{name}', name[locale]).replace('{n}', String(n)),
      ),
      width: 1000,
      height: 1000,
    })
  }
  if (random.chance(0.05)) {
    let id = ''
    for (let i = 0; i < 11; i++) id += YOUTUBE_ALPHABET[random.int(0, YOUTUBE_ALPHABET.length - 1)]
    list.push({
      type: 'video',
      youtube_id: id,
      poster: demoMediaUrl(kind, `${seed}-video`, 1280, 720),
      title: mapLocales((locale) => VIDEO_TITLE[locale].replace('{name}', name[locale])),
    })
  }
  return list
}

/**
 * The free products a shop would add to a product of each line: a sheath, strop, sharpener or oil with
 * a knife, a battery with a light, bits with a multitool (leaf keys of giveaway subcategories).
 */
const GIFTS_FOR_LINE: Record<Archetype['line'], string[]> = {
  pocket: ['sheath', 'strop', 'sharpener', 'care'],
  kitchen: ['paring', 'sharpener', 'care'],
  outdoor: ['sheath', 'strop', 'sharpener', 'firestarter', 'care'],
  tools: ['bits', 'keychain', 'card'],
  sharpening: ['strop', 'care'],
  light: ['battery'],
  gear: ['firestarter', 'keychain', 'card'],
  accessory: ['care', 'keychain'],
}

function addOptions(
  out: DemoCatalogue,
  random: Random,
  leaves: Array<{ id: number; key: string; archetype: Archetype }>,
): void {
  const archetypeOf = new Map(leaves.map((leaf) => [leaf.id, leaf.archetype]))
  const keyOf = new Map(leaves.map((leaf) => [leaf.id, leaf.key]))
  const active = out.products.filter((p) => p.status === 'active')
  const cheapGiveaways = active.filter(
    (p) => archetypeOf.get(p.category_id)!.giveaway && p.price_cents <= 1500,
  )
  const giveawaysFor = new Map(
    Object.entries(GIFTS_FOR_LINE).map(([line, keys]) => [
      line,
      cheapGiveaways.filter((p) => keys.includes(keyOf.get(p.category_id)!)),
    ]),
  )
  const byImage = (kinds: MediaKind[]) =>
    active.filter((p) => kinds.includes(archetypeOf.get(p.category_id)!.image) && p.price_cents <= 8000)
  const sharpening = byImage(['stone', 'sharpener', 'honingsteel', 'strop', 'care'])
  const batteries = byImage(['battery'])
  let optionId = 0
  for (const product of out.products) {
    const archetype = archetypeOf.get(product.category_id)!
    let position = 0
    for (const service of archetype.services) {
      if (!random.chance(0.55)) continue
      const definition = SERVICES[service]
      out.product_options.push({
        id: ++optionId,
        product_id: product.id,
        kind: 'extra_service',
        option_product_id: null,
        name: definition.name,
        price_cents: definition.priceCents,
        max_quantity: definition.max,
        position: position++,
      })
    }
    const giveaways = giveawaysFor.get(archetype.line) ?? []
    if (!archetype.giveaway && product.price_cents >= 3000 && giveaways.length > 0 && random.chance(0.15)) {
      const gift = random.pick(giveaways)
      if (gift.id !== product.id) {
        out.product_options.push({
          id: ++optionId,
          product_id: product.id,
          kind: 'free',
          option_product_id: gift.id,
          name: null,
          price_cents: 0,
          max_quantity: 1,
          position: position++,
        })
      }
    }
    const partners =
      archetype.line === 'light' ? batteries : archetype.services.includes('sharpening') ? sharpening : []
    if (partners.length > 0 && random.chance(0.2)) {
      for (const partner of random.sample(partners, random.int(1, 2))) {
        if (partner.id === product.id) continue
        const partnerPrice =
          partner.sale_price_cents !== null && partner.sale_price_cents < partner.price_cents
            ? partner.sale_price_cents
            : partner.price_cents
        out.product_options.push({
          id: ++optionId,
          product_id: product.id,
          kind: 'combination',
          option_product_id: partner.id,
          name: null,
          price_cents: Math.max(100, Math.floor((partnerPrice * 0.85) / 5) * 5),
          max_quantity: 1,
          position: position++,
        })
      }
    }
  }
}

function addRelated(out: DemoCatalogue, random: Random, productsByLeaf: Map<number, number[]>): void {
  for (const product of out.products) {
    const siblings = productsByLeaf.get(product.category_id) ?? []
    if (siblings.length < 2) continue
    const chosen = new Set<number>()
    for (let tries = 0; tries < 12 && chosen.size < 4; tries++) {
      const candidate = siblings[random.int(0, siblings.length - 1)]!
      if (candidate !== product.id) chosen.add(candidate)
    }
    let position = 0
    for (const related of chosen) {
      out.related_products.push({ product_id: product.id, related_product_id: related, position: position++ })
    }
  }
}

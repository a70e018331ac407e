import type { CategoryKind, Localized } from '../schema'
import type { MediaKind } from './media'

/**
 * What the demo shop sells: brands, the category tree and, per leaf category, the kind of product it
 * holds (its noun, price range, features, variants). The brands are invented, so no real company's
 * products or prices are misrepresented; the assortment is that of a Dutch knife and outdoor shop.
 */

export const L = (nl: string, en: string, de: string): Localized => ({ nl, en, de })

export interface BrandDefinition {
  slug: string
  name: string
  /** Which product groups the brand makes. */
  lines: Line[]
  /** Brands that ship some products themselves have their own delivery text (promise type 'brand'). */
  shipsDirect: boolean
}

export type Line = 'pocket' | 'kitchen' | 'outdoor' | 'tools' | 'sharpening' | 'light' | 'gear' | 'accessory'

export const BRANDS: BrandDefinition[] = [
  { slug: 'noordkaap', name: 'Noordkaap', lines: ['pocket', 'outdoor', 'accessory'], shipsDirect: false },
  { slug: 'helling-zonen', name: 'Helling & Zonen', lines: ['kitchen', 'sharpening'], shipsDirect: true },
  { slug: 'fjellstal', name: 'Fjellstål', lines: ['outdoor', 'pocket', 'gear'], shipsDirect: false },
  { slug: 'kurogane', name: 'Kurogane', lines: ['kitchen', 'sharpening'], shipsDirect: true },
  { slug: 'alpenklinge', name: 'Alpenklinge', lines: ['pocket', 'tools', 'kitchen'], shipsDirect: false },
  { slug: 'waldmeister', name: 'Waldmeister', lines: ['outdoor', 'gear', 'accessory'], shipsDirect: false },
  { slug: 'tideline', name: 'Tideline', lines: ['pocket', 'tools', 'light'], shipsDirect: true },
  { slug: 'lumenwerk', name: 'Lumenwerk', lines: ['light'], shipsDirect: false },
  { slug: 'brandaris', name: 'Brandaris', lines: ['light', 'gear'], shipsDirect: true },
  { slug: 'kromstaal', name: 'Kromstaal', lines: ['pocket', 'outdoor'], shipsDirect: false },
  { slug: 'scherpsteen', name: 'Scherpsteen', lines: ['sharpening', 'accessory'], shipsDirect: false },
  { slug: 'veldmuis', name: 'Veldmuis', lines: ['gear', 'accessory', 'tools'], shipsDirect: false },
  { slug: 'trekvogel', name: 'Trekvogel', lines: ['gear', 'light'], shipsDirect: false },
  { slug: 'ironfern', name: 'Ironfern', lines: ['outdoor', 'pocket', 'tools'], shipsDirect: true },
  { slug: 'bergwacht', name: 'Bergwacht', lines: ['gear', 'outdoor', 'light'], shipsDirect: false },
  { slug: 'hakuun', name: 'Hakuun', lines: ['kitchen', 'pocket'], shipsDirect: false },
  { slug: 'ossenkop', name: 'Ossenkop', lines: ['kitchen', 'accessory', 'sharpening'], shipsDirect: false },
  { slug: 'duinvos', name: 'Duinvos', lines: ['pocket', 'gear', 'tools'], shipsDirect: false },
  { slug: 'stormvast', name: 'Stormvast', lines: ['light', 'tools', 'gear'], shipsDirect: false },
  {
    slug: 'kaapstander',
    name: 'Kaapstander',
    lines: ['outdoor', 'accessory', 'kitchen'],
    shipsDirect: false,
  },
]

export type FeatureKey =
  | 'blade_length'
  | 'steel'
  | 'lock'
  | 'hardness'
  | 'handle_material'
  | 'functions'
  | 'weight'
  | 'material'
  | 'volume'
  | 'lumen'
  | 'beam_distance'
  | 'battery'
  | 'waterproof'
  | 'grit'
  | 'abrasive'
  | 'net_content'
  | 'cord_length'

export type VariantKind = 'none' | 'colour' | 'size' | 'both'

/** The kind of product a leaf category holds. */
export interface Archetype {
  noun: Localized
  image: MediaKind
  /** Euros incl. VAT. */
  price: readonly [number, number]
  features: FeatureKey[]
  variant: VariantKind
  /** Size values for 'size' and 'both'; a size fixes the feature of the same name when given. */
  sizes?: { values: string[]; feature?: FeatureKey }
  line: Line
  vat?: 0 | 9 | 21
  /** Knives get engraving and sharpening as extra services. */
  services: Array<'engraving' | 'sharpening' | 'gift_wrap'>
  /** Cheap enough to be given away as a free product option. */
  giveaway?: boolean
  /** Model names; the brand and a suffix make them unique. */
  models: string[]
  /** Weight of the leaf in the assortment (share of products). */
  weight?: number
  /**
   * Sold by volume, weight or length: the feature whose value is the content, in this unit. The product then
   * shows its price per unit (EU price indication rules).
   */
  soldBy?: { feature: FeatureKey; unit: 'l' | 'kg' | 'm' }
  /** Feature value keys this kind of product can have (all when absent; handles never hickory then). */
  allowed?: Partial<Record<FeatureKey, string[]>>
}

export interface CategoryDefinition {
  key: string
  kind: CategoryKind
  name: Localized
  slug: Localized
  description: Localized
  image: MediaKind
  /** Product strip tagline per top category. */
  taglines?: Localized[]
  extendedLabel?: Localized
  children: Array<{
    key: string
    name: Localized
    slug: Localized
    archetype?: Archetype
    /**
     * A leaf added to the assortment after the first catalogue: its category and products are made after all
     * the others, from a stream of their own, so that the existing demo products keep their ids, names and
     * slugs (articles, bookmarks and saved carts link them).
     */
    addedLater?: boolean
  }>
}

const KNIFE_MODELS = [
  'Ranger',
  'Pionier',
  'Verkenner',
  'Havik',
  'Valk',
  'Otter',
  'Vos',
  'Lynx',
  'Raaf',
  'Sperwer',
  'Bever',
  'Bunzing',
  'Marter',
  'Arend',
  'Reiger',
  'Zwaluw',
  'Wolf',
  'Eland',
  'Kraai',
  'Meerkoet',
  'Kievit',
  'Fuut',
]
const KITCHEN_MODELS = [
  'Sakura',
  'Tsubame',
  'Kaze',
  'Yama',
  'Kawa',
  'Hoshi',
  'Mori',
  'Umi',
  'Kiri',
  'Sora',
  'Tora',
  'Ryu',
]
const LIGHT_MODELS = [
  'Baken',
  'Vuurtoren',
  'Poolster',
  'Lichtbaak',
  'Komeet',
  'Meteoor',
  'Nova',
  'Orion',
  'Sirius',
  'Vega',
]
const GEAR_MODELS = [
  'Trail',
  'Basecamp',
  'Summit',
  'Fjord',
  'Heide',
  'Duin',
  'Polder',
  'Kreek',
  'Wad',
  'Veluwe',
  'Eifel',
]
const TOOL_MODELS = [
  'Werkmaat',
  'Klusser',
  'Vakman',
  'Gereedschap',
  'Monteur',
  'Bouwer',
  'Smid',
  'Sleutel',
  'Tang',
]
const STONE_MODELS = [
  'Waterkant',
  'Polijst',
  'Aanzet',
  'Fijnslijp',
  'Grofslijp',
  'Spiegel',
  'Meester',
  'Gezel',
]

const POCKET_SERVICES: Archetype['services'] = ['engraving', 'sharpening', 'gift_wrap']
const KNIFE_SERVICES: Archetype['services'] = ['engraving', 'sharpening', 'gift_wrap']

export const CATEGORIES: CategoryDefinition[] = [
  {
    key: 'pocket',
    kind: 'category',
    name: L('Zakmessen', 'Pocket knives', 'Taschenmesser'),
    slug: L('zakmessen', 'pocket-knives', 'taschenmesser'),
    description: L(
      'Zakmessen voor elke dag: van het klassieke Zwitserse zakmes tot de moderne flipper met één hand te openen.',
      'Pocket knives for every day: from the classic Swiss army knife to the modern one-handed flipper.',
      'Taschenmesser für jeden Tag: vom klassischen Schweizer Messer bis zum modernen Flipper für eine Hand.',
    ),
    image: 'pocketknife',
    extendedLabel: L('Alle zakmessen', 'All pocket knives', 'Alle Taschenmesser'),
    taglines: [
      L(
        'Een betrouwbare metgezel voor elke dag, licht genoeg om altijd bij je te dragen.',
        'A dependable everyday companion, light enough to carry all the time.',
        'Ein zuverlässiger Begleiter für jeden Tag, leicht genug, um ihn immer dabeizuhaben.',
      ),
      L(
        'Compact, scherp en met zorg afgewerkt: gemaakt voor wie graag iets handigs op zak heeft.',
        'Compact, sharp and carefully finished: made for anyone who likes something useful in their pocket.',
        'Kompakt, scharf und sorgfältig verarbeitet: für alle, die gern etwas Nützliches in der Tasche haben.',
      ),
    ],
    children: [
      {
        key: 'swiss',
        name: L('Zwitserse zakmessen', 'Swiss army knives', 'Schweizer Taschenmesser'),
        slug: L('zwitserse-zakmessen', 'swiss-army-knives', 'schweizer-taschenmesser'),
        archetype: {
          noun: L('zakmes', 'pocket knife', 'Taschenmesser'),
          image: 'pocketknife',
          price: [14, 129],
          features: ['blade_length', 'functions', 'steel', 'handle_material', 'weight'],
          variant: 'colour',
          line: 'pocket',
          services: POCKET_SERVICES,
          models: KNIFE_MODELS,
          allowed: {
            steel: ['stainless-steel', '1-4116', '14c28n'],
            handle_material: ['plastic', 'aluminium', 'walnut', 'g10'],
          },
          weight: 3,
        },
      },
      {
        key: 'slipjoint',
        name: L('Slipjoints', 'Slipjoints', 'Slipjoints'),
        slug: L('slipjoints', 'slipjoints', 'slipjoints'),
        archetype: {
          noun: L('slipjoint', 'slipjoint knife', 'Slipjoint-Messer'),
          image: 'pocketknife',
          price: [25, 189],
          features: ['blade_length', 'steel', 'lock', 'handle_material', 'weight'],
          variant: 'colour',
          line: 'pocket',
          services: POCKET_SERVICES,
          models: KNIFE_MODELS,
          allowed: { lock: ['slipjoint'] },
        },
      },
      {
        key: 'linerlock',
        name: L('Liner locks', 'Liner locks', 'Liner-Lock-Messer'),
        slug: L('liner-locks', 'liner-locks', 'liner-lock-messer'),
        archetype: {
          noun: L('zakmes', 'folding knife', 'Klappmesser'),
          image: 'pocketknife',
          price: [29, 249],
          features: ['blade_length', 'steel', 'lock', 'handle_material', 'hardness', 'weight'],
          variant: 'colour',
          line: 'pocket',
          services: POCKET_SERVICES,
          models: KNIFE_MODELS,
          allowed: { lock: ['liner-lock'] },
        },
      },
      {
        key: 'flipper',
        name: L('Flippers', 'Flippers', 'Flipper'),
        slug: L('flippers', 'flippers', 'flipper'),
        archetype: {
          noun: L('flipper', 'flipper knife', 'Flipper-Messer'),
          image: 'pocketknife',
          price: [35, 299],
          features: ['blade_length', 'steel', 'lock', 'handle_material', 'hardness', 'weight'],
          variant: 'colour',
          line: 'pocket',
          services: POCKET_SERVICES,
          models: KNIFE_MODELS,
          allowed: { lock: ['liner-lock', 'frame-lock', 'button-lock'] },
        },
      },
      {
        key: 'lockback',
        name: L('Lockbacks', 'Lockbacks', 'Lockback-Messer'),
        slug: L('lockbacks', 'lockbacks', 'lockback-messer'),
        archetype: {
          noun: L('lockback', 'lockback knife', 'Lockback-Messer'),
          image: 'pocketknife',
          price: [19, 179],
          features: ['blade_length', 'steel', 'lock', 'handle_material', 'weight'],
          variant: 'none',
          line: 'pocket',
          services: POCKET_SERVICES,
          models: KNIFE_MODELS,
          allowed: { lock: ['lockback'] },
        },
      },
    ],
  },
  {
    key: 'kitchen',
    kind: 'category',
    name: L('Keukenmessen', 'Kitchen knives', 'Küchenmesser'),
    slug: L('keukenmessen', 'kitchen-knives', 'kuechenmesser'),
    description: L(
      'Koksmessen, Japanse messen en complete sets voor thuiskoks en professionals.',
      "Chef's knives, Japanese knives and complete sets for home cooks and professionals.",
      'Kochmesser, japanische Messer und komplette Sets für Hobbyköche und Profis.',
    ),
    image: 'kitchenknife',
    extendedLabel: L('Alle keukenmessen', 'All kitchen knives', 'Alle Küchenmesser'),
    taglines: [
      L(
        'Perfect in balans en vlijmscherp uit de doos, voor jarenlang snijplezier in de keuken.',
        'Perfectly balanced and razor-sharp out of the box, for years of cutting pleasure in the kitchen.',
        'Perfekt ausbalanciert und ab Werk rasiermesserscharf, für jahrelange Freude beim Schneiden.',
      ),
      L(
        'Met de hand geslepen en gemaakt om dagelijks gebruikt te worden.',
        'Hand-sharpened and made to be used every day.',
        'Von Hand geschliffen und für den täglichen Gebrauch gemacht.',
      ),
    ],
    children: [
      {
        key: 'chef',
        name: L('Koksmessen', "Chef's knives", 'Kochmesser'),
        slug: L('koksmessen', 'chefs-knives', 'kochmesser'),
        archetype: {
          noun: L('koksmes', "chef's knife", 'Kochmesser'),
          image: 'kitchenknife',
          price: [39, 349],
          features: ['blade_length', 'steel', 'hardness', 'handle_material', 'weight'],
          variant: 'size',
          sizes: { values: ['16 cm', '20 cm', '23 cm', '26 cm'], feature: 'blade_length' },
          line: 'kitchen',
          services: KNIFE_SERVICES,
          models: KITCHEN_MODELS,
          allowed: { blade_length: ['16-cm', '18-cm', '20-cm', '21-cm', '23-cm', '24-cm', '26-cm'] },
          weight: 2,
        },
      },
      {
        key: 'japanese',
        name: L('Japanse messen', 'Japanese knives', 'Japanische Messer'),
        slug: L('japanse-messen', 'japanese-knives', 'japanische-messer'),
        archetype: {
          noun: L('santoku', 'santoku', 'Santoku'),
          image: 'kitchenknife',
          price: [59, 449],
          features: ['blade_length', 'steel', 'hardness', 'handle_material', 'weight'],
          variant: 'size',
          sizes: { values: ['15 cm', '18 cm', '21 cm'], feature: 'blade_length' },
          line: 'kitchen',
          services: KNIFE_SERVICES,
          models: KITCHEN_MODELS,
          allowed: { blade_length: ['15-cm', '16-cm', '18-cm', '21-cm'] },
          weight: 2,
        },
      },
      {
        key: 'bread',
        name: L('Broodmessen', 'Bread knives', 'Brotmesser'),
        slug: L('broodmessen', 'bread-knives', 'brotmesser'),
        archetype: {
          noun: L('broodmes', 'bread knife', 'Brotmesser'),
          image: 'kitchenknife',
          price: [24, 189],
          features: ['blade_length', 'steel', 'handle_material', 'weight'],
          variant: 'none',
          line: 'kitchen',
          services: KNIFE_SERVICES,
          models: KITCHEN_MODELS,
          allowed: { blade_length: ['20-cm', '21-cm', '23-cm', '24-cm', '26-cm'] },
        },
      },
      {
        key: 'paring',
        name: L('Schilmessen', 'Paring knives', 'Schälmesser'),
        slug: L('schilmessen', 'paring-knives', 'schaelmesser'),
        archetype: {
          noun: L('schilmesje', 'paring knife', 'Schälmesser'),
          image: 'kitchenknife',
          price: [9, 89],
          features: ['blade_length', 'steel', 'handle_material'],
          variant: 'colour',
          line: 'kitchen',
          services: ['sharpening', 'gift_wrap'],
          giveaway: true,
          models: KITCHEN_MODELS,
          allowed: { blade_length: ['7-cm', '7-5-cm', '8-cm', '8-5-cm', '9-cm', '10-cm'] },
        },
      },
      {
        key: 'knifeset',
        name: L('Messensets', 'Knife sets', 'Messersets'),
        slug: L('messensets', 'knife-sets', 'messersets'),
        archetype: {
          noun: L('messenset', 'knife set', 'Messerset'),
          image: 'kitchenknife',
          price: [79, 699],
          features: ['steel', 'handle_material', 'weight'],
          variant: 'none',
          line: 'kitchen',
          services: ['engraving', 'gift_wrap'],
          models: KITCHEN_MODELS,
          allowed: {
            handle_material: ['g10', 'micarta', 'walnut', 'olive-wood', 'oak', 'plastic', 'stainless-steel'],
          },
        },
      },
      {
        key: 'board',
        name: L('Snijplanken', 'Cutting boards', 'Schneidebretter'),
        slug: L('snijplanken', 'cutting-boards', 'schneidebretter'),
        archetype: {
          noun: L('snijplank', 'cutting board', 'Schneidebrett'),
          image: 'board',
          price: [19, 149],
          features: ['material', 'weight'],
          variant: 'size',
          sizes: { values: ['30 x 20 cm', '40 x 25 cm', '50 x 35 cm'] },
          line: 'kitchen',
          services: ['engraving', 'gift_wrap'],
          models: KITCHEN_MODELS,
          allowed: { material: ['oak', 'bamboo'] },
        },
      },
    ],
  },
  {
    key: 'outdoorknives',
    kind: 'category',
    name: L('Outdoormessen', 'Outdoor knives', 'Outdoormesser'),
    slug: L('outdoormessen', 'outdoor-knives', 'outdoormesser'),
    description: L(
      'Vaste messen en bijlen voor bushcraft, survival, jacht en visserij.',
      'Fixed blades and axes for bushcraft, survival, hunting and fishing.',
      'Feststehende Messer und Äxte für Bushcraft, Survival, Jagd und Angeln.',
    ),
    image: 'outdoorknife',
    extendedLabel: L('Alle outdoormessen', 'All outdoor knives', 'Alle Outdoormesser'),
    taglines: [
      L(
        'Gebouwd voor het zware werk buiten, van houthakken tot vuur maken.',
        'Built for hard work outdoors, from splitting wood to making fire.',
        'Gebaut für harte Arbeit draußen, vom Holzspalten bis zum Feuermachen.',
      ),
      L(
        'Een vast lemmet met een stevige schede: klaar voor elk avontuur.',
        'A fixed blade with a sturdy sheath: ready for any adventure.',
        'Eine feststehende Klinge mit robuster Scheide: bereit für jedes Abenteuer.',
      ),
    ],
    children: [
      {
        key: 'bushcraft',
        name: L('Bushcraftmessen', 'Bushcraft knives', 'Bushcraft-Messer'),
        slug: L('bushcraftmessen', 'bushcraft-knives', 'bushcraft-messer'),
        archetype: {
          noun: L('bushcraftmes', 'bushcraft knife', 'Bushcraft-Messer'),
          image: 'outdoorknife',
          price: [29, 279],
          features: ['blade_length', 'steel', 'hardness', 'handle_material', 'weight'],
          variant: 'colour',
          line: 'outdoor',
          services: KNIFE_SERVICES,
          models: KNIFE_MODELS,
          allowed: { blade_length: ['9-cm', '10-cm', '11-cm', '12-cm'] },
          weight: 2,
        },
      },
      {
        key: 'survival',
        name: L('Survivalmessen', 'Survival knives', 'Survivalmesser'),
        slug: L('survivalmessen', 'survival-knives', 'survivalmesser'),
        archetype: {
          noun: L('survivalmes', 'survival knife', 'Survivalmesser'),
          image: 'outdoorknife',
          price: [39, 299],
          features: ['blade_length', 'steel', 'hardness', 'handle_material', 'weight'],
          variant: 'colour',
          line: 'outdoor',
          services: KNIFE_SERVICES,
          models: KNIFE_MODELS,
          allowed: { blade_length: ['12-cm', '13-cm', '15-cm', '16-cm', '18-cm'] },
        },
      },
      {
        key: 'hunting',
        name: L('Jachtmessen', 'Hunting knives', 'Jagdmesser'),
        slug: L('jachtmessen', 'hunting-knives', 'jagdmesser'),
        archetype: {
          noun: L('jachtmes', 'hunting knife', 'Jagdmesser'),
          image: 'outdoorknife',
          price: [45, 399],
          features: ['blade_length', 'steel', 'hardness', 'handle_material', 'weight'],
          variant: 'none',
          line: 'outdoor',
          services: KNIFE_SERVICES,
          models: KNIFE_MODELS,
          allowed: { blade_length: ['10-cm', '11-cm', '12-cm', '13-cm', '15-cm'] },
        },
      },
      {
        key: 'fillet',
        name: L('Fileermessen', 'Fillet knives', 'Filetiermesser'),
        slug: L('fileermessen', 'fillet-knives', 'filetiermesser'),
        archetype: {
          noun: L('fileermes', 'fillet knife', 'Filetiermesser'),
          image: 'outdoorknife',
          price: [19, 129],
          features: ['blade_length', 'steel', 'handle_material', 'weight'],
          variant: 'size',
          sizes: { values: ['15 cm', '18 cm', '23 cm'], feature: 'blade_length' },
          line: 'outdoor',
          services: ['sharpening', 'gift_wrap'],
          models: KNIFE_MODELS,
          allowed: { blade_length: ['15-cm', '16-cm', '18-cm', '20-cm', '21-cm', '23-cm'] },
        },
      },
      {
        key: 'axe',
        name: L('Bijlen', 'Axes', 'Äxte'),
        slug: L('bijlen', 'axes', 'aexte'),
        archetype: {
          noun: L('bijl', 'axe', 'Axt'),
          image: 'axe',
          price: [35, 229],
          features: ['steel', 'handle_material', 'weight'],
          variant: 'size',
          sizes: { values: ['35 cm', '50 cm', '70 cm'] },
          line: 'outdoor',
          services: ['engraving', 'sharpening'],
          models: GEAR_MODELS,
          allowed: {
            handle_material: ['hickory', 'oak', 'walnut', 'g10'],
            steel: ['carbon-steel', 'stainless-steel'],
          },
        },
      },
    ],
  },
  {
    key: 'multitools',
    kind: 'category',
    name: L('Multitools', 'Multitools', 'Multitools'),
    slug: L('multitools', 'multitools', 'multitools'),
    description: L(
      'Tang, schroevendraaier en mes in één: multitools voor klussen, kamperen en elke dag.',
      'Pliers, screwdriver and knife in one: multitools for jobs, camping and every day.',
      'Zange, Schraubendreher und Messer in einem: Multitools für Werkstatt, Camping und Alltag.',
    ),
    image: 'multitool',
    extendedLabel: L('Alle multitools', 'All multitools', 'Alle Multitools'),
    taglines: [
      L(
        'Een complete gereedschapskist die in je broekzak past.',
        'A complete toolbox that fits in your trouser pocket.',
        'Ein kompletter Werkzeugkasten, der in die Hosentasche passt.',
      ),
    ],
    children: [
      {
        key: 'plier',
        name: L('Multitools met tang', 'Plier multitools', 'Multitools mit Zange'),
        slug: L('multitools-met-tang', 'plier-multitools', 'multitools-mit-zange'),
        archetype: {
          noun: L('multitool', 'multitool', 'Multitool'),
          image: 'multitool',
          price: [29, 259],
          features: ['functions', 'steel', 'material', 'weight'],
          variant: 'colour',
          line: 'tools',
          services: ['engraving', 'gift_wrap'],
          models: TOOL_MODELS,
          allowed: { material: ['stainless-steel', 'titanium', 'aluminium'] },
          weight: 2,
        },
      },
      {
        key: 'card',
        name: L('Kaart-multitools', 'Card multitools', 'Karten-Multitools'),
        slug: L('kaart-multitools', 'card-multitools', 'karten-multitools'),
        archetype: {
          noun: L('kaarttool', 'card tool', 'Kartenwerkzeug'),
          image: 'cardtool',
          price: [9, 49],
          features: ['functions', 'material', 'weight'],
          variant: 'colour',
          line: 'tools',
          services: ['engraving'],
          giveaway: true,
          models: TOOL_MODELS,
          allowed: { material: ['stainless-steel', 'titanium'] },
        },
      },
      {
        key: 'keychain',
        name: L('Sleutelhangertools', 'Keychain tools', 'Schlüsselanhänger-Tools'),
        slug: L('sleutelhangertools', 'keychain-tools', 'schluesselanhaenger-tools'),
        archetype: {
          noun: L('sleutelhangertool', 'keychain tool', 'Schlüsselanhänger-Tool'),
          image: 'keychain',
          price: [6, 39],
          features: ['functions', 'material', 'weight'],
          variant: 'colour',
          line: 'tools',
          services: ['engraving'],
          giveaway: true,
          models: TOOL_MODELS,
          allowed: { material: ['stainless-steel', 'titanium', 'aluminium', 'brass'] },
        },
      },
      {
        key: 'bits',
        name: L('Bits en accessoires', 'Bits and accessories', 'Bits und Zubehör'),
        slug: L('bits-en-accessoires', 'bits-and-accessories', 'bits-und-zubehoer'),
        archetype: {
          noun: L('bitset', 'bit set', 'Bitset'),
          image: 'bits',
          price: [5, 35],
          features: ['material', 'weight'],
          variant: 'none',
          line: 'tools',
          services: [],
          giveaway: true,
          models: TOOL_MODELS,
          allowed: { material: ['stainless-steel'] },
        },
      },
    ],
  },
  {
    key: 'sharpening',
    kind: 'category',
    name: L('Slijpen', 'Sharpening', 'Schärfen'),
    slug: L('slijpen', 'sharpening', 'schaerfen'),
    description: L(
      'Slijpstenen, aanzetstalen en slijpers om je messen scherp te houden.',
      'Whetstones, honing steels and sharpeners to keep your knives sharp.',
      'Schleifsteine, Wetzstähle und Schärfer, damit Ihre Messer scharf bleiben.',
    ),
    image: 'stone',
    extendedLabel: L('Alles voor het slijpen', 'All sharpening', 'Alles zum Schärfen'),
    taglines: [
      L(
        'Een scherp mes is een veilig mes: hiermee houd je elke snede strak.',
        'A sharp knife is a safe knife: this keeps every cut clean.',
        'Ein scharfes Messer ist ein sicheres Messer: So bleibt jeder Schnitt sauber.',
      ),
    ],
    children: [
      {
        key: 'whetstone',
        name: L('Slijpstenen', 'Whetstones', 'Schleifsteine'),
        slug: L('slijpstenen', 'whetstones', 'schleifsteine'),
        archetype: {
          noun: L('slijpsteen', 'whetstone', 'Schleifstein'),
          image: 'stone',
          price: [15, 159],
          features: ['grit', 'abrasive', 'weight'],
          variant: 'size',
          sizes: { values: ['400', '1000', '3000', '6000'], feature: 'grit' },
          line: 'sharpening',
          services: [],
          models: STONE_MODELS,
          weight: 2,
        },
      },
      {
        key: 'honingsteel',
        name: L('Aanzetstalen', 'Honing steels', 'Wetzstähle'),
        slug: L('aanzetstalen', 'honing-steels', 'wetzstaehle'),
        archetype: {
          noun: L('aanzetstaal', 'honing steel', 'Wetzstahl'),
          image: 'honingsteel',
          price: [19, 119],
          features: ['abrasive', 'material', 'weight'],
          variant: 'none',
          line: 'sharpening',
          services: [],
          models: STONE_MODELS,
          allowed: { abrasive: ['ceramic', 'diamond'], material: ['stainless-steel'] },
        },
      },
      {
        key: 'sharpener',
        name: L('Messenslijpers', 'Knife sharpeners', 'Messerschärfer'),
        slug: L('messenslijpers', 'knife-sharpeners', 'messerschaerfer'),
        archetype: {
          noun: L('messenslijper', 'knife sharpener', 'Messerschärfer'),
          image: 'sharpener',
          price: [9, 249],
          features: ['abrasive', 'grit', 'weight'],
          variant: 'none',
          line: 'sharpening',
          services: [],
          giveaway: true,
          models: STONE_MODELS,
          allowed: { abrasive: ['ceramic', 'diamond', 'synthetic'] },
        },
      },
      {
        key: 'strop',
        name: L('Aanzetleer', 'Strops', 'Abziehleder'),
        slug: L('aanzetleer', 'strops', 'abziehleder'),
        archetype: {
          noun: L('aanzetleer', 'strop', 'Abziehleder'),
          image: 'strop',
          price: [12, 59],
          features: ['material', 'weight'],
          variant: 'none',
          line: 'sharpening',
          services: [],
          giveaway: true,
          models: STONE_MODELS,
          allowed: { material: ['leather'] },
        },
      },
      {
        key: 'paste',
        name: L('Slijppasta', 'Sharpening paste', 'Schleifpaste'),
        slug: L('slijppasta', 'sharpening-paste', 'schleifpaste'),
        addedLater: true,
        archetype: {
          noun: L('slijppasta', 'sharpening paste', 'Schleifpaste'),
          image: 'paste',
          price: [7, 34],
          features: ['net_content', 'abrasive'],
          soldBy: { feature: 'net_content', unit: 'kg' },
          variant: 'none',
          line: 'sharpening',
          services: [],
          giveaway: true,
          models: STONE_MODELS,
          allowed: { abrasive: ['diamond', 'synthetic'] },
          weight: 0.5,
        },
      },
    ],
  },
  {
    key: 'lights',
    kind: 'category',
    name: L('Zaklampen', 'Flashlights', 'Taschenlampen'),
    slug: L('zaklampen', 'flashlights', 'taschenlampen'),
    description: L(
      'Zaklampen, hoofdlampen en lantaarns met ledtechniek, voor onderweg en in huis.',
      'Flashlights, headlamps and lanterns with LED technology, for the road and at home.',
      'Taschenlampen, Stirnlampen und Laternen mit LED-Technik, für unterwegs und zu Hause.',
    ),
    image: 'flashlight',
    extendedLabel: L('Alle zaklampen', 'All flashlights', 'Alle Taschenlampen'),
    taglines: [
      L(
        'Helder, zuinig en waterdicht: licht waar je het nodig hebt.',
        'Bright, efficient and waterproof: light where you need it.',
        'Hell, sparsam und wasserdicht: Licht, wo Sie es brauchen.',
      ),
    ],
    children: [
      {
        key: 'edclight',
        name: L('EDC-zaklampen', 'EDC flashlights', 'EDC-Taschenlampen'),
        slug: L('edc-zaklampen', 'edc-flashlights', 'edc-taschenlampen'),
        archetype: {
          noun: L('zaklamp', 'flashlight', 'Taschenlampe'),
          image: 'flashlight',
          price: [19, 149],
          features: ['lumen', 'beam_distance', 'battery', 'waterproof', 'weight'],
          variant: 'colour',
          line: 'light',
          services: ['engraving', 'gift_wrap'],
          models: LIGHT_MODELS,
          weight: 2,
        },
      },
      {
        key: 'headlamp',
        name: L('Hoofdlampen', 'Headlamps', 'Stirnlampen'),
        slug: L('hoofdlampen', 'headlamps', 'stirnlampen'),
        archetype: {
          noun: L('hoofdlamp', 'headlamp', 'Stirnlampe'),
          image: 'flashlight',
          price: [15, 129],
          features: ['lumen', 'beam_distance', 'battery', 'waterproof', 'weight'],
          variant: 'colour',
          line: 'light',
          services: ['gift_wrap'],
          models: LIGHT_MODELS,
        },
      },
      {
        key: 'tactical',
        name: L('Tactische zaklampen', 'Tactical flashlights', 'Taktische Taschenlampen'),
        slug: L('tactische-zaklampen', 'tactical-flashlights', 'taktische-taschenlampen'),
        archetype: {
          noun: L('tactische zaklamp', 'tactical flashlight', 'taktische Taschenlampe'),
          image: 'flashlight',
          price: [39, 219],
          features: ['lumen', 'beam_distance', 'battery', 'waterproof', 'weight'],
          variant: 'none',
          line: 'light',
          services: ['engraving'],
          models: LIGHT_MODELS,
        },
      },
      {
        key: 'lantern',
        name: L('Kampeerlampen', 'Camping lanterns', 'Campinglaternen'),
        slug: L('kampeerlampen', 'camping-lanterns', 'campinglaternen'),
        archetype: {
          noun: L('kampeerlamp', 'camping lantern', 'Campinglaterne'),
          image: 'lantern',
          price: [12, 99],
          features: ['lumen', 'battery', 'waterproof', 'weight'],
          variant: 'none',
          line: 'light',
          services: [],
          models: LIGHT_MODELS,
        },
      },
      {
        key: 'battery',
        name: L('Batterijen en laders', 'Batteries and chargers', 'Akkus und Ladegeräte'),
        slug: L('batterijen-en-laders', 'batteries-and-chargers', 'akkus-und-ladegeraete'),
        archetype: {
          noun: L('accu', 'rechargeable battery', 'Akku'),
          image: 'battery',
          price: [5, 49],
          features: ['battery', 'weight'],
          variant: 'none',
          line: 'light',
          services: [],
          giveaway: true,
          models: LIGHT_MODELS,
        },
      },
    ],
  },
  {
    key: 'outdoor',
    kind: 'category',
    name: L('Outdoor', 'Outdoor', 'Outdoor'),
    slug: L('outdoor', 'outdoor', 'outdoor'),
    description: L(
      'Kookgerei, vuurstarters, drinkflessen en rugzakken voor op pad.',
      'Cookware, fire starters, water bottles and backpacks for the trail.',
      'Kochgeschirr, Feuerstarter, Trinkflaschen und Rucksäcke für unterwegs.',
    ),
    image: 'backpack',
    extendedLabel: L('Alles voor outdoor', 'All outdoor gear', 'Alles für draußen'),
    taglines: [
      L(
        'Licht van gewicht en gemaakt om lang mee te gaan, tocht na tocht.',
        'Lightweight and made to last, trip after trip.',
        'Leicht und langlebig, Tour für Tour.',
      ),
    ],
    children: [
      {
        key: 'cookware',
        name: L('Kookgerei', 'Cookware', 'Kochgeschirr'),
        slug: L('kookgerei', 'cookware', 'kochgeschirr'),
        archetype: {
          noun: L('pannenset', 'cook set', 'Kochset'),
          image: 'cookware',
          price: [15, 119],
          features: ['material', 'volume', 'weight'],
          variant: 'none',
          line: 'gear',
          services: [],
          models: GEAR_MODELS,
          allowed: { material: ['stainless-steel', 'titanium', 'aluminium'] },
        },
      },
      {
        key: 'firestarter',
        name: L('Vuurstarters', 'Fire starters', 'Feuerstarter'),
        slug: L('vuurstarters', 'fire-starters', 'feuerstarter'),
        archetype: {
          noun: L('vuurstaaf', 'fire steel', 'Feuerstahl'),
          image: 'fire',
          price: [5, 39],
          features: ['material', 'weight'],
          variant: 'colour',
          line: 'gear',
          services: [],
          giveaway: true,
          models: GEAR_MODELS,
          allowed: { material: ['ferrocerium'] },
        },
      },
      {
        key: 'bottle',
        name: L('Drinkflessen', 'Water bottles', 'Trinkflaschen'),
        slug: L('drinkflessen', 'water-bottles', 'trinkflaschen'),
        archetype: {
          noun: L('drinkfles', 'water bottle', 'Trinkflasche'),
          image: 'bottle',
          price: [9, 59],
          features: ['material', 'volume', 'weight'],
          variant: 'both',
          sizes: { values: ['0,5 l', '0,75 l', '1 l'], feature: 'volume' },
          line: 'gear',
          services: ['engraving'],
          models: GEAR_MODELS,
          allowed: { material: ['stainless-steel', 'aluminium', 'titanium'] },
        },
      },
      {
        key: 'backpack',
        name: L('Rugzakken', 'Backpacks', 'Rucksäcke'),
        slug: L('rugzakken', 'backpacks', 'rucksaecke'),
        archetype: {
          noun: L('rugzak', 'backpack', 'Rucksack'),
          image: 'backpack',
          price: [29, 249],
          features: ['material', 'volume', 'weight'],
          variant: 'both',
          sizes: { values: ['20 l', '30 l', '45 l'], feature: 'volume' },
          line: 'gear',
          services: [],
          models: GEAR_MODELS,
          allowed: { material: ['nylon'] },
        },
      },
      {
        key: 'books',
        name: L('Boeken en kaarten', 'Books and maps', 'Bücher und Karten'),
        slug: L('boeken-en-kaarten', 'books-and-maps', 'buecher-und-karten'),
        archetype: {
          noun: L('handboek', 'handbook', 'Handbuch'),
          image: 'book',
          price: [12, 45],
          features: ['weight'],
          variant: 'none',
          line: 'gear',
          vat: 9,
          services: ['gift_wrap'],
          models: GEAR_MODELS,
          weight: 0.5,
        },
      },
      {
        key: 'paracord',
        name: L('Paracord', 'Paracord', 'Paracord'),
        slug: L('paracord', 'paracord', 'paracord'),
        addedLater: true,
        archetype: {
          noun: L('paracord', 'paracord', 'Paracord'),
          image: 'cord',
          price: [5, 39],
          features: ['cord_length', 'material'],
          soldBy: { feature: 'cord_length', unit: 'm' },
          variant: 'none',
          line: 'gear',
          services: [],
          models: GEAR_MODELS,
          allowed: { material: ['nylon'] },
          weight: 0.5,
        },
      },
    ],
  },
  {
    key: 'accessories',
    kind: 'category',
    name: L('Accessoires', 'Accessories', 'Zubehör'),
    slug: L('accessoires', 'accessories', 'zubehoer'),
    description: L(
      'Schedes, onderhoudsmiddelen en cadeaubonnen.',
      'Sheaths, care products and gift cards.',
      'Scheiden, Pflegemittel und Geschenkgutscheine.',
    ),
    image: 'sheath',
    extendedLabel: L('Alle accessoires', 'All accessories', 'Alles Zubehör'),
    taglines: [
      L(
        'De perfecte aanvulling op je mes of multitool.',
        'The perfect addition to your knife or multitool.',
        'Die perfekte Ergänzung für Ihr Messer oder Multitool.',
      ),
    ],
    children: [
      {
        key: 'sheath',
        name: L('Schedes en holsters', 'Sheaths and holsters', 'Scheiden und Holster'),
        slug: L('schedes-en-holsters', 'sheaths-and-holsters', 'scheiden-und-holster'),
        archetype: {
          noun: L('schede', 'sheath', 'Scheide'),
          image: 'sheath',
          price: [7, 69],
          features: ['material', 'weight'],
          variant: 'size',
          sizes: { values: ['S', 'M', 'L'] },
          line: 'accessory',
          services: [],
          giveaway: true,
          models: KNIFE_MODELS,
          allowed: { material: ['leather', 'nylon', 'kydex'] },
        },
      },
      {
        key: 'care',
        name: L('Onderhoud', 'Care', 'Pflege'),
        slug: L('onderhoud', 'care', 'pflege'),
        archetype: {
          noun: L('messenolie', 'knife oil', 'Messeröl'),
          image: 'care',
          price: [5, 29],
          features: ['volume'],
          soldBy: { feature: 'volume', unit: 'l' },
          variant: 'none',
          line: 'accessory',
          services: [],
          giveaway: true,
          models: STONE_MODELS,
        },
      },
      {
        key: 'giftcard',
        name: L('Cadeaubonnen', 'Gift cards', 'Geschenkgutscheine'),
        slug: L('cadeaubonnen', 'gift-cards', 'geschenkgutscheine'),
        archetype: {
          noun: L('cadeaubon', 'gift card', 'Geschenkgutschein'),
          image: 'giftcard',
          price: [10, 100],
          features: [],
          variant: 'none',
          line: 'accessory',
          vat: 0,
          services: ['gift_wrap'],
          models: ['Cadeau'],
          weight: 0.2,
        },
      },
    ],
  },
  {
    key: 'engraving',
    kind: 'engraving',
    name: L('Graveren', 'Engraving', 'Gravieren'),
    slug: L('graveren', 'engraving', 'gravieren'),
    description: L(
      'Een persoonlijk cadeau: messen en tools met jouw naam of tekst, gegraveerd in onze eigen werkplaats.',
      'A personal gift: knives and tools with your name or text, engraved in our own workshop.',
      'Ein persönliches Geschenk: Messer und Werkzeuge mit Ihrem Namen oder Text, graviert in unserer Werkstatt.',
    ),
    image: 'giftcard',
    extendedLabel: L('Alles over graveren', 'All about engraving', 'Alles zum Gravieren'),
    taglines: [
      L(
        'Met een persoonlijke gravure wordt het een cadeau om nooit te vergeten.',
        'A personal engraving makes it a gift never to forget.',
        'Mit einer persönlichen Gravur wird es ein unvergessliches Geschenk.',
      ),
    ],
    children: [
      {
        key: 'engravable_knives',
        name: L('Graveerbare zakmessen', 'Engravable pocket knives', 'Gravierbare Taschenmesser'),
        slug: L('graveerbare-zakmessen', 'engravable-pocket-knives', 'gravierbare-taschenmesser'),
        archetype: {
          noun: L('graveerbaar zakmes', 'engravable pocket knife', 'gravierbares Taschenmesser'),
          image: 'pocketknife',
          price: [19, 99],
          features: ['blade_length', 'functions', 'handle_material', 'weight'],
          variant: 'colour',
          line: 'pocket',
          services: ['engraving', 'gift_wrap'],
          models: KNIFE_MODELS,
        },
      },
      {
        key: 'engravable_lighters',
        name: L('Graveerbare aanstekers', 'Engravable lighters', 'Gravierbare Feuerzeuge'),
        slug: L('graveerbare-aanstekers', 'engravable-lighters', 'gravierbare-feuerzeuge'),
        archetype: {
          noun: L('stormaansteker', 'windproof lighter', 'Sturmfeuerzeug'),
          image: 'lighter',
          price: [14, 69],
          features: ['material', 'weight'],
          variant: 'colour',
          line: 'accessory',
          services: ['engraving', 'gift_wrap'],
          models: GEAR_MODELS,
          allowed: { material: ['stainless-steel', 'brass'] },
          weight: 0.5,
        },
      },
    ],
  },
  {
    key: 'knowledge',
    kind: 'knowledge',
    name: L('Kennisbank', 'Knowledge base', 'Wissensdatenbank'),
    slug: L('kennisbank', 'knowledge-base', 'wissensdatenbank'),
    description: L(
      'Alles over staalsoorten, slijpen, onderhoud, graveren en de regels voor het dragen van een mes.',
      'All about steels, sharpening, care, engraving and the rules for carrying a knife.',
      'Alles über Stahlsorten, Schärfen, Pflege, Gravur und die Regeln zum Tragen eines Messers.',
    ),
    image: 'book',
    extendedLabel: L('Naar de kennisbank', 'To the knowledge base', 'Zur Wissensdatenbank'),
    children: [
      {
        key: 'kb_steel',
        name: L('Staalsoorten', 'Steel types', 'Stahlsorten'),
        slug: L('staalsoorten', 'steel-types', 'stahlsorten'),
      },
      {
        key: 'kb_sharpening',
        name: L('Messen slijpen', 'Sharpening knives', 'Messer schärfen'),
        slug: L('messen-slijpen', 'sharpening-knives', 'messer-schaerfen'),
      },
      {
        key: 'kb_care',
        name: L('Onderhoud', 'Care', 'Pflege'),
        slug: L('onderhoud', 'care', 'pflege'),
      },
      {
        key: 'kb_law',
        name: L('Messen en de wet', 'Knives and the law', 'Messer und Gesetz'),
        slug: L('messen-en-de-wet', 'knives-and-the-law', 'messer-und-gesetz'),
      },
      {
        key: 'kb_engraving',
        name: L('Graveren', 'Engraving', 'Gravur'),
        slug: L('graveren', 'engraving', 'gravur'),
        // After the first catalogue, so the categories made later (paste, paracord) keep their ids.
        addedLater: true,
      },
    ],
  },
]

// ---- Features ----

export interface FeatureGroupDefinition {
  key: string
  name: Localized
  info: Localized | null
}

export const FEATURE_GROUPS: FeatureGroupDefinition[] = [
  {
    key: 'blade',
    name: L('Lemmet', 'Blade', 'Klinge'),
    info: L(
      '<p>De lemmetlengte meten we van de punt tot het heft. Let op: een mes met een lemmet langer dan 9 cm mag je in Nederland niet zomaar bij je dragen.</p>',
      '<p>We measure the blade from the tip to the handle. Note: in the Netherlands you may not simply carry a knife with a blade longer than 9 cm.</p>',
      '<p>Die Klingenlänge messen wir von der Spitze bis zum Griff. Hinweis: In den Niederlanden darf ein Messer mit einer Klinge über 9 cm nicht ohne Weiteres getragen werden.</p>',
    ),
  },
  { key: 'handle', name: L('Heft', 'Handle', 'Griff'), info: null },
  {
    key: 'light',
    name: L('Verlichting', 'Lighting', 'Beleuchtung'),
    info: L(
      '<p>Lichtopbrengst en bereik zijn gemeten volgens de ANSI/PLATO FL1-norm.</p>',
      '<p>Output and beam distance are measured to the ANSI/PLATO FL1 standard.</p>',
      '<p>Lichtleistung und Leuchtweite sind nach der Norm ANSI/PLATO FL1 gemessen.</p>',
    ),
  },
  { key: 'power', name: L('Energie', 'Power', 'Energie'), info: null },
  { key: 'sharpening', name: L('Slijpen', 'Sharpening', 'Schärfen'), info: null },
  { key: 'general', name: L('Algemeen', 'General', 'Allgemein'), info: null },
]

export interface FeatureDefinition {
  key: FeatureKey
  group: string
  name: Localized
  info: Localized | null
  filterable: boolean
  /** Value keys with their labels, in display order; a measure also carries its number. */
  values: Array<{ key: string; label: Localized; amount?: number }>
}

/** A number with a unit, written the way each language writes decimals. */
function measure(value: number, unit: string): Localized {
  const nl = String(value).replace('.', ',')
  return L(`${nl} ${unit}`, `${value} ${unit}`, `${nl} ${unit}`)
}
const same = (text: string) => L(text, text, text)
const keyOf = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

const measures = (values: number[], unit: string) =>
  values.map((value) => ({ key: keyOf(`${value} ${unit}`), label: measure(value, unit), amount: value }))
const named = (entries: Array<Localized>) => entries.map((label) => ({ key: keyOf(label.en), label }))

export const FEATURES: FeatureDefinition[] = [
  {
    key: 'blade_length',
    group: 'blade',
    name: L('Lemmetlengte', 'Blade length', 'Klingenlänge'),
    info: null,
    filterable: true,
    values: measures([5, 6, 6.5, 7, 7.5, 8, 8.5, 9, 10, 11, 12, 13, 15, 16, 18, 20, 21, 23, 24, 26], 'cm'),
  },
  {
    key: 'steel',
    group: 'blade',
    name: L('Staalsoort', 'Steel', 'Stahl'),
    info: L(
      '<p>Roestvrij staal is onderhoudsvriendelijk; koolstofstaal wordt scherper maar vraagt om olie na gebruik. Poederstaal zoals M390 blijft het langst scherp.</p>',
      '<p>Stainless steel is easy to care for; carbon steel gets sharper but needs oil after use. Powder steels such as M390 hold an edge longest.</p>',
      '<p>Rostfreier Stahl ist pflegeleicht; Kohlenstoffstahl wird schärfer, braucht aber nach Gebrauch Öl. Pulverstähle wie M390 bleiben am längsten scharf.</p>',
    ),
    filterable: true,
    values: [
      ...named([
        L('Roestvrij staal', 'Stainless steel', 'Rostfreier Stahl'),
        L('Koolstofstaal', 'Carbon steel', 'Kohlenstoffstahl'),
        L('Damaststaal', 'Damascus steel', 'Damaststahl'),
      ]),
      ...['14C28N', 'VG-10', 'D2', 'AUS-8', 'N690', 'M390', 'SG2', '1.4116', 'Elmax'].map((s) => ({
        key: keyOf(s),
        label: same(s),
      })),
    ],
  },
  {
    key: 'lock',
    group: 'blade',
    name: L('Slot', 'Lock', 'Verriegelung'),
    info: null,
    filterable: true,
    values: [
      {
        key: 'slipjoint',
        label: L('Slipjoint (geen slot)', 'Slipjoint (no lock)', 'Slipjoint (keine Verriegelung)'),
      },
      { key: 'liner-lock', label: same('Liner lock') },
      { key: 'frame-lock', label: same('Frame lock') },
      { key: 'lockback', label: same('Lockback') },
      { key: 'button-lock', label: same('Button lock') },
    ],
  },
  {
    key: 'hardness',
    group: 'blade',
    name: L('Hardheid', 'Hardness', 'Härte'),
    info: L(
      '<p>Hardheid in Rockwell (HRC): hoe hoger, hoe langer scherp, maar ook hoe brosser.</p>',
      '<p>Hardness on the Rockwell scale (HRC): the higher, the longer it stays sharp, but also the more brittle.</p>',
      '<p>Härte nach Rockwell (HRC): je höher, desto länger scharf, aber auch desto spröder.</p>',
    ),
    filterable: false,
    values: [55, 56, 57, 58, 59, 60, 61, 62, 63].map((n) => ({ key: `${n}-hrc`, label: same(`${n} HRC`) })),
  },
  {
    key: 'handle_material',
    group: 'handle',
    name: L('Heftmateriaal', 'Handle material', 'Griffmaterial'),
    info: null,
    filterable: true,
    values: named([
      L('G10', 'G10', 'G10'),
      L('Micarta', 'Micarta', 'Micarta'),
      L('Walnotenhout', 'Walnut', 'Walnussholz'),
      L('Olijfhout', 'Olive wood', 'Olivenholz'),
      L('Eikenhout', 'Oak', 'Eichenholz'),
      L('Aluminium', 'Aluminium', 'Aluminium'),
      L('Titanium', 'Titanium', 'Titan'),
      L('Kunststof', 'Plastic', 'Kunststoff'),
      L('Roestvrij staal', 'Stainless steel', 'Edelstahl'),
      L('Hickory', 'Hickory', 'Hickory'),
    ]),
  },
  {
    key: 'functions',
    group: 'general',
    name: L('Aantal functies', 'Number of functions', 'Anzahl Funktionen'),
    info: null,
    filterable: true,
    values: [3, 5, 7, 9, 12, 14, 16, 19, 21, 24, 33].map((n) => ({ key: String(n), label: same(String(n)) })),
  },
  {
    key: 'material',
    group: 'general',
    name: L('Materiaal', 'Material', 'Material'),
    info: null,
    filterable: true,
    values: named([
      L('Roestvrij staal', 'Stainless steel', 'Edelstahl'),
      L('Titanium', 'Titanium', 'Titan'),
      L('Aluminium', 'Aluminium', 'Aluminium'),
      L('Leer', 'Leather', 'Leder'),
      L('Nylon', 'Nylon', 'Nylon'),
      L('Kydex', 'Kydex', 'Kydex'),
      L('Eikenhout', 'Oak', 'Eichenholz'),
      L('Bamboe', 'Bamboo', 'Bambus'),
      L('Ferrocerium', 'Ferrocerium', 'Cereisen'),
      L('Messing', 'Brass', 'Messing'),
    ]),
  },
  {
    key: 'volume',
    group: 'general',
    name: L('Inhoud', 'Capacity', 'Inhalt'),
    info: null,
    filterable: true,
    values: [
      ...measures([0.1, 0.25, 0.5, 0.75, 1, 1.5], 'l'),
      { key: '20-l', label: same('20 l') },
      { key: '30-l', label: same('30 l') },
      { key: '45-l', label: same('45 l') },
    ],
  },
  {
    key: 'weight',
    group: 'general',
    name: L('Gewicht', 'Weight', 'Gewicht'),
    info: null,
    filterable: false,
    values: [15, 25, 40, 60, 85, 110, 140, 180, 230, 290, 350, 450, 600, 850, 1200].map((n) => ({
      key: `${n}-g`,
      label: same(`${n} g`),
    })),
  },
  {
    key: 'lumen',
    group: 'light',
    name: L('Lichtopbrengst', 'Light output', 'Lichtleistung'),
    info: null,
    filterable: true,
    values: [100, 250, 400, 700, 1000, 1800, 3000, 5000].map((n) => ({
      key: `${n}-lm`,
      label: same(`${n} lm`),
    })),
  },
  {
    key: 'beam_distance',
    group: 'light',
    name: L('Bereik', 'Beam distance', 'Leuchtweite'),
    info: null,
    filterable: false,
    values: [50, 80, 120, 180, 250, 400].map((n) => ({ key: `${n}-m`, label: same(`${n} m`) })),
  },
  {
    key: 'battery',
    group: 'power',
    name: L('Batterij', 'Battery', 'Batterie'),
    info: L(
      '<p>Oplaadbare 18650- en 21700-accu’s geven het meeste licht per lading; AA en AAA zijn overal te koop.</p>',
      '<p>Rechargeable 18650 and 21700 cells give the most light per charge; AA and AAA are sold everywhere.</p>',
      '<p>Wiederaufladbare 18650- und 21700-Akkus liefern das meiste Licht pro Ladung; AA und AAA gibt es überall.</p>',
    ),
    filterable: true,
    values: [
      ...['AA', 'AAA', '18650', '21700', 'CR123A'].map((s) => ({ key: keyOf(s), label: same(s) })),
      {
        key: 'usb-c',
        label: L('Ingebouwde accu (USB-C)', 'Built-in battery (USB-C)', 'Eingebauter Akku (USB-C)'),
      },
    ],
  },
  {
    key: 'waterproof',
    group: 'general',
    name: L('Waterdichtheid', 'Water resistance', 'Wasserdichtigkeit'),
    info: null,
    filterable: true,
    values: ['IPX4', 'IPX7', 'IPX8', 'IP68'].map((s) => ({ key: keyOf(s), label: same(s) })),
  },
  {
    key: 'grit',
    group: 'sharpening',
    name: L('Korrel', 'Grit', 'Körnung'),
    info: L(
      '<p>Een lage korrel (bijv. 400) haalt snel materiaal weg; een hoge korrel (6000) polijst de snede.</p>',
      '<p>A low grit (e.g. 400) removes material fast; a high grit (6000) polishes the edge.</p>',
      '<p>Eine grobe Körnung (z. B. 400) trägt schnell Material ab; eine feine (6000) poliert die Schneide.</p>',
    ),
    filterable: true,
    values: ['240', '400', '1000', '3000', '6000', '1000/6000'].map((s) => ({
      key: keyOf(s),
      label: same(s),
    })),
  },
  {
    key: 'abrasive',
    group: 'sharpening',
    name: L('Slijpmiddel', 'Abrasive', 'Schleifmittel'),
    info: null,
    filterable: true,
    values: named([
      L('Keramisch', 'Ceramic', 'Keramik'),
      L('Diamant', 'Diamond', 'Diamant'),
      L('Natuursteen', 'Natural stone', 'Naturstein'),
      L('Synthetisch', 'Synthetic', 'Synthetisch'),
    ]),
  },
  // Contents of products sold by weight or length; each value's amount is in the unit of the price per unit.
  {
    key: 'net_content',
    group: 'general',
    name: L('Netto-inhoud', 'Net content', 'Nettoinhalt'),
    info: null,
    filterable: true,
    values: [25, 50, 100, 250].map((grams) => ({
      key: `${grams}-g`,
      label: same(`${grams} g`),
      amount: grams / 1000,
    })),
  },
  {
    key: 'cord_length',
    group: 'general',
    name: L('Lengte', 'Length', 'Länge'),
    info: null,
    filterable: true,
    values: measures([10, 15, 30, 50, 100], 'm'),
  },
]

// ---- Words ----

export const COLOURS: Array<{ key: string; name: Localized }> = [
  { key: 'rood', name: L('rood', 'red', 'rot') },
  { key: 'zwart', name: L('zwart', 'black', 'schwarz') },
  { key: 'blauw', name: L('blauw', 'blue', 'blau') },
  { key: 'groen', name: L('groen', 'green', 'grün') },
  { key: 'oranje', name: L('oranje', 'orange', 'orange') },
  { key: 'geel', name: L('geel', 'yellow', 'gelb') },
  { key: 'grijs', name: L('grijs', 'grey', 'grau') },
  { key: 'olijf', name: L('olijfgroen', 'olive', 'oliv') },
  { key: 'zand', name: L('zandkleur', 'sand', 'sandfarben') },
  { key: 'camo', name: L('camouflage', 'camo', 'Tarnmuster') },
]

export const MODEL_SUFFIXES = [
  '',
  ' II',
  ' 84',
  ' 91',
  ' Pro',
  ' XL',
  ' Mini',
  ' EDC',
  ' Classic',
  ' Lite',
  ' 2.0',
  ' S',
]

export const CLOSINGS: Localized[] = [
  L(
    'Geleverd in de originele doos van {brand}.',
    'Supplied in the original {brand} box.',
    'Geliefert in der Originalverpackung von {brand}.',
  ),
  L(
    'Met {years} jaar fabrieksgarantie van {brand}.',
    'With a {years}-year {brand} warranty.',
    'Mit {years} Jahren Herstellergarantie von {brand}.',
  ),
  L(
    'Je kunt het artikel gerust bekijken in onze winkel in Woudenberg.',
    'You are welcome to see it in our store in Woudenberg.',
    'Sie können den Artikel gern in unserem Laden in Woudenberg ansehen.',
  ),
]

export const COMMENTS: Localized[] = [
  L(
    'Verkoop alleen aan personen van 18 jaar en ouder.',
    'Sold only to persons aged 18 and over.',
    'Verkauf nur an Personen ab 18 Jahren.',
  ),
  L('Inclusief nylon holster.', 'Nylon holster included.', 'Inklusive Nylonholster.'),
  L(
    'Wordt vlijmscherp geleverd: voorzichtig uitpakken.',
    'Delivered razor-sharp: unpack with care.',
    'Wird rasiermesserscharf geliefert: vorsichtig auspacken.',
  ),
  L('Beperkte oplage.', 'Limited edition.', 'Limitierte Auflage.'),
]

export const CUSTOM_PROMISES: Localized[] = [
  L(
    'Wordt op bestelling gesmeed: levertijd ongeveer 6 weken.',
    'Forged to order: delivery in about 6 weeks.',
    'Wird auf Bestellung geschmiedet: Lieferzeit etwa 6 Wochen.',
  ),
  L(
    'Levering na de zomervakantie (week 36).',
    'Delivered after the summer holidays (week 36).',
    'Lieferung nach den Sommerferien (KW 36).',
  ),
]

export const NEW_MODEL_LABELS: Localized[] = [
  L('Nieuw model 2026', 'New model 2026', 'Neues Modell 2026'),
  L('Nieuwe kleur', 'New colour', 'Neue Farbe'),
]

export const FAMILY = L('{model}-serie', '{model} series', '{model}-Serie')

export const SERVICES: Record<
  'engraving' | 'sharpening' | 'gift_wrap',
  { name: Localized; priceCents: number; max: number }
> = {
  engraving: { name: L('Graveren', 'Engraving', 'Gravur'), priceCents: 995, max: 1 },
  sharpening: { name: L('Slijpservice', 'Sharpening service', 'Schleifservice'), priceCents: 495, max: 2 },
  gift_wrap: { name: L('Cadeauverpakking', 'Gift wrapping', 'Geschenkverpackung'), priceCents: 250, max: 5 },
}

export const BRAND_PROMISE_SHORT = L(
  'Rechtstreeks van {brand}: 3 tot 5 werkdagen',
  'Direct from {brand}: 3 to 5 working days',
  'Direkt von {brand}: 3 bis 5 Werktage',
)
export const BRAND_PROMISE_LONG = L(
  'Dit artikel wordt rechtstreeks door {brand} verzonden en is binnen 3 tot 5 werkdagen bij je in huis.',
  'This item is shipped directly by {brand} and delivered within 3 to 5 working days.',
  'Dieser Artikel wird direkt von {brand} versendet und ist in 3 bis 5 Werktagen bei Ihnen.',
)

export const IMAGE_ALT = L('{name}, afbeelding {n}', '{name}, image {n}', '{name}, Bild {n}')
export const VIDEO_TITLE = L('{name} in gebruik', '{name} in use', '{name} im Einsatz')

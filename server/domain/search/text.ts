import type { Locale } from '#core/locales'

/**
 * How search compares words (docs/decisions/0054): lower case, accents removed as PostgreSQL's `unaccent`
 * removes them (é → e, ü → u, ß → ss, å → a, ø → o), and anything that is not a letter or digit a word
 * break. The same function prepares the indexed texts and the typed query, so both sides agree.
 */
export function normalize(text: string): string {
  return text
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'o')
    .replace(/œ/g, 'oe')
    .replace(/ł/g, 'l')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
}

/** At most this many words of a query count; the rest is ignored (a query may be 512 characters). */
export const MAX_QUERY_WORDS = 8
/** Words longer than this are no word anyone types (and cost trigram work for nothing). */
export const MAX_WORD_LENGTH = 40

/** The words of a text, normalised; words of one character are kept only when they are digits. */
export function words(text: string): string[] {
  const result: string[] = []
  for (const word of normalize(text).split(/[^a-z0-9]+/)) {
    if (word.length === 0 || word.length > MAX_WORD_LENGTH) continue
    if (word.length === 1 && !/[0-9]/.test(word)) continue
    result.push(word)
  }
  return result
}

/** The typos a word may have and still match (issue 13): one from 4 letters, two from 8. */
export function allowedTypos(word: string): number {
  if (word.length >= 8) return 2
  if (word.length >= 4) return 1
  return 0
}

/**
 * Damerau–Levenshtein distance (optimal string alignment: a swap of two neighbours is one typo), stopping
 * early once it is sure to exceed `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  if (a === b) return 0
  const rows = a.length + 1
  const cols = b.length + 1
  let previous2 = new Array<number>(cols).fill(0)
  let previous = Array.from({ length: cols }, (_, j) => j)
  for (let i = 1; i < rows; i++) {
    const current = new Array<number>(cols).fill(0)
    current[0] = i
    let best = current[0]
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, previous2[j - 2]! + 1)
      }
      current[j] = value
      if (value < best) best = value
    }
    if (best > max) return max + 1
    previous2 = previous
    previous = current
  }
  return previous[cols - 1]!
}

/** The languages whose compounds are written as one word (Dutch and German). */
export function hasCompounds(locale: Locale): boolean {
  return locale === 'nl' || locale === 'de'
}

/** A compound's parts are at least this long ("mes", "zak", "axt"). */
export const MIN_PART_LENGTH = 3

/** Linking letters between the parts of a compound: Dutch "koks-mes", "messen-set"; German "taschen-messer". */
const LINKS: Record<Locale, string[]> = {
  nl: ['s', 'en', 'e'],
  de: ['s', 'n', 'en', 'es', 'er', 'e'],
  en: [],
}

/**
 * The ways to read `word` as two known words (`known` answers whether a normalised word is one): the head
 * may end in a linking letter or two. Longest head first, at most a few readings. The index splits only
 * Dutch and German names; a query is split in every language (`query`), since shoppers also write English
 * compounds as one word ("cuttingboard", "breadknife") that the names write as two.
 */
export function compoundSplits(
  word: string,
  locale: Locale,
  known: (word: string) => boolean,
  options: { query?: boolean } = {},
): Array<[string, string]> {
  if ((!options.query && !hasCompounds(locale)) || word.length < MIN_PART_LENGTH * 2) return []
  const result: Array<[string, string]> = []
  for (let at = word.length - MIN_PART_LENGTH; at >= MIN_PART_LENGTH; at--) {
    const tail = word.slice(at)
    if (!known(tail)) continue
    const head = word.slice(0, at)
    if (known(head)) result.push([head, tail])
    else {
      for (const link of LINKS[locale]) {
        const stem = head.slice(0, -link.length)
        if (head.endsWith(link) && stem.length >= MIN_PART_LENGTH && known(stem)) {
          result.push([stem, tail])
          break
        }
      }
    }
    if (result.length >= 3) break
  }
  return result
}

/**
 * The words a Dutch diminutive may be made of ("lampje" → "lamp", "bijltje" → "bijl", "mesje" → "mes",
 * "balletje" → "bal", "boompje" → "boom"): shoppers write them, names rarely do. Empty for a word that is
 * none; the lexicon decides which reading is a word.
 */
export function diminutiveStems(word: string, locale: Locale): string[] {
  if (locale !== 'nl' || !word.endsWith('je') || word.length < MIN_PART_LENGTH + 2) return []
  const stems: string[] = []
  for (const suffix of ['etje', 'tje', 'pje', 'je']) {
    if (!word.endsWith(suffix)) continue
    let stem = word.slice(0, -suffix.length)
    if (suffix === 'etje' && /([bdfgklmnprst])\1$/.test(stem)) stem = stem.slice(0, -1)
    if (stem.length >= MIN_PART_LENGTH) stems.push(stem)
  }
  return stems
}

/**
 * Colour words per language, as product names and colour fields write them. A colour in a query puts the
 * variants of that colour first instead of narrowing the hits to them (docs/decisions/0098).
 */
const COLOURS: Record<Locale, readonly string[]> = {
  nl: [
    'rood',
    'zwart',
    'blauw',
    'groen',
    'oranje',
    'geel',
    'grijs',
    'wit',
    'bruin',
    'roze',
    'paars',
    'beige',
    'zilver',
    'goud',
    'olijfgroen',
    'legergroen',
    'donkerblauw',
    'lichtblauw',
    'donkergroen',
    'zandkleur',
    'camouflage',
    'khaki',
  ],
  en: [
    'red',
    'black',
    'blue',
    'green',
    'orange',
    'yellow',
    'grey',
    'gray',
    'white',
    'brown',
    'pink',
    'purple',
    'beige',
    'silver',
    'gold',
    'olive',
    'sand',
    'camo',
    'camouflage',
    'khaki',
    'tan',
    'navy',
  ],
  de: [
    'rot',
    'schwarz',
    'blau',
    'grun',
    'orange',
    'gelb',
    'grau',
    'weiss',
    'braun',
    'rosa',
    'lila',
    'violett',
    'beige',
    'silber',
    'gold',
    'oliv',
    'olivgrun',
    'sandfarben',
    'tarnmuster',
    'khaki',
    'dunkelblau',
    'hellblau',
    'dunkelgrun',
  ],
}
const COLOUR_SETS = {
  nl: new Set(COLOURS.nl),
  en: new Set(COLOURS.en),
  de: new Set(COLOURS.de),
}
/** English spells grey two ways, Dutch and German write sand colours and olive two ways. */
const COLOUR_VARIANTS: Record<Locale, Record<string, string[]>> = {
  nl: { zandkleur: ['zand'], olijfgroen: ['olijf'], legergroen: ['olijfgroen'] },
  en: { grey: ['gray'], gray: ['grey'], camo: ['camouflage'], camouflage: ['camo'] },
  de: { oliv: ['olivgrun'], olivgrun: ['oliv'], sandfarben: ['sand'], tarnmuster: ['camouflage'] },
}

/**
 * The colour a query word names, as the names write it, with its other spellings; Dutch and German
 * adjectives are inflected ("rode", "grijze", "gele", "zwarte"; "rotes", "schwarze", "grüner"), English
 * ones are not. Null for a word that names no colour.
 */
export function colourWords(word: string, locale: Locale): string[] | null {
  const known = COLOUR_SETS[locale]
  const candidates = [word]
  if (locale === 'nl' && word.endsWith('e')) {
    const stem = word.slice(0, -1)
    candidates.push(stem)
    // "grijze" → "grijs", "olijve" → "olijf"; "rode" → "rood", "gele" → "geel" (an open syllable's vowel).
    if (stem.endsWith('z')) candidates.push(`${stem.slice(0, -1)}s`)
    if (stem.endsWith('v')) candidates.push(`${stem.slice(0, -1)}f`)
    const open = /^(.*[^aeiou])([aeou])([^aeiou])$/.exec(stem)
    if (open) candidates.push(`${open[1]}${open[2]}${open[2]}${open[3]}`)
    if (word.endsWith('ige')) candidates.push(word.slice(0, -3))
  }
  if (locale === 'de') {
    for (const ending of ['em', 'en', 'er', 'es', 'e'])
      if (word.endsWith(ending) && word.length - ending.length >= 3)
        candidates.push(word.slice(0, -ending.length))
  }
  if (locale === 'nl' && word.endsWith('kleurig')) candidates.push(word.slice(0, -3))
  const colour = candidates.find((candidate) => known.has(candidate))
  if (!colour) return null
  return [...new Set([colour, ...(COLOUR_VARIANTS[locale][colour] ?? [])])]
}

/** PostgreSQL's text search configuration per shop language. */
export const TS_CONFIG: Record<Locale, 'dutch' | 'english' | 'german'> = {
  nl: 'dutch',
  en: 'english',
  de: 'german',
}

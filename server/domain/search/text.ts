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
 * may end in a linking letter or two. Longest head first, at most a few readings.
 */
export function compoundSplits(
  word: string,
  locale: Locale,
  known: (word: string) => boolean,
): Array<[string, string]> {
  if (!hasCompounds(locale) || word.length < MIN_PART_LENGTH * 2) return []
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

/** PostgreSQL's text search configuration per shop language. */
export const TS_CONFIG: Record<Locale, 'dutch' | 'english' | 'german'> = {
  nl: 'dutch',
  en: 'english',
  de: 'german',
}

import type { Locale } from '#core/locales'
import {
  allowedTypos,
  colourWords,
  compoundSplits,
  diminutiveStems,
  editDistance,
  MAX_QUERY_WORDS,
  MIN_PART_LENGTH,
  words,
} from './text'

/** Completions of the last word, and typo readings per word, kept in the query at most. */
const MAX_COMPLETIONS = 10
const MAX_CORRECTIONS = 5

/** What the lexicon of indexed words answers for one query (server/adapters/search/postgres.ts asks it). */
export interface LexiconAnswer {
  /** Which of the asked words are indexed words. */
  exact: Set<string>
  /** Indexed words starting with each asked prefix, most frequent first. */
  completions: Map<string, string[]>
  /** Indexed words close to each asked word (nearest first); filtered here by edit distance. */
  neighbours: Map<string, string[]>
  /** Synonym groups holding any of the asked words (written together): each entry as its words. */
  synonyms: string[][][]
}

export interface LexiconQuestion {
  exact: string[]
  prefixes: string[]
  fuzzy: string[]
  synonyms: string[]
}

export type LexiconLookup = (locale: Locale, question: LexiconQuestion) => Promise<LexiconAnswer>

/**
 * A query as PostgreSQL `to_tsquery` strings over normalised words (so nothing typed reaches the query
 * syntax): `full` with typo readings, `exact` without them, `title` as `full` but only in the name, brand
 * and category fields (the "relevant" hits of a sorted list). `words`: every word a hit may match on.
 */
export interface ExpandedQuery {
  full: string
  exact: string
  title: string
  words: string[]
  /**
   * The colours the query names (docs/decisions/0098): not required (a colour no product of the kind has
   * would leave nothing), but the hits in that colour rank first.
   */
  colour?: string
  /**
   * Each required group of words on its own (as `full` and as `title`), when there are two or more: a
   * query whose words are not all found anywhere is asked again with any of them, the hits with the most
   * in name, brand or category first, as Algolia's optional words do ("kurogane koksmes" still finds the
   * category of chef's knives).
   */
  groups?: Array<{ full: string; title: string }>
}

interface Alternative {
  /** One word, or the parts of a compound that must all match. */
  parts: string[]
  prefix?: boolean
  /** A typo reading or a synonym: matches, but ranks below the words as typed. */
  typo?: boolean
}

/**
 * Relevance rules of issue 13 on the query side: every typed word or one of its readings must match (AND);
 * a word's readings are the word itself, its completions when it is the last word (prefix while typing), the
 * indexed words within 1 typo (from 4 letters) or 2 (from 8), its synonyms, and for Dutch and German its
 * split into two indexed words; two neighbouring words also match as one compound ("zak mes" → "zakmes").
 * Answers null for a query without words (everything matches).
 */
export async function expandQuery(
  locale: Locale,
  query: string,
  lookup: LexiconLookup,
): Promise<ExpandedQuery | null> {
  const typed = words(query).slice(0, MAX_QUERY_WORDS)
  if (typed.length === 0) return null
  // Colour words rank (see ExpandedQuery.colour) unless the query is nothing but colours.
  const colours = typed.map((token) => colourWords(token, locale))
  const onlyColours = colours.every((colour) => colour !== null)
  const tokens = onlyColours ? typed : typed.filter((_, i) => colours[i] === null)
  const colourAlternatives = onlyColours ? [] : colours.flatMap((colour) => colour ?? [])
  const last = tokens.length - 1
  const joined = tokens.slice(0, -1).map((token, i) => token + tokens[i + 1])
  const stems = new Map(tokens.map((token) => [token, diminutiveStems(token, locale)]))
  const allStems = [...stems.values()].flat()
  const splitCandidates = [...tokens, ...allStems].flatMap(partCandidates)
  const prefixes = [tokens[last]!, ...(joined.length > 0 ? [joined.at(-1)!] : [])].filter(
    (word) => word.length >= 2 && !/^[0-9]+$/.test(word),
  )
  const answer = await lookup(locale, {
    exact: [...new Set([...tokens, ...joined, ...allStems, ...splitCandidates])],
    prefixes,
    fuzzy: tokens.filter((token) => allowedTypos(token) > 0 && !/[0-9]/.test(token)),
    synonyms: [...new Set([...tokens, ...joined, ...allStems])],
  })
  // A synonym may be several words ("pocket knife"): it matches when all of them do.
  const synonymsOf = (word: string): string[][] =>
    answer.synonyms
      .filter((group) => group.some((entry) => entry.join('') === word))
      .flatMap((group) => group.filter((entry) => entry.join('') !== word))
  const splits = (word: string) => compoundSplits(word, locale, (w) => answer.exact.has(w), { query: true })

  const alternatives = (token: string, isLast: boolean): Alternative[] => {
    const result: Alternative[] = [{ parts: [token] }]
    if (/^[0-9]+$/.test(token)) return result
    if (isLast && token.length >= 2) {
      result.push({ parts: [token], prefix: true })
      for (const word of (answer.completions.get(token) ?? []).slice(0, MAX_COMPLETIONS))
        result.push({ parts: [word] })
    }
    for (const entry of synonymsOf(token)) result.push({ parts: entry, typo: true })
    if (!answer.exact.has(token)) {
      const max = allowedTypos(token)
      const corrections = (answer.neighbours.get(token) ?? [])
        .filter((word) => editDistance(token, word, max) <= max)
        .slice(0, MAX_CORRECTIONS)
      for (const word of corrections) result.push({ parts: [word], typo: true })
      for (const [head, tail] of splits(token)) result.push({ parts: [head, tail] })
    }
    for (const stem of stems.get(token) ?? []) {
      // "zaklampje" reads as "zaklamp", and as whatever starts with it ("zaklampen").
      if (answer.exact.has(stem)) result.push({ parts: [stem] })
      else for (const [head, tail] of splits(stem)) result.push({ parts: [head, tail] })
      if (stem.length >= 4) result.push({ parts: [stem], prefix: true })
      for (const entry of synonymsOf(stem)) result.push({ parts: entry, typo: true })
    }
    return result
  }

  const groups: Array<{ single: Alternative[][]; joined?: Alternative[] }> = []
  for (let i = 0; i < tokens.length; i++) {
    const here = alternatives(tokens[i]!, i === last)
    const pair = joined[i]
    const pairIsLast = i + 1 === last
    const pairKnown =
      pair !== undefined &&
      (answer.exact.has(pair) ||
        synonymsOf(pair).length > 0 ||
        (pairIsLast && (answer.completions.get(pair)?.length ?? 0) > 0))
    if (pair !== undefined && pairKnown) {
      const next = alternatives(tokens[i + 1]!, pairIsLast)
      const asOne: Alternative[] = [
        { parts: [pair] },
        ...synonymsOf(pair).map((entry) => ({ parts: entry, typo: true })),
      ]
      if (pairIsLast)
        for (const word of (answer.completions.get(pair) ?? []).slice(0, MAX_COMPLETIONS))
          asOne.push({ parts: [word] })
      groups.push({ single: [here, next], joined: asOne })
      i++
    } else groups.push({ single: [here] })
  }

  const render = (withTypos: boolean, weights: string) => {
    const alternative = (alt: Alternative) => {
      const term = (word: string) => `${word}${alt.prefix ? ':*' : weights ? ':' : ''}${weights}`
      return alt.parts.length === 1 ? term(alt.parts[0]!) : `(${alt.parts.map(term).join(' & ')})`
    }
    const group = (alts: Alternative[]) => {
      const kept = alts.filter((alt) => withTypos || !alt.typo)
      return `(${[...new Set(kept.map(alternative))].join(' | ')})`
    }
    return groups.map(({ single, joined: asOne }) => {
      const singles = single.map(group).join(' & ')
      return asOne ? `((${singles}) | ${group(asOne)})` : singles
    })
  }

  const matched = new Set<string>(colourAlternatives)
  for (const { single, joined: asOne } of groups)
    for (const alt of [...single.flat(), ...(asOne ?? [])]) for (const part of alt.parts) matched.add(part)
  const full = render(true, '')
  const title = render(true, 'AB')
  return {
    full: full.join(' & '),
    exact: render(false, '').join(' & '),
    title: title.join(' & '),
    words: [...matched],
    ...(colourAlternatives.length > 0 ? { colour: [...new Set(colourAlternatives)].join(' | ') } : {}),
    ...(full.length > 1 ? { groups: full.map((group, i) => ({ full: group, title: title[i]! })) } : {}),
  }
}

/** The strings a word could be split into (heads and tails of at least 3 letters, heads without a link). */
function partCandidates(word: string): string[] {
  if (word.length < MIN_PART_LENGTH * 2) return []
  const result: string[] = []
  for (let at = MIN_PART_LENGTH; at <= word.length - MIN_PART_LENGTH; at++) {
    const head = word.slice(0, at)
    result.push(head, word.slice(at))
    for (const link of ['s', 'n', 'e', 'en', 'es', 'er'])
      if (head.endsWith(link) && head.length - link.length >= MIN_PART_LENGTH)
        result.push(head.slice(0, -link.length))
  }
  return result
}

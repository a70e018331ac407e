import type { Locale } from '#core/locales'
import {
  allowedTypos,
  compoundSplits,
  editDistance,
  hasCompounds,
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
  /** Synonym groups holding any of the asked words. */
  synonyms: string[][]
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
  const tokens = words(query).slice(0, MAX_QUERY_WORDS)
  if (tokens.length === 0) return null
  const last = tokens.length - 1
  const joined = hasCompounds(locale) ? tokens.slice(0, -1).map((token, i) => token + tokens[i + 1]) : []
  const splitCandidates = hasCompounds(locale) ? tokens.flatMap(partCandidates) : []
  const prefixes = [tokens[last]!, ...(joined.length > 0 ? [joined.at(-1)!] : [])].filter(
    (word) => word.length >= 2 && !/^[0-9]+$/.test(word),
  )
  const answer = await lookup(locale, {
    exact: [...new Set([...tokens, ...joined, ...splitCandidates])],
    prefixes,
    fuzzy: tokens.filter((token) => allowedTypos(token) > 0 && !/[0-9]/.test(token)),
    synonyms: [...new Set([...tokens, ...joined])],
  })
  const synonymsOf = (word: string) =>
    answer.synonyms.filter((group) => group.includes(word)).flatMap((group) => group)

  const alternatives = (token: string, isLast: boolean): Alternative[] => {
    const result: Alternative[] = [{ parts: [token] }]
    if (/^[0-9]+$/.test(token)) return result
    if (isLast && token.length >= 2) {
      result.push({ parts: [token], prefix: true })
      for (const word of (answer.completions.get(token) ?? []).slice(0, MAX_COMPLETIONS))
        result.push({ parts: [word] })
    }
    for (const word of synonymsOf(token)) if (word !== token) result.push({ parts: [word], typo: true })
    if (!answer.exact.has(token)) {
      const max = allowedTypos(token)
      const corrections = (answer.neighbours.get(token) ?? [])
        .filter((word) => editDistance(token, word, max) <= max)
        .slice(0, MAX_CORRECTIONS)
      for (const word of corrections) result.push({ parts: [word], typo: true })
      for (const [head, tail] of compoundSplits(token, locale, (w) => answer.exact.has(w)))
        result.push({ parts: [head, tail] })
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
      (answer.exact.has(pair) || (pairIsLast && (answer.completions.get(pair)?.length ?? 0) > 0))
    if (pair !== undefined && pairKnown) {
      const next = alternatives(tokens[i + 1]!, pairIsLast)
      const asOne: Alternative[] = [
        { parts: [pair] },
        ...synonymsOf(pair).map((word) => ({ parts: [word], typo: word !== pair })),
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
    return groups
      .map(({ single, joined: asOne }) => {
        const singles = single.map(group).join(' & ')
        return asOne ? `((${singles}) | ${group(asOne)})` : singles
      })
      .join(' & ')
  }

  const matched = new Set<string>()
  for (const { single, joined: asOne } of groups)
    for (const alt of [...single.flat(), ...(asOne ?? [])]) for (const part of alt.parts) matched.add(part)
  return {
    full: render(true, ''),
    exact: render(false, ''),
    title: render(true, 'AB'),
    words: [...matched],
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

import type { HighlightResult } from '#core/schemas/search'
import { normalize } from './text'

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!)
}

/**
 * Algolia's `_highlightResult` of one attribute: the value HTML-escaped, with the words that matched
 * between the tags. A word matches when, without accents and case, it is one of the matched words or starts
 * with one of at least three letters (a completion, or the compound "zakmessen" for "zakmes").
 */
export function highlight(
  value: string,
  matchedWords: readonly string[],
  queryWords: readonly string[],
  tags: { pre: string; post: string },
): HighlightResult {
  const matched = new Set<string>()
  let out = ''
  let last = 0
  for (const match of value.matchAll(/[\p{L}\p{N}]+/gu)) {
    const word = normalize(match[0])
    const hit = matchedWords.find(
      (candidate) => word === candidate || (candidate.length >= 3 && word.startsWith(candidate)),
    )
    if (!hit) continue
    matched.add(hit)
    out += escapeHtml(value.slice(last, match.index)) + tags.pre + escapeHtml(match[0]) + tags.post
    last = match.index + match[0].length
  }
  out += escapeHtml(value.slice(last))
  const typedMatched = queryWords.filter((word) =>
    [...matched].some((hit) => hit === word || hit.startsWith(word) || word.startsWith(hit)),
  )
  const matchLevel =
    matched.size === 0 ? 'none' : typedMatched.length >= queryWords.length ? 'full' : 'partial'
  return {
    value: out,
    matchLevel,
    matchedWords: [...matched],
    ...(matchLevel === 'full' ? { fullyHighlighted: false } : {}),
  }
}

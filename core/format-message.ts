import { formatNumber } from './format-number'
import type { Locale } from './locales'

/**
 * A small ICU MessageFormat subset, enough for the shop's catalogues and a fraction of the size of a
 * full ICU runtime (docs/decisions/0004): `{name}` arguments, and `{count, plural, =0 {…} one {…} other {…}}`
 * with `#` as the number. Apostrophes are literal text.
 */
export type MessageValues = Readonly<Record<string, string | number>>

export function formatMessage(locale: Locale, pattern: string, values: MessageValues = {}): string {
  // Most messages have no arguments: a page renders hundreds of them, so skip the parse.
  if (!pattern.includes('{')) return pattern
  return render(locale, compiled(pattern), values, undefined)
}

/** A message taken apart once: text, an argument, the plural's number (`#`) or a plural. */
type Part =
  | string
  | { arg: string }
  | { hash: true }
  | { plural: string; branches: ReadonlyMap<string, readonly Part[]> }

// Messages come from the catalogues, a bounded set; the bound only guards against a caller's own texts.
const COMPILED_MAX = 10_000
const compiledMessages = new Map<string, readonly Part[]>()

function compiled(pattern: string): readonly Part[] {
  let parts = compiledMessages.get(pattern)
  if (!parts) {
    parts = compile(pattern, false)
    if (compiledMessages.size >= COMPILED_MAX) compiledMessages.clear()
    compiledMessages.set(pattern, parts)
  }
  return parts
}

function render(
  locale: Locale,
  parts: readonly Part[],
  values: MessageValues,
  hash: number | undefined,
): string {
  let out = ''
  for (const part of parts) {
    if (typeof part === 'string') out += part
    else if ('arg' in part) {
      const value = values[part.arg]
      out += value === undefined ? `{${part.arg}}` : String(value)
    } else if ('hash' in part) out += formatNumber(locale, hash!, 3)
    else {
      const count = Number(values[part.plural] ?? 0)
      const branch =
        part.branches.get(`=${count}`) ??
        // The cardinal rule of Dutch, English and German (CLDR): "one" is exactly 1, the rest "other".
        part.branches.get(Math.abs(count) === 1 ? 'one' : 'other') ??
        part.branches.get('other')
      if (branch === undefined) throw new Error(`Plural "${part.plural}" has no "other" branch`)
      out += render(locale, branch, values, count)
    }
  }
  return out
}

/** `#` is the number only inside a plural's branch; elsewhere it is text. */
function compile(pattern: string, inPlural: boolean): Part[] {
  const parts: Part[] = []
  let text = ''
  let i = 0
  while (i < pattern.length) {
    const ch = pattern[i]!
    if ((ch === '#' && inPlural) || ch === '{') {
      if (text) parts.push(text)
      text = ''
      if (ch === '#') {
        parts.push({ hash: true })
        i++
      } else {
        const end = matchingBrace(pattern, i)
        parts.push(compileArgument(pattern.slice(i + 1, end)))
        i = end + 1
      }
    } else {
      text += ch
      i++
    }
  }
  if (text) parts.push(text)
  return parts
}

function compileArgument(body: string): Part {
  const firstComma = body.indexOf(',')
  if (firstComma === -1) return { arg: body.trim() }
  const name = body.slice(0, firstComma).trim()
  const rest = body.slice(firstComma + 1)
  const secondComma = rest.indexOf(',')
  const kind = rest.slice(0, secondComma).trim()
  if (kind !== 'plural') throw new Error(`Unsupported message argument type "${kind}"`)
  const branches = new Map<string, Part[]>()
  for (const [selector, branch] of parseBranches(rest.slice(secondComma + 1))) {
    branches.set(selector, compile(branch, true))
  }
  return { plural: name, branches }
}

function parseBranches(source: string): Map<string, string> {
  const branches = new Map<string, string>()
  let i = 0
  while (i < source.length) {
    const open = source.indexOf('{', i)
    if (open === -1) break
    const selector = source.slice(i, open).trim()
    const close = matchingBrace(source, open)
    branches.set(selector, source.slice(open + 1, close))
    i = close + 1
  }
  return branches
}

function matchingBrace(text: string, open: number): number {
  let depth = 0
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++
    else if (text[i] === '}' && --depth === 0) return i
  }
  throw new Error(`Unbalanced braces in message: ${text}`)
}

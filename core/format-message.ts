import { LOCALE_TAGS, type Locale } from './locales'

/**
 * A small ICU MessageFormat subset, enough for the shop's catalogues and a fraction of the size of a
 * full ICU runtime (docs/decisions/0004): `{name}` arguments, and `{count, plural, =0 {…} one {…} other {…}}`
 * with `#` as the number. Apostrophes are literal text.
 */
export type MessageValues = Readonly<Record<string, string | number>>

export function formatMessage(locale: Locale, pattern: string, values: MessageValues = {}): string {
  // Most messages have no arguments: a page renders hundreds of them, so skip the parse.
  if (!pattern.includes('{')) return pattern
  return render(locale, pattern, values, undefined)
}

// Intl constructors are costly; one of each per language is plenty.
const numberFormats = new Map<Locale, Intl.NumberFormat>()
const pluralRules = new Map<Locale, Intl.PluralRules>()

function numberFormat(locale: Locale): Intl.NumberFormat {
  let format = numberFormats.get(locale)
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(LOCALE_TAGS[locale])))
  return format
}

function plural(locale: Locale): Intl.PluralRules {
  let rules = pluralRules.get(locale)
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(LOCALE_TAGS[locale])))
  return rules
}

function render(locale: Locale, pattern: string, values: MessageValues, hash: number | undefined): string {
  let out = ''
  let i = 0
  while (i < pattern.length) {
    const ch = pattern[i]!
    if (ch === '#' && hash !== undefined) {
      out += numberFormat(locale).format(hash)
      i++
    } else if (ch === '{') {
      const end = matchingBrace(pattern, i)
      out += renderArgument(locale, pattern.slice(i + 1, end), values)
      i = end + 1
    } else {
      out += ch
      i++
    }
  }
  return out
}

function renderArgument(locale: Locale, body: string, values: MessageValues): string {
  const firstComma = body.indexOf(',')
  if (firstComma === -1) {
    const name = body.trim()
    const value = values[name]
    return value === undefined ? `{${name}}` : String(value)
  }
  const name = body.slice(0, firstComma).trim()
  const rest = body.slice(firstComma + 1)
  const secondComma = rest.indexOf(',')
  const kind = rest.slice(0, secondComma).trim()
  if (kind !== 'plural') throw new Error(`Unsupported message argument type "${kind}"`)
  const count = Number(values[name] ?? 0)
  const branches = parseBranches(rest.slice(secondComma + 1))
  const exact = branches.get(`=${count}`)
  const category = plural(locale).select(count)
  const branch = exact ?? branches.get(category) ?? branches.get('other')
  if (branch === undefined) throw new Error(`Plural "${name}" has no "other" branch`)
  return render(locale, branch, values, count)
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

/** Matching a typed street name against the streets of a postcode, forgiving case, accents and spacing. */

/** "Rue de l’Ange" → "rue de l ange"; "Sint-Truidensestraat" → "sint truidensestraat". */
export function normalizeStreet(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[’'`´.,/-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

const compact = (name: string) => normalizeStreet(name).replace(/ /g, '')

/**
 * The street of `streets` the shopper meant: the same name written differently, else the only street that
 * starts with what was typed (at least three letters). Null when none or several fit.
 */
export function matchStreet(typed: string, streets: readonly string[]): string | null {
  const wanted = compact(typed)
  if (wanted.length === 0) return null
  const exact = streets.find((street) => compact(street) === wanted)
  if (exact) return exact
  if (wanted.length < 3) return null
  const prefixed = streets.filter((street) => compact(street).startsWith(wanted))
  return prefixed.length === 1 ? prefixed[0]! : null
}

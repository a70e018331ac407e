import { sql } from 'drizzle-orm'
import type { Locale } from '#core/locales'
import type { Database } from '#server/db/client'
import { queryRows } from '#server/db/query'
import { recordAudit } from '#server/domain/staff/audit'
import type { StaffMember } from '#server/domain/staff/staff'
import { translate } from '#server/i18n/translate'
import { ValidationError } from '#server/validation'
import { words } from './text'

/** At most this many groups per language, and entries per group (a list, not a thesaurus). */
export const SYNONYM_MAX_GROUPS = 500
const MAX_ENTRIES = 12
/** An entry is a word or a short phrase ("pocket knife"). */
const MAX_ENTRY_WORDS = 4

/** A language's synonym groups, each its entries (normalised words, a phrase's separated by a space). */
export async function listSynonyms(db: Database, locale: Locale): Promise<string[][]> {
  const rows = await queryRows<{ words: string[] }>(
    db,
    sql`select words from search_synonyms where locale = ${locale} order by id`,
  )
  return rows.map((row) => row.words)
}

/** The list as the back office's text area shows it: a group per line, entries separated by commas. */
export function synonymText(groups: readonly string[][]): string {
  return groups.map((group) => group.join(', ')).join('\n')
}

/**
 * Reads the text area: a group per line, entries separated by commas, written as shoppers type them
 * (capitals and accents are compared as a query is, so they are stored without). Empty lines are skipped;
 * a line with fewer than two different entries, or too many, is refused with its line number, in the
 * language of the member of staff.
 */
export function parseSynonymText(text: string, staffLocale: Locale): string[][] {
  const groups: string[][] = []
  const errors: string[] = []
  text.split(/\r?\n/).forEach((line, i) => {
    if (line.trim() === '') return
    const entries = [
      ...new Set(
        line
          .split(',')
          .map((entry) => words(entry).join(' '))
          .filter((entry) => entry !== ''),
      ),
    ]
    const tooLong = entries.some((entry) => entry.split(' ').length > MAX_ENTRY_WORDS)
    if (entries.length < 2 || entries.length > MAX_ENTRIES || tooLong)
      errors.push(
        translate(staffLocale, 'backOffice.synonyms.badLine', {
          line: i + 1,
          max: MAX_ENTRIES,
          words: MAX_ENTRY_WORDS,
        }),
      )
    else groups.push(entries)
  })
  if (groups.length > SYNONYM_MAX_GROUPS)
    errors.push(translate(staffLocale, 'backOffice.synonyms.tooMany', { max: SYNONYM_MAX_GROUPS }))
  if (errors.length > 0) throw new ValidationError({ synonyms: errors.slice(0, 10) })
  return groups
}

/**
 * Replaces a language's synonym groups (docs/decisions/0098), with one audit line naming the groups added
 * and removed. Both engines read the table: the built-in one at every search, a search server after the
 * next sync job (the caller enqueues one). Answers how many groups changed.
 */
export async function saveSynonyms(
  db: Database,
  /** A member of staff, or a command (no id) run on the server. */
  staff: { id: StaffMember['id'] | null; email: string },
  locale: Locale,
  groups: readonly string[][],
): Promise<{ changed: number }> {
  return db.transaction(async (tx) => {
    const current = await listSynonyms(tx, locale)
    const key = (group: readonly string[]) => group.join(', ')
    const before = new Set(current.map(key))
    const after = new Set(groups.map(key))
    const added = [...after].filter((group) => !before.has(group))
    const removed = [...before].filter((group) => !after.has(group))
    if (added.length === 0 && removed.length === 0) return { changed: 0 }
    await tx.execute(sql`delete from search_synonyms where locale = ${locale}`)
    for (const group of groups) {
      // Entries are normalised words and spaces (parseSynonymText): quoted, they make a safe array literal.
      if (!group.every((entry) => /^[a-z0-9 ]+$/.test(entry))) throw new Error('Not a synonym entry')
      const literal = `{${group.map((entry) => `"${entry}"`).join(',')}}`
      await tx.execute(
        sql`insert into search_synonyms (locale, words) values (${locale}, ${literal}::text[])`,
      )
    }
    await recordAudit(tx, staff, {
      action: 'search.synonyms.update',
      entity: 'search_synonyms',
      entityId: locale,
      details: { added, removed },
    })
    return { changed: added.length + removed.length }
  })
}

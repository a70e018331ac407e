import { sql } from 'drizzle-orm'
import type { Located, RowProblem } from './feed'

/** What the set-based writes of a batch share (docs/decisions/0067). */

export interface BatchCounts {
  created: number
  updated: number
  unchanged: number
}

export type Outcome = { id: number; external_ref: string; inserted: boolean }

/** Splits the returned rows into created and updated; what was not returned was unchanged. */
export function tally(counts: BatchCounts, written: Outcome[], attempted: number) {
  const created = written.filter((row) => row.inserted).length
  counts.created += created
  counts.updated += written.length - created
  counts.unchanged += attempted - written.length
}

/** Refuses the later rows of one reference within a batch: one statement cannot write a row twice. */
export function unique<T extends { ref: string }>(rows: Located<T>[], problems: RowProblem[]): Located<T>[] {
  const seen = new Set<string>()
  return rows.filter(({ line, row }) => {
    if (!seen.has(row.ref)) return seen.add(row.ref)
    problems.push({ line, ref: row.ref, reason: 'duplicate', field: 'ref' })
    return false
  })
}

export const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`
/** A text[] parameter, passed as one JSON value (drizzle would spread an array into many parameters). */
export const texts = (values: readonly string[]) =>
  sql`array(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`

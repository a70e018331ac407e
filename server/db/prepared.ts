import { createHash } from 'node:crypto'
import { type SQL, sql } from 'drizzle-orm'

/**
 * Named (prepared) statements for the hot queries whose text never changes (docs/decisions/0074): on
 * PostgreSQL each pooled connection parses and plans such a statement once and then only binds and runs
 * it, which took parse and plan (about half of PostgreSQL's time per add to cart) off every request.
 *
 * Raw SQL is marked with `prepared('name', sql\`…\`)`, query builders use Drizzle's `.prepare(name)`;
 * the pool (server/db/client.ts) names such a statement after that name and a hash of its whole text, so
 * two texts never share a name (pg refuses that). Only queries with a small fixed set of texts take a
 * name: every distinct text stays parsed on every connection that ran it. PGlite ignores both.
 */
const MARK = /^\/\*prepared:([a-z][a-z0-9_]*)\*\//

/** The query, marked to run as a named statement on PostgreSQL (PGlite ignores the comment). */
export function prepared(name: string, query: SQL): SQL {
  if (!/^[a-z][a-z0-9_]*$/.test(name)) throw new Error(`Not a statement name: ${name}`)
  return sql`${sql.raw(`/*prepared:${name}*/`)}${query}`
}

/** Statement names by text; bounded, since only fixed texts are named (a growing map is a bug). */
const names = new Map<string, string>()
const MAX_NAMES = 500

/**
 * The statement name for a text: its mark's, or the name Drizzle's `.prepare(name)` gave, followed by a
 * hash of the text, so that a builder whose text varies after all (an undefined value becomes
 * `default`) gets a statement per text instead of pg's "Prepared statements must be unique" error.
 * Undefined for an unmarked, unnamed statement.
 */
export function statementName(text: string, given?: string): string | undefined {
  const known = names.get(text)
  if (known) return known
  const base = given ?? MARK.exec(text)?.[1]
  if (!base || names.size >= MAX_NAMES) return undefined
  const name = `${base}_${createHash('sha1').update(text).digest('hex').slice(0, 12)}`
  names.set(text, name)
  return name
}

interface QueryConfigLike {
  text?: unknown
  name?: unknown
  /** A pg `Query` or cursor object, passed on as it is. */
  submit?: unknown
}

/**
 * Wraps a pg client's `query` so that marked and Drizzle-named statements run under the names above, or,
 * with `enabled` false (DATABASE_PREPARED_STATEMENTS=off), all of them unnamed.
 * Drizzle hands pg a config object (`{ name, text, rowMode, types }`); strings pass unchanged.
 */
export function nameStatements(client: object, enabled = true): void {
  const target = client as { query: (...args: unknown[]) => unknown }
  const query = target.query.bind(client)
  target.query = (config: unknown, ...rest: unknown[]) => {
    if (typeof config === 'object' && config !== null) {
      const { text, name, submit } = config as QueryConfigLike
      if (typeof text === 'string' && submit === undefined) {
        const named = enabled
          ? statementName(text, typeof name === 'string' && name !== '' ? name : undefined)
          : undefined
        // Over the bound: unnamed, parsed every time, as before.
        return query({ ...config, name: named }, ...rest)
      }
    }
    return query(config, ...rest)
  }
}

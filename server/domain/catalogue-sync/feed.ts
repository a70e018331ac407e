import type { z } from 'zod'
import { FEED_CSV_COLUMNS, feedRowSchema, type FeedRow } from '#core/schemas/catalogue-feed'
import { nulCharacterIssues } from '#core/schemas/text'
import { MAX_RECORD_CHARS, parseCsv } from './csv'

export type FeedFormat = 'jsonl' | 'csv'

/** Why a row was refused: a code of `backOffice.sync.reason.*`, and the field it concerns. */
export interface RowProblem {
  line: number
  ref?: string
  field?: string
  reason: string
}

export type FeedItem = { line: number; row: FeedRow } | { line: number; problem: RowProblem }

/** The feed as a whole cannot be read (unknown CSV column, a JSON array instead of JSON Lines, binary data). */
export class FeedError extends Error {
  constructor(
    readonly reason: string,
    readonly detail?: string,
  ) {
    super(detail ? `${reason}: ${detail}` : reason)
  }
}

/** Counts the bytes the reader has taken from the source, for the progress figure. */
export interface ByteCounter {
  read: number
}

/**
 * The feed's rows one by one from a byte stream (a file or an upload), validated: a row that is not valid
 * comes as a problem with its line, the others as rows. Nothing is held beyond the current record.
 */
export async function* readFeed(
  source: AsyncIterable<Uint8Array>,
  format: FeedFormat,
  counter: ByteCounter = { read: 0 },
): AsyncGenerator<FeedItem> {
  const text = decode(source, counter)
  if (format === 'csv') yield* readCsv(text)
  else yield* readJsonLines(text)
}

/** The format by the file's name, else by its first character (`{`: JSON Lines). */
export function detectFormat(fileName: string, firstBytes: Uint8Array): FeedFormat | null {
  const lower = fileName.toLowerCase()
  if (lower.endsWith('.csv')) return 'csv'
  if (lower.endsWith('.jsonl') || lower.endsWith('.ndjson') || lower.endsWith('.json')) return 'jsonl'
  const first = new TextDecoder()
    .decode(firstBytes.subarray(0, 64))
    .replace(/^\uFEFF/, '')
    .trimStart()
  if (first.startsWith('{')) return 'jsonl'
  if (/^[a-z_]+(,|\r?\n)/.test(first)) return 'csv'
  return null
}

async function* decode(source: AsyncIterable<Uint8Array>, counter: ByteCounter): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8', { fatal: true })
  let first = true
  for await (const bytes of source) {
    counter.read += bytes.byteLength
    if (bytes.includes(0)) throw new FeedError('binary')
    let text: string
    try {
      text = decoder.decode(bytes, { stream: true })
    } catch {
      throw new FeedError('encoding')
    }
    if (first && text.length > 0) {
      text = text.replace(/^\uFEFF/, '')
      first = false
    }
    if (text) yield text
  }
  const rest = decoder.decode()
  if (rest) yield rest
}

async function* lines(text: AsyncIterable<string>): AsyncGenerator<{ line: number; text: string | null }> {
  let buffer = ''
  let line = 0
  let skipping = false
  for await (const chunk of text) {
    buffer += chunk
    let end: number
    while ((end = buffer.indexOf('\n')) >= 0) {
      line++
      if (skipping) {
        skipping = false
        yield { line, text: null }
      } else {
        yield { line, text: buffer.slice(0, end).replace(/\r$/, '') }
      }
      buffer = buffer.slice(end + 1)
    }
    // A line beyond the limit is dropped as it comes: its end is awaited without keeping it.
    if (buffer.length > MAX_RECORD_CHARS) {
      skipping = true
      buffer = ''
    }
  }
  if (skipping) yield { line: line + 1, text: null }
  else if (buffer.trim() !== '') yield { line: line + 1, text: buffer.replace(/\r$/, '') }
}

async function* readJsonLines(text: AsyncIterable<string>): AsyncGenerator<FeedItem> {
  let seen = false
  for await (const { line, text: source } of lines(text)) {
    if (source === null) {
      yield { line, problem: { line, reason: 'tooLong' } }
      continue
    }
    if (source.trim() === '') continue
    if (!seen) {
      seen = true
      // A JSON array is the other common shape; say so instead of failing every line.
      if (source.trimStart().startsWith('[')) throw new FeedError('jsonArray')
    }
    let value: unknown
    try {
      value = JSON.parse(source)
    } catch {
      yield { line, problem: { line, reason: 'json' } }
      continue
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      yield { line, problem: { line, reason: 'json' } }
      continue
    }
    yield validate(line, value as Record<string, unknown>)
  }
}

const LOCALIZED_COLUMN = /^(name|slug|description|colour)_(nl|en|de)$/
const KNOWN_COLUMNS = new Set<string>(FEED_CSV_COLUMNS)

async function* readCsv(text: AsyncIterable<string>): AsyncGenerator<FeedItem> {
  let header: string[] | null = null
  for await (const record of parseCsv(text)) {
    if ('error' in record) {
      if (!header) throw new FeedError('header')
      yield { line: record.line, problem: { line: record.line, reason: record.error } }
      continue
    }
    if (!header) {
      header = record.fields.map((name) => name.trim())
      const unknown = header.filter((name) => !KNOWN_COLUMNS.has(name))
      if (unknown.length > 0) throw new FeedError('columns', unknown.join(', '))
      if (new Set(header).size !== header.length || !header.includes('type') || !header.includes('ref'))
        throw new FeedError('header')
      continue
    }
    if (record.fields.length !== header.length) {
      yield { line: record.line, problem: { line: record.line, reason: 'fieldCount' } }
      continue
    }
    const row: Record<string, unknown> = {}
    for (let i = 0; i < header.length; i++) {
      const value = record.fields[i]!
      if (value === '') continue
      const column = header[i]!
      const localized = LOCALIZED_COLUMN.exec(column)
      if (localized) {
        const group = (row[localized[1]!] ??= {}) as Record<string, string>
        group[localized[2]!] = value
      } else {
        row[column] = value
      }
    }
    yield validate(record.line, row)
  }
  if (!header) throw new FeedError('empty')
}

const REASONS = new Set(['required', 'invalid', 'tooLong'])

function validate(line: number, value: Record<string, unknown>): FeedItem {
  const parsed = feedRowSchema.safeParse(value)
  // A text with U+0000 cannot be stored (core/schemas/text.ts): the row is refused on that field.
  const [nul] = nulCharacterIssues(value)
  if (parsed.success && !nul) return { line, row: parsed.data }
  const ref =
    typeof value.ref === 'string' && value.ref.length <= 100 && !value.ref.includes('\0')
      ? value.ref
      : undefined
  return { line, problem: { line, ref, ...describe(nul ?? parsed.error?.issues[0]) } }
}

function describe(issue: z.core.$ZodIssue | undefined): { field?: string; reason: string } {
  if (!issue) return { reason: 'invalid' }
  if (issue.code === 'unrecognized_keys') return { field: issue.keys[0], reason: 'unknownField' }
  const field = issue.path.length > 0 ? issue.path.join('.') : undefined
  if (issue.code === 'invalid_union') return { field: field ?? 'type', reason: 'invalid' }
  return { field, reason: REASONS.has(issue.message) ? issue.message : 'invalid' }
}

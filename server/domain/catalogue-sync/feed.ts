import type { z } from 'zod'
import {
  FEED_CSV_COLUMNS,
  FEED_CSV_PATTERNS,
  feedRowSchema,
  type FeedRow,
} from '#core/schemas/catalogue-feed'
import { nulCharacterIssues } from '#core/schemas/text'
import { MAX_RECORD_CHARS, parseCsv } from './csv'
import { physicalLines } from './lines'

export type FeedFormat = 'jsonl' | 'csv'

/** Why a row was refused: a code of `backOffice.sync.reason.*`, and the field it concerns. */
export interface RowProblem {
  line: number
  ref?: string
  field?: string
  reason: string
}

/** A row of a batch with its line; `csv` when it came from a CSV file (its fields are named as columns). */
export interface Located<T> {
  line: number
  row: T
  csv?: boolean
}

/** A valid row, with the format it came in (problems found later name its fields as that format does). */
export type FeedItem = { line: number; row: FeedRow; csv?: boolean } | { line: number; problem: RowProblem }

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

async function* readJsonLines(text: AsyncIterable<string>): AsyncGenerator<FeedItem> {
  let seen = false
  for await (const { line, text: raw } of physicalLines(text, MAX_RECORD_CHARS)) {
    const source = raw?.replace(/\r$/, '') ?? null
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

const LOCALIZED_COLUMN =
  /^(name|slug|description|colour|info|delivery_promise_note|delivery_promise_short|delivery_promise_long|product_family|new_model_label|comment|video_title)_(nl|en|de)$/
const KNOWN_COLUMNS = new Set<string>(FEED_CSV_COLUMNS)
const isKnownColumn = (name: string) =>
  KNOWN_COLUMNS.has(name) || FEED_CSV_PATTERNS.image.test(name) || FEED_CSV_PATTERNS.feature.test(name)

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
      const unknown = header.filter((name) => !isKnownColumn(name))
      if (unknown.length > 0) throw new FeedError('columns', unknown.join(', '))
      if (new Set(header).size !== header.length || !header.includes('type') || !header.includes('ref'))
        throw new FeedError('header')
      continue
    }
    if (record.fields.length !== header.length) {
      yield { line: record.line, problem: { line: record.line, reason: 'fieldCount' } }
      continue
    }
    const built = csvRow(header, record.fields)
    if ('field' in built) {
      const ref = typeof built.row.ref === 'string' ? built.row.ref : undefined
      yield { line: record.line, problem: { line: record.line, ref, field: built.field, reason: 'invalid' } }
      continue
    }
    const item = validate(record.line, built.row, true)
    yield 'row' in item ? { ...item, csv: true } : item
  }
  if (!header) throw new FeedError('empty')
}

/**
 * A CSV record as the feed's JSON shape: `name_nl` → `name.nl`, `video_*` → `video`, `image_<n>` →
 * `images[n-1]`, `feature:<key>` → `features`, in the columns' order. A feature given both for every
 * language and per language is refused on its column.
 */
function csvRow(
  header: string[],
  fields: string[],
): { row: Record<string, unknown> } | { row: Record<string, unknown>; field: string } {
  const row: Record<string, unknown> = {}
  const images = new Map<number, { src?: string; alt?: Record<string, string> }>()
  const features = new Map<string, { plain?: string; localized?: Record<string, string> }>()
  let video: Record<string, unknown> | undefined
  for (let i = 0; i < header.length; i++) {
    const value = fields[i]!
    if (value === '') continue
    const column = header[i]!
    const localized = LOCALIZED_COLUMN.exec(column)
    const imageColumn = FEED_CSV_PATTERNS.image.exec(column)
    const featureColumn = FEED_CSV_PATTERNS.feature.exec(column)
    if (column.startsWith('video_')) {
      video ??= {}
      if (localized) ((video.title ??= {}) as Record<string, string>)[localized[2]!] = value
      else video[column.slice('video_'.length)] = value
    } else if (localized) {
      const group = (row[localized[1]!] ??= {}) as Record<string, string>
      group[localized[2]!] = value
    } else if (imageColumn) {
      const entry = images.get(Number(imageColumn[1])) ?? {}
      images.set(Number(imageColumn[1]), entry)
      if (imageColumn[2]) (entry.alt ??= {})[imageColumn[2]] = value
      else entry.src = value
    } else if (featureColumn) {
      const entry = features.get(featureColumn[1]!) ?? {}
      features.set(featureColumn[1]!, entry)
      if (featureColumn[2]) (entry.localized ??= {})[featureColumn[2]] = value
      else entry.plain = value
    } else {
      row[column] = value
    }
  }
  if (video) row.video = video
  if (images.size > 0)
    row.images = [...images]
      .sort(([a], [b]) => a - b)
      .map(([, entry]) => (entry.alt ? { src: entry.src, alt: entry.alt } : entry.src))
  if (features.size > 0) {
    for (const [key, entry] of features)
      if (entry.plain !== undefined && entry.localized) return { row, field: `feature:${key}` }
    row.features = [...features].map(([feature, entry]) => ({
      feature,
      value: entry.localized ?? entry.plain,
    }))
  }
  return { row }
}

/**
 * The name of a row's field in its own format: `images[2].alt.nl` in JSON Lines, `image_3_alt_nl` in CSV;
 * a feature by its column (`feature:blade_length`), the video's parts as `video_poster`.
 */
export function fieldName(path: readonly PropertyKey[], row: unknown, csv: boolean): string {
  if (csv) {
    const [head, index, ...rest] = path
    if (head === 'images' && typeof index === 'number') {
      const locale = rest[0] === 'alt' ? rest[1] : undefined
      return `image_${index + 1}${typeof locale === 'string' ? `_alt_${locale}` : ''}`
    }
    if (head === 'features' && typeof index === 'number') {
      const feature = (row as { features?: Array<{ feature?: unknown }> }).features?.[index]?.feature
      const locale = rest[0] === 'value' ? rest[1] : undefined
      return typeof feature === 'string'
        ? `feature:${feature}${typeof locale === 'string' ? `_${locale}` : ''}`
        : 'features'
    }
    if (head === 'related') return 'related'
    if (path.length > 0) return path.map(String).join('_')
  }
  return path
    .map((part, i) => (typeof part === 'number' ? `[${part}]` : `${i === 0 ? '' : '.'}${String(part)}`))
    .join('')
}

/**
 * A row given as CSV columns (`name_nl`, `image_2_alt_de`, `feature:blade_length`), read and checked exactly
 * as a feed's CSV line is: the back office's forms post a feed row (issue 35, docs/decisions/0138), so a
 * product edited by hand obeys the feed's rules and is written as a synced one is. Unlike a feed line, every
 * problem of the row is answered (a form marks all its wrong fields at once), each named by its column.
 */
export function feedRowFromColumns(
  columns: Readonly<Record<string, string>>,
): { row: FeedRow } | { problems: Array<{ field?: string; reason: string }> } {
  const unknown = Object.keys(columns).filter((name) => !isKnownColumn(name))
  if (unknown.length > 0) return { problems: unknown.map((field) => ({ field, reason: 'unknownField' })) }
  const names = Object.keys(columns)
  const built = csvRow(
    names,
    names.map((name) => columns[name]!.trim()),
  )
  if ('field' in built) return { problems: [{ field: built.field, reason: 'invalid' }] }
  const parsed = feedRowSchema.safeParse(built.row)
  const nul = nulCharacterIssues(built.row)
  if (parsed.success && nul.length === 0) return { row: parsed.data }
  const issues = [...nul, ...(parsed.error?.issues ?? [])]
  const problems = issues.map((issue) => describe(issue, built.row, true))
  return { problems: problems.filter((p, i) => problems.findIndex((o) => o.field === p.field) === i) }
}

const REASONS = new Set(['required', 'invalid', 'tooLong', 'imageAndImages', 'duplicateFeature'])

function validate(line: number, value: Record<string, unknown>, csv = false): FeedItem {
  const parsed = feedRowSchema.safeParse(value)
  // A text with U+0000 cannot be stored (core/schemas/text.ts): the row is refused on that field.
  const [nul] = nulCharacterIssues(value)
  if (parsed.success && !nul) return { line, row: parsed.data }
  const ref =
    typeof value.ref === 'string' && value.ref.length <= 100 && !value.ref.includes('\0')
      ? value.ref
      : undefined
  return { line, problem: { line, ref, ...describe(nul ?? parsed.error?.issues[0], value, csv) } }
}

function describe(
  issue: z.core.$ZodIssue | undefined,
  row: Record<string, unknown>,
  csv: boolean,
): { field?: string; reason: string } {
  if (!issue) return { reason: 'invalid' }
  if (issue.code === 'unrecognized_keys')
    return { field: fieldName([...issue.path, issue.keys[0]!], row, csv), reason: 'unknownField' }
  const field = issue.path.length > 0 ? fieldName(issue.path, row, csv) : undefined
  if (issue.code === 'invalid_union') return { field: field ?? 'type', reason: 'invalid' }
  return { field, reason: REASONS.has(issue.message) ? issue.message : 'invalid' }
}

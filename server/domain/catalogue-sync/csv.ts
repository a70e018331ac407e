import { CsvError, type Options, parse } from 'csv-parse/sync'
import { physicalLines } from './lines'

/**
 * The catalogue feed's CSV records as the text streams in (RFC 4180: comma separated, fields in double
 * quotes may hold commas, line breaks and doubled quotes; CRLF or LF), each with the physical line it starts
 * on, which the sync log names. `csv-parse` reads the fields of each record. The lines of a record are
 * gathered here first: while a line leaves a quote open (an odd count of quotes so far), the record goes on
 * to the next line. That keeps the promises of docs/catalogue-feed.md that a streaming csv-parse alone does
 * not: a record is numbered by the line it starts on (csv-parse counts a CRLF inside quotes as two lines),
 * and a record with broken quoting (a quote inside an unquoted field, text after a closing quote, a quote
 * left open at the end) costs that record only: reading goes on at the line after the fault, where
 * csv-parse would read on in quotes and swallow the rows up to the next quote. Memory holds one record.
 */
export type CsvRecord = { line: number; fields: string[] } | { line: number; error: 'csvQuoting' | 'tooLong' }

/** A longer record is refused: no supplier row is this long, and a quote left open must not eat the file. */
export const MAX_RECORD_CHARS = 1_000_000

type Line = { line: number; text: string | null }

const OPTIONS: Options = { record_delimiter: ['\r\n', '\n'], relax_column_count: true }

function quotes(text: string): number {
  let count = 0
  for (let i = text.indexOf('"'); i >= 0; i = text.indexOf('"', i + 1)) count++
  return count
}

/**
 * Which of the record's lines holds the fault csv-parse reports. csv-parse numbers lines by every CR and LF
 * it passed (`lines` starts at 1); before the fault all line breaks are inside quotes, where it counts a
 * CRLF twice.
 */
function faultyLine(lines: string[], error: unknown): number {
  const breaks = error instanceof CsvError && typeof error.lines === 'number' ? error.lines - 1 : 0
  let passed = 0
  for (let i = 0; i < lines.length - 1; i++) {
    passed += lines[i]!.endsWith('\r') ? 2 : 1
    if (passed > breaks) return i
  }
  return lines.length - 1
}

export async function* parseCsv(chunks: AsyncIterable<string>): AsyncGenerator<CsvRecord> {
  let record: Array<{ line: number; text: string }> = []
  let chars = 0
  let open = false

  /** The gathered lines as a record, or its fault; returns the lines after a fault, to be read again. */
  function* settle(tooLong: boolean): Generator<CsvRecord, Line[]> {
    const texts = record.map((entry) => entry.text)
    const line = record[0]!.line
    record = []
    chars = 0
    open = false
    try {
      const [fields] = parse(texts.join('\n').replace(/\r$/, ''), OPTIONS) as string[][]
      if (tooLong) yield { line, error: 'tooLong' }
      // A line holding only `""` is as empty as an empty line.
      else if (fields && !(fields.length === 1 && fields[0] === '')) yield { line, fields }
      return []
    } catch (error) {
      // A quote left open to the end (of the file, or of the limit): the record is all there is.
      if (error instanceof CsvError && error.code === 'CSV_QUOTE_NOT_CLOSED') {
        yield { line, error: tooLong ? 'tooLong' : 'csvQuoting' }
        return []
      }
      yield { line, error: 'csvQuoting' }
      const after = faultyLine(texts, error) + 1
      return texts.slice(after).map((text, i) => ({ line: line + after + i, text }))
    }
  }

  function* take(first: Line): Generator<CsvRecord> {
    // Lines to read, in order; after a fault, the lines after it come back here (a quarter million at most).
    let pending: Line[] = [first]
    let at = 0
    while (at < pending.length) {
      const next = pending[at++]!
      if (next.text === null) {
        // A line beyond the limit: the record it belongs to is refused, reading goes on after it.
        if (record.length === 0) yield { line: next.line, error: 'tooLong' }
        else {
          const rest = yield* settle(true)
          if (rest.length > 0) {
            pending = rest.concat(next, pending.slice(at))
            at = 0
          }
        }
        continue
      }
      if (record.length === 0 && (next.text === '' || next.text === '\r')) continue
      record.push({ line: next.line, text: next.text })
      chars += next.text.length + 1
      if (quotes(next.text) % 2 === 1) open = !open
      if (open && chars <= MAX_RECORD_CHARS) continue
      const rest = yield* settle(chars > MAX_RECORD_CHARS)
      if (rest.length > 0) {
        pending = rest.concat(pending.slice(at))
        at = 0
      }
    }
  }

  for await (const line of physicalLines(chunks, MAX_RECORD_CHARS)) yield* take(line)
  while (record.length > 0) for (const line of yield* settle(false)) yield* take(line)
}

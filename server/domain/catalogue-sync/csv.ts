/**
 * A streaming CSV reader (RFC 4180: comma separated, fields in double quotes may hold commas, line breaks
 * and doubled quotes; CRLF or LF). It holds one record at a time, so memory does not grow with the file.
 * A record with broken quoting (a quote inside an unquoted field, text after a closing quote, a quote
 * left open at the end) is answered as an error at the line it started on, and reading goes on with the
 * next line: one bad row never stops the rest.
 */
export type CsvRecord = { line: number; fields: string[] } | { line: number; error: 'csvQuoting' | 'tooLong' }

/** A longer record is refused: no supplier row is this long, and a quote left open must not eat the file. */
export const MAX_RECORD_CHARS = 1_000_000

const QUOTE = 34
const COMMA = 44
const LF = 10
const CR = 13

export async function* parseCsv(chunks: AsyncIterable<string>): AsyncGenerator<CsvRecord> {
  let fields: string[] = []
  let field = ''
  let inQuotes = false
  let afterQuote = false
  let broken: CsvRecord | null = null
  let line = 1
  let recordLine = 1
  let size = 0

  const reset = () => {
    fields = []
    field = ''
    inQuotes = false
    afterQuote = false
    broken = null
    size = 0
  }

  for await (const chunk of chunks) {
    let start = 0
    // Plain runs of characters are copied as slices; the loop only stops at commas, quotes and line ends.
    for (let i = 0; i < chunk.length; i++) {
      const c = chunk.charCodeAt(i)
      if (broken) {
        if (c === LF) {
          yield broken
          reset()
          line++
          recordLine = line
        }
        start = i + 1
        continue
      }
      if (size + field.length + i - start > MAX_RECORD_CHARS) {
        broken = { line: recordLine, error: 'tooLong' }
        continue
      }
      if (inQuotes) {
        if (c === QUOTE) {
          field += chunk.slice(start, i)
          inQuotes = false
          afterQuote = true
          start = i + 1
        } else if (c === LF) {
          line++
        }
        continue
      }
      if (afterQuote) {
        if (c === QUOTE) {
          // A doubled quote inside a quoted field: one quote, and the field goes on.
          field += '"'
          inQuotes = true
          afterQuote = false
          start = i + 1
          continue
        }
        if (c !== COMMA && c !== LF && c !== CR) {
          broken = { line: recordLine, error: 'csvQuoting' }
          continue
        }
        afterQuote = false
        start = i
      }
      if (c === COMMA) {
        field += chunk.slice(start, i)
        size += field.length
        fields.push(field)
        field = ''
        start = i + 1
      } else if (c === LF) {
        field += chunk.slice(start, i).replace(/\r$/, '')
        fields.push(field)
        if (!(fields.length === 1 && fields[0] === '')) yield { line: recordLine, fields }
        reset()
        line++
        recordLine = line
        start = i + 1
      } else if (c === QUOTE) {
        const before = field + chunk.slice(start, i)
        if (before !== '') {
          broken = { line: recordLine, error: 'csvQuoting' }
          continue
        }
        inQuotes = true
        start = i + 1
      }
    }
    if (!broken) field += chunk.slice(start)
  }
  if (broken) {
    yield broken
    return
  }
  if (inQuotes) {
    yield { line: recordLine, error: 'csvQuoting' }
    return
  }
  field = field.replace(/\r$/, '')
  if (fields.length > 0 || field !== '') {
    fields.push(field)
    yield { line: recordLine, fields }
  }
}

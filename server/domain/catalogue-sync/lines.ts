/**
 * A text stream as physical lines (split at LF; a CR before it stays, for the CSV reader keeps it inside
 * quoted fields), numbered from 1. A line longer than `max` characters comes as `text: null` with its number
 * and is dropped as it streams in: its end is awaited without keeping it, so memory stays bounded.
 */
export async function* physicalLines(
  text: AsyncIterable<string>,
  max: number,
): AsyncGenerator<{ line: number; text: string | null }> {
  let buffer = ''
  let line = 0
  let skipping = false
  for await (const chunk of text) {
    buffer += chunk
    let start = 0
    let end: number
    while ((end = buffer.indexOf('\n', start)) >= 0) {
      line++
      if (skipping) {
        skipping = false
        yield { line, text: null }
      } else {
        yield { line, text: buffer.slice(start, end) }
      }
      start = end + 1
    }
    buffer = buffer.slice(start)
    if (buffer.length > max) {
      skipping = true
      buffer = ''
    }
  }
  if (skipping) yield { line: line + 1, text: null }
  else if (buffer !== '') yield { line: line + 1, text: buffer }
}

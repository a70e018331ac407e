import type { ArticleRef, StoredBlock, StoredInline } from '#server/db/schema'

/**
 * The small text format articles are written in (the demo data, an editor later), turned into stored blocks:
 *
 * - blocks are separated by an empty line; `## ` starts a heading, `> ` a note;
 * - lines starting with `- ` are a list, with `1. ` a numbered one;
 * - lines starting with `|` are a table, its first row the head;
 * - anything else is a paragraph;
 * - inline, `**text**` is strong and `[text](target)` a link: `resolve` turns the target into a reference,
 *   or null to keep the text without a link.
 *
 * No HTML is ever produced or passed through: `<` is just a character.
 */
export function parseMarkup(source: string, resolve: (target: string) => ArticleRef | null): StoredBlock[] {
  const blocks: StoredBlock[] = []
  for (const chunk of source.trim().split(/\n\s*\n/)) {
    const lines = chunk
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
    parseChunk(lines, resolve, blocks)
  }
  return blocks
}

/** One chunk of lines; a heading may be followed directly by the block under it. */
function parseChunk(lines: string[], resolve: (target: string) => ArticleRef | null, blocks: StoredBlock[]) {
  const first = lines[0]
  if (first === undefined) return
  if (first.startsWith('## ')) {
    blocks.push({ type: 'heading', text: first.slice(3).trim() })
    parseChunk(lines.slice(1), resolve, blocks)
  } else if (first.startsWith('> ')) {
    const text = lines.map((line) => line.replace(/^>\s?/, '')).join(' ')
    blocks.push({ type: 'note', content: parseInline(text, resolve) })
  } else if (first.startsWith('- ') || /^\d+\.\s/.test(first)) {
    const ordered = !first.startsWith('- ')
    blocks.push({
      type: 'list',
      ordered,
      items: lines.map((line) => parseInline(line.replace(/^(-|\d+\.)\s+/, ''), resolve)),
    })
  } else if (first.startsWith('|')) {
    const rows = lines.map((line) =>
      line
        .replace(/^\|/, '')
        .replace(/\|$/, '')
        .split('|')
        .map((cell) => cell.trim()),
    )
    blocks.push({ type: 'table', head: rows[0]!, rows: rows.slice(1) })
  } else {
    blocks.push(paragraph(lines.join(' '), resolve))
  }
}

function paragraph(text: string, resolve: (target: string) => ArticleRef | null): StoredBlock {
  return { type: 'paragraph', content: parseInline(text, resolve) }
}

const INLINE = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g

export function parseInline(text: string, resolve: (target: string) => ArticleRef | null): StoredInline[] {
  const out: StoredInline[] = []
  let last = 0
  for (const match of text.matchAll(INLINE)) {
    if (match.index > last) out.push({ text: text.slice(last, match.index) })
    if (match[1] !== undefined) out.push({ text: match[1], strong: true })
    else {
      const ref = resolve(match[3]!)
      out.push(ref ? { text: match[2]!, ref } : { text: match[2]! })
    }
    last = match.index + match[0].length
  }
  if (last < text.length) out.push({ text: text.slice(last) })
  return out
}

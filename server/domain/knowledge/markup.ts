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

const LIST_ITEM = /^(-|\d+\.)\s+/
type LineKind = 'heading' | 'note' | 'bullet' | 'number' | 'table' | 'text'

function kindOf(line: string): LineKind {
  if (line.startsWith('## ')) return 'heading'
  if (line.startsWith('> ')) return 'note'
  if (line.startsWith('- ')) return 'bullet'
  if (/^\d+\.\s/.test(line)) return 'number'
  if (line.startsWith('|')) return 'table'
  return 'text'
}

/**
 * One chunk of lines, which may hold several blocks without an empty line between them (a heading with the
 * list under it, a sentence introducing a list): each run of lines of one kind is a block.
 */
function parseChunk(lines: string[], resolve: (target: string) => ArticleRef | null, blocks: StoredBlock[]) {
  let start = 0
  while (start < lines.length) {
    const kind = kindOf(lines[start]!)
    let end = start + 1
    if (kind !== 'heading') while (end < lines.length && kindOf(lines[end]!) === kind) end++
    const run = lines.slice(start, end)
    start = end
    switch (kind) {
      case 'heading':
        blocks.push({ type: 'heading', text: run[0]!.slice(3).trim() })
        break
      case 'note':
        blocks.push({
          type: 'note',
          content: parseInline(run.map((l) => l.replace(/^>\s?/, '')).join(' '), resolve),
        })
        break
      case 'bullet':
      case 'number':
        blocks.push({
          type: 'list',
          ordered: kind === 'number',
          items: run.map((line) => parseInline(line.replace(LIST_ITEM, ''), resolve)),
        })
        break
      case 'table': {
        const rows = run.map((line) =>
          line
            .replace(/^\|/, '')
            .replace(/\|$/, '')
            .split('|')
            .map((cell) => cell.trim()),
        )
        blocks.push({ type: 'table', head: rows[0]!, rows: rows.slice(1) })
        break
      }
      case 'text':
        blocks.push(paragraph(run.join(' '), resolve))
    }
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

/** Every link written in a text, in order: its text and its target as typed (`[text](target)`). */
export function linksOf(source: string): Array<{ text: string; target: string }> {
  const links: Array<{ text: string; target: string }> = []
  for (const match of source.matchAll(INLINE)) {
    if (match[1] === undefined) links.push({ text: match[2]!, target: match[3]! })
  }
  return links
}

/**
 * Stored blocks back in the markup, for the editor's text field: `parseMarkup(toMarkup(blocks, t), r)` gives
 * the blocks again when `r` undoes `t`. `targetOf` names a reference as staff type it; a reference it cannot
 * name (a record deleted since) keeps its text without the link.
 */
export function toMarkup(
  blocks: readonly StoredBlock[],
  targetOf: (ref: ArticleRef) => string | null,
): string {
  const inline = (content: readonly StoredInline[]) =>
    content
      .map(({ text, strong, ref }) => {
        if (strong) return `**${text}**`
        const target = ref ? targetOf(ref) : null
        return target ? `[${text}](${target})` : text
      })
      .join('')
  return blocks
    .map((block) => {
      switch (block.type) {
        case 'heading':
          return `## ${block.text}`
        case 'paragraph':
          return inline(block.content)
        case 'note':
          return `> ${inline(block.content)}`
        case 'list':
          return block.items
            .map((item, i) => `${block.ordered ? `${i + 1}.` : '-'} ${inline(item)}`)
            .join('\n')
        case 'table':
          return [block.head, ...block.rows].map((row) => `| ${row.join(' | ')} |`).join('\n')
      }
    })
    .join('\n\n')
}

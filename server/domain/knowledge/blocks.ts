import type { ArticleBlock, ArticleInline } from '#core/schemas/knowledge'
import type { ArticleRef, StoredBlock, StoredInline } from '#server/db/schema'

/** Every reference in an article's blocks, in the order they appear. */
export function referencesOf(blocks: readonly StoredBlock[]): ArticleRef[] {
  const refs: ArticleRef[] = []
  const add = (content: readonly StoredInline[]) => {
    for (const inline of content) if (inline.ref) refs.push(inline.ref)
  }
  for (const block of blocks) {
    if (block.type === 'paragraph' || block.type === 'note') add(block.content)
    else if (block.type === 'list') block.items.forEach(add)
  }
  return refs
}

/**
 * A heading's id for the table of contents: lower case, accents off, words joined by hyphens; a repeated
 * heading gets a number, so every anchor of a page is unique.
 */
export function headingAnchors(blocks: readonly StoredBlock[]): Map<number, string> {
  const anchors = new Map<number, string>()
  const used = new Set<string>()
  blocks.forEach((block, index) => {
    if (block.type !== 'heading') return
    const base =
      block.text
        .toLowerCase()
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace(/ß/g, 'ss')
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '') || 'section'
    let anchor = base
    for (let n = 2; used.has(anchor); n++) anchor = `${base}-${n}`
    used.add(anchor)
    anchors.set(index, anchor)
  })
  return anchors
}

/**
 * The blocks as a page renders them: references become links (`link` answers null for a target that is gone
 * or inactive, whose text then stays without a link) and headings get their anchors.
 */
export function toPageBlocks(
  blocks: readonly StoredBlock[],
  link: (ref: ArticleRef) => string | null,
): ArticleBlock[] {
  const anchors = headingAnchors(blocks)
  const inline = (content: readonly StoredInline[]): ArticleInline[] =>
    content.map(({ text, strong, ref }) => {
      const href = ref ? link(ref) : null
      return { text, ...(strong ? { strong: true } : {}), ...(href ? { href, target: ref!.type } : {}) }
    })
  return blocks.map((block, index): ArticleBlock => {
    switch (block.type) {
      case 'heading':
        return { type: 'heading', text: block.text, anchor: anchors.get(index)! }
      case 'paragraph':
      case 'note':
        return { type: block.type, content: inline(block.content) }
      case 'list':
        return { type: 'list', ordered: block.ordered, items: block.items.map(inline) }
      case 'table':
        return { type: 'table', head: block.head, rows: block.rows }
    }
  })
}

/** The article's text without markup, one block a line (the search index's body, meta descriptions). */
export function plainText(blocks: readonly StoredBlock[]): string {
  const join = (content: readonly StoredInline[]) => content.map((inline) => inline.text).join('')
  return blocks
    .map((block) => {
      switch (block.type) {
        case 'heading':
          return block.text
        case 'paragraph':
        case 'note':
          return join(block.content)
        case 'list':
          return block.items.map(join).join('\n')
        case 'table':
          return [block.head, ...block.rows].map((row) => row.join(' · ')).join('\n')
      }
    })
    .join('\n')
}

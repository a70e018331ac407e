import { describe, expect, it } from 'vitest'
import type { ArticleRef } from '#server/db/schema'
import { headingAnchors, plainText, referencesOf, toPageBlocks } from './blocks'
import { linksOf, parseMarkup, toMarkup } from './markup'

const resolve = (target: string): ArticleRef | null =>
  target === 'c:known' ? { type: 'category', id: 7 } : target === 'p:gone' ? null : { type: 'product', id: 3 }

describe('article markup', () => {
  it('turns headings, paragraphs, lists, notes and tables into blocks', () => {
    const blocks = parseMarkup(
      `
Intro with **strong** words and a [link](c:known).
Second line of the same paragraph.

## A heading
- one
- two [item](p:any)

1. first
2. second

> A note
> over two lines.

| Steel | HRC |
| 1.4116 | 56 |
`,
      resolve,
    )
    expect(blocks.map((block) => block.type)).toEqual([
      'paragraph',
      'heading',
      'list',
      'list',
      'note',
      'table',
    ])
    expect(blocks[0]).toEqual({
      type: 'paragraph',
      content: [
        { text: 'Intro with ' },
        { text: 'strong', strong: true },
        { text: ' words and a ' },
        { text: 'link', ref: { type: 'category', id: 7 } },
        { text: '. Second line of the same paragraph.' },
      ],
    })
    expect(blocks[2]).toMatchObject({
      ordered: false,
      items: [[{ text: 'one' }], [{ text: 'two ' }, { text: 'item' }]],
    })
    expect(blocks[3]).toMatchObject({ ordered: true, items: [[{ text: 'first' }], [{ text: 'second' }]] })
    expect(blocks[4]).toEqual({ type: 'note', content: [{ text: 'A note over two lines.' }] })
    expect(blocks[5]).toEqual({ type: 'table', head: ['Steel', 'HRC'], rows: [['1.4116', '56']] })
    expect(referencesOf(blocks)).toEqual([
      { type: 'category', id: 7 },
      { type: 'product', id: 3 },
    ])
  })

  it('splits blocks that follow each other without an empty line', () => {
    const blocks = parseMarkup('Forbidden are:\n- one\n- two\nAfter the list.\n## Next\n> Note', resolve)
    expect(blocks).toEqual([
      { type: 'paragraph', content: [{ text: 'Forbidden are:' }] },
      { type: 'list', ordered: false, items: [[{ text: 'one' }], [{ text: 'two' }]] },
      { type: 'paragraph', content: [{ text: 'After the list.' }] },
      { type: 'heading', text: 'Next' },
      { type: 'note', content: [{ text: 'Note' }] },
    ])
  })

  it('keeps the text of a link whose target is unknown, and passes no markup through', () => {
    const [block] = parseMarkup('See [this knife](p:gone) <script>alert(1)</script>', resolve)
    expect(block).toEqual({
      type: 'paragraph',
      content: [{ text: 'See ' }, { text: 'this knife' }, { text: ' <script>alert(1)</script>' }],
    })
  })

  it('gives headings unique anchors and pages their links', () => {
    const blocks = parseMarkup('## Slijpen & oliën\n\n## Slijpen & oliën\n\nText [x](c:known).', resolve)
    expect([...headingAnchors(blocks).values()]).toEqual(['slijpen-olien', 'slijpen-olien-2'])
    const page = toPageBlocks(blocks, (ref) => (ref.id === 7 ? '/zakmessen' : null))
    expect(page[2]).toEqual({
      type: 'paragraph',
      content: [{ text: 'Text ' }, { text: 'x', href: '/zakmessen', target: 'category' }, { text: '.' }],
    })
    expect(toPageBlocks(blocks, () => null)[2]).toEqual({
      type: 'paragraph',
      content: [{ text: 'Text ' }, { text: 'x' }, { text: '.' }],
    })
    expect(plainText(blocks)).toBe('Slijpen & oliën\nSlijpen & oliën\nText x.')
  })
})

describe('toMarkup', () => {
  it('writes blocks back so that parsing them again gives the same blocks, links named by the editor', () => {
    const source = `Intro with **strong** and a [link](c:known).\n\n## Heading\n\n- one\n- two [item](p:any)\n\n1. first\n2. second\n\n> A [note](c:known).\n\n| Steel | HRC |\n| 1.4116 | 56 |`
    const blocks = parseMarkup(source, resolve)
    const name = (ref: ArticleRef) => (ref.type === 'category' ? 'c:known' : 'p:any')
    expect(toMarkup(blocks, name)).toBe(source)
    expect(parseMarkup(toMarkup(blocks, name), resolve)).toEqual(blocks)
    // A reference that can no longer be named keeps its text.
    expect(toMarkup(blocks, () => null)).toContain('Intro with **strong** and a link.')
  })

  it('lists the links of a text with their targets as typed', () => {
    expect(linksOf('a [b](product:X) **c** [d](/en/e)')).toEqual([
      { text: 'b', target: 'product:X' },
      { text: 'd', target: '/en/e' },
    ])
  })
})

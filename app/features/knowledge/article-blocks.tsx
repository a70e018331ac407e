import { Link } from 'react-router'
import type { ArticleBlock, ArticleInline } from '#core/schemas/knowledge'

/** An article's body: structured blocks as elements (no stored HTML), links to the shop's own pages. */
export function ArticleBlocks({ blocks }: { blocks: ArticleBlock[] }) {
  return (
    <div className="flex flex-col gap-4 text-base leading-relaxed text-gray-800" data-testid="article-body">
      {blocks.map((block, index) => (
        <Block key={index} block={block} />
      ))}
    </div>
  )
}

function Block({ block }: { block: ArticleBlock }) {
  switch (block.type) {
    case 'heading':
      return (
        <h2 id={block.anchor} className="mt-4 scroll-mt-24 text-2xl font-bold text-gray-900">
          {block.text}
        </h2>
      )
    case 'paragraph':
      return (
        <p>
          <Inlines content={block.content} />
        </p>
      )
    case 'note':
      return (
        <aside className="rounded-md border-l-4 border-amber-400 bg-amber-50 px-4 py-3 text-gray-900">
          <Inlines content={block.content} />
        </aside>
      )
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul'
      return (
        <List className={`flex flex-col gap-1.5 pl-6 ${block.ordered ? 'list-decimal' : 'list-disc'}`}>
          {block.items.map((item, index) => (
            <li key={index} className="pl-1 marker:text-brand-700">
              <Inlines content={item} />
            </li>
          ))}
        </List>
      )
    }
    case 'table':
      return (
        <div className="overflow-x-auto rounded-lg border border-gray-200">
          <table className="w-full border-collapse text-left text-sm">
            <thead className="bg-gray-50 text-gray-900">
              <tr>
                {block.head.map((cell, index) => (
                  <th key={index} scope="col" className="px-3 py-2 font-semibold">
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, rowIndex) => (
                <tr key={rowIndex} className="border-t border-gray-200">
                  {row.map((cell, index) =>
                    index === 0 ? (
                      <th key={index} scope="row" className="px-3 py-2 align-top font-medium text-gray-900">
                        {cell}
                      </th>
                    ) : (
                      <td key={index} className="px-3 py-2 align-top">
                        {cell}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )
  }
}

function Inlines({ content }: { content: ArticleInline[] }) {
  return content.map((inline, index) => {
    const text = inline.strong ? (
      <strong className="font-semibold text-gray-900">{inline.text}</strong>
    ) : (
      inline.text
    )
    return inline.href ? (
      <Link
        key={index}
        to={inline.href}
        data-link={inline.target}
        className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
      >
        {text}
      </Link>
    ) : (
      <span key={index}>{text}</span>
    )
  })
}

/** Minutes to read at about 200 words a minute, at least one. */
export function readingMinutes(blocks: ArticleBlock[]): number {
  let words = 0
  const count = (text: string) => (words += text.split(/\s+/).filter(Boolean).length)
  for (const block of blocks) {
    if (block.type === 'heading') count(block.text)
    else if (block.type === 'paragraph' || block.type === 'note') block.content.forEach((i) => count(i.text))
    else if (block.type === 'list') block.items.flat().forEach((i) => count(i.text))
    else [block.head, ...block.rows].flat().forEach(count)
  }
  return Math.max(1, Math.round(words / 200))
}

import { LOCALES, type Locale } from '#core/locales'
import type { ArticleRef, Localized, LocalizedBlocks } from '../../schema'
import { parseMarkup } from '#server/domain/knowledge/markup'
import { referencesOf } from '#server/domain/knowledge/blocks'
import type { DemoCatalogue } from '../generate'
import { CARE_ARTICLES } from './care'
import { ENGRAVING_ARTICLES } from './engraving'
import { LAW_ARTICLES } from './law'
import { SHARPENING_ARTICLES } from './sharpening'
import { STEEL_ARTICLES } from './steel'

/** One language of an article; `body` is written in the markup of server/domain/knowledge/markup.ts. */
export interface ArticleText {
  title: string
  slug: string
  summary: string
  body: string
}

/**
 * An article of the demo knowledge base. Links in the body: `[text](c:<category key>)`,
 * `[text](p:<leaf category key>?<feature>=<value>)` for a product of that kind (the best-selling one in stock
 * that has the value, else the best-selling one of the category) and `[text](a:<article key>)`.
 */
export interface ArticleSource extends Record<Locale, ArticleText> {
  key: string
  /** The knowledge category (menu item) the article belongs to. */
  section: string
  /** yyyy-mm-dd. */
  published: string
  /** Products for the article's "products from this article" block, as product selectors (see above). */
  products: string[]
}

export interface DemoArticle {
  id: number
  key: string
  section_id: number
  position: number
  title: Localized
  slug: Localized
  summary: Localized
  body: LocalizedBlocks
  published_at: string
  /** The demo's articles were last changed when they were published. */
  updated_at: string
  product_ids: number[]
  category_ids: number[]
}

export const ARTICLES: readonly ArticleSource[] = [
  ...STEEL_ARTICLES,
  ...SHARPENING_ARTICLES,
  ...CARE_ARTICLES,
  ...LAW_ARTICLES,
  ...ENGRAVING_ARTICLES,
]

/**
 * The demo articles as rows, their links resolved against the generated catalogue. A link to a category or
 * article that does not exist is a mistake in the texts and throws; a product that a small catalogue does not
 * have leaves the text without a link.
 */
export function buildKnowledgeArticles(
  out: Pick<DemoCatalogue, 'products'>,
  categoryKeys: ReadonlyMap<string, number>,
  valueIds: ReadonlyMap<string, number>,
  articles: readonly ArticleSource[] = ARTICLES,
): DemoArticle[] {
  const articleIds = new Map(articles.map((article, index) => [article.key, index + 1]))
  const chosen = new Map<string, number | null>()
  const product = (selector: string): number | null => {
    if (!chosen.has(selector)) chosen.set(selector, pickProduct(out, categoryKeys, valueIds, selector))
    return chosen.get(selector)!
  }
  const resolve = (target: string): ArticleRef | null => {
    const [kind, rest = ''] = target.split(/:(.*)/s)
    if (kind === 'p') {
      const id = product(rest)
      return id === null ? null : { type: 'product', id }
    }
    const id = kind === 'c' ? categoryKeys.get(rest) : kind === 'a' ? articleIds.get(rest) : undefined
    if (id === undefined) throw new Error(`Knowledge article link to an unknown target: ${target}`)
    return { type: kind === 'c' ? 'category' : 'article', id }
  }
  const positions = new Map<string, number>()
  return articles.map((source, index) => {
    const sectionId = categoryKeys.get(source.section)
    if (sectionId === undefined)
      throw new Error(`Knowledge article ${source.key}: no section ${source.section}`)
    const position = positions.get(source.section) ?? 0
    positions.set(source.section, position + 1)
    const body = {} as LocalizedBlocks
    for (const locale of LOCALES) body[locale] = parseMarkup(source[locale].body, resolve)
    const refs = LOCALES.flatMap((locale) => referencesOf(body[locale]))
    const productIds = [
      ...source.products.map(product),
      ...refs.filter((ref) => ref.type === 'product').map((ref) => ref.id),
    ].filter((id): id is number => id !== null)
    const field = (name: keyof ArticleText): Localized => ({
      nl: source.nl[name],
      en: source.en[name],
      de: source.de[name],
    })
    return {
      id: index + 1,
      key: source.key,
      section_id: sectionId,
      position,
      title: field('title'),
      slug: field('slug'),
      summary: field('summary'),
      body,
      published_at: source.published,
      updated_at: `${source.published}T08:00:00Z`,
      product_ids: [...new Set(productIds)],
      category_ids: [...new Set(refs.filter((ref) => ref.type === 'category').map((ref) => ref.id))],
    }
  })
}

/** `leaf?feature=value`: the best-selling active product of the leaf, in stock and with the value where one is. */
function pickProduct(
  out: Pick<DemoCatalogue, 'products'>,
  categoryKeys: ReadonlyMap<string, number>,
  valueIds: ReadonlyMap<string, number>,
  selector: string,
): number | null {
  const [leaf = '', filter] = selector.split('?')
  const categoryId = categoryKeys.get(leaf)
  if (categoryId === undefined)
    throw new Error(`Knowledge article product of an unknown category: ${selector}`)
  const valueId = filter ? valueIds.get(filter) : undefined
  if (filter && valueId === undefined)
    throw new Error(`Knowledge article product with an unknown value: ${selector}`)
  const candidates = out.products.filter((p) => p.category_id === categoryId && p.status === 'active')
  const score = (p: (typeof candidates)[number]) =>
    (valueId !== undefined && p.feature_value_ids.includes(valueId) ? 2 : 0) +
    (p.stock_status_code === 'AVAILABLE_DIRECT' && p.stock > 0 ? 1 : 0)
  candidates.sort((a, b) => score(b) - score(a) || b.popularity - a.popularity || a.id - b.id)
  return candidates[0]?.id ?? null
}

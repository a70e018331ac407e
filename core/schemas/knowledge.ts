import type { Locale } from '#core/locales'
import type { Product } from './catalogue'

/**
 * The knowledge base as pages read it (spec §1, §2 "knowledge base view"). Article bodies are structured
 * blocks, never HTML: the page renders them as React elements, so no stored text can inject markup.
 */

/** A run of text; `href` is a link the server resolved from the article's reference (a product, a category, an article). */
export interface ArticleInline {
  text: string
  strong?: boolean
  href?: string
  /** What `href` leads to. */
  target?: 'product' | 'category' | 'article'
}

export type ArticleBlock =
  /** A section heading of the article; `anchor` is its id for the table of contents. */
  | { type: 'heading'; text: string; anchor: string }
  | { type: 'paragraph'; content: ArticleInline[] }
  | { type: 'list'; ordered: boolean; items: ArticleInline[][] }
  /** A highlighted remark (a tip, a warning, the legal notice of the law articles). */
  | { type: 'note'; content: ArticleInline[] }
  | { type: 'table'; head: string[]; rows: string[][] }

/** An article in a list: the knowledge base view, the other articles of a section. */
export interface ArticleSummary {
  id: number
  key: string
  title: string
  summary: string
  link: string
  /** ISO date (yyyy-mm-dd). */
  published: string
}

/** A section of the knowledge base: a knowledge category of the menu, its anchor is its slug. */
export interface KnowledgeSection {
  name: string
  anchor: string
  intro: string
  articles: ArticleSummary[]
}

export interface KnowledgeOverview {
  title: string
  description: string
  sections: KnowledgeSection[]
}

export interface KnowledgeArticle extends ArticleSummary {
  /** ISO date (yyyy-mm-dd) of the last change. */
  modified: string
  section: { name: string; link: string }
  /** The knowledge base page itself, for the breadcrumbs. */
  base: { name: string; link: string }
  blocks: ArticleBlock[]
  /** Products the article mentions and recommends, as cards (active ones only). */
  products: Product[]
  /** Other articles of the same section. */
  more: ArticleSummary[]
  /** The article's path in every language, without language prefix (hreflang, language switch). */
  alternates: Record<Locale, string>
}

/** What reading an article by its slug answers: the article, a move to its address in this language, or nothing. */
export type ArticleLookup =
  { type: 'article'; article: KnowledgeArticle } | { type: 'redirect'; location: string } | null

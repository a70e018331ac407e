import coreDe from '#core/i18n/messages/de.json' with { type: 'json' }
import coreEn from '#core/i18n/messages/en.json' with { type: 'json' }
import coreNl from '#core/i18n/messages/nl.json' with { type: 'json' }
import type { Locale } from '#core/locales'
import { localePath } from '#core/routes/locale'
import { SERVICE_PAGES, type ServicePage } from '#core/routes/service-pages'
import type { Database } from '#server/db/client'
import { listPublishedArticles } from '#server/domain/knowledge/articles'

/**
 * One page of the content index (spec §3 "Search": title, published, url). `path` is the page's path
 * without the language prefix (the search answer adds the prefix of the site asking); `text` is what is
 * searched besides the title.
 */
export interface ContentEntry {
  id: string
  title: string
  text: string
  path: string
  /** ISO date the page was published; null for pages that have no date (the service pages). */
  published: string | null
}

/**
 * Where the content index gets its pages: the service pages and the knowledge base's articles.
 * `entries` answers the pages of one language.
 */
export interface ContentSource {
  name: string
  entries(locale: Locale, db: Database): Promise<ContentEntry[]>
}

const CATALOGUES: Record<Locale, Readonly<Record<string, string>>> = { nl: coreNl, en: coreEn, de: coreDe }

/** The message namespace of each service page's text. */
const TEXT_PREFIX: Record<ServicePage, string> = {
  serviceShipping: 'service.shipping.',
  serviceReturns: 'service.returns.',
  servicePayment: 'service.payment.',
  serviceContact: 'service.contact.',
  terms: 'service.terms.',
  privacy: 'service.privacy.',
  accessibility: 'service.accessibility.',
}

/** A catalogue message as plain words: placeholders (`{company}`) and ICU syntax left out. */
function plain(message: string): string {
  return message.replace(/\{[^{}]*\}/g, ' ').replace(/[{}]/g, ' ')
}

/** The customer service and legal pages (core/routes/service-pages.ts) with their texts from the catalogue. */
export const servicePagesSource: ContentSource = {
  name: 'service-pages',
  entries(locale) {
    const messages = CATALOGUES[locale]
    return Promise.resolve(
      SERVICE_PAGES.map((page) => {
        const prefix = TEXT_PREFIX[page]
        const texts = Object.entries(messages)
          .filter(([key]) => key.startsWith(prefix))
          .map(([, message]) => plain(message))
        const description = messages[`page.${page}Description`]
        return {
          id: `page:${page}`,
          title: plain(messages[`page.${page}`] ?? page).trim(),
          text: [description ? plain(description) : '', ...texts].join(' '),
          path: localePath('', locale, page),
          published: null,
        }
      }),
    )
  },
}

/** The knowledge base's published articles (server/domain/knowledge), with their plain text. */
export const knowledgeArticlesSource: ContentSource = {
  name: 'knowledge-base',
  async entries(locale, db) {
    const articles = await listPublishedArticles(db, { locale, prefix: '' })
    return articles.map((article) => ({
      id: `article:${article.key}`,
      title: article.title,
      text: `${article.summary} ${article.body}`,
      path: article.url,
      published: article.published,
    }))
  },
}

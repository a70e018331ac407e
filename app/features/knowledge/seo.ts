import type { MetaDescriptor } from 'react-router'
import type { Breadcrumb } from '#core/schemas/catalogue'
import type { KnowledgeArticle, KnowledgeOverview } from '#core/schemas/knowledge'
import { LOCALE_TAGS } from '#core/locales'
import type { Locale } from '#core/locales'
import { metaDescription } from '#app/features/product/product-seo'

/** Meta, canonical and structured data of the knowledge base pages: pure, built by the loaders (decision 0042). */

function breadcrumbList(trail: Breadcrumb[], origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: new URL(crumb.link, origin).href,
    })),
  }
}

export function overviewMeta(input: {
  overview: Pick<KnowledgeOverview, 'title' | 'description'>
  fallbackDescription: string
  company: string
  origin: string
  home: Breadcrumb
  link: string
}): MetaDescriptor[] {
  const { overview, company, origin, home, link } = input
  const description = metaDescription(overview.description || input.fallbackDescription)
  return [
    { title: `${overview.title} - ${company}` },
    { name: 'description', content: description },
    { property: 'og:type', content: 'website' },
    { property: 'og:title', content: overview.title },
    { property: 'og:description', content: description },
    { 'script:ld+json': breadcrumbList([home, { name: overview.title, link }], origin) },
  ]
}

/** Title, description, Open Graph and the Article and BreadcrumbList structured data of an article. */
export function articleMeta(input: {
  article: Pick<
    KnowledgeArticle,
    'title' | 'summary' | 'link' | 'published' | 'modified' | 'base' | 'section'
  >
  locale: Locale
  company: string
  logo: string
  origin: string
  home: Breadcrumb
}): MetaDescriptor[] {
  const { article, company, origin, home } = input
  const description = metaDescription(article.summary)
  const url = new URL(article.link, origin).href
  const organization = {
    '@type': 'Organization',
    name: company,
    url: new URL(home.link, origin).href,
    logo: new URL(input.logo, origin).href,
  }
  return [
    { title: `${article.title} - ${company}` },
    { name: 'description', content: description },
    { property: 'og:type', content: 'article' },
    { property: 'og:title', content: article.title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'article:published_time', content: article.published },
    {
      'script:ld+json': {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: article.title,
        description,
        inLanguage: LOCALE_TAGS[input.locale],
        datePublished: article.published,
        dateModified: article.modified,
        mainEntityOfPage: { '@type': 'WebPage', '@id': url },
        articleSection: article.section.name,
        author: organization,
        publisher: organization,
      },
    },
    {
      'script:ld+json': breadcrumbList(
        [home, article.base, article.section, { name: article.title, link: article.link }],
        origin,
      ),
    },
  ]
}

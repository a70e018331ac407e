import type { KnowledgeOverview } from '#core/schemas/knowledge'
import { Breadcrumbs } from '#app/features/catalogue/breadcrumbs'
import { formatIsoDate } from '#app/features/product-card/rules'
import { useI18n, useMessages } from '#app/i18n/i18n'
import { ChevronIcon } from '#app/ui/icons/chevron'
import { ShopLink } from '#app/ui/shop-link'

/**
 * The knowledge base view (spec §2): the topics as a table of contents on top, then every section at its
 * anchor (the menu links `…#<section slug>`) with its intro and its articles.
 */
export function KnowledgeOverviewView({ overview }: { overview: KnowledgeOverview }) {
  useMessages('knowledge')
  const { t, href, locale } = useI18n()
  const title = overview.title || t('page.knowledgeBase')
  return (
    <div data-testid="knowledge-base">
      <Breadcrumbs
        trail={[
          { name: t('shell.home'), link: href('home') },
          { name: title, link: href('knowledgeBase') },
        ]}
      />
      <header className="mb-6 max-w-3xl">
        <h1 className="mb-2 text-3xl font-bold">{title}</h1>
        <p className="text-lg text-gray-700">{overview.description || t('knowledge.description')}</p>
      </header>
      <nav aria-label={t('knowledge.topics')} className="mb-10">
        <h2 className="sr-only">{t('knowledge.topics')}</h2>
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5">
          {overview.sections.map((section) => (
            <li key={section.anchor}>
              <a
                href={`#${section.anchor}`}
                className="flex h-full min-h-11 items-center justify-between gap-2 rounded-lg border border-gray-200 bg-white px-4 py-3 font-semibold text-gray-900 shadow-sm hover:border-brand-600 hover:text-brand-800"
              >
                <span>{section.name}</span>
                <span className="shrink-0 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800">
                  {t('knowledge.articleCount', { count: section.articles.length })}
                </span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex flex-col gap-12">
        {overview.sections.map((section) => (
          <section
            key={section.anchor}
            id={section.anchor}
            aria-labelledby={`${section.anchor}-title`}
            className="scroll-mt-24"
            data-testid="knowledge-section"
          >
            <h2 id={`${section.anchor}-title`} className="mb-1 text-2xl font-bold">
              {section.name}
            </h2>
            <p className="mb-4 max-w-3xl text-gray-700">{section.intro}</p>
            {section.articles.length === 0 ? (
              <p className="text-gray-600">{t('knowledge.noArticles')}</p>
            ) : (
              <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
                {section.articles.map((article) => (
                  <li key={article.id}>
                    <ShopLink
                      to={article.link}
                      className="group flex h-full flex-col rounded-lg border border-gray-200 bg-white p-4 shadow-sm hover:border-brand-600 hover:shadow-md"
                    >
                      <h3 className="mb-2 text-lg font-semibold text-gray-900 group-hover:text-brand-800">
                        {article.title}
                      </h3>
                      <p className="mb-3 flex-1 text-sm leading-relaxed text-gray-700">{article.summary}</p>
                      <span className="flex items-center justify-between text-sm">
                        <span className="text-gray-500">{formatIsoDate(article.published, locale)}</span>
                        <span className="flex items-center gap-1 font-semibold text-brand-700">
                          {t('knowledge.readMore')}
                          <ChevronIcon className="size-4" />
                        </span>
                      </span>
                    </ShopLink>
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
    </div>
  )
}

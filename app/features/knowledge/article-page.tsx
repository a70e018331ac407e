import { Link } from 'react-router'
import type { ArticleBlock, KnowledgeArticle } from '#core/schemas/knowledge'
import { Breadcrumbs } from '#app/features/catalogue/breadcrumbs'
import { ProductStrip } from '#app/features/product-card/product-strip'
import { formatIsoDate } from '#app/features/product-card/rules'
import { useI18n, useMessages } from '#app/i18n/i18n'
import { buttonClass } from '#app/ui/button'
import { ArticleBlocks, readingMinutes } from './article-blocks'

/**
 * An article of the knowledge base: title, lead and date, a table of contents of its headings (beside the
 * text from 1024 px), the text at a readable width, the products it mentions, and the section's other articles.
 */
export function ArticlePage({ article }: { article: KnowledgeArticle }) {
  useMessages('knowledge')
  const { t, href, locale } = useI18n()
  const headings = article.blocks.filter(
    (block): block is Extract<ArticleBlock, { type: 'heading' }> => block.type === 'heading',
  )
  const contents =
    headings.length > 1 ? (
      <nav aria-labelledby="article-contents" className="rounded-lg border border-gray-200 bg-gray-50 p-4">
        <h2
          id="article-contents"
          className="mb-2 text-sm font-semibold tracking-wide text-gray-600 uppercase"
        >
          {t('knowledge.contents')}
        </h2>
        <ol className="flex flex-col gap-1.5 text-sm">
          {headings.map((heading) => (
            <li key={heading.anchor}>
              <a href={`#${heading.anchor}`} className="text-brand-800 hover:underline">
                {heading.text}
              </a>
            </li>
          ))}
        </ol>
      </nav>
    ) : null
  const published = formatIsoDate(article.published, locale)
  return (
    <div data-testid="knowledge-article">
      <Breadcrumbs
        trail={[
          { name: t('shell.home'), link: href('home') },
          article.base,
          article.section,
          { name: article.title, link: article.link },
        ]}
      />
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <article className="max-w-3xl min-w-0">
          <header className="mb-6">
            <p className="mb-1 text-sm font-semibold text-brand-700">
              <Link to={article.section.link} className="hover:underline">
                {article.section.name}
              </Link>
            </p>
            <h1 className="mb-3 text-3xl font-bold text-gray-900">{article.title}</h1>
            <p className="mb-3 text-lg leading-relaxed text-gray-700">{article.summary}</p>
            <p className="text-sm text-gray-500">
              <time dateTime={article.published}>{t('knowledge.published', { date: published })}</time>
              {article.modified > article.published ? (
                <>
                  {', '}
                  <time dateTime={article.modified}>
                    {t('knowledge.updated', { date: formatIsoDate(article.modified, locale) })}
                  </time>
                </>
              ) : null}
              {' · '}
              {t('knowledge.readingTime', { minutes: readingMinutes(article.blocks) })}
            </p>
          </header>
          {contents ? <div className="mb-6 lg:hidden">{contents}</div> : null}
          <ArticleBlocks blocks={article.blocks} />
        </article>
        <aside className="hidden lg:block">
          <div className="sticky top-24 flex flex-col gap-6">{contents}</div>
        </aside>
      </div>
      {article.products.length > 0 ? (
        <div className="mt-12">
          <ProductStrip
            title={t('knowledge.products')}
            products={article.products}
            stripKey="knowledge_article"
          />
        </div>
      ) : null}
      <div className="mt-12 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        {article.more.length > 0 ? (
          <section aria-labelledby="article-more" className="max-w-3xl">
            <h2 id="article-more" className="mb-3 text-xl font-bold">
              {t('knowledge.more', { section: article.section.name })}
            </h2>
            <ul className="divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white">
              {article.more.map((other) => (
                <li key={other.id}>
                  <Link to={other.link} className="block px-4 py-3 hover:bg-gray-50">
                    <span className="block font-semibold text-gray-900">{other.title}</span>
                    <span className="block text-sm text-gray-600">{other.summary}</span>
                  </Link>
                </li>
              ))}
            </ul>
            <p className="mt-3 text-sm">
              <Link to={article.base.link} className="font-semibold text-brand-700 hover:underline">
                {t('knowledge.toBase')}
              </Link>
            </p>
          </section>
        ) : null}
        <section className="h-fit rounded-lg border border-brand-100 bg-brand-50 p-4">
          <p className="mb-3 text-gray-800">{t('knowledge.questions')}</p>
          <Link to={href('serviceContact')} className={buttonClass('gray-outline')}>
            {t('knowledge.contact')}
          </Link>
        </section>
      </div>
    </div>
  )
}

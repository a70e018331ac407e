import { data, redirect, type MetaDescriptor } from 'react-router'
import { localePath } from '#core/routes/locale'
import { ArticlePage } from '#app/features/knowledge/article-page'
import { articleMeta } from '#app/features/knowledge/seo'
import { translator } from '#app/i18n/meta'
import { publicPageHeaders } from '#app/lib/page-headers'
import type { Route } from './+types/knowledge-article'

/** The same page for every shopper: shared and page caches may keep it (decision 0043). */
export const headers = publicPageHeaders

/**
 * An article by its slug in the page's language; a slug of another language moves (301) to this language's,
 * an unknown or unpublished one is the localized 404 page.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const site = { locale: context.locale, prefix: context.prefix }
  const [found, shell] = await Promise.all([
    context.knowledge.article(site, params.slug),
    context.shell(context.locale),
  ])
  if (!found) throw data(null, { status: 404 })
  if (found.type === 'redirect') throw redirect(found.location, 301)
  const { article } = found
  const t = translator(context.locale)
  return {
    article,
    alternates: article.alternates,
    meta: articleMeta({
      article,
      locale: context.locale,
      company: shell.company_name,
      logo: shell.header_logo,
      origin: context.publicUrl,
      home: { name: t('shell.home'), link: localePath(context.prefix, context.locale, 'home') },
    }),
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData?.meta ?? []) as MetaDescriptor[]

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ArticlePage article={loaderData.article} />
}

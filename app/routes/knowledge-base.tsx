import type { MetaDescriptor } from 'react-router'
import { localePath } from '#core/routes/locale'
import { KnowledgeOverviewView } from '#app/features/knowledge/knowledge-overview'
import { overviewMeta } from '#app/features/knowledge/seo'
import { translator } from '#app/i18n/meta'
import { publicPageHeaders } from '#app/lib/page-headers'
import type { Route } from './+types/knowledge-base'

/** The same page for every shopper: shared and page caches may keep it (decision 0043). */
export const headers = publicPageHeaders

/** The knowledge base view (spec §2): its sections at the anchors the menu links to, with their articles. */
export async function loader({ context }: Route.LoaderArgs) {
  const site = { locale: context.locale, prefix: context.prefix }
  const [overview, shell] = await Promise.all([
    context.knowledge.overview(site),
    context.shell(context.locale),
  ])
  const t = translator(context.locale)
  const title = overview.title || t('page.knowledgeBase')
  return {
    overview: { ...overview, title },
    meta: overviewMeta({
      overview: { ...overview, title },
      fallbackDescription: t('knowledge.description'),
      company: shell.company_name,
      origin: context.publicUrl,
      home: { name: t('shell.home'), link: localePath(context.prefix, context.locale, 'home') },
      link: localePath(context.prefix, context.locale, 'knowledgeBase'),
    }),
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData?.meta ?? []) as MetaDescriptor[]

export default function Page({ loaderData }: Route.ComponentProps) {
  return <KnowledgeOverviewView overview={loaderData.overview} />
}

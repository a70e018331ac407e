import { Link } from 'react-router'
import { useI18n } from '#app/i18n/i18n'
import { pageTitle } from '#app/i18n/page-title'
import { useRootData } from '#app/lib/root-data'
import { buttonClass } from '#app/ui/button'

/** The page behind the root error boundary: a localized 404 or a generic failure, never a stack trace. */
export function ErrorPage({ kind }: { kind: 'notFound' | 'error' }) {
  const { t, href } = useI18n()
  const company = useRootData()?.shell.company_name ?? ''
  const title = t(kind === 'notFound' ? 'notFound.title' : 'errorPage.title')
  return (
    <section
      className="mx-auto max-w-2xl py-12 text-center"
      data-testid={kind === 'notFound' ? 'not-found' : 'error'}
    >
      {/* Named after the shop like every other page (WCAG 2.4.2). */}
      <title>{pageTitle(title, company)}</title>
      <meta name="robots" content="noindex" />
      <h1 className="mb-4 text-3xl font-bold">{title}</h1>
      <p className="mb-8 text-gray-700">{t(kind === 'notFound' ? 'notFound.text' : 'errorPage.text')}</p>
      <Link to={href('home')} className={buttonClass('primary')}>
        {t('page.toHome')}
      </Link>
    </section>
  )
}

import { Link } from 'react-router'
import { useI18n } from '#app/i18n/i18n'
import { buttonClass } from '#app/ui/button'

/** The page behind the root error boundary: a localized 404 or a generic failure, never a stack trace. */
export function ErrorPage({ kind }: { kind: 'notFound' | 'error' }) {
  const { t, href } = useI18n()
  return (
    <section
      className="mx-auto max-w-2xl py-12 text-center"
      data-testid={kind === 'notFound' ? 'not-found' : 'error'}
    >
      <title>{t(kind === 'notFound' ? 'notFound.title' : 'errorPage.title')}</title>
      <meta name="robots" content="noindex" />
      <h1 className="mb-4 text-3xl font-bold">
        {t(kind === 'notFound' ? 'notFound.title' : 'errorPage.title')}
      </h1>
      <p className="mb-8 text-gray-700">{t(kind === 'notFound' ? 'notFound.text' : 'errorPage.text')}</p>
      <Link to={href('home')} className={buttonClass('primary')}>
        {t('page.toHome')}
      </Link>
    </section>
  )
}

import { Link } from 'react-router'
import type { MessageKey } from '#app/i18n/catalog'
import { useI18n } from '#app/i18n/i18n'
import { buttonClass } from '#app/ui/button'

/**
 * A page whose route exists in every language but whose feature arrives with a later issue: it says so
 * plainly instead of pretending to work.
 */
export function PendingPage({ titleKey, step }: { titleKey: MessageKey; step?: number }) {
  const { t, href } = useI18n()
  return (
    <section className="mx-auto max-w-2xl py-8" data-testid="pending-page">
      {step !== undefined && step > 0 ? (
        <p className="mb-1 text-sm text-gray-600">{t('checkout.step', { step })}</p>
      ) : null}
      <h1 className="mb-4 text-3xl font-bold">{t(titleKey)}</h1>
      <p className="mb-8 text-gray-700">{t('page.underConstruction')}</p>
      <Link to={href('home')} className={buttonClass('gray-outline')}>
        {t('page.toHome')}
      </Link>
    </section>
  )
}

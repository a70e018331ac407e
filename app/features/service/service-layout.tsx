import type { ReactNode } from 'react'
import { Link, useLocation } from 'react-router'
import type { ServicePage } from '#core/routes/service-pages'
import { useI18n, useMessages } from '#app/i18n/i18n'
import { useRootData } from '#app/lib/root-data'
import { companyValues } from './company'
import { SERVICE_LINKS } from './service-links'

/**
 * A customer service or legal page: its title, the other service pages beside it (below it on a phone) and
 * where to ask a question. The texts load as a part of their own (core/i18n/message-parts.ts).
 */
export function ServiceLayout({ page, children }: { page: ServicePage; children: ReactNode }) {
  useMessages('service')
  const { t, href, locale } = useI18n()
  const root = useRootData()
  const { pathname } = useLocation()
  const values = root ? companyValues(root.shell, locale) : null
  return (
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-[16rem_minmax(0,1fr)]" data-testid="service-page">
      <article className="max-w-3xl min-w-0 lg:order-2">
        <h1 className="mb-4 text-3xl font-bold hyphens-auto wrap-break-word">{t(`page.${page}`)}</h1>
        <div className="flex flex-col gap-6 leading-relaxed text-gray-800">{children}</div>
        {values ? (
          <p className="mt-8 border-t border-gray-200 pt-4 text-sm text-gray-700">
            {t('service.questions', { phone: values.phone, email: values.email })}
          </p>
        ) : null}
      </article>
      <nav aria-label={t('service.nav')} className="lg:order-1">
        <h2 className="mb-2 text-sm font-semibold tracking-wide text-gray-600 uppercase">
          {t('service.nav')}
        </h2>
        <ul className="flex flex-col rounded-lg border border-gray-200 bg-white text-sm">
          {SERVICE_LINKS.map(({ route, label }) => {
            const to = href(route)
            const current = to === pathname
            return (
              <li key={route} className="border-b border-gray-200 last:border-b-0">
                <Link
                  to={to}
                  aria-current={current ? 'page' : undefined}
                  className={`block min-h-11 px-4 py-3 hover:bg-gray-50 ${current ? 'font-semibold text-brand-800' : 'text-gray-800'}`}
                >
                  {t(label)}
                </Link>
              </li>
            )
          })}
        </ul>
      </nav>
    </div>
  )
}

/** A titled section of a service page. */
export function ServiceSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2 className="mb-2 text-xl font-semibold text-gray-900">{title}</h2>
      <div className="flex flex-col gap-3">{children}</div>
    </section>
  )
}

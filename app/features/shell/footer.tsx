import { Link } from 'react-router'
import type { ShellData } from '#core/schemas/shell'
import { useI18n } from '#app/i18n/i18n'

export function Footer({ shell }: { shell: ShellData }) {
  const { t, href } = useI18n()
  const { store } = shell
  return (
    <footer className="mt-12 bg-gray-900 text-gray-300">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-3">
        <section>
          <h2 className="mb-2 font-semibold text-white">
            {t('shell.footer.about', { company: shell.company_name })}
          </h2>
          <p className="text-sm">{t('shell.footer.aboutText')}</p>
        </section>
        <section>
          <h2 className="mb-2 font-semibold text-white">{t('shell.footer.store')}</h2>
          <address className="text-sm not-italic">
            {store.name}
            <br />
            {store.street}
            <br />
            {store.postal_code} {store.city}
          </address>
        </section>
        <section>
          <h2 className="mb-2 font-semibold text-white">{t('shell.footer.service')}</h2>
          <ul className="space-y-1 text-sm">
            <li>
              <a href={`tel:${store.phone.replace(/[^+\d]/g, '')}`} className="hover:text-white">
                {store.phone}
              </a>
            </li>
            <li>
              <a href={`mailto:${store.email}`} className="hover:text-white">
                {store.email}
              </a>
            </li>
            <li>
              <Link to={href('dealerRegister')} className="hover:text-white">
                {t('page.dealerRegister')}
              </Link>
            </li>
            <li>
              <Link to={href('withdrawal')} className="hover:text-white">
                {t('page.withdrawal')}
              </Link>
            </li>
            <li>
              <Link to={href('knowledgeBase')} className="hover:text-white">
                {t('page.knowledgeBase')}
              </Link>
            </li>
          </ul>
        </section>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-wrap justify-between gap-2 px-4 py-4 text-xs text-gray-400">
          <span>
            {t('shell.footer.copyright', { year: new Date().getFullYear(), company: shell.company_name })}
          </span>
          <span>{t('shell.footer.prices')}</span>
        </div>
      </div>
    </footer>
  )
}

import type { ShellData } from '#core/schemas/shell'
import { useI18n } from '#app/i18n/i18n'
import { useRootData } from '#app/lib/root-data'
import { openCookieSettings } from '#app/features/consent/cookie-notice'
import { telHref } from '#app/features/service/company'
import { OrganizationJsonLd } from '#app/features/service/organization-json-ld'
import { SERVICE_LINKS } from '#app/features/service/service-links'
import { ShopLink } from '#app/ui/shop-link'

const LINK = 'inline-block py-1.5 hover:text-white hover:underline'

export function Footer({ shell }: { shell: ShellData }) {
  const { t, href } = useI18n()
  const publicUrl = useRootData()?.publicUrl ?? ''
  const { store, company_legal: legal } = shell
  return (
    <footer className="mt-12 bg-gray-900 text-gray-300">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <section>
          <h2 className="mb-2 font-semibold text-white">
            {t('shell.footer.about', { company: shell.company_name })}
          </h2>
          <p className="text-sm">{t('shell.footer.aboutText')}</p>
        </section>
        <section>
          <h2 className="mb-2 font-semibold text-white">{t('shell.footer.store')}</h2>
          <address className="text-sm not-italic" data-testid="footer-address">
            {store.name}
            <br />
            {store.street}
            <br />
            {store.postal_code} {store.city}
          </address>
          <ul className="mt-2 text-sm">
            <li>
              <a href={telHref(store.phone)} className={LINK}>
                {store.phone}
              </a>
            </li>
            <li>
              <a href={`mailto:${store.email}`} className={LINK}>
                {store.email}
              </a>
            </li>
          </ul>
        </section>
        <section>
          <h2 className="mb-2 font-semibold text-white">{t('shell.footer.service')}</h2>
          <ul className="text-sm" data-testid="footer-service-links">
            {SERVICE_LINKS.map(({ route, label }) => (
              <li key={route}>
                <ShopLink to={href(route)} className={LINK}>
                  {t(label)}
                </ShopLink>
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h2 className="mb-2 font-semibold text-white">{t('shell.footer.information')}</h2>
          <ul className="text-sm">
            <li>
              <ShopLink to={href('withdrawal')} className={LINK}>
                {t('page.withdrawal')}
              </ShopLink>
            </li>
            <li>
              <ShopLink to={href('dealerRegister')} className={LINK}>
                {t('page.dealerRegister')}
              </ShopLink>
            </li>
            <li>
              <ShopLink to={href('knowledgeBase')} className={LINK}>
                {t('page.knowledgeBase')}
              </ShopLink>
            </li>
            <li>
              <button
                type="button"
                onClick={openCookieSettings}
                className={`${LINK} cursor-pointer text-left`}
                data-testid="footer-cookie-settings"
              >
                {t('shell.footer.cookieSettings')}
              </button>
            </li>
          </ul>
        </section>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-wrap justify-between gap-x-6 gap-y-2 px-4 py-4 text-xs text-gray-400">
          <span>
            {t('shell.footer.copyright', { year: new Date().getFullYear(), company: legal.legal_name })}
          </span>
          <span data-testid="footer-legal">
            {t('shell.footer.coc', { number: legal.coc_number })} ·{' '}
            {t('shell.footer.vat', { number: legal.vat_number })}
          </span>
          <span>{t('shell.footer.prices')}</span>
        </div>
      </div>
      <OrganizationJsonLd shell={shell} origin={publicUrl} homePath={href('home')} />
    </footer>
  )
}

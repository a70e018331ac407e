import { LOCALES } from '#core/locales'
import { useLanguageLinks } from '#app/i18n/alternates'
import { useI18n } from '#app/i18n/i18n'

/** Classes of the list, of each link, of the current language's link and of the others'. */
export interface LanguageSwitchLook {
  list: string
  link: string
  current: string
  other: string
}

/** Short codes on the dark header; the mobile menu passes its own look and shows the languages' names. */
const HEADER_LOOK: LanguageSwitchLook = {
  list: 'flex items-center gap-1 text-sm',
  link: 'block rounded px-2 py-1 font-medium uppercase',
  current: 'bg-white/20 text-white',
  other: 'text-white/80 hover:bg-white/10 hover:text-white',
}

/**
 * Links to this same page in the other languages. A full page load: each language has its own catalogue and,
 * with a host map, its own host. Languages on this host get a relative link, so the shopper stays on this
 * origin with the cart and the cookie choice (`useLanguageLinks`).
 */
export function LanguageSwitch({ className = '', look }: { className?: string; look?: LanguageSwitchLook }) {
  const { t, locale } = useI18n()
  const links = useLanguageLinks()
  const style = look ?? HEADER_LOOK
  return (
    <nav aria-label={t('language.switch')} className={className}>
      <ul className={style.list}>
        {LOCALES.map((target) => (
          <li key={target}>
            <a
              href={links[target]}
              hrefLang={target}
              lang={target}
              aria-current={target === locale ? 'true' : undefined}
              title={look ? undefined : t(`language.${target}`)}
              data-language={target}
              className={`${style.link} ${target === locale ? style.current : style.other}`}
            >
              {!look ? (
                <>
                  <span className="sr-only">{t(`language.${target}`)}</span>
                  <span aria-hidden="true">{target}</span>
                </>
              ) : (
                t(`language.${target}`)
              )}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}

import { LOCALES } from '#core/locales'
import { useAlternates } from '#app/i18n/alternates'
import { useI18n } from '#app/i18n/i18n'

/**
 * Links to this same page in the other languages. A full page load: each language has its own
 * catalogue and, with a host map, its own host.
 */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { t, locale } = useI18n()
  const alternates = useAlternates()
  return (
    <nav aria-label={t('language.switch')} className={className}>
      <ul className="flex items-center gap-1 text-sm">
        {LOCALES.map((target) => (
          <li key={target}>
            <a
              href={alternates[target]}
              hrefLang={target}
              lang={target}
              aria-current={target === locale ? 'true' : undefined}
              title={t(`language.${target}`)}
              data-language={target}
              className={`block rounded px-2 py-1 font-medium uppercase ${
                target === locale
                  ? 'bg-white/20 text-white'
                  : 'text-white/80 hover:bg-white/10 hover:text-white'
              }`}
            >
              <span className="sr-only">{t(`language.${target}`)}</span>
              <span aria-hidden="true">{target}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}

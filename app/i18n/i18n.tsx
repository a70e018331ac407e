import { createContext, useContext, useMemo, type ReactNode } from 'react'
import { formatMessage, type MessageValues } from '#core/format-message'
import type { Locale } from '#core/locales'
import { getCatalog, type MessageKey } from './catalog'
import { localePath, type RouteParams } from '#core/routes/locale'
import type { RouteKey } from '#core/routes/route-table'

export interface I18n {
  locale: Locale
  /** '' or '/en', '/de'. */
  prefix: string
  t: (key: MessageKey, values?: MessageValues) => string
  /** Path of a page in the current language. */
  href: (key: RouteKey, params?: RouteParams) => string
}

const I18nContext = createContext<I18n | null>(null)

export function I18nProvider({
  locale,
  prefix,
  children,
}: {
  locale: Locale
  prefix: string
  children: ReactNode
}) {
  const value = useMemo<I18n>(() => {
    const catalog = getCatalog(locale)
    return {
      locale,
      prefix,
      t: (key, values) => formatMessage(locale, catalog[key] ?? key, values),
      href: (key, params) => localePath(prefix, locale, key, params),
    }
  }, [locale, prefix])
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>
}

export function useI18n(): I18n {
  const value = useContext(I18nContext)
  if (!value) throw new Error('useI18n outside I18nProvider')
  return value
}

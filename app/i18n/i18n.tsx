import { createContext, use, useContext, useMemo, type ReactNode } from 'react'
import { formatMessage, type MessageValues } from '#core/format-message'
import type { Locale } from '#core/locales'
import type { MessagePart } from '#core/i18n/message-parts'
import { getCatalog, hasMessages, loadMessages, type MessageKey } from './catalog'
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

/**
 * Makes sure a part of the messages is loaded before the component renders: suspends until it is (inside a
 * navigation's transition, or hydration, the page on screen stays). A no-op where the whole catalogue is
 * loaded (server, tests).
 */
export function useMessages(part: MessagePart): void {
  const { locale } = useI18n()
  if (!hasMessages(locale, part)) use(loadMessages(locale, part))
}

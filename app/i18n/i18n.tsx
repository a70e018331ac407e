import { createContext, useContext, useMemo, type ReactNode } from 'react'
import { formatMessage, type MessageValues } from '#core/format-message'
import type { Locale } from '#core/locales'
import type { MessagePart } from '#core/i18n/message-parts'
import { getCatalog, hasMessages, loadMessageParts, type MessageKey } from './catalog'
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
export function useMessages(...parts: MessagePart[]): void {
  const { locale } = useI18n()
  const missing = parts.filter((part) => !hasMessages(locale, part))
  // Several parts load side by side, not one after the other. Thrown, not passed to `use`: React replays a render
  // that suspended in `use` once the promise has settled and refuses a replay that no longer calls it (React
  // #423 on hydrating the account pages, issue 32); after a thrown promise it renders afresh.
  if (missing.length > 0) throw loadMessageParts(locale, missing)
}

/** The HTML attribute on a page's root element that names its own message part, for `entry.client`. */
export const MESSAGE_PART_ATTRIBUTE = 'data-message-part'

/**
 * A page's own message part (docs/decisions/0075): `useMessages`, plus the attribute to put on the page's root
 * element, so that `entry.client` loads the part with the shell part before hydration instead of after it.
 */
export function usePageMessages(part: MessagePart): { [MESSAGE_PART_ATTRIBUTE]: MessagePart } {
  useMessages(part)
  return { [MESSAGE_PART_ATTRIBUTE]: part }
}

import type { MetaDescriptor } from 'react-router'
import type { MessageValues } from '#core/format-message'
import { formatMessage } from '#core/format-message'
import { DEFAULT_LOCALE, type Locale } from '#core/locales'
import { getCatalog, type MessageKey } from './catalog'

interface RootData {
  locale: Locale
  shell: { company_name: string }
}

interface MetaArgs {
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>
}

/** Translator of a locale whose catalogue is loaded whole: loaders on the server. */
export function translator(locale: Locale) {
  const catalog = getCatalog(locale)
  return (key: MessageKey, values?: MessageValues) => formatMessage(locale, catalog[key] ?? key, values)
}

/** Translator for `meta` exports, which run outside React: the locale comes from the root loader's data. */
export function metaTranslator({ matches }: MetaArgs) {
  const root = matches.find((match) => match?.id === 'root')?.data as RootData | undefined
  const locale = root?.locale ?? DEFAULT_LOCALE
  const catalog = getCatalog(locale)
  return {
    company: root?.shell.company_name ?? '',
    t: (key: MessageKey, values?: MessageValues) => formatMessage(locale, catalog[key] ?? key, values),
  }
}

/** A document title: the page, then the shop (WCAG 2.4.2); the page alone when the shop's name is unknown. */
export function pageTitle(page: string, company: string): string {
  return company ? `${page} - ${company}` : page
}

/** Title "Page - Company" and an optional description. */
export function pageMeta(
  args: MetaArgs,
  titleKey: MessageKey,
  descriptionKey?: MessageKey,
  values?: MessageValues,
): MetaDescriptor[] {
  const { t, company } = metaTranslator(args)
  const meta: MetaDescriptor[] = [{ title: pageTitle(t(titleKey, values), company) }]
  if (descriptionKey) meta.push({ name: 'description', content: t(descriptionKey, { company, ...values }) })
  return meta
}

import type { MetaDescriptor } from 'react-router'
import type { MessageValues } from '#core/format-message'
import { formatMessage } from '#core/format-message'
import { DEFAULT_LOCALE, type Locale } from '#core/locales'
import { getCatalog, type MessageKey } from './catalog'
import { pageTitle } from './page-title'

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

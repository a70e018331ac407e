import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import type { Locale } from '#core/locales'
import { loadCatalog } from '#app/i18n/catalog'
import { I18nProvider } from '#app/i18n/i18n'

/** Renders a component as a page would hold it: in the i18n provider, beside the overlay host dialogs portal into. */
export async function renderWithI18n(ui: ReactNode, locale: Locale = 'nl') {
  await loadCatalog(locale)
  document.body.innerHTML = '<div id="overlays"></div>'
  const wrap = (node: ReactNode) => (
    <I18nProvider locale={locale} prefix={locale === 'nl' ? '' : `/${locale}`}>
      <div id="page">{node}</div>
    </I18nProvider>
  )
  const result = render(wrap(ui))
  return { ...result, rerender: (node: ReactNode) => result.rerender(wrap(node)) }
}

export { jsonResponse } from '#app/lib/test-json-response'

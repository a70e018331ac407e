import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { DEFAULT_LOCALE, isLocale } from '#core/locales'
import { CATALOG_PAGE_ATTRIBUTE, isCatalogPageKind, loadCatalogPage } from './features/catalog/catalog-pages'
import { loadMessages } from './i18n/catalog'

// The page's messages must be there before hydration, or the first client render would differ from the
// server's HTML: the shell part here, a page that needs the forms part waits for it itself (`useMessages`).
// Hashed chunks, cached after the first visit.
const lang = document.documentElement.lang
// So must the code of a product or category page (docs/decisions/0042): the server marks which one it is.
const kind = document.querySelector(`[${CATALOG_PAGE_ATTRIBUTE}]`)?.getAttribute(CATALOG_PAGE_ATTRIBUTE)
const page = isCatalogPageKind(kind)
  ? // A failed load shows up when the page renders (the route's chunk error boundary).
    loadCatalogPage(kind).catch(() => {})
  : null
void Promise.all([loadMessages(isLocale(lang) ? lang : DEFAULT_LOCALE, 'shell'), page]).then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    )
  })
})

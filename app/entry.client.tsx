import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { DEFAULT_LOCALE, isLocale } from '#core/locales'
import {
  CATALOG_PAGE_ATTRIBUTE,
  isCatalogPageKind,
  loadCatalogPage,
} from './features/catalog/catalog-pages'
import { loadCatalog } from './i18n/catalog'

// The page's catalogue must be there before hydration, or the first client render would differ
// from the server's HTML. It is a hashed chunk, cached after the first visit.
const lang = document.documentElement.lang
// So must the code of a product or category page (docs/decisions/0042): the server marks which one it is.
const kind = document.querySelector(`[${CATALOG_PAGE_ATTRIBUTE}]`)?.getAttribute(CATALOG_PAGE_ATTRIBUTE)
const page = isCatalogPageKind(kind)
  ? // A failed load shows up when the page renders (the route's chunk error boundary).
    loadCatalogPage(kind).catch(() => {})
  : null
void Promise.all([loadCatalog(isLocale(lang) ? lang : DEFAULT_LOCALE), page]).then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    )
  })
})

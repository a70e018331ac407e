import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { DEFAULT_LOCALE, isLocale } from '#core/locales'
import { loadCatalog } from './i18n/catalog'

// The page's catalogue must be there before hydration, or the first client render would differ
// from the server's HTML. It is a hashed chunk, cached after the first visit.
const lang = document.documentElement.lang
void loadCatalog(isLocale(lang) ? lang : DEFAULT_LOCALE).then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    )
  })
})

import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { DEFAULT_LOCALE, isLocale } from '#core/locales'
import { CATALOGUE_PAGE_ATTRIBUTE, isCataloguePageKind, loadCataloguePage } from './routes/catalogue-pages'
import { loadCookieNotice, needsCookieNotice } from './features/consent/cookie-notice'
import { loadMessages } from './i18n/catalog'
import { MESSAGE_PART_ATTRIBUTE } from './i18n/i18n'
import { HYDRATING_FLAG } from './lib/early-clicks'
import { isMessagePart } from '#core/i18n/message-parts'

// The page's messages must be there before hydration, or the first client render would differ from the
// server's HTML: the shell part here, a page that needs the forms part waits for it itself (`useMessages`).
// Hashed chunks, cached after the first visit.
const lang = document.documentElement.lang
// So must the code of a product or category page (docs/decisions/0042): the server marks which one it is.
const kind = document.querySelector(`[${CATALOGUE_PAGE_ATTRIBUTE}]`)?.getAttribute(CATALOGUE_PAGE_ATTRIBUTE)
const page = isCataloguePageKind(kind)
  ? // A failed load shows up when the page renders (the route's chunk error boundary).
    loadCataloguePage(kind).catch(() => {})
  : null
// So must the page's own message part (cart, product, listing, home: docs/decisions/0075), marked by the page; a
// failed load is tried again when the page renders (`usePageMessages`).
const locale = isLocale(lang) ? lang : DEFAULT_LOCALE
const part = document.querySelector(`[${MESSAGE_PART_ATTRIBUTE}]`)?.getAttribute(MESSAGE_PART_ATTRIBUTE)
const pageMessages = isMessagePart(part) ? loadMessages(locale, part).catch(() => {}) : null
// So must the cookie notice's code on a visitor's first page, where it shows before hydration: its buttons
// must work as soon as the page does (docs/decisions/0078). Later pages go without it.
const cookieNotice = needsCookieNotice(document.cookie) ? loadCookieNotice().catch(() => {}) : null
void Promise.all([loadMessages(locale, 'shell'), pageMessages, page, cookieNotice]).then(() => {
  startTransition(() => {
    // From here React answers taps itself: the early-clicks script keeps only those before (decision 0091).
    ;(window as unknown as Record<string, boolean>)[HYDRATING_FLAG] = true
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    )
  })
})

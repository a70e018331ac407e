import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router'
import type { Locale } from '#core/locales'
import type { Checkout } from '#core/schemas/checkout'
import { ModalHost } from '#app/ui/modal-host'
import { shellStore } from '#app/ui/shell-store'
import { loadCatalog } from '#app/i18n/catalog'
import { I18nProvider } from '#app/i18n/i18n'
import { LiveAnnouncer, resetAnnouncer } from '#app/ui/live-announcer'
import { AddToCartPanel } from './add-to-cart-panel'
import { PROVIDES_CHECKOUT } from './cart-state'
import type { CartState } from './cart-state'
import { resetCartStore } from './cart-store'

function Location() {
  return <div data-testid="location">{useLocation().pathname}</div>
}

/**
 * Renders cart UI as the shell holds it: inside a router and the i18n provider, with the add-to-cart panel
 * and the generic modal host beside it, the overlay host the dialogs portal into and the live regions.
 */
export async function renderCart(
  ui: ReactNode,
  {
    locale = 'en',
    cart,
    path = '/en/',
    routeCheckout,
  }: {
    locale?: Locale
    cart?: Partial<CartState>
    path?: string
    /** A checkout the current route's loader provides (the cart page), for CartHost to take over. */
    routeCheckout?: Checkout
  } = {},
) {
  await loadCatalog(locale)
  document.body.innerHTML = '<div id="overlays"></div>'
  shellStore.set({ modals: [] })
  resetCartStore(cart)
  resetAnnouncer()
  const prefix = locale === 'nl' ? '' : `/${locale}`
  const root = { locale, prefix, isDealer: false, staticDataVersion: 'test' }
  const routePath = path.replace(/^\//, '')
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        loader: () => root,
        element: (
          <I18nProvider locale={locale} prefix={prefix}>
            <div id="page">
              <Outlet />
            </div>
            <AddToCartPanel />
            <ModalHost />
            <LiveAnnouncer />
            <Location />
          </I18nProvider>
        ),
        children: [
          ...(routeCheckout
            ? [
                {
                  id: 'page',
                  path: routePath,
                  handle: PROVIDES_CHECKOUT,
                  loader: () => ({ checkout: routeCheckout }),
                  element: ui,
                },
              ]
            : []),
          { id: 'other', path: '*', element: ui },
        ],
      },
    ],
    {
      initialEntries: [path],
      hydrationData: {
        loaderData: { root, ...(routeCheckout ? { page: { checkout: routeCheckout } } : {}) },
      },
    },
  )
  return { router, ...render(<RouterProvider router={router} />) }
}

import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { createRoutesStub, Outlet } from 'react-router'
import { STORAGE_KEYS } from '#core/constants'
import type { Locale } from '#core/locales'
import { loadCatalog } from '#app/i18n/catalog'
import { I18nProvider } from '#app/i18n/i18n'
import { DELIVERY_TEXTS } from './test-fixtures'

export interface ShopRenderOptions {
  locale?: Locale
  isDealer?: boolean
  /** The URL the page is rendered at. */
  path?: string
  /** Put static data (with the delivery texts) in local storage, as a returning visitor has it. */
  staticData?: boolean
}

export const TEST_STATIC_DATA_VERSION = 'test-version'

/**
 * Renders UI as a page of the shop: inside a data router whose root route carries the root loader's
 * data (locale, dealer flag, static-data stamp) and the i18n provider, like app/root.tsx.
 */
export async function renderInShop(ui: ReactNode, options: ShopRenderOptions = {}) {
  return render(await shopPage(ui, options))
}

/** The same page as the server renders it: what a browser shows before hydration, or without JavaScript. */
export async function renderShopHtml(ui: ReactNode, options: ShopRenderOptions = {}): Promise<string> {
  const { renderToString } = await import('react-dom/server')
  return renderToString(await shopPage(ui, options))
}

async function shopPage(
  ui: ReactNode,
  { locale = 'en', isDealer = false, path = '/', staticData = true }: ShopRenderOptions,
) {
  await loadCatalog(locale)
  if (staticData) {
    localStorage.setItem(STORAGE_KEYS.staticDataVersion, TEST_STATIC_DATA_VERSION)
    localStorage.setItem(
      STORAGE_KEYS.staticData,
      JSON.stringify({ delivery_promises: DELIVERY_TEXTS, company_name: 'Shop' }),
    )
  } else {
    localStorage.removeItem(STORAGE_KEYS.staticDataVersion)
  }
  const prefix = locale === 'nl' ? '' : `/${locale}`
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      Component: () => (
        <I18nProvider locale={locale} prefix={prefix}>
          <Outlet />
        </I18nProvider>
      ),
      children: [
        { index: true, Component: () => <>{ui}</> },
        { path: '*', Component: () => <>{ui}</> },
      ],
    },
  ])
  return (
    <Stub
      initialEntries={[path]}
      hydrationData={{
        loaderData: {
          root: {
            locale,
            prefix,
            isDealer,
            staticDataVersion: TEST_STATIC_DATA_VERSION,
            publicUrl: 'http://shop.test',
            hostMap: {},
          },
        },
      }}
    />
  )
}

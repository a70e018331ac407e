import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useRouteLoaderData,
} from 'react-router'
import { useEffect } from 'react'
import { DEFAULT_LOCALE, LOCALES } from '#core/locales'
import type { Route } from './+types/root'
import './app.css'
import { ErrorPage } from './features/shell/error-page'
import { useRouteFocus } from './features/shell/route-focus'
import { Shell } from './features/shell/shell'
import { useAlternates } from './i18n/alternates'
import { loadCatalog } from './i18n/catalog'
import { I18nProvider } from './i18n/i18n'
import './lib/load-context'
import type { RootData } from './lib/root-data'

export async function loader({ context }: Route.LoaderArgs): Promise<RootData> {
  const { locale, prefix, hostMap, publicUrl } = context
  const [, staticDataVersion, shell] = await Promise.all([
    loadCatalog(locale),
    context.staticData.version(locale),
    context.shell(locale),
  ])
  return {
    locale,
    prefix,
    hostMap,
    publicUrl,
    staticDataVersion,
    shell,
    isDealer: context.isDealer,
    viewer: context.viewer,
    tagManagerId: context.tagManagerId,
  }
}

/**
 * The shell's data is fixed for a document (switching language is a full page load), except after a form
 * was sent to an action: a login, logout or account change alters who the header shows.
 */
export function shouldRevalidate({ formMethod }: { formMethod?: string }) {
  return formMethod !== undefined && formMethod.toUpperCase() !== 'GET'
}

export function links(): Route.LinkDescriptors {
  return [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }]
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root')
  // Here rather than in the shell: the layout stays mounted when a navigation ends on the error page.
  useRouteFocus()
  return (
    <html lang={data?.locale ?? DEFAULT_LOCALE}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
        {data ? <AlternateLinks locale={data.locale} /> : null}
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  )
}

function AlternateLinks({ locale }: { locale: (typeof LOCALES)[number] }) {
  const alternates = useAlternates()
  return (
    <>
      <link rel="canonical" href={alternates[locale]} />
      {LOCALES.map((target) => (
        <link key={target} rel="alternate" hrefLang={target} href={alternates[target]} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={alternates[DEFAULT_LOCALE]} />
    </>
  )
}

export default function App() {
  const { locale, prefix, shell, staticDataVersion, tagManagerId } = useLoaderData<typeof loader>()
  useMarkHydrated()
  return (
    <I18nProvider locale={locale} prefix={prefix}>
      <Shell shell={shell} staticDataVersion={staticDataVersion} tagManagerId={tagManagerId}>
        <Outlet />
      </Shell>
    </I18nProvider>
  )
}

/** Marks the document once React owns it, so browser tests act on a page that answers clicks. */
function useMarkHydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // Error pages (the 404 above all) hydrate like every other page.
  useMarkHydrated()
  const data = useRouteLoaderData<typeof loader>('root')
  const notFound = isRouteErrorResponse(error) && error.status === 404
  const page = <ErrorPage kind={notFound ? 'notFound' : 'error'} />
  if (!data) {
    // The shell's own data failed: a bare page in the fallback language, still from the catalogue.
    return (
      <I18nProvider locale={DEFAULT_LOCALE} prefix="">
        <main className="mx-auto max-w-3xl p-6">{page}</main>
      </I18nProvider>
    )
  }
  return (
    <I18nProvider locale={data.locale} prefix={data.prefix}>
      <Shell shell={data.shell} staticDataVersion={data.staticDataVersion} tagManagerId={data.tagManagerId}>
        {page}
      </Shell>
    </I18nProvider>
  )
}

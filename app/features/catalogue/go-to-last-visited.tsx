import { useState, type MouseEvent } from 'react'
import { Link, useNavigate } from 'react-router'
import type { Product } from '#core/schemas/catalogue'
import { useI18n } from '#app/i18n/i18n'
import { frontApi } from '#app/lib/front-api'
import { lastVisitedLink, visitedPages } from './last-viewed'
import { useHydrated } from '#app/features/product-card/use-shop'

/**
 * "Go to last page visited" (spec §4 "Start"): fetches the last visited product and goes to its link (in
 * the page language, which the stored link may not be in), else to the stored link, else home.
 */
export function GoToLastVisited({ className = '' }: { className?: string }) {
  const { t, href, locale } = useI18n()
  const navigate = useNavigate()
  const hydrated = useHydrated()
  const [busy, setBusy] = useState(false)
  // Local storage exists only in the browser; the server renders the link to home.
  const stored = hydrated ? lastVisitedLink() : null
  const target = stored ?? href('home')

  const onClick = async (event: MouseEvent<HTMLAnchorElement>) => {
    const last = visitedPages()[0]
    if (!last || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    if (busy) return
    setBusy(true)
    try {
      const { products } = await frontApi<{ products: Product[] }>('product', {
        method: 'POST',
        body: { ids: [last.id] },
        locale,
      })
      await navigate(products[0]?.link ?? last.link)
    } catch {
      await navigate(last.link)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Link
      to={target}
      onClick={onClick}
      aria-busy={busy || undefined}
      className={`text-sm font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${className}`}
      data-testid="go-to-last-visited"
    >
      {t('catalog.lastViewed.goBack')}
    </Link>
  )
}

import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { COMPARE_PRODUCTS_MAXIMUM } from '#core/constants'
import type { Product } from '#core/schemas/catalogue'
import { useI18n, useMessages } from '#app/i18n/i18n'
import { frontApi } from '#app/lib/front-api'
import { buttonClass } from '#app/ui/button'
import { PlusIcon } from '#app/ui/icons/plus'
import { CloseIcon } from '#app/ui/icons/close'
import { Price } from '#app/ui/price'
import { SidePanel } from '#app/ui/side-panel'
import { Thumbnail } from '#app/ui/thumbnail'
import { closeComparePanel, removeCompare } from '#app/features/product-card/compare-actions'
import { useCompare } from '#app/features/product-card/compare-button'

/**
 * The compare panel (spec §2 "Compare panel", §5): up to two product slots with remove buttons, empty slots
 * with an add button, "continue shopping" and "compare". Compare is disabled below two products and while the
 * maximum was exceeded (then the message shows). Prices follow the dealer rule (spec §6).
 */
export function ComparePanel() {
  useMessages('shopper')
  const { t, locale, href } = useI18n()
  const open = useCompare((state) => state.panel)
  const ids = useCompare((state) => state.ids)
  const exceeded = useCompare((state) => state.exceeded)
  const [products, setProducts] = useState<Record<number, Product>>({})
  const [failed, setFailed] = useState(false)
  const missing = ids.filter((id) => !products[id])

  useEffect(() => {
    if (!open || missing.length === 0) return
    let live = true
    frontApi<{ products: Product[] }>('product', { method: 'POST', body: { ids: missing }, locale }).then(
      (response) => {
        if (!live) return
        setProducts((known) => ({
          ...known,
          ...Object.fromEntries(response.products.map((product) => [product.id, product])),
        }))
      },
      () => live && setFailed(true),
    )
    return () => {
      live = false
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- refetch only when the set of missing ids changes
  }, [open, missing.join(','), locale])

  if (!open) return null
  const slots = Array.from({ length: COMPARE_PRODUCTS_MAXIMUM }, (_, index) => ids[index] ?? null)
  const ready = ids.length === COMPARE_PRODUCTS_MAXIMUM && !exceeded
  const compareHref = ready ? href('compare', { first: String(ids[0]), second: String(ids[1]) }) : undefined

  return (
    <SidePanel
      open
      onClose={closeComparePanel}
      title={t('compare.panel.title')}
      footer={
        <div className="grid grid-cols-2 gap-2">
          <button type="button" className={buttonClass('gray-outline')} onClick={closeComparePanel}>
            {t('compare.panel.continue')}
          </button>
          {compareHref ? (
            <Link
              to={compareHref}
              className={buttonClass('primary')}
              onClick={closeComparePanel}
              data-testid="compare-go"
            >
              {t('compare.panel.compare')}
            </Link>
          ) : (
            <button type="button" className={buttonClass('primary')} disabled data-testid="compare-go">
              {t('compare.panel.compare')}
            </button>
          )}
        </div>
      }
    >
      {exceeded ? (
        <p
          role="alert"
          className="mb-4 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          {t('compare.productsExceededMaximum')}
        </p>
      ) : null}
      {failed ? (
        <p role="alert" className="mb-4 text-sm text-red-700">
          {t('compare.panel.loadFailed')}
        </p>
      ) : null}
      <ul className="flex flex-col gap-3" data-testid="compare-slots">
        {slots.map((id, index) => {
          const product = id === null ? null : products[id]
          if (id === null)
            return (
              <li
                key={`empty-${index}`}
                className="flex min-h-24 flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed border-gray-300 p-4 text-center text-sm text-gray-600"
                data-empty-slot
              >
                {t('compare.panel.empty')}
                <button type="button" className={buttonClass('gray-outline')} onClick={closeComparePanel}>
                  <PlusIcon /> {t('compare.panel.add')}
                </button>
              </li>
            )
          return (
            <li
              key={id}
              className="flex min-h-24 items-center gap-3 rounded-lg border border-gray-200 p-3"
              data-product-id={id}
            >
              {product ? (
                <>
                  <Thumbnail src={product.thumb_category_square_125} size={64} className="size-16" />
                  <div className="flex min-w-0 flex-1 flex-col gap-1">
                    <Link
                      to={product.link}
                      className="line-clamp-2 text-sm font-semibold text-gray-900 hover:underline"
                      onClick={closeComparePanel}
                    >
                      {product.name}
                    </Link>
                    <Price prices={product.prices} size="sm" />
                  </div>
                </>
              ) : (
                <div className="h-16 flex-1 animate-pulse rounded bg-gray-100" aria-hidden="true" />
              )}
              <button
                type="button"
                onClick={() => removeCompare(id, locale)}
                aria-label={t('compare.panel.remove', { name: product?.name ?? String(id) })}
                className="rounded p-2 text-gray-600 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-brand-700"
              >
                <CloseIcon />
              </button>
            </li>
          )
        })}
      </ul>
    </SidePanel>
  )
}

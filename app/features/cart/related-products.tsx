import { useRef, useState } from 'react'
import type { Product } from '#core/schemas/catalogue'
import { useI18n } from '#app/i18n/i18n'
import { CheckIcon } from '#app/ui/icons/check'
import { PlusIcon } from '#app/ui/icons/plus'
import { Spinner } from '#app/ui/icons/spinner'
import { Price } from '#app/ui/price'
import { Thumbnail } from '#app/ui/thumbnail'
import { ShopLink } from '#app/ui/shop-link'
import type { CartActions } from './use-cart'

/** Related products in the add-to-cart panel, each with its own add button (spec §2, §4 "Related-product add"). */
export function RelatedProducts({
  products,
  actions,
  onNavigate,
}: {
  products: Product[]
  actions: CartActions
  /** Following a product link leaves the panel. */
  onNavigate: () => void
}) {
  const { t } = useI18n()
  if (products.length === 0) return null
  return (
    <section data-testid="related-products">
      <h3 className="mb-2 text-base font-semibold text-gray-900">{t('cart.related.title')}</h3>
      <ul className="flex flex-col divide-y divide-gray-100">
        {products.map((product) => (
          <li key={product.id} className="flex items-center gap-3 py-2" data-related-product={product.id}>
            <Thumbnail
              src={product.thumb_category_square_125}
              size={56}
              className="size-14 rounded bg-white"
            />
            <div className="min-w-0 flex-1">
              <ShopLink
                to={product.link}
                onClick={onNavigate}
                className="line-clamp-2 text-sm font-medium text-gray-900 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
              >
                {product.name}
              </ShopLink>
              <Price prices={product.prices} size="sm" />
            </div>
            <RelatedAddButton product={product} actions={actions} />
          </li>
        ))}
      </ul>
    </section>
  )
}

type State = 'idle' | 'adding' | 'added'

/** idle → adding (spinner) → added (check mark); disabled for unavailable products. */
export function RelatedAddButton({ product, actions }: { product: Product; actions: CartActions }) {
  const { t } = useI18n()
  const [state, setState] = useState<State>('idle')
  const busy = useRef(false)
  const unavailable = product.stock_status_code === 'UNAVAILABLE'
  const add = async () => {
    if (busy.current || unavailable) return
    busy.current = true
    setState('adding')
    const added = await actions.addRelated(product)
    busy.current = false
    setState(added ? 'added' : 'idle')
  }
  const label =
    state === 'added'
      ? t('cart.related.added', { name: product.name })
      : unavailable
        ? t('cart.related.unavailable', { name: product.name })
        : t('cart.related.add', { name: product.name })
  return (
    <button
      type="button"
      onClick={add}
      disabled={unavailable}
      aria-busy={state === 'adding' || undefined}
      aria-label={label}
      title={label}
      data-state={state}
      data-testid="related-add"
      className={`flex size-11 shrink-0 items-center justify-center rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed ${
        state === 'added'
          ? 'bg-green-100 text-green-800'
          : unavailable
            ? 'bg-gray-200 text-gray-500'
            : 'bg-green-700 text-white hover:bg-green-800'
      }`}
    >
      {state === 'adding' ? (
        <Spinner className="size-5" />
      ) : state === 'added' ? (
        <CheckIcon className="size-5" />
      ) : (
        <PlusIcon className="size-5" />
      )}
    </button>
  )
}

import { useState } from 'react'
import type { FreeProductOption } from '#core/schemas/catalogue'
import { eurosToCents, formatEuro } from '#core/money'
import { useI18n } from '#app/i18n/i18n'
import { lazyBelowFold } from '#app/ui/lazy-below-fold'
import { GiftIcon } from '#app/ui/icons/gift'
import { Thumbnail } from '#app/ui/thumbnail'

// The detail modal's code (dialog, text blocks) loads when a shopper opens one (docs/decisions/0078).
const FreeProductModal = lazyBelowFold('free-product-modal', () =>
  import('./free-product-modal').then((module) => module.FreeProductModal),
)

/** The free products that come with this one (spec §2, §3 "Free product option"), each with a detail modal. */
export function FreeProducts({ options }: { options: FreeProductOption[] }) {
  const { t } = useI18n()
  const [open, setOpen] = useState<FreeProductOption | null>(null)
  if (options.length === 0) return null
  return (
    <section className="rounded-lg border border-green-200 bg-green-50 p-4" data-testid="free-products">
      <h2 className="mb-3 flex items-center gap-2 text-sm font-semibold text-green-900">
        <GiftIcon />
        {t('product.free.title')}
      </h2>
      <ul className="flex flex-col gap-3">
        {options.map((option) => (
          <li key={option.id} className="flex items-center gap-3">
            <Thumbnail
              src={option.image || option.option_product.thumb_category_height_140}
              size={48}
              className="size-12 rounded bg-white"
            />
            <div className="min-w-0 flex-1 text-sm">
              <button
                type="button"
                onClick={() => setOpen(option)}
                aria-haspopup="dialog"
                className="text-left font-medium text-gray-900 underline decoration-gray-400 underline-offset-2 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700"
              >
                {option.quantity > 1
                  ? t('product.free.quantity', { quantity: option.quantity, name: option.name })
                  : option.name}
              </button>
              <p className="text-gray-700">
                <span className="font-semibold text-green-800">{t('product.free.label')}</span>
                {option.original_price > 0 ? (
                  <span className="ml-2 text-gray-600 line-through">
                    <span className="sr-only">{t('product.free.originalPrice')} </span>
                    {formatEuro(eurosToCents(option.original_price))}
                  </span>
                ) : null}
              </p>
            </div>
          </li>
        ))}
      </ul>
      {open ? <FreeProductModal option={open} onClose={() => setOpen(null)} /> : null}
    </section>
  )
}

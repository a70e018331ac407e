import { useState } from 'react'
import type { FreeProductOption } from '#core/schemas/catalog'
import { eurosToCents, formatEuro } from '#core/money'
import { useI18n } from '#app/i18n/i18n'
import { Modal } from '#app/ui/modal'
import { ExternalIcon } from '#app/ui/icons/external'
import { GiftIcon } from '#app/ui/icons/gift'
import { Thumbnail } from '#app/ui/thumbnail'
import { TextBlocks } from './text-blocks'

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

/** Name, image, description in the page language and a link to the product in a new tab (spec §2). */
export function FreeProductModal({ option, onClose }: { option: FreeProductOption; onClose: () => void }) {
  const { t } = useI18n()
  const product = option.option_product
  const name = product.name || option.name
  return (
    <Modal open onClose={onClose} title={name}>
      <div className="flex flex-col gap-4" data-testid="free-product-modal">
        <img
          src={product.product_square_550 || option.image}
          alt={name}
          width={550}
          height={550}
          className="mx-auto aspect-square w-full max-w-xs rounded bg-white object-contain"
        />
        {product.description ? (
          <TextBlocks text={product.description} className="text-sm text-gray-700" />
        ) : null}
        {product.link ? (
          <a
            href={product.link}
            target="_blank"
            rel="noopener"
            className="inline-flex items-center gap-1.5 self-start font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            {t('product.free.view', { name })}
            <ExternalIcon />
            <span className="sr-only">{t('product.free.newTab')}</span>
          </a>
        ) : null}
      </div>
    </Modal>
  )
}

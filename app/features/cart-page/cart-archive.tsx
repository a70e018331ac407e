import { useState } from 'react'
import { Link } from 'react-router'
import { eurosToCents, formatEuro } from '#core/money'
import type { CheckoutLineItem } from '#core/schemas/checkout'
import { useI18n } from '#app/i18n/i18n'
import { RestoreIcon } from '#app/ui/icons/restore'
import { Spinner } from '#app/ui/icons/spinner'
import { Thumbnail } from '#app/ui/thumbnail'
import type { CartActions } from '#app/features/cart/use-cart'

/** Recently removed lines (the checkout's archive), each of which can be put back (spec §4 "Cart lines"). */
export function CartArchive({ lines, actions }: { lines: CheckoutLineItem[]; actions: CartActions }) {
  const { t } = useI18n()
  if (lines.length === 0) return null
  return (
    <section className="rounded-lg border border-gray-200 bg-white p-4" data-testid="cart-archive">
      <h2 className="mb-2 text-base font-semibold text-gray-900">{t('cart.archive.title')}</h2>
      <ul className="flex flex-col divide-y divide-gray-100">
        {lines.map((line) => (
          <ArchivedLine key={line.id} line={line} actions={actions} />
        ))}
      </ul>
    </section>
  )
}

function ArchivedLine({ line, actions }: { line: CheckoutLineItem; actions: CartActions }) {
  const { t } = useI18n()
  const [restoring, setRestoring] = useState(false)
  const restore = async () => {
    if (restoring) return
    setRestoring(true)
    const restored = await actions.restore(line)
    if (!restored) setRestoring(false)
  }
  return (
    <li
      className="flex flex-wrap items-center gap-3 py-2 text-sm"
      data-testid="archived-line"
      data-product-id={line.product.id}
    >
      <Thumbnail
        src={line.product.thumb_category_square_125}
        size={48}
        className="size-12 rounded bg-white opacity-80"
      />
      {/* A name narrower than 9rem is unreadable: the restore button moves to its own row instead. */}
      <div className="min-w-36 flex-1">
        <Link
          to={line.product.link}
          className="line-clamp-2 font-medium text-gray-900 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          {line.product.name}
        </Link>
        <p className="text-gray-600">
          {t('cart.unitPrice', {
            quantity: line.quantity,
            price: formatEuro(eurosToCents(line.product_tax_incl)),
          })}
        </p>
      </div>
      <button
        type="button"
        onClick={restore}
        disabled={restoring}
        aria-busy={restoring || undefined}
        className="ml-auto inline-flex min-h-9 shrink-0 items-center gap-1.5 rounded-md border border-gray-400 bg-white px-3 font-semibold text-gray-800 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        data-testid="line-restore"
        aria-label={t('shell.pair', { label: t('cart.archive.restore'), value: line.product.name })}
      >
        {restoring ? <Spinner className="size-4" /> : <RestoreIcon />}
        {t('cart.archive.restore')}
      </button>
    </li>
  )
}

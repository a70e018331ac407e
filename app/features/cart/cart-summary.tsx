import { eurosToCents, formatEuro } from '#core/money'
import type { Checkout } from '#core/schemas/checkout'
import { useI18n, useMessages } from '#app/i18n/i18n'
import { TruckIcon } from '#app/ui/icons/truck'

const euro = (amount: number) => formatEuro(eurosToCents(amount))
/** Discounts are shown as a deduction whichever sign the amount has. */
const deduction = (amount: number) => formatEuro(-Math.abs(eurosToCents(amount)))

/**
 * The cart's totals (spec §3 "Checkout totals", §9): line items, discounts, shipping ("free shipping" when
 * the fulfilment amount is 0), the total incl. tax and, above 0, what is left to spend for free shipping.
 * The full form (cart page) adds the total discount, the VAT per rate and the total excl. tax.
 */
export function CartSummary({ checkout, full = false }: { checkout: Checkout; full?: boolean }) {
  const { t } = useI18n()
  useMessages('cart')
  const totals = checkout.totals
  const freeShipping = eurosToCents(totals.fulfilment.amount_tax_incl) === 0
  const left = eurosToCents(totals.amount_for_free_shipping)
  const discount = eurosToCents(totals.total_discount_incl.amount_tax_incl)
  return (
    <div className="flex flex-col gap-3" data-testid="cart-summary">
      <dl className="flex flex-col gap-1.5 text-sm">
        <Row
          label={totals.line_items.title}
          value={euro(totals.line_items.amount_tax_incl)}
          testId="total-line-items"
        />
        {totals.discounts.map((row, index) => (
          <Row
            key={index}
            label={row.title}
            value={deduction(row.amount_tax_incl)}
            className="text-green-800"
            testId="total-discount"
          />
        ))}
        <Row
          label={totals.fulfilment.title}
          value={freeShipping ? t('cart.freeShipping') : euro(totals.fulfilment.amount_tax_incl)}
          className={freeShipping ? 'text-green-800' : undefined}
          testId="total-shipping"
        />
        {full && discount !== 0 && totals.discounts.length > 1 ? (
          <Row
            label={totals.total_discount_incl.title}
            value={deduction(totals.total_discount_incl.amount_tax_incl)}
            className="text-green-800"
          />
        ) : null}
        <div className="mt-1 flex items-baseline justify-between gap-4 border-t border-gray-200 pt-2 text-base font-bold text-gray-900">
          <dt>{t('cart.total')}</dt>
          <dd data-testid="total-incl">{euro(totals.total_tax_incl)}</dd>
        </div>
        {full ? (
          <>
            {totals.vat.map((row) => (
              <Row
                key={row.rate}
                label={t('cart.vatRate', { rate: row.rate })}
                value={euro(row.amount)}
                className="text-gray-600"
                testId="total-vat"
              />
            ))}
            <Row label={t('cart.totalExcl')} value={euro(totals.total_tax_excl)} className="text-gray-600" />
          </>
        ) : null}
      </dl>
      {full ? null : <p className="-mt-2 text-xs text-gray-600">{t('cart.inclVat')}</p>}
      {left > 0 ? (
        <p
          className="flex items-center gap-2 rounded-md bg-brand-50 px-3 py-2 text-sm text-brand-900"
          data-testid="free-shipping-left"
        >
          <TruckIcon className="size-5 shrink-0" />
          <span>{t('cart.freeShippingLeft', { amount: formatEuro(left) })}</span>
        </p>
      ) : null}
    </div>
  )
}

function Row({
  label,
  value,
  className = 'text-gray-800',
  testId,
}: {
  label: string
  value: string
  className?: string
  testId?: string
}) {
  return (
    <div className={`flex items-baseline justify-between gap-4 ${className}`} data-testid={testId}>
      <dt>{label}</dt>
      <dd className="whitespace-nowrap">{value}</dd>
    </div>
  )
}

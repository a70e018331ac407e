import { formatEuro } from '#core/money'
import { useI18n } from '#app/i18n/i18n'
import { ChevronIcon } from '#app/ui/icons/chevron'
import {
  instalmentsOffered,
  splitInstalments,
  THREE_INSTALMENTS_TRANSACTION_COSTS_CENTS,
} from './instalments'

/**
 * Three-instalment payment information (spec §2, §9): shown when the payment method is enabled and the
 * product total plus the cart's line-item total is at most the limit; three parts at 0 %, the first at
 * once, the others after 30 and 60 days, no transaction costs.
 */
export function InstalmentInfo({
  totalCents,
  cartTotalCents = 0,
  enabled,
  limitCents,
}: {
  /** The price of the chosen quantity, incl. tax. */
  totalCents: number
  cartTotalCents?: number
  enabled: boolean
  limitCents?: number
}) {
  const { t } = useI18n()
  if (!instalmentsOffered({ enabled, productTotalCents: totalCents, cartTotalCents, limitCents })) return null
  const parts = splitInstalments(totalCents)
  return (
    // One compact line under the price that opens the details (issue 10); a `details` element, so it opens
    // without JavaScript and tells assistive technology whether it is open.
    <details className="group rounded-lg border border-gray-200 bg-white text-sm" data-testid="instalments">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 px-3 py-2 [&::-webkit-details-marker]:hidden">
        <span className="font-medium text-gray-900" data-testid="instalments-line">
          {t('product.instalments.line', { amount: formatEuro(parts[0]!.amountCents) })}
        </span>
        <ChevronIcon direction="down" className="size-4 shrink-0 text-gray-600 group-open:rotate-180" />
      </summary>
      <div className="border-t border-gray-100 px-3 pt-2 pb-3">
        <h2 className="font-semibold text-gray-900">{t('product.instalments.title')}</h2>
        <p className="mb-3 text-gray-700">{t('product.instalments.text')}</p>
        <dl className="grid grid-cols-[1fr_auto] gap-y-1">
          {parts.map((part) => (
            <div key={part.days} className="contents" data-instalment={part.days}>
              <dt className="text-gray-700">
                {part.days === 0
                  ? t('product.instalments.now')
                  : t('product.instalments.after', { days: part.days })}
              </dt>
              <dd className="pl-4 text-right font-semibold tabular-nums">{formatEuro(part.amountCents)}</dd>
            </div>
          ))}
          <dt className="mt-1 border-t border-gray-100 pt-1 text-gray-700">
            {t('product.instalments.interest')}
          </dt>
          <dd className="mt-1 border-t border-gray-100 pt-1 pl-4 text-right font-semibold">
            {t('product.instalments.interestRate')}
          </dd>
          <dt className="text-gray-700">{t('product.instalments.costs')}</dt>
          <dd className="pl-4 text-right font-semibold" data-testid="instalment-costs">
            {formatEuro(THREE_INSTALMENTS_TRANSACTION_COSTS_CENTS)}
          </dd>
        </dl>
      </div>
    </details>
  )
}

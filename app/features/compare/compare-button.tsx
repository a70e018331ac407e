import { useI18n } from '#app/i18n/i18n'
import { toggleCompare, useCompare } from './compare-store'

/**
 * The compare toggle of product cards and the product page (spec §2, §4 "Compare"): pressed while the product
 * is in the compare set. Neutral on the server (shared pages); its state comes with the start load.
 */
export function CompareButton({ productId, name }: { productId: number; name: string }) {
  const { t, locale } = useI18n()
  const pressed = useCompare((state) => state.ids.includes(productId))
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={t('compare.button.add', { name })}
      onClick={() => toggleCompare(productId, locale)}
      className="flex h-11 items-center gap-2 px-1 text-sm hover:text-brand-700"
      data-testid="compare-button"
    >
      <span
        aria-hidden="true"
        className={`size-5 rounded border text-center text-xs leading-[18px] text-white ${pressed ? 'border-brand-700 bg-brand-700' : 'border-gray-400'}`}
      >
        {pressed ? '✓' : null}
      </span>
      <span aria-hidden="true">{t('compare.button.label')}</span>
    </button>
  )
}

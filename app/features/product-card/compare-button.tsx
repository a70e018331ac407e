import type { Locale } from '#core/locales'
import { createStore, useStore } from '#app/lib/store'
import { useI18n } from '#app/i18n/i18n'

// The store lives with the button: one small chunk for the cards and the product page (docs/decisions/0061).
/**
 * The compare set (spec §3 "Compare list", §4 "Compare"): the product ids, and the compare panel. The ids are
 * known once the start load has read local storage (after hydration; pages are shared, decision 0043).
 */
export interface CompareState {
  ids: number[]
  panel: boolean
  /** A third product was asked for (spec §5): the panel shows the message, the compare button is disabled. */
  exceeded: boolean
}

export const compareStore = createStore<CompareState>({ ids: [], panel: false, exceeded: false })

export function useCompare<S>(select: (state: CompareState) => S): S {
  return useStore(compareStore, select)
}

/** Clicking compare (the rules load on the first click, compare-actions.ts). */
export function toggleCompare(productId: number, locale: Locale): void {
  void import('./compare-actions').then((actions) => actions.toggleCompare(productId, locale))
}

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

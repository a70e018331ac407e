import { COMPARE_PRODUCTS_MAXIMUM, STORAGE_KEYS } from '#core/constants'
import type { Locale } from '#core/locales'
import type { CompareResponse } from '#core/schemas/compare'
import { frontApi } from '#app/lib/front-api'
import { compareStore } from './compare-button'

/*
 * What the compare buttons and panel do (spec §4 "Compare", §5): loaded after hydration with the start load,
 * so that no page's first load carries it. The ids live in the store, in local storage `products-to-compare`
 * and in the session (addCompareItem / removeCompareItem), so that they follow it.
 */

function readLocal(): number[] {
  try {
    const ids: unknown = JSON.parse(localStorage.getItem(STORAGE_KEYS.compareProducts) ?? '[]')
    return Array.isArray(ids)
      ? ids.filter((id): id is number => Number.isInteger(id) && id > 0).slice(0, COMPARE_PRODUCTS_MAXIMUM)
      : []
  } catch {
    return []
  }
}

function setIds(ids: number[]): void {
  compareStore.set({ ids })
  try {
    localStorage.setItem(STORAGE_KEYS.compareProducts, JSON.stringify(ids))
  } catch {
    // Private mode or a full storage: the store and the session still have them.
  }
}

let localRead = false

/** The ids of local storage, taken once per document (by the start load, or the first click before it). */
function takeLocal(): number[] {
  if (!localRead) {
    localRead = true
    compareStore.set({ ids: readLocal() })
  }
  return compareStore.get().ids
}

/** Spec §4 "Start": the compare items, from local storage, else from the session. */
export async function startCompare(locale: Locale): Promise<void> {
  const local = takeLocal()
  if (local.length > 0) return
  const session = await frontApi<CompareResponse>('compare', { locale }).catch(() => null)
  if (session && session.data.length > 0 && compareStore.get().ids.length === 0) setIds(session.data)
}

/** Clicking compare: removes a product in the set, else adds it and opens the panel (a third: the message). */
export function toggleCompare(productId: number, locale: Locale): void {
  const ids = takeLocal()
  if (ids.includes(productId)) return removeCompare(productId, locale)
  if (ids.length >= COMPARE_PRODUCTS_MAXIMUM) {
    compareStore.set({ panel: true, exceeded: true })
    return
  }
  setIds([...ids, productId])
  compareStore.set({ panel: true, exceeded: false })
  frontApi<CompareResponse>('compare', { method: 'POST', body: { product_id: productId }, locale }).catch(
    () => undefined,
  )
}

export function removeCompare(productId: number, locale: Locale): void {
  setIds(takeLocal().filter((id) => id !== productId))
  compareStore.set({ exceeded: false })
  frontApi<CompareResponse>(`compare/${productId}`, { method: 'DELETE', locale }).catch(() => undefined)
}

export function closeComparePanel(): void {
  compareStore.set({ panel: false, exceeded: false })
}

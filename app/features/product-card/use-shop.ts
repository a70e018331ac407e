import { useSyncExternalStore } from 'react'
import { useI18n } from '#app/i18n/i18n'
import { useStaticData } from '#app/lib/static-data'
import { useRootData } from '#app/lib/root-data'
import type { DeliveryPromiseLength, DeliveryPromiseTexts } from './rules'

const noSubscription = () => () => {}

/** False during the server render and hydration, true afterwards: for controls that need JavaScript. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}

/**
 * The static delivery-promise texts (spec §4) from the static-data store (decision 0007): null while they
 * load or when they could not be loaded, so that callers render nothing rather than a placeholder.
 */
export function useDeliveryPromiseTexts(length: DeliveryPromiseLength): DeliveryPromiseTexts | null {
  const { locale } = useI18n()
  const version = useRootData()?.staticDataVersion ?? ''
  const state = useStaticData(version, locale)
  return state.status === 'ready' ? state.data.delivery_promises[length] : null
}

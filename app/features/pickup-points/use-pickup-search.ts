import { useCallback, useEffect, useReducer, useRef } from 'react'
import type { Locale } from '#core/locales'
import type { PickupLocationsResponse } from '#core/pickup-points/location'
import type { I18n } from '#app/i18n/i18n'
import { ApiError, frontApi } from '#app/lib/front-api'
import {
  chooserReducer,
  initialChooserState,
  searchPlan,
  type ChooserAction,
  type ChooserState,
  type PickupCountry,
  type PickupQuery,
} from './chooser-state'

/** GET /front-api/postnl-locations (spec §7): the locations near a postcode, nearest first. */
export async function fetchPickupLocations(query: PickupQuery, locale: Locale, signal?: AbortSignal) {
  const params = new URLSearchParams({ countryCode: query.countryCode, postalCode: query.postalCode.trim() })
  const response = await frontApi<PickupLocationsResponse>(`postnl-locations?${params}`, { locale, signal })
  return response.ResponseLocation
}

/**
 * The chooser's searches: the first when it opens (spec §4), a new one on Zoek or Enter, each trying the
 * fallbacks of spec §8 until one finds locations. A newer search cancels an older one.
 */
export function usePickupSearch({
  open,
  initialPostalCode,
  initialCountry,
  locale,
  t,
}: {
  open: boolean
  initialPostalCode: string
  initialCountry: PickupCountry
  locale: Locale
  t: I18n['t']
}): {
  state: ChooserState
  dispatch: (action: ChooserAction) => void
  search: (query: PickupQuery) => Promise<void>
} {
  const [state, dispatch] = useReducer(chooserReducer, undefined, () =>
    initialChooserState(initialPostalCode, initialCountry),
  )
  const running = useRef<AbortController | null>(null)

  const search = useCallback(
    async (query: PickupQuery) => {
      running.current?.abort()
      const controller = new AbortController()
      running.current = controller
      dispatch({ type: 'searchStart' })
      const plan = searchPlan(query, initialPostalCode)
      for (const [index, step] of plan.entries()) {
        try {
          const locations = await fetchPickupLocations(step, locale, controller.signal)
          if (locations.length > 0) {
            dispatch({ type: 'searchDone', locations, invalid: index > 0, near: step })
            return
          }
        } catch (error) {
          if (controller.signal.aborted) return
          // A refused postcode (422) is "nothing found here": try the next. Anything else is an outage.
          if (!(error instanceof ApiError && error.status === 422)) {
            dispatch({ type: 'searchFailed', message: t('pickup.unavailable') })
            return
          }
        }
      }
      if (!controller.signal.aborted)
        dispatch({ type: 'searchDone', locations: [], invalid: true, near: null })
    },
    [initialPostalCode, locale, t],
  )

  useEffect(() => {
    if (!open) return
    void search({ countryCode: initialCountry, postalCode: initialPostalCode })
    return () => running.current?.abort()
  }, [open, initialCountry, initialPostalCode, search])

  return { state, dispatch, search }
}

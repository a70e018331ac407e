import { useEffect, useRef, type Dispatch } from 'react'
import { AUTOCOMPLETE_DEBOUNCE_MS } from '#core/constants'
import type { Locale } from '#core/locales'
import {
  autocompletePayload,
  unprefixedErrors,
  type AddressAutocompleteResponse,
} from '#core/address/autocomplete'
import { useI18n } from '#app/i18n/i18n'
import { ApiError, frontApi } from '#app/lib/front-api'
import { announce } from '#app/ui/live-announcer'
import { lookupRequest, type AddressFormAction, type AddressFormState } from './address-form-state'

/**
 * Runs the address lookup the form's values call for (address-form-state.ts `lookupRequest`), debounced by
 * AUTOCOMPLETE_DEBOUNCE_MS; a newer input cancels an older lookup. 200 fills the address, 422 counts as a failed
 * lookup with its field errors, a country no lookup covers (`covered: false`) and anything else (the lookup
 * service is down) switch to manual edit. What the lookup found, or that it found nothing, is said to screen
 * readers (WCAG 4.1.3): the street and town appear away from the field the shopper is typing in.
 */
export function useAddressAutocomplete(
  state: AddressFormState,
  dispatch: Dispatch<AddressFormAction>,
  { prefix, locale }: { prefix: string; locale: Locale },
): void {
  // The latest translator, read when a lookup answers: a new one must not restart the lookup.
  const { t } = useI18n()
  const translate = useRef(t)
  useEffect(() => {
    translate.current = t
  })
  const request = lookupRequest(state)
  const key = request ? JSON.stringify(request) : null

  useEffect(() => {
    if (!key) return
    const { kind, ...fields } = JSON.parse(key) as NonNullable<ReturnType<typeof lookupRequest>>
    const controller = new AbortController()
    const timer = setTimeout(async () => {
      dispatch({ type: 'lookupStart' })
      try {
        const result = await frontApi<AddressAutocompleteResponse>(
          kind === 'nl' ? 'address-auto-complete' : 'address-auto-complete-international',
          { method: 'POST', body: autocompletePayload(fields, prefix), locale, signal: controller.signal },
        )
        dispatch({ type: 'lookupSuccess', result })
        const t = translate.current
        announce(
          result.covered
            ? t('address.foundAnnounce', {
                street: result.street,
                houseNumber: fields.house_number ?? '',
                postalCode: result.postal_code,
                city: result.city,
              })
            : t('address.notCovered'),
        )
      } catch (error) {
        if (controller.signal.aborted) return
        if (error instanceof ApiError && error.status === 422) {
          dispatch({ type: 'lookupFailure', errors: unprefixedErrors(error.errors, prefix) })
          announce(translate.current('address.notFoundAnnounce'))
        } else {
          dispatch({ type: 'lookupUnavailable' })
          announce(translate.current('address.lookupUnavailable'))
        }
      }
    }, AUTOCOMPLETE_DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
      dispatch({ type: 'lookupSkipped' })
    }
  }, [key, prefix, locale, dispatch])
}

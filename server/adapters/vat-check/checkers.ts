import type { Config } from '#server/config'
import type { VatChecker, VatCheckResult } from './port'

/** Offline (the default): the form was checked by the schema; the service's answer is unknown. */
export const formatOnlyChecker: VatChecker = {
  name: 'format',
  check: async () => 'unknown',
}

const VIES_URL = 'https://ec.europa.eu/taxation_customs/vies/rest-api/ms'

/** The EU's VIES REST service (`GET /ms/{country}/vat/{number}` answers `{ isValid }`). */
export function viesChecker(options: { timeoutMs: number; baseUrl?: string }): VatChecker {
  const base = options.baseUrl ?? VIES_URL
  return {
    name: 'vies',
    async check(countryIso, number): Promise<VatCheckResult> {
      try {
        const response = await fetch(
          `${base}/${encodeURIComponent(countryIso)}/vat/${encodeURIComponent(number)}`,
          {
            headers: { Accept: 'application/json' },
            signal: AbortSignal.timeout(options.timeoutMs),
          },
        )
        if (!response.ok) return 'unknown'
        const body = (await response.json()) as { isValid?: unknown; userError?: unknown }
        if (body.isValid === true) return 'valid'
        // VIES answers isValid false also when a member state's service is down; only INVALID is a no.
        if (body.isValid === false && (body.userError === undefined || body.userError === 'INVALID'))
          return 'invalid'
        return 'unknown'
      } catch {
        return 'unknown'
      }
    },
  }
}

export function createVatChecker(config: Pick<Config, 'vatCheck' | 'outsideServiceTimeoutMs'>): VatChecker {
  return config.vatCheck === 'vies'
    ? viesChecker({ timeoutMs: config.outsideServiceTimeoutMs })
    : formatOnlyChecker
}

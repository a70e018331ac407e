import type { Config } from '../../config'
import { createBundledPickupPointProvider } from './bundled'
import type { PickupPointProvider } from './port'
import { createPostnlPickupPointProvider } from './postnl'

/** PostNL when POSTNL_API_KEY is set, else the bundled dataset. */
export function createPickupPointProvider(
  config: Pick<Config, 'postnlApiKey' | 'postnlApiUrl' | 'outsideServiceTimeoutMs'>,
): PickupPointProvider {
  if (!config.postnlApiKey) return createBundledPickupPointProvider()
  return createPostnlPickupPointProvider({
    apiKey: config.postnlApiKey,
    baseUrl: config.postnlApiUrl,
    timeoutMs: config.outsideServiceTimeoutMs,
  })
}

import { createContext, useContext } from 'react'

/**
 * The request's CSP nonce (docs/decisions/0030) for an inline script of the shop's own, provided by
 * `entry.server` only: in the browser the nonce is not readable (nor needed, React never runs a hydrated
 * script again).
 */
export const CspNonceContext = createContext<string | undefined>(undefined)

export function useCspNonce(): string | undefined {
  return useContext(CspNonceContext)
}

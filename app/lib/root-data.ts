import { useRouteLoaderData } from 'react-router'
import type { Locale } from '#core/locales'
import type { HostMap } from '#core/routes/locale'
import type { ShellData } from '#core/schemas/shell'

/**
 * What the root loader hands every page (app/root.tsx). Declared here rather than inferred from the
 * loader, so that components can read it without importing the shell module (no import circle).
 */
export interface RootData {
  locale: Locale
  /** '' or '/en', '/de'. */
  prefix: string
  hostMap: HostMap
  publicUrl: string
  staticDataVersion: string
  shell: ShellData
  isDealer: boolean
  /** The logged-in customer for the header; null for a guest. */
  viewer: { first_name: string; is_dealer: boolean } | null
  tagManagerId: string | null
}

/** The root loader's data; undefined only outside the root route (error pages before it loaded). */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData('root') as RootData | undefined
}

import { useEffect } from 'react'
import { STORAGE_KEYS } from '#core/constants'
import type { Locale } from '#core/locales'
import type { StaticData, StaticDataResponse } from '#core/schemas/static-data'
import { frontApi } from './front-api'
import { createStore, useStore } from './store'

type StaticDataState =
  { status: 'loading'; data: null } | { status: 'ready'; data: StaticData } | { status: 'failed'; data: null }

const staticDataStore = createStore<{ state: StaticDataState }>({ state: { status: 'loading', data: null } })
let requested: string | null = null

/**
 * Static data (menu, countries, delivery promises, …) is kept in local storage and reused while its stored
 * version equals the stamp the page carries (spec §7 "Static data"); otherwise it is fetched once.
 */
export function useStaticData(version: string, locale: Locale): StaticDataState {
  useEffect(() => {
    if (requested === version) return
    requested = version
    const cached = readCache(version)
    if (cached) {
      staticDataStore.set({ state: { status: 'ready', data: cached } })
      return
    }
    frontApi<StaticDataResponse>('static-data', { locale })
      .then((response) => {
        writeCache(response)
        staticDataStore.set({ state: { status: 'ready', data: response.data } })
      })
      .catch(() => staticDataStore.set({ state: { status: 'failed', data: null } }))
  }, [version, locale])
  return useStore(staticDataStore, (s) => s.state)
}

function readCache(version: string): StaticData | null {
  try {
    if (localStorage.getItem(STORAGE_KEYS.staticDataVersion) !== version) return null
    const raw = localStorage.getItem(STORAGE_KEYS.staticData)
    return raw ? (JSON.parse(raw) as StaticData) : null
  } catch {
    return null // storage disabled or corrupt: fetch instead
  }
}

function writeCache(response: StaticDataResponse): void {
  try {
    localStorage.setItem(STORAGE_KEYS.staticData, JSON.stringify(response.data))
    localStorage.setItem(STORAGE_KEYS.staticDataVersion, response.version)
  } catch {
    // Private mode or a full quota: the shop works without the cache.
  }
}

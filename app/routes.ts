import { index, route, type RouteConfig } from '@react-router/dev/routes'
import { LOCALES } from '#core/locales'
import { ROUTE_TABLE, type RouteEntry, type RouteKey } from '#core/routes/route-table'

/**
 * Generated from the translated route table: each page gets its path in every language, under the
 * language prefix (`/en`, `/de`; Dutch has none) and, for shops that map a host to a language, without it.
 * The locale itself is resolved from the request (host, prefix), not from the route.
 */
function buildRoutes(): RouteConfig {
  const routes: RouteConfig = []
  const seen = new Map<string, RouteKey>()
  const keys = Object.keys(ROUTE_TABLE) as RouteKey[]
  // The catch-all goes last so that it never shadows a real page.
  keys.sort((a, b) => Number(a === 'catchAll') - Number(b === 'catchAll'))
  for (const key of keys) {
    const entry: RouteEntry = ROUTE_TABLE[key]
    const file = entry.file ?? `routes/${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}.tsx`
    let n = 0
    const add = (path: string) => {
      const owner = seen.get(path)
      if (owner === key) return
      if (owner) throw new Error(`Route path "${path}" belongs to both ${owner} and ${key}`)
      seen.set(path, key)
      const id = `${key}:${n++}`
      routes.push(path === '' ? index(file, { id }) : route(path, file, { id }))
    }
    for (const locale of LOCALES) add(entry.paths[locale])
    for (const locale of LOCALES) {
      if (locale === 'nl') continue
      const path = entry.paths[locale]
      add(path === '' ? locale : `${locale}/${path}`)
    }
  }
  return routes
}

export default buildRoutes() satisfies RouteConfig

/**
 * What React Router works out again for every page it renders on the server, kept once (docs/decisions/0082).
 * The shop has 121 routes (every page in three languages, with and without the language prefix), and
 * product and category pages are matched by the catch-all, the last of them: each page tried every route's
 * pattern three times (request handler, static handler, the client's partial manifest) and built the whole
 * route tree twice (`createServerRoutes`, `createStaticRouter`), a sixth of a page's server time.
 * `vite-react-router-patches.ts` calls these from React Router's code in the server build only.
 */

/** The first branch that matches a path, per ranked branch list; bounded, as paths come from anyone. */
const branchIndexes = new WeakMap<readonly unknown[], Map<string, number>>()
const MAX_PATHS = 5_000

/**
 * React Router's loop over ranked branches (`matchRoutesImpl` with precomputed branches), remembering which
 * branch matched a path: the same path then tries that branch only, with the same result, since a branch's
 * match depends on the branch and the path alone. `match` is React Router's `matchRouteBranch`.
 */
export function matchRankedBranches<Branch, Match>(
  branches: readonly Branch[],
  path: string,
  allowPartial: boolean,
  match: (branch: Branch, path: string, allowPartial: boolean) => Match | null,
): Match | null {
  let known = branchIndexes.get(branches)
  if (!known) {
    known = new Map()
    branchIndexes.set(branches, known)
  }
  const key = `${allowPartial ? 1 : 0}${path}`
  const index = known.get(key)
  if (index !== undefined) return index < 0 ? null : match(branches[index]!, path, allowPartial)
  let found: Match | null = null
  let i = 0
  for (; found === null && i < branches.length; i++) found = match(branches[i]!, path, allowPartial)
  if (known.size >= MAX_PATHS) known.clear()
  known.set(key, found === null ? -1 : i - 1)
  return found
}

/**
 * What `build` makes of one fixed object of the build, made once: the route manifest gives the route tree
 * (`createServerRoutes`), the route tree its data routes (`createStaticRouter`). The route objects are
 * never changed after they are made, so every render can share them.
 */
function oncePerObject<T>(): (key: object, build: () => T) => T {
  const built = new WeakMap<object, T>()
  return (key, build) => {
    if (built.has(key)) return built.get(key)!
    const value = build()
    built.set(key, value)
    return value
  }
}

export const serverRoutesOnce = oncePerObject<unknown>()
export const dataRoutesOnce = oncePerObject<unknown>()

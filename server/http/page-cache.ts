import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { type CatalogueChanges, touches } from '#server/domain/catalog/changes'
import { collectDependencies } from '#server/domain/catalog/dependencies'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** A rendered page kept for every anonymous shopper, in the three encodings a browser may ask for. */
export interface CachedPage {
  status: number
  /** The page's own headers (type, cache policy, links); never Set-Cookie. */
  headers: ReadonlyArray<readonly [string, string]>
  identity: Buffer
  gzip: Buffer
  br: Buffer
  /** Strong validator over the exact bytes, nonce included: a 304 must never pair an old body with a new CSP. */
  etag: string
  /** The CSP nonce its scripts carry: every answer with this body sends the policy for this nonce. */
  nonce: string
  /** What the page shows, as change tags (docs/decisions/0149): a change naming one makes it stale. */
  tags: ReadonlySet<string>
}

/** How long a page that a change made stale may still be sent while its new version renders. */
export const STALE_MS = 1000

/** How a page was answered: from the cache, rendered now, or its previous version while it renders. */
export type PageOutcome = 'hit' | 'miss' | 'stale'

export interface PageCache {
  /** The current page for `key`, or undefined (missing, made stale by a change, or not listening). */
  get(key: string): CachedPage | undefined
  /**
   * Renders once for everybody asking for `key` at the same time: the first caller's `render` runs; the
   * others get the page's previous version if a change made it stale less than `STALE_MS` ago, else wait
   * for the new one. Resolves to a page, or to `{ response }` when the render is not cacheable (then only
   * the caller that rendered gets it; the others render for themselves).
   */
  fill(
    key: string,
    nonce: string,
    render: () => Promise<Response>,
  ): Promise<{ page: CachedPage; outcome: PageOutcome } | { response: Response }>
  /** Entries and bytes held, for tests and logs. */
  size(): { entries: number; bytes: number }
}

/** Whether a page's own answer allows a shared cache to keep it (the route's `headers` said so). */
export function isPublicPage(response: Response): boolean {
  return (
    response.status === 200 &&
    !response.headers.has('set-cookie') &&
    /^\s*public\b/i.test(response.headers.get('cache-control') ?? '')
  )
}

const KEPT_HEADERS = ['content-type', 'cache-control', 'link', 'content-language']

/**
 * Anonymous pages by host, path and query (docs/decisions/0043, 0149). Each page keeps the change tags of
 * what it shows; a committed change that names one makes it stale on every process, a change of everything
 * makes every page stale. A stale page is never a hit: it only stands in for at most `STALE_MS` while its
 * new version renders. Least recently used pages go first once `maxBytes` is reached, so random query
 * strings cannot exhaust memory.
 */
export function createPageCache(options: {
  changes: CatalogueChanges
  maxBytes: number
  now?: () => number
}): PageCache {
  const { changes, maxBytes } = options
  const now = options.now ?? Date.now
  /** `staleAt`: when a change made the page stale (null: fresh). */
  const entries = new Map<string, { page: CachedPage; staleAt: number | null }>()
  const inflight = new Map<string, Promise<CachedPage | null>>()
  let bytes = 0
  const weight = (page: CachedPage) => page.identity.length + page.gzip.length + page.br.length
  const drop = (key: string) => {
    const entry = entries.get(key)
    if (!entry) return
    entries.delete(key)
    bytes -= weight(entry.page)
  }
  changes.subscribe((change) => {
    const at = now()
    for (const [key, entry] of entries) {
      if (entry.staleAt !== null) {
        if (at - entry.staleAt > STALE_MS) drop(key)
      } else if (touches(change, entry.page.tags)) {
        entry.staleAt = at
      }
    }
  })

  const get = (key: string): CachedPage | undefined => {
    const entry = entries.get(key)
    if (!entry || entry.staleAt !== null) return undefined
    if (!changes.live()) {
      drop(key)
      return undefined
    }
    // Map order is insertion order: re-inserting makes it the most recently used.
    entries.delete(key)
    entries.set(key, entry)
    return entry.page
  }

  /** The previous version of a page that is being rendered again, while it may still stand in. */
  const standIn = (key: string): CachedPage | undefined => {
    const entry = entries.get(key)
    if (!entry || entry.staleAt === null) return undefined
    if (now() - entry.staleAt > STALE_MS || !changes.live()) return undefined
    return entry.page
  }

  const store = (key: string, page: CachedPage, mark: number) => {
    // A change that arrived while the page rendered may not be in it: such a page is served once, not kept.
    if (!changes.live() || changes.changedSince(mark, page.tags)) return
    const size = weight(page)
    if (size > maxBytes / 4) return
    drop(key)
    entries.set(key, { page, staleAt: null })
    bytes += size
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break
      drop(oldest)
    }
  }

  return {
    get,
    async fill(key, nonce, render) {
      const waiting = inflight.get(key)
      if (waiting) {
        const previous = standIn(key)
        if (previous) return { page: previous, outcome: 'stale' }
        const page = await waiting
        if (page) return { page, outcome: 'miss' }
        return { response: await render() }
      }
      const mark = changes.mark()
      let settle: (page: CachedPage | null) => void = () => undefined
      inflight.set(key, new Promise((resolve) => (settle = resolve)))
      try {
        const { value: response, tags } = await collectDependencies(render)
        if (!changes.live() || !isPublicPage(response)) {
          settle(null)
          return { response }
        }
        const page = await toCachedPage(response, nonce, tags)
        store(key, page, mark)
        settle(page)
        return { page, outcome: 'miss' }
      } catch (error) {
        settle(null)
        throw error
      } finally {
        inflight.delete(key)
      }
    },
    size: () => ({ entries: entries.size, bytes }),
  }
}

async function toCachedPage(
  response: Response,
  nonce: string,
  tags: ReadonlySet<string>,
): Promise<CachedPage> {
  const identity = Buffer.from(await response.arrayBuffer())
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        // Quality 9 took a quarter of a second for a 180 KB category page and kept the shopper waiting
        // for a page that is new (a new filter); 5 is a few milliseconds and barely 2 % larger.
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipAsync(identity, { level: 6 }),
  ])
  const headers: Array<readonly [string, string]> = []
  for (const name of KEPT_HEADERS) {
    const value = response.headers.get(name)
    if (value !== null) headers.push([name, value])
  }
  const etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`
  return { status: response.status, headers, identity, gzip: gz, br, etag, nonce, tags }
}

/** The encoding to send: brotli when the browser takes it, else gzip, else none. */
export function preferredEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Map<string, number>()
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';')
    if (!name) continue
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean)
    accepted.set(name, q === undefined ? 1 : Number(q))
  }
  const weightOf = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0
  if (weightOf('br') > 0) return 'br'
  if (weightOf('gzip') > 0) return 'gzip'
  return null
}

/** Whether a request's If-None-Match names this validator (weak comparison, as RFC 9110 asks for GET). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  if (ifNoneMatch.trim() === '*') return true
  const bare = etag.replace(/^W\//, '')
  return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === bare)
}

import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { type CatalogueChanges, RECENT_MS, touches } from '#server/domain/catalogue/changes'
import { collectDependencies } from '#server/domain/catalogue/dependencies'
import {
  SHARED_WAIT_MS,
  type PageToShare,
  type RenderClaim,
  type SharedPage,
  type SharedRenders,
} from './shared-renders'

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

/**
 * How a page was answered: from the cache, rendered now, its previous version while it renders, or rendered
 * now by another process of the machine (docs/decisions/0150).
 */
export type PageOutcome = 'hit' | 'miss' | 'stale' | 'shared'

export interface PageCache {
  /** The current page for `key`, or undefined (missing, made stale by a change, or not listening). */
  get(key: string): CachedPage | undefined
  /**
   * Renders once for everybody asking for `key` at the same time: the first caller's `render` runs; the
   * others get the page's previous version if a change made it stale less than `STALE_MS` ago, else wait
   * for the new one. With `shared`, the same holds across the processes of the machine: the page another
   * process renders is waited for and taken over. Resolves to a page, or to `{ response }` when the render
   * is not cacheable (then only the caller that rendered gets it; the others render for themselves).
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

type Filled = { page: CachedPage; outcome: PageOutcome }

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
  /** One render per page among the processes of the machine (shared-renders.ts); none: this process alone. */
  shared?: SharedRenders
}): PageCache {
  const { changes, maxBytes, shared } = options
  const now = options.now ?? Date.now
  /** `staleAt`: when a change made the page stale (null: fresh). */
  const entries = new Map<string, { page: CachedPage; staleAt: number | null }>()
  /** The render of each key under way: what it gives those waiting ('again': nothing, one of them renders). */
  const inflight = new Map<string, Promise<Filled | null | 'again'>>()
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

  const store = (key: string, page: CachedPage, mark: number): boolean => {
    // A change that arrived while the page rendered may not be in it: such a page is served once, not kept.
    if (!changes.live() || changes.changedSince(mark, page.tags)) return false
    const size = weight(page)
    if (size > maxBytes / 4) return false
    drop(key)
    entries.set(key, { page, staleAt: null })
    bytes += size
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break
      drop(oldest)
    }
    return true
  }

  /**
   * Another process's page, kept as if rendered here when it shows every change this process heard that
   * touches it (a change heard without its number, a lost connection, or too long ago to tell: never).
   */
  const adopt = (key: string, found: SharedPage | null): Filled | null => {
    if (!found || !changes.live() || Date.now() - found.writtenAt > RECENT_MS) return null
    for (const change of changes.recent()) {
      if (!touches(change, found.page.tags)) continue
      // Heard before the other process set out to listen: committed before anything it rendered read.
      if (change.at < found.since) continue
      if (change.seq === null || !found.seen.has(change.seq)) return null
    }
    store(key, found.page, changes.mark())
    return { page: found.page, outcome: 'shared' }
  }

  /**
   * Across processes: the claim to render `key`, or the page of the process that holds it. While that one
   * renders, a stale copy stands in and its page is taken over in the background (`settle`); else this
   * request waits for it, and renders itself, unclaimed, once `SHARED_WAIT_MS` have gone by.
   */
  const renderedElsewhere = async (
    sharing: SharedRenders,
    key: string,
    settle: (settled: Filled | 'again') => void,
  ): Promise<{ claim: RenderClaim | null } | { filled: Filled }> => {
    const until = Date.now() + SHARED_WAIT_MS
    let claim = await sharing.claim(key)
    const previous = claim.mine ? undefined : standIn(key)
    if (!claim.mine && previous) {
      void claim.wait(until).then((found) => settle(adopt(key, found) ?? 'again'))
      return { filled: { page: previous, outcome: 'stale' } }
    }
    while (!claim.mine) {
      const filled = adopt(key, await claim.wait(until))
      if (filled) {
        settle(filled)
        return { filled }
      }
      if (Date.now() >= until) return { claim: null }
      claim = await sharing.claim(key)
    }
    return { claim }
  }

  return {
    get,
    async fill(key, nonce, render) {
      for (let waiting = inflight.get(key); waiting; waiting = inflight.get(key)) {
        const previous = standIn(key)
        if (previous) return { page: previous, outcome: 'stale' }
        const settled = await waiting
        if (settled === 'again') continue
        if (settled) return settled
        return { response: await render() }
      }
      // Kept meanwhile by the render this request waited for, or one that just ended.
      const current = get(key)
      if (current) return { page: current, outcome: 'hit' }
      let resolve: (settled: Filled | null | 'again') => void = () => undefined
      inflight.set(key, new Promise((r) => (resolve = r)))
      let open = true
      const settle = (settled: Filled | null | 'again') => {
        if (!open) return
        open = false
        inflight.delete(key)
        resolve(settled)
      }
      let claim: RenderClaim | null = null
      let shareable: PageToShare | null = null
      try {
        if (shared && changes.live()) {
          const elsewhere = await renderedElsewhere(shared, key, settle)
          if ('filled' in elsewhere) return elsewhere.filled
          claim = elsewhere.claim
        }
        const mark = changes.mark()
        const { value: response, tags } = await collectDependencies(render)
        if (!changes.live() || !isPublicPage(response)) {
          settle(null)
          return { response }
        }
        const page = await toCachedPage(response, nonce, tags)
        const kept = store(key, page, mark)
        settle({ page, outcome: 'miss' })
        // What the page shows, for the processes that take it over: the changes touching it heard by now
        // (a kept page was rendered after all of them).
        if (kept) {
          const seen = changes
            .recent()
            .flatMap((change) => (change.seq !== null && touches(change, page.tags) ? [change.seq] : []))
          shareable = { page, seen, since: changes.listeningSince() }
        }
        return { page, outcome: 'miss' }
      } catch (error) {
        settle(null)
        throw error
      } finally {
        if (claim?.mine) await claim.finish(shareable)
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

import { createHash, randomBytes } from 'node:crypto'
import { constants } from 'node:fs'
import {
  link,
  lstat,
  mkdir,
  open,
  readdir,
  readFile,
  rename,
  stat,
  unlink,
  writeFile,
} from 'node:fs/promises'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { isAlive } from '#server/db/data-dir-lock'
import type { Logger } from '#server/logger'
import type { CachedPage } from './page-cache'

/**
 * One render of a page for all the server processes of a machine (docs/decisions/0150). A process that
 * misses a page claims its render with a lock file in a directory they share; the others wait for the page
 * it writes there, and take it over when it shows every change they heard (page-cache.ts decides that).
 */
export interface SharedRenders {
  /**
   * The render of `key` for this process (`mine`: render, then `finish`), or the process that renders it
   * now (`wait` for its page). Never fails: a directory that cannot be used makes every claim `mine`.
   */
  claim(key: string): Promise<RenderClaim>
}

export type RenderClaim =
  | {
      mine: true
      /** Writes the page for the processes that wait for it (`null`: not kept, nothing to share), then lets go. */
      finish(kept: PageToShare | null): Promise<void>
    }
  | {
      mine: false
      /**
       * The page of the render this claim found, once its process lets go; null when it let go without one
       * (not cacheable, not kept, gone) or still holds on at `until` (ms since the epoch).
       */
      wait(until: number): Promise<SharedPage | null>
    }

/** What a renderer writes for the processes waiting for its page (`SharedPage` is what they read back). */
export interface PageToShare {
  page: CachedPage
  seen: Iterable<number>
  since: number
}

/** A page another process rendered. */
export interface SharedPage {
  page: CachedPage
  /** The database numbers (`seq`) of the changes touching the page that its process had heard. */
  seen: ReadonlySet<number>
  /** When its process set out to listen for changes (`CatalogueChanges.listeningSince`). */
  since: number
  /** When it was written, ms since the epoch. */
  writtenAt: number
}

/** How long a process that found another one rendering waits for its page at most, in all. */
export const SHARED_WAIT_MS = 2000
/** A lock this old is broken (its render hangs, or its process was replaced by another with its pid). */
export const LOCK_BROKEN_MS = 10_000
const POLL_MS = 15
/** Pages are read within `SHARED_WAIT_MS` of being written; older ones are swept away, at most this many kept. */
const PAGE_KEPT_MS = 10_000
const MAX_PAGES = 500
/** Leftovers of a process that died between two steps (a lock, a half-written page). */
const LEFTOVER_MS = 60_000
const SWEEP_EVERY_MS = 5000
const OWN_FILE = /^[0-9a-f]{64}\.(?:lock|page)(?:\.[\w-]+\.tmp)?$/

interface Lock {
  pid: number
  at: number
  token: string
}

/** Where the lock and the page of `key` live in `dir`: named by a hash, since keys carry query strings. */
export function renderFiles(dir: string, key: string): { lock: string; page: string } {
  const base = join(dir, createHash('sha256').update(key).digest('hex'))
  return { lock: `${base}.lock`, page: `${base}.page` }
}

export function createSharedRenders(options: { dir: string; logger?: Logger }): SharedRenders {
  const { dir, logger } = options
  const ready = usableDirectory(dir).catch((error: unknown) => {
    logger?.warn({ err: error, dir }, 'page render directory unusable: each process renders its own pages')
    return false
  })
  let swept = 0
  const alone: RenderClaim = { mine: true, finish: async () => undefined }

  const failed = (error: unknown) => logger?.warn({ err: error, dir }, 'shared page render failed')

  const sweep = async () => {
    if (Date.now() - swept < SWEEP_EVERY_MS) return
    swept = Date.now()
    const pages: Array<{ path: string; mtime: number }> = []
    for (const name of await readdir(dir)) {
      if (!OWN_FILE.test(name)) continue
      const path = join(dir, name)
      const info = await stat(path).catch(() => null)
      if (!info) continue
      const age = Date.now() - info.mtimeMs
      if (name.endsWith('.page') && age <= PAGE_KEPT_MS) pages.push({ path, mtime: info.mtimeMs })
      else if (name.endsWith('.page') || age > LEFTOVER_MS) await removeFile(path)
    }
    // Pages come from query strings too: however many were wanted at once, the directory stays bounded.
    pages.sort((a, b) => b.mtime - a.mtime)
    for (const { path } of pages.slice(MAX_PAGES)) await removeFile(path)
  }

  const mine = (files: { lock: string; page: string }, own: Lock): RenderClaim => ({
    mine: true,
    async finish(kept) {
      try {
        if (kept && (await wanted(files.lock, own))) {
          await writePage(files.page, own.token, kept)
          void sweep().catch(failed)
        }
      } catch (error) {
        failed(error)
      } finally {
        await removeLock(files.lock, own.token).catch(failed)
      }
    },
  })

  const theirs = (files: { lock: string; page: string }, held: Lock): RenderClaim => ({
    mine: false,
    async wait(until) {
      try {
        for (;;) {
          const now = await readLock(files.lock)
          if (now?.token !== held.token) {
            // Written before the lock went: read after seeing it gone, it is there if it ever was.
            const shared = await readPage(files.page)
            return shared?.token === held.token ? shared.shared : null
          }
          if (Date.now() >= until) return null
          await sleep(POLL_MS)
        }
      } catch (error) {
        failed(error)
        return null
      }
    },
  })

  return {
    async claim(key) {
      if (!(await ready)) return alone
      const files = renderFiles(dir, key)
      try {
        for (let attempt = 0; attempt < 3; attempt++) {
          const held = await waitFor(files.lock)
          if (!held) {
            const own = await takeLock(files.lock)
            if (own) return mine(files, own)
            continue
          }
          if (Date.now() - held.at <= LOCK_BROKEN_MS && isAlive(held.pid)) return theirs(files, held)
          await removeLock(files.lock, held.token)
        }
      } catch (error) {
        failed(error)
      }
      // Contended beyond reason, or the directory failed: render as if alone.
      return alone
    },
  }
}

/**
 * The directory, made if missing, and usable only when it is this user's alone: anyone who could write in
 * it could hand every process a page of their making.
 */
async function usableDirectory(dir: string): Promise<boolean> {
  await mkdir(dir, { recursive: true, mode: 0o700 })
  const info = await lstat(dir)
  const uid = process.getuid?.()
  if (!info.isDirectory() || (uid !== undefined && info.uid !== uid) || (info.mode & 0o022) !== 0) {
    throw new Error(`${dir} must be a directory of this user that nobody else may write in`)
  }
  return true
}

/** The lock, taken with its content complete (written aside, then linked: fails when one exists). */
async function takeLock(path: string): Promise<Lock | null> {
  const own: Lock = { pid: process.pid, at: Date.now(), token: randomBytes(9).toString('base64url') }
  const aside = `${path}.${own.token}.tmp`
  await writeFile(aside, `${JSON.stringify(own)}\n`, { mode: 0o600 })
  try {
    await link(aside, path)
    return own
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return null
    throw error
  } finally {
    await removeFile(aside)
  }
}

/** The lock's holder, or null when there is none; a lock that cannot be read is a broken one. */
async function readLock(path: string): Promise<Lock | null> {
  try {
    return parseLock(await readFile(path, 'utf8'))
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
}

/**
 * Tells the render that holds the lock that its page is wanted (without waiters it writes nothing), and
 * returns that lock's holder (null: no lock). The byte is written and the holder read through one open file,
 * so they concern the same lock: registering is not a step after finding the render, which a quick render
 * would finish in between without writing its page.
 */
async function waitFor(path: string): Promise<Lock | null> {
  let handle
  try {
    // Never creates it: a lock that is gone is not for anybody to make again.
    handle = await open(path, constants.O_RDWR | constants.O_APPEND)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
  try {
    await handle.write('+')
    const { buffer, bytesRead } = await handle.read({ buffer: Buffer.alloc(LOCK_READ_BYTES), position: 0 })
    return parseLock(buffer.toString('utf8', 0, bytesRead))
  } finally {
    await handle.close()
  }
}

/** A lock's first line is its holder; the bytes after it are its waiters'. */
const LOCK_READ_BYTES = 1024

function parseLock(text: string): Lock {
  try {
    const { pid, at, token } = JSON.parse(text.slice(0, text.indexOf('\n'))) as Partial<Lock>
    if (Number.isSafeInteger(pid) && typeof at === 'number' && typeof token === 'string') {
      return { pid: pid!, at, token }
    }
  } catch {
    // below
  }
  return { pid: 0, at: 0, token: '' }
}

/** Whether a process waits for this render: waiters append to the lock. */
async function wanted(path: string, own: Lock): Promise<boolean> {
  const text = await readFile(path, 'utf8').catch(() => '')
  return text.startsWith(`${JSON.stringify(own)}\n`) && text.length > JSON.stringify(own).length + 1
}

/** Removes the lock if it is still the one with `token` (a broken lock may have been taken over since). */
async function removeLock(path: string, token: string): Promise<void> {
  if ((await readLock(path))?.token === token) await removeFile(path)
}

async function removeFile(path: string): Promise<void> {
  try {
    await unlink(path)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
}

/**
 * A page file: the length of a JSON header, the header (what `CachedPage` holds besides its bodies, the
 * render's token, `seen`, `since`), then the three bodies. Written aside and renamed, so a reader sees all or none.
 */
async function writePage(path: string, token: string, { page, seen, since }: PageToShare) {
  const header = Buffer.from(
    JSON.stringify({
      token,
      writtenAt: Date.now(),
      status: page.status,
      headers: page.headers,
      etag: page.etag,
      nonce: page.nonce,
      tags: [...page.tags],
      seen: [...seen],
      since,
      sizes: [page.identity.length, page.gzip.length, page.br.length],
    }),
  )
  const length = Buffer.alloc(4)
  length.writeUInt32BE(header.length)
  const aside = `${path}.${token}.tmp`
  await writeFile(aside, Buffer.concat([length, header, page.identity, page.gzip, page.br]), { mode: 0o600 })
  await rename(aside, path)
}

async function readPage(path: string): Promise<{ token: string; shared: SharedPage } | null> {
  let file: Buffer
  try {
    file = await readFile(path)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
  try {
    const headerEnd = 4 + file.readUInt32BE(0)
    const header = JSON.parse(file.subarray(4, headerEnd).toString('utf8')) as {
      token: string
      writtenAt: number
      status: number
      headers: Array<[string, string]>
      etag: string
      nonce: string
      tags: string[]
      seen: number[]
      since?: number
      sizes: [number, number, number]
    }
    const [identityEnd, gzipEnd, brEnd] = header.sizes.reduce<number[]>(
      (ends, size) => [...ends, (ends.at(-1) ?? headerEnd) + size],
      [],
    )
    if (brEnd !== file.length) return null
    return {
      token: header.token,
      shared: {
        page: {
          status: header.status,
          headers: header.headers,
          identity: file.subarray(headerEnd, identityEnd),
          gzip: file.subarray(identityEnd, gzipEnd),
          br: file.subarray(gzipEnd, brEnd),
          etag: header.etag,
          nonce: header.nonce,
          tags: new Set(header.tags),
        },
        seen: new Set(header.seen),
        // A page of a version that did not write it: as if its process had listened from the start of time.
        since: header.since ?? 0,
        writtenAt: header.writtenAt,
      },
    }
  } catch {
    // Not a page file of ours (another version's, cut short): as if there were none.
    return null
  }
}

import { spawnSync } from 'node:child_process'
import { chmod, mkdir, mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { Writable } from 'node:stream'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { catalogueChangeLog, changeTags, type CatalogueChange } from '#server/domain/catalogue/changes'
import { dependOn } from '#server/domain/catalogue/dependencies'
import { createPageCache, type PageCache } from '#server/http/page-cache'
import { createSharedRenders, renderFiles } from '#server/http/shared-renders'
import { createLogger, type Logger } from '#server/logger'
import { eventually } from './eventually'

/**
 * One render of a page for the processes of a machine (docs/decisions/0150): two page caches with their own
 * change logs, as two processes have, sharing one render directory. Renders are held open until the test
 * lets them finish, so "at the same time" is a fact of the test, not a matter of timing.
 */

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'shop-renders-'))
})
afterEach(() => rm(dir, { recursive: true, force: true }))

const KEY = 'shop.test/kitchen-knife'
const onPage = changeTags.product(1)

interface ShopProcess {
  cache: PageCache
  hear(change: CatalogueChange): void
  /** Renders of this process so far. */
  renders: number
  /** A render of `body` showing product 1; `held` waits until `release` is called. */
  render(body: string, held?: boolean): () => Promise<Response>
  release(): void
}

function shopProcess(options: { dir?: string; logger?: Logger } = {}) {
  const log = catalogueChangeLog()
  let release: () => void = () => undefined
  const process: ShopProcess = {
    cache: createPageCache({
      changes: { ...log.view, close: async () => {} },
      maxBytes: 1e7,
      shared: createSharedRenders({ dir: options.dir ?? dir, logger: options.logger }),
    }),
    hear: (change) => log.hear(change),
    renders: 0,
    render:
      (body, held = false) =>
      async () => {
        process.renders++
        dependOn(onPage)
        if (held) await new Promise<void>((resolve) => (release = resolve))
        return new Response(body, {
          headers: { 'Content-Type': 'text/html', 'Cache-Control': 'public, max-age=0' },
        })
      },
    release: () => release(),
  }
  return process
}

const change = (seq: number | null, tags: string[] = [onPage]): CatalogueChange =>
  seq === null ? { seq, everything: true, tags: new Set() } : { seq, everything: false, tags: new Set(tags) }

const body = (filled: Awaited<ReturnType<PageCache['fill']>>) =>
  'page' in filled ? [filled.outcome, filled.page.identity.toString(), filled.page.nonce] : ['response']

/** Until the render `a` holds is waited for by another process (it appends to the lock). */
const waitedFor = () =>
  eventually(async () => expect(await readFile(renderFiles(dir, KEY).lock, 'utf8')).toMatch(/\n\+/))

/** What `b` answers when it asks for the page while `a` renders it (held until `b` waits for it). */
async function askedWhileRendering(a: ShopProcess, b: ShopProcess) {
  const first = a.cache.fill(KEY, 'nonce-a', a.render('from a', true))
  await eventually(() => expect(a.renders).toBe(1))
  const second = b.cache.fill(KEY, 'nonce-b', b.render('from b'))
  await waitedFor()
  a.release()
  await first
  return body(await second)
}

describe('pages rendered once for the processes of a machine', () => {
  it('after a change both heard, the two asking at once render once between them', async () => {
    const [a, b] = [shopProcess(), shopProcess()]
    for (const each of [a, b]) each.hear(change(7))
    const first = a.cache.fill(KEY, 'nonce-a', a.render('new from a', true))
    await eventually(() => expect(a.renders).toBe(1))
    const second = b.cache.fill(KEY, 'nonce-b', b.render('new from b'))
    await waitedFor()
    a.release()
    expect(body(await first)).toEqual(['miss', 'new from a', 'nonce-a'])
    // The body travels with its nonce: b sends the policy for a's scripts.
    expect(body(await second)).toEqual(['shared', 'new from a', 'nonce-a'])
    expect(b.renders).toBe(0)
    expect(b.cache.get(KEY)?.etag).toBe(a.cache.get(KEY)?.etag)
    expect((await readdir(dir)).filter((name) => name.endsWith('.lock'))).toEqual([])
  })

  it('while the other process renders, one with a stale copy sends it and takes the new page over after', async () => {
    const [a, b] = [shopProcess(), shopProcess()]
    for (const [each, name] of [
      [a, 'a'],
      [b, 'b'],
    ] as const) {
      await each.cache.fill(KEY, `old-${name}`, each.render(`old from ${name}`))
      each.hear(change(8))
      expect(each.cache.get(KEY)).toBeUndefined()
    }
    const first = a.cache.fill(KEY, 'nonce-a', a.render('new from a', true))
    await eventually(() => expect(a.renders).toBe(2))
    expect(body(await b.cache.fill(KEY, 'nonce-b', b.render('new from b')))).toEqual([
      'stale',
      'old from b',
      'old-b',
    ])
    await waitedFor()
    a.release()
    await first
    await eventually(() => expect(b.cache.get(KEY)?.identity.toString()).toBe('new from a'))
    expect(b.renders).toBe(1)
  })

  it.each([
    ['a change of the page that only it heard', change(10), false],
    ['a lost connection (everything, without a number)', change(null), false],
    ['a change of another product', change(10, [changeTags.product(2)]), true],
  ])(
    'takes over a page only when it shows the changes of it this process heard: %s',
    async (_what, heardByB, adopted) => {
      const [a, b] = [shopProcess(), shopProcess()]
      for (const each of [a, b]) each.hear(change(9))
      b.hear(heardByB)
      expect(await askedWhileRendering(a, b)).toEqual(
        adopted ? ['shared', 'from a', 'nonce-a'] : ['miss', 'from b', 'nonce-b'],
      )
      expect(b.renders).toBe(adopted ? 0 : 1)
    },
  )

  it('takes over the page of a process that started after a change of it that only this one heard', async () => {
    // b heard the change; a set out to listen after it was committed, so a never hears it, yet reads it.
    const b = shopProcess()
    b.hear(change(12))
    await new Promise((resolve) => setTimeout(resolve, 5))
    const a = shopProcess()
    expect(await askedWhileRendering(a, b)).toEqual(['shared', 'from a', 'nonce-a'])
    expect(b.renders).toBe(0)
  })

  it.each([
    ['is older than ten seconds', { pid: process.pid, at: Date.now() - 60_000 }],
    ['names a process that is gone', { pid: spawnSync(process.execPath, ['-e', '']).pid, at: Date.now() }],
  ])('takes over a lock that %s', async (_what, holder) => {
    const { lock } = renderFiles(dir, KEY)
    await writeFile(lock, `${JSON.stringify({ ...holder, token: 'broken' })}\n`)
    const [a, b] = [shopProcess(), shopProcess()]
    // a renders at once, under a lock of its own, so b takes its page over rather than waiting in vain.
    const first = a.cache.fill(KEY, 'nonce-a', a.render('from a', true))
    await eventually(() => expect(a.renders).toBe(1))
    expect(await readFile(lock, 'utf8')).not.toContain('broken')
    const second = b.cache.fill(KEY, 'nonce-b', b.render('from b'))
    await waitedFor()
    a.release()
    await first
    expect(body(await second)).toEqual(['shared', 'from a', 'nonce-a'])
  })

  it('alone, renders and keeps pages as before and leaves nothing behind', async () => {
    const a = shopProcess()
    a.hear(change(11))
    expect(body(await a.cache.fill(KEY, 'n', a.render('page')))).toEqual(['miss', 'page', 'n'])
    expect(a.cache.get(KEY)?.identity.toString()).toBe('page')
    // Nobody waited: no page was written, and the lock is gone.
    expect(await readdir(dir)).toEqual([])
  })

  it('sweeps away old pages when it writes one, and leaves other files alone', async () => {
    const old = renderFiles(dir, 'shop.test/?q=old').page
    await writeFile(old, 'an old page')
    const minuteAgo = new Date(Date.now() - 60_000)
    await utimes(old, minuteAgo, minuteAgo)
    await writeFile(join(dir, 'notes.txt'), 'not ours')
    const [a, b] = [shopProcess(), shopProcess()]
    await askedWhileRendering(a, b)
    await eventually(async () =>
      expect((await readdir(dir)).sort()).toEqual([renderFiles('', KEY).page, 'notes.txt'].sort()),
    )
  })

  it('does not use a directory others may write in', async () => {
    const open = join(dir, 'open')
    await mkdir(open)
    await chmod(open, 0o777)
    const messages: string[] = []
    const logger = createLogger(
      { logLevel: 'warn' },
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          messages.push((JSON.parse(chunk.toString('utf8')) as { msg: string }).msg)
          done()
        },
      }),
    )
    const [a, b] = [shopProcess({ dir: open, logger }), shopProcess({ dir: open, logger })]
    const first = a.cache.fill(KEY, 'nonce-a', a.render('from a', true))
    await eventually(() => expect(a.renders).toBe(1))
    // Each renders its own: nothing another user put there could be taken over.
    expect(body(await b.cache.fill(KEY, 'nonce-b', b.render('from b')))).toEqual([
      'miss',
      'from b',
      'nonce-b',
    ])
    a.release()
    await first
    expect(await readdir(open)).toEqual([])
    expect(messages).toContain('page render directory unusable: each process renders its own pages')
  })
})

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync } from 'node:zlib'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppEnv } from '#server/http/env'
import { mountStaticFiles, publicFilePaths } from '#server/http/static-files'

describe('static files', () => {
  let root: string
  let app: Hono<AppEnv>

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'static-files-'))
    mkdirSync(join(root, 'assets'))
    mkdirSync(join(root, 'images'))
    writeFileSync(join(root, 'favicon.svg'), '<svg/>')
    writeFileSync(join(root, 'favicon.svg.br'), brotliCompressSync('<svg/>'))
    writeFileSync(join(root, 'images', 'hero 480.webp'), 'webp')
    writeFileSync(join(root, 'assets', 'entry-Ab12Cd34.js'), 'export {}')
    app = new Hono<AppEnv>()
    mountStaticFiles(app, root)
    // What comes after the files: the pages.
    app.get('*', (c) => c.text(`page ${c.req.path}`))
  })
  afterAll(() => rmSync(root, { recursive: true, force: true }))

  it('knows the files beside assets/, without their precompressed copies', () => {
    expect([...publicFilePaths(root)].sort()).toEqual(['/favicon.svg', '/images/hero 480.webp'])
  })

  it('serves them for an hour, the brotli copy when the browser takes it, and hashed assets for good', async () => {
    const favicon = await app.request('/favicon.svg', { headers: { 'accept-encoding': 'br' } })
    expect(favicon.status).toBe(200)
    expect(favicon.headers.get('content-encoding')).toBe('br')
    expect(favicon.headers.get('cache-control')).toBe('public, max-age=3600')
    const image = await app.request('/images/hero%20480.webp')
    expect(await image.text()).toBe('webp')
    const asset = await app.request('/assets/entry-Ab12Cd34.js')
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  })

  it('leaves every other path to the pages, and answers a missing hashed asset with a plain 404', async () => {
    expect(await (await app.request('/stormvast-nova-ii-accu')).text()).toBe('page /stormvast-nova-ii-accu')
    expect(await (await app.request('/favicon.svg.br')).text()).toBe('page /favicon.svg.br')
    expect(await (await app.request('/images/%E0%A4%A')).text()).toBe('page /images/%E0%A4%A')
    expect((await app.request('/assets/entry-Old00000.js')).status).toBe(404)
  })
})

import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createFolderStorage } from '#server/adapters/media-storage/folder'
import { createMediaStorage } from '#server/adapters/media-storage/from-config'
import type { MediaStorage } from '#server/adapters/media-storage/port'
import { createS3Storage } from '#server/adapters/media-storage/s3'
import { testConfig } from './app'
import { startLocalS3 } from './fakes/s3-server'

/** The one contract every media storage keeps, run against the folder and against S3 (s3rver on loopback). */
const storages: Array<[string, () => Promise<{ storage: MediaStorage; close(): Promise<void> }>]> = [
  [
    'folder',
    async () => {
      const root = await mkdtemp(join(tmpdir(), 'shop-media-'))
      return { storage: createFolderStorage(root), close: () => rm(root, { recursive: true, force: true }) }
    },
  ],
  [
    's3',
    async () => {
      const s3 = await startLocalS3()
      return { storage: createS3Storage(s3.config), close: s3.close }
    },
  ],
]

describe.each(storages)('media storage: %s', (_kind, open) => {
  let storage: MediaStorage
  let close: () => Promise<void>
  beforeAll(async () => {
    ;({ storage, close } = await open())
  })
  afterAll(() => close())

  const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 31) % 256))

  it('keeps bytes under a key and gives them back whole', async () => {
    const key = 'originals/ab/abcdef'
    expect(await storage.has(key)).toBe(false)
    expect(await storage.get(key)).toBeNull()
    await storage.put(key, bytes, 'image/jpeg')
    expect(await storage.has(key)).toBe(true)
    expect(Buffer.compare((await storage.get(key))!, bytes)).toBe(0)
  })

  it('replaces an object whole', async () => {
    const key = 'derived/1/ab/abcdef/h140@2x.avif'
    await storage.put(key, bytes, 'image/avif')
    await storage.put(key, Buffer.from('short'), 'image/avif')
    expect((await storage.get(key))!.toString()).toBe('short')
  })

  it('keeps an empty object', async () => {
    await storage.put('empty/one', new Uint8Array(0), 'application/octet-stream')
    expect(await storage.has('empty/one')).toBe(true)
    expect((await storage.get('empty/one'))!.length).toBe(0)
  })

  it('tells a key apart from its folder and its neighbours', async () => {
    await storage.put('near/a/b', bytes, 'image/png')
    expect(await storage.has('near/a')).toBe(false)
    expect(await storage.get('near/a')).toBeNull()
    expect(await storage.get('near/a/b2')).toBeNull()
  })

  it.each(['../escape', '/absolute', 'a/../../b', 'a//b', 'Upper/Case', 'a/./b', 'space here', ''])(
    'refuses the key %j',
    async (key) => {
      await expect(storage.put(key, bytes, 'image/png')).rejects.toThrow('bad media key')
      await expect(storage.get(key)).rejects.toThrow('bad media key')
      await expect(storage.has(key)).rejects.toThrow('bad media key')
    },
  )

  it('stores parallel writes of one key as one whole copy', async () => {
    const key = 'race/one'
    const copies = [bytes, Buffer.alloc(bytes.length, 7), Buffer.alloc(bytes.length, 9)]
    await Promise.all(copies.map((copy) => storage.put(key, copy, 'image/png')))
    const stored = (await storage.get(key))!
    expect(copies.some((copy) => Buffer.compare(copy, stored) === 0)).toBe(true)
  })
})

describe('media storage: folder', () => {
  it('leaves no temporary file behind and lives under DATA_DIR/media by default', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'shop-data-'))
    try {
      const storage = createMediaStorage(testConfig({ DATA_DIR: dataDir }))
      expect(storage.kind).toBe('folder')
      await storage.put('originals/cd/cdef', Buffer.from('x'), 'image/png')
      expect(await readdir(join(dataDir, 'media', 'originals', 'cd'))).toEqual(['cdef'])
    } finally {
      await rm(dataDir, { recursive: true, force: true })
    }
  })
})

describe('media storage: from the configuration', () => {
  it('is the S3 bucket with MEDIA_STORAGE=s3', async () => {
    const s3 = await startLocalS3('configured')
    try {
      const storage = createMediaStorage(
        testConfig({
          MEDIA_STORAGE: 's3',
          S3_ENDPOINT: s3.config.endpoint!,
          S3_BUCKET: 'configured',
          S3_ACCESS_KEY_ID: 'S3RVER',
          S3_SECRET_ACCESS_KEY: 'S3RVER',
          S3_FORCE_PATH_STYLE: 'on',
        }),
      )
      expect(storage.kind).toBe('s3')
      await storage.put('originals/ef/ef01', Buffer.from('s3 bytes'), 'image/png')
      expect((await createS3Storage(s3.config).get('originals/ef/ef01'))!.toString()).toBe('s3 bytes')
    } finally {
      await s3.close()
    }
  })

  // A refused request must not read as "no such image" (the page would show none, the sync would refetch).
  // s3rver checks the key id, not a V4 signature: an unknown key id stands for wrong credentials.
  it('fails refused credentials loudly instead of answering "missing"', async () => {
    const s3 = await startLocalS3('guarded')
    try {
      const storage = createS3Storage({ ...s3.config, accessKeyId: 'UNKNOWN' })
      await expect(storage.get('originals/ab/ab')).rejects.toThrow(/Access Key Id/)
      await expect(storage.has('originals/ab/ab')).rejects.toThrow()
    } finally {
      await s3.close()
    }
  })
})

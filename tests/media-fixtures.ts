import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { createHttpsFetcher } from '#server/adapters/media-fetch/https-fetcher'
import { createFolderStorage } from '#server/adapters/media-storage/folder'
import type { MediaStorage } from '#server/adapters/media-storage/port'
import { LOOPBACK_CA } from './fakes/image-server'

/**
 * Test pictures, made with sharp in the test (nothing downloaded): a photo whose halves differ in colour, so
 * a test can tell which way up it is shown, optionally with EXIF orientation and GPS position.
 */
export async function twoToneJpeg(
  options: { width?: number; height?: number; orientation?: number; gps?: boolean } = {},
): Promise<Buffer> {
  const { width = 600, height = 300 } = options
  const half = Math.floor(width / 2)
  const left = await sharp({ create: { width: half, height, channels: 3, background: '#d02020' } })
    .png()
    .toBuffer()
  let image = sharp({ create: { width, height, channels: 3, background: '#2040d0' } })
    .composite([{ input: left, left: 0, top: 0 }])
    .jpeg({ quality: 90 })
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation })
  if (options.gps) {
    image = image.withExif({
      IFD0: { Make: 'TestCam', Model: 'Leaky 1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '52/1 22/1 1234/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '4/1 53/1 0/1',
      },
    })
  }
  return image.toBuffer()
}

/** A small picture in each format the shop reads. */
export async function pictureIn(format: 'jpeg' | 'png' | 'webp' | 'avif' | 'gif', width = 64, height = 48) {
  return sharp({ create: { width, height, channels: 3, background: '#30a060' } })
    .toFormat(format)
    .toBuffer()
}

/** The real fetcher trusting the loopback image server (tests/fakes/image-server.ts) under `localhost`. */
export function loopbackFetcher(options: { maxBytes?: number; timeoutMs?: number } = {}) {
  return createHttpsFetcher({
    allowedHosts: ['localhost'],
    maxBytes: options.maxBytes ?? 5_000_000,
    timeoutMs: options.timeoutMs ?? 5_000,
    ca: LOOPBACK_CA,
  })
}

/** A folder storage in a temporary folder that counts its writes. */
export async function countingFolderStorage(): Promise<{
  storage: MediaStorage
  puts: string[]
  close(): Promise<void>
}> {
  const root = await mkdtemp(join(tmpdir(), 'shop-media-'))
  const folder = createFolderStorage(root)
  const puts: string[] = []
  return {
    storage: {
      ...folder,
      put: (key, bytes, type) => {
        puts.push(key)
        return folder.put(key, bytes, type)
      },
    },
    puts,
    close: () => rm(root, { recursive: true, force: true }),
  }
}

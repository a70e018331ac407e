import { spawn } from 'node:child_process'
import { createWriteStream } from 'node:fs'
import { mkdtemp, rm, stat } from 'node:fs/promises'
import { once } from 'node:events'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { LOOPBACK_CERT, startImageServer, type ImageServer } from '#tests/fakes/image-server'
import { photoBaseSeeds, photoFeedRows, type PhotoFeedOptions } from './photo-feed'

/**
 * The photo catalogue's sync (`npm run demo:data -- --photos`, the media benchmark): the photo feed is written
 * as JSON Lines, the loopback image server serves its photos, and the REAL catalogue sync
 * (`npm run catalogue:sync`, server/cli/catalogue-sync.ts) reads it in a process of its own, so the photos
 * go through the media pipeline exactly as a supplier's would: fetched over HTTPS, checked, stored, derived.
 * That process trusts the loopback certificate (NODE_EXTRA_CA_CERTS, read by Node only at a process's start)
 * and is allowed to fetch from `localhost` (MEDIA_ALLOWED_HOSTS).
 */

const PROJECT_ROOT = join(import.meta.dirname, '..', '..', '..')

export interface PhotoSyncOptions extends Omit<PhotoFeedOptions, 'photoUrl'> {
  /** An image server already running (the bench syncs twice against one); else one is started and stopped. */
  imageServer?: ImageServer
  /** Port of the image server started here; a fixed one keeps the photos' addresses, so a re-run is unchanged. */
  imagePort?: number
  /** Extra environment of the sync process (DATABASE_URL, DATA_DIR …), on top of this process's. */
  env?: Record<string, string>
  /** Where the sync's output goes: the terminal by default. */
  stdio?: 'inherit' | 'pipe'
}

export interface PhotoSyncResult {
  exitCode: number
  /** Wall time of the sync process, from its start (module loading included) to its exit. */
  wallMs: number
  rows: number
  feedBytes: number
  /** Requests the image server answered during the sync, and the bytes it sent. */
  imageRequests: number
  imageBytes: number
  output: string
}

export async function writePhotoFeed(path: string, options: PhotoFeedOptions): Promise<number> {
  const out = createWriteStream(path)
  let rows = 0
  for (const row of photoFeedRows(options)) {
    if (!out.write(`${JSON.stringify(row)}\n`)) await once(out, 'drain')
    rows++
  }
  out.end()
  await once(out, 'finish')
  return rows
}

export async function syncPhotoCatalogue(options: PhotoSyncOptions): Promise<PhotoSyncResult> {
  const server = options.imageServer ?? (await startImageServer({ port: options.imagePort }))
  const dir = await mkdtemp(join(tmpdir(), 'photo-feed-'))
  try {
    await server.warm(photoBaseSeeds())
    const file = join(dir, 'photo-catalogue.jsonl')
    const rows = await writePhotoFeed(file, { ...options, photoUrl: server.photoUrl })
    const { size } = await stat(file)
    const requestsBefore = server.requests.length
    const bytesBefore = server.bytesSent()
    const started = performance.now()
    const { exitCode, output } = await runSyncProcess(file, options)
    return {
      exitCode,
      wallMs: performance.now() - started,
      rows,
      feedBytes: size,
      imageRequests: server.requests.length - requestsBefore,
      imageBytes: server.bytesSent() - bytesBefore,
      output,
    }
  } finally {
    await rm(dir, { recursive: true, force: true })
    if (!options.imageServer) await server.close()
  }
}

function runSyncProcess(
  file: string,
  options: PhotoSyncOptions,
): Promise<{ exitCode: number; output: string }> {
  // The child inherits this process's environment (DATABASE_URL, DATA_DIR, MEDIA_STORAGE …) with the two
  // settings the loopback image server needs added.
  // eslint-disable-next-line no-restricted-properties -- passed on to a child process, not read as configuration
  const inherited = process.env
  const allowed = [inherited.MEDIA_ALLOWED_HOSTS, 'localhost'].filter(Boolean).join(',')
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(PROJECT_ROOT, 'server/cli/catalogue-sync.ts'), file, '--format', 'jsonl'],
    {
      cwd: PROJECT_ROOT,
      env: {
        ...inherited,
        ...options.env,
        NODE_EXTRA_CA_CERTS: LOOPBACK_CERT,
        MEDIA_ALLOWED_HOSTS: allowed,
      },
      stdio: options.stdio === 'pipe' ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    },
  )
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  return new Promise((resolve, reject) => {
    child.on('error', reject)
    child.on('close', (code) => resolve({ exitCode: code ?? 1, output }))
  })
}

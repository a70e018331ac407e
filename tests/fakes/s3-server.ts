import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import S3rver from 's3rver'
import type { S3Config } from '#server/config'

export interface LocalS3 {
  /** What MEDIA_STORAGE=s3 and the S3_* settings would give, pointed at this server. */
  config: S3Config
  close(): Promise<void>
}

/**
 * A real S3 API on loopback (s3rver, objects in a temporary folder) with one bucket, for the S3 media
 * storage's contract test. Signed requests with s3rver's fixed credentials, path-style as MinIO wants.
 */
export async function startLocalS3(bucket = 'shop-media'): Promise<LocalS3> {
  const directory = await mkdtemp(join(tmpdir(), 'shop-s3-'))
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  })
  const { port } = await server.run()
  return {
    config: {
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      bucket,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    },
    async close() {
      await server.close()
      await rm(directory, { recursive: true, force: true })
    },
  }
}

import type * as S3Sdk from '@aws-sdk/client-s3'
import type { S3Client } from '@aws-sdk/client-s3'
import type { S3Config } from '#server/config'
import { checkMediaKey, type MediaStorage } from './port'

type Sdk = typeof S3Sdk

/**
 * Media in an S3-compatible object store (AWS S3, MinIO, Cloudflare R2, …), one object per key: every
 * process and machine of the shop reads and writes the same media. A PUT replaces an object whole, so a
 * reader never sees part of one; two processes deriving the same file store the same bytes. The AWS SDK
 * (~190 ms to import) is loaded at the first call, so a shop on the folder storage never pays for it.
 */
export function createS3Storage(config: S3Config): MediaStorage {
  const { bucket } = config
  let connection: Promise<{ sdk: Sdk; client: S3Client }> | undefined
  const connect = () =>
    (connection ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: config.region,
        endpoint: config.endpoint ?? undefined,
        forcePathStyle: config.forcePathStyle,
        credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
        // Checksums only where the API requires them: some stores other than AWS (older MinIO, R2, s3rver)
        // refuse or ignore the CRC headers the SDK adds by default since 3.729.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    })))
  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      checkMediaKey(key)
      const { sdk, client } = await connect()
      await client.send(
        new sdk.PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.byteLength,
        }),
      )
    },
    async get(key) {
      checkMediaKey(key)
      const { sdk, client } = await connect()
      try {
        const answer = await client.send(new sdk.GetObjectCommand({ Bucket: bucket, Key: key }))
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : Buffer.alloc(0)
      } catch (error) {
        if (isMissing(error)) return null
        throw error
      }
    },
    async has(key) {
      checkMediaKey(key)
      const { sdk, client } = await connect()
      try {
        await client.send(new sdk.HeadObjectCommand({ Bucket: bucket, Key: key }))
        return true
      } catch (error) {
        if (isMissing(error)) return false
        throw error
      }
    },
  }
}

/** Only a 404 means "no such object"; a refusal (credentials, bucket) is an error. */
function isMissing(error: unknown): boolean {
  return (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404
}

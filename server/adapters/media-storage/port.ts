/**
 * Where the shop keeps its media (issue 34): image originals under their SHA-256 and the files derived from
 * them, by key. A folder under DATA_DIR for one machine; an S3-compatible object store (S3, MinIO, R2) when
 * several processes or machines serve the same media. Keys are relative paths of lower-case letters, digits,
 * `.`, `-`, `_`, `@` and `/` (server/domain/media/keys.ts makes them).
 */
export interface MediaStorage {
  readonly kind: 'folder' | 's3'
  /** Writes the whole object at once: a reader sees the old bytes, the new ones or nothing, never a part. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>
  /** The object's bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>
  has(key: string): Promise<boolean>
}

const KEY = /^[a-z0-9][a-z0-9._@-]*(?:\/[a-z0-9][a-z0-9._@-]*)*$/

/** Refuses a key that could leave the storage's folder or prefix (`..`, absolute, odd characters). */
export function checkMediaKey(key: string): string {
  if (!KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`bad media key: ${JSON.stringify(key.slice(0, 200))}`)
  }
  return key
}

import { randomBytes } from 'node:crypto'
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { checkMediaKey, type MediaStorage } from './port'

/**
 * Media in a folder (by default `<DATA_DIR>/media`), one file per key. A write goes to a temporary file
 * beside its target and is renamed into place, so a reader (or a crash) never meets half a file, and two
 * processes writing the same key leave one whole copy.
 */
export function createFolderStorage(root: string): MediaStorage {
  const path = (key: string) => join(root, ...checkMediaKey(key).split('/'))
  return {
    kind: 'folder',
    async put(key, bytes) {
      const target = path(key)
      await mkdir(dirname(target), { recursive: true })
      const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`
      try {
        await writeFile(temporary, bytes)
        await rename(temporary, target)
      } catch (error) {
        await rm(temporary, { force: true })
        throw error
      }
    },
    async get(key) {
      const file = path(key)
      try {
        return await readFile(file)
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code
        if (code === 'ENOENT' || code === 'EISDIR') return null
        throw error
      }
    },
    async has(key) {
      const file = path(key)
      // A folder on the way to other keys is no object, as in an object store.
      return (await stat(file).catch(() => null))?.isFile() ?? false
    },
  }
}

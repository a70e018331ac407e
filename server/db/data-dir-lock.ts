import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs'
import { join } from 'node:path'

export const LOCK_FILE = 'server.lock'

/** Another live process holds the data folder; the message is the one line shown to whoever started us. */
export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError'
}

/**
 * An exclusive lock on the embedded database's folder (issue 15): PGlite is one process's database, and a
 * second server on the same folder corrupted it. The lock is a file holding the owner's PID, created
 * with O_EXCL; a file whose process is gone (a crash, kill -9) is stale and taken over. Returns the
 * release function.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = join(dataDir, LOCK_FILE)
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600)
      writeSync(fd, `${process.pid}\n`)
      closeSync(fd)
      return () => {
        try {
          if (readOwner(file) === process.pid) unlinkSync(file)
        } catch {
          // Already gone: nothing to release.
        }
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    const owner = readOwner(file)
    if (owner !== null && owner !== process.pid && isAlive(owner)) {
      throw new DataDirInUseError(
        `DATA_DIR ${dataDir} is in use by another server process (PID ${owner}); stop it first, or give this one its own DATA_DIR or a DATABASE_URL`,
      )
    }
    // Stale (its process is gone, or it is our own PID reused after a restart): take it over.
    try {
      unlinkSync(file)
    } catch {
      // Another starter removed it first; try again.
    }
  }
  throw new DataDirInUseError(`DATA_DIR ${dataDir}: could not take the lock file ${file}`)
}

function readOwner(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10)
    return Number.isSafeInteger(pid) && pid > 0 ? pid : null
  } catch {
    return null
  }
}

/** Whether a process with this pid runs on this machine (of any user). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

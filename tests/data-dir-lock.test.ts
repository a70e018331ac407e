import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { openDatabase } from '#server/db/client'
import { DataDirInUseError, LOCK_FILE } from '#server/db/data-dir-lock'

/** Issue 15 point 10: one process per embedded data folder. */
const children: ChildProcess[] = []
const dirs: string[] = []
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL')
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'shop-lock-'))
  dirs.push(dir)
  return dir
}

/** Another process that opened the folder, as a second server would. */
async function holder(dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/scripts/hold-data-dir.ts', dataDir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  children.push(child)
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve())
    child.once('exit', (code) => reject(new Error(`holder exited with ${code}`)))
  })
  return child
}

describe('the embedded data folder', () => {
  it('is refused while another process has it open, naming that process', async () => {
    const dataDir = tempDir()
    const other = await holder(dataDir)
    const attempt = openDatabase({ databaseUrl: null, dataDir })
    await expect(attempt).rejects.toThrow(DataDirInUseError)
    await expect(attempt).rejects.toThrow(`in use by another server process (PID ${other.pid})`)
  }, 60_000)

  it('is taken over from a process that is gone, and released at close', async () => {
    const dataDir = tempDir()
    const gone = spawn(process.execPath, ['-e', ''])
    await new Promise((resolve) => gone.once('exit', resolve))
    writeFileSync(join(dataDir, LOCK_FILE), `${gone.pid}\n`)
    const handle = await openDatabase({ databaseUrl: null, dataDir })
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(true)
    await handle.close()
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false)
  }, 60_000)
})

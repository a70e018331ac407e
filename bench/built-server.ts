import { spawn, type ChildProcess } from 'node:child_process'
import { join } from 'node:path'

/** The project root, where `build/server.js` lives. */
export const projectRoot = join(import.meta.dirname, '..')

/** Starts the production build (`node build/server.js`) as `npm start` would, on the given database. */
export function startBuiltServer(options: {
  databaseUrl: string
  port: number
  dataDir: string
}): ChildProcess {
  const child = spawn(process.execPath, ['build/server.js'], {
    cwd: projectRoot,
    env: {
      PATH: process.env.PATH,
      DATABASE_URL: options.databaseUrl,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      SESSION_SECRET: 'bench-session-secret-that-is-long-enough-0123456789',
      // One line per request at info would measure the terminal; warnings and errors still show.
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  child.once('exit', (code) => {
    if (code !== null && code !== 0) console.error(`server exited with ${code}`)
  })
  return child
}

/** Resolves once `/healthz` answers 200 (migrations and demo data done), or throws after `timeoutMs`. */
export async function waitForHealth(origin: string, timeoutMs = 120_000): Promise<void> {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`The server did not answer /healthz within ${timeoutMs / 1000} s`)
}

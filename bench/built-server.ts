import { spawn, type ChildProcess } from 'node:child_process'
import { join } from 'node:path'

/** The project root, where `build/server.js` lives. */
export const projectRoot = join(import.meta.dirname, '..')

/**
 * Starts the production build (`node build/server.js`) as `npm start` would, on the given database; `env`
 * adds variables (PAGE_CACHE, RATE_LIMITS, PUBLIC_URL, …) to the fixed ones. `cwd`: another checkout's
 * build (bench/live.ts runs the code before a change beside the current one); the project's by default.
 */
export function startBuiltServer(options: {
  databaseUrl: string
  port: number
  dataDir: string
  env?: Record<string, string>
  cwd?: string
  /** Node's own options (`--cpu-prof`): NODE_OPTIONS would profile npm and every child as well. */
  nodeArgs?: string[]
}): ChildProcess {
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), 'build/server.js'], {
    cwd: options.cwd ?? projectRoot,
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
      ...options.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  child.once('exit', (code) => {
    if (code !== null && code !== 0) console.error(`server exited with ${code}`)
  })
  return child
}

/**
 * Starts bench/baseline-server.ts (plain Hono and pg, no shop code) in its own process, so that it and the
 * shop never share an event loop.
 */
export function startBaselineServer(options: { databaseUrl: string; port: number }): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/baseline-server.ts'], {
    cwd: projectRoot,
    env: {
      PATH: process.env.PATH,
      DATABASE_URL: options.databaseUrl,
      PORT: String(options.port),
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  child.once('exit', (code) => {
    if (code !== null && code !== 0) console.error(`baseline server exited with ${code}`)
  })
  return child
}

/** Ends a server started above and waits until its process is gone. */
export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await exited
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

/** Ctrl-C or SIGTERM on the benchmark also ends the servers it started (a `finally` does not run then). */
export function stopOnSignal(children: readonly ChildProcess[]): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      for (const child of children) child.kill('SIGTERM')
      process.exit(130)
    })
  }
}

import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The project root: the nearest folder above this module that has a package.json. Walking up (rather
 * than a fixed `..`) makes the same code work from source (server/paths.ts) and from the bundle
 * (build/server.js).
 */
export const projectRoot: string = findProjectRoot(dirname(fileURLToPath(import.meta.url)))

function findProjectRoot(start: string): string {
  let dir = start
  for (;;) {
    if (existsSync(join(dir, 'package.json'))) return dir
    const parent = dirname(dir)
    if (parent === dir) throw new Error(`No package.json found above ${start}`)
    dir = parent
  }
}

export const migrationsFolder = join(projectRoot, 'server', 'db', 'migrations')
/** Output of `react-router build`. */
export const clientBuildDir = join(projectRoot, 'build', 'client')
export const serverBuildFile = join(projectRoot, 'build', 'server', 'index.js')

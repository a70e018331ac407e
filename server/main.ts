import { ConfigError, loadConfig, publishNodeEnv, type Config } from './config'

/**
 * Process entry: configuration → logger → database → migrations → reference data → HTTP (server/start.ts).
 * `node build/server.js` serves the production build; `tsx server/main.ts --dev` runs Vite in-process.
 */
const dev = process.argv.includes('--dev')
const config = readConfig(dev)
publishNodeEnv(config)
// Imported only now: React chooses its production or development build by NODE_ENV when first loaded,
// and the rest of the server imports it (through react-router).
const { start } = await import('./start')
await start(config, dev)

function readConfig(dev: boolean): Config {
  try {
    return loadConfig(undefined, { defaultNodeEnv: dev ? 'development' : 'production' })
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    // One line, no stack: whoever starts the server needs the variable's name, not our internals.
    process.stderr.write(`${error.message}\n`)
    process.exit(1)
  }
}

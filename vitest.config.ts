import { defineConfig } from 'vitest/config'
import { messageParts } from './vite-message-parts'

// Separate from vite.config.ts: the React Router plugin is for the app build, not for tests.
export default defineConfig({
  plugins: [messageParts()],
  test: {
    include: ['{app,core,server,tests}/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/setup/fail-on-console.ts'],
    pool: 'forks',
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
})

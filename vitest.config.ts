import { defineConfig } from 'vitest/config'
import { messageParts } from './vite-message-parts'

// Separate from vite.config.ts: the React Router plugin is for the app build, not for tests.
export default defineConfig({
  plugins: [messageParts()],
  test: {
    setupFiles: ['tests/setup/fail-on-console.ts'],
    pool: 'forks',
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['{app,core,server}/**/*.test.{ts,tsx}'] },
      },
      {
        extends: true,
        // The integration tests share their worker processes (docs/decisions/0070): starting PGlite
        // and importing the server cost seconds per file; each file still gets its own database and app.
        test: { name: 'integration', include: ['tests/**/*.test.{ts,tsx}'], isolate: false },
      },
    ],
  },
})

import { defineConfig } from 'vitest/config'

// Separate from vite.config.ts: the React Router plugin is for the app build, not for tests.
export default defineConfig({
  test: {
    include: ['{app,core,server,tests}/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/setup/fail-on-console.ts'],
    pool: 'forks',
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
})

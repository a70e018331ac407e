import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { E2E_STAFF, E2E_STAFF_NL } from './e2e/support/staff'

// E2E_PORT lets two checkouts of the shop run their journeys side by side.
const port = Number(process.env.E2E_PORT ?? 3100)
// The built shop, started as `npm start` starts it, on a data folder of its own.
const dataDir = mkdtempSync(join(tmpdir(), 'shop-e2e-'))

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // Room for a 2-core CI machine under load (CI failed three long journeys at 30 s): a passing test takes
  // no longer for it, a hanging one still fails.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Shoppers in most journeys have answered the cookie notice already; e2e/shell.spec.ts clears this.
    storageState: {
      cookies: [
        {
          name: 'cookie_preferences',
          value: encodeURIComponent(JSON.stringify({ analytics: true, marketing: false })),
          domain: '127.0.0.1',
          path: '/',
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: 'Lax',
        },
      ],
      origins: [],
    },
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      // No sandbox as root; no background traffic on a machine without outside network.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } },
      // Checks of the phone's view only: their desktop view is in another spec already (accessibility.spec.ts).
      grepInvert: /@phone-only/,
    },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } },
      grep: /@mobile/,
    },
  ],
  webServer: {
    // A staff account for the back-office journey first (the CLI needs the PGlite folder to itself).
    command:
      `npx tsx server/cli/create-staff.ts --email ${E2E_STAFF.email} --name E2E --locale en && ` +
      `npx tsx server/cli/create-staff.ts --email ${E2E_STAFF_NL.email} --name E2E-NL --locale nl && ` +
      'node build/server.js',
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      // The payment provider sends the shopper back to PUBLIC_URL: the same host as the session cookie's.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // A container id turns the data layer on; the container script itself cannot load offline.
      TAG_MANAGER_ID: 'GTM-E2ETEST',
      // Every journey is a new shopper from 127.0.0.1, which the rate limits count like any address.
      RATE_LIMITS: 'cart-create-ip=100000/60,coupon-ip=100000/60,coupon-session=1000/60,login-ip=100000/60',
      STAFF_PASSWORD: E2E_STAFF.password,
      // The media journey's supplier is a loopback HTTPS image server (tests/fakes/image-server.ts): the shop
      // trusts its certificate and may fetch from the host name localhost (never from 127.0.0.1 as such).
      NODE_EXTRA_CA_CERTS: resolve('tests/fakes/loopback.crt'),
      MEDIA_ALLOWED_HOSTS: 'localhost',
    },
  },
})

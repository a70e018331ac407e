import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { shopOrigin, WORKERS } from './e2e/support/shops'
import { E2E_STAFF, E2E_STAFF_NL } from './e2e/support/staff'

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  // One shop per worker (e2e/support/shops.ts): the `baseURL` of e2e/support/test.ts picks the worker's own.
  workers: WORKERS,
  retries: 0,
  // Room for a 2-core CI machine under load (CI failed three long journeys at 30 s): a passing test takes
  // no longer for it, a hanging one still fails.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: shopOrigin(0),
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
  // The built shop, started as `npm start` starts it, once per worker, each on a data folder of its own.
  webServer: Array.from({ length: WORKERS }, (_, index) => {
    const origin = shopOrigin(index)
    return {
      // A staff account for the back-office journey first (the CLI needs the PGlite folder to itself).
      command:
        `npx tsx server/cli/create-staff.ts --email ${E2E_STAFF.email} --name E2E --locale en && ` +
        `npx tsx server/cli/create-staff.ts --email ${E2E_STAFF_NL.email} --name E2E-NL --locale nl && ` +
        'node build/server.js',
      url: `${origin}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: new URL(origin).port,
        HOST: '127.0.0.1',
        // The payment provider sends the shopper back to PUBLIC_URL: the same host as the session cookie's.
        PUBLIC_URL: origin,
        DATA_DIR: mkdtempSync(join(tmpdir(), 'shop-e2e-')),
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        // A container id turns the data layer on; the container script itself cannot load offline.
        TAG_MANAGER_ID: 'GTM-E2ETEST',
        // Every journey is a new shopper from 127.0.0.1, which the rate limits count like any address; and the
        // staff journeys log the same account in more than ten times in a quarter of an hour on a quick machine.
        RATE_LIMITS:
          'cart-create-ip=100000/60,coupon-ip=100000/60,coupon-session=1000/60,login-ip=100000/60,' +
          'login-account=100000/60',
        STAFF_PASSWORD: E2E_STAFF.password,
        // The media journey's supplier is a loopback HTTPS image server (tests/fakes/image-server.ts): the shop
        // trusts its certificate and may fetch from the host name localhost (never from 127.0.0.1 as such).
        NODE_EXTRA_CA_CERTS: resolve('tests/fakes/loopback.crt'),
        MEDIA_ALLOWED_HOSTS: 'localhost',
      },
    }
  }),
})

import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { DEFAULT_LIMITS } from '#server/domain/limits/limits'
import { DEFAULT_MAP_TILES } from '#core/map-tiles'
import { ConfigError, loadConfig } from '#server/config'

const SECRET = 'x'.repeat(32)
const dirs: string[] = []
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'shop-config-'))
  dirs.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function errorOf(env: Record<string, string>): string {
  try {
    loadConfig({ SESSION_SECRET: SECRET, ...env })
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError)
    return (error as Error).message
  }
  throw new Error('expected the configuration to be rejected')
}

describe('loadConfig', () => {
  it('has defaults for everything', () => {
    const dataDir = tempDir()
    const config = loadConfig({ DATA_DIR: dataDir })
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: null,
      databasePreparedStatements: true,
      dataDir,
      publicUrl: 'http://localhost:3000',
      publicUrlConfigured: false,
      localeHosts: {},
      logLevel: 'info',
      nodeEnv: 'production',
      tagManagerId: null,
      smtpUrl: null,
      mailFrom: null,
      mollieApiKey: null,
      addressLookup: 'bundled',
      pdokUrl: 'https://api.pdok.nl/bzk/locatieserver/search/v3_1',
      postnlApiKey: null,
      postnlApiUrl: 'https://api.postnl.nl',
      outsideServiceTimeoutMs: 5000,
      mapTiles: DEFAULT_MAP_TILES,
      pageCache: true,
      pageCacheMegabytes: 200,
      pageRenderDir: null,
      media: {
        storage: 'folder',
        s3: null,
        allowedHosts: [],
        maxBytes: 20_000_000,
        maxPixels: 40_000_000,
        fetchTimeoutMs: 15_000,
      },
    })
    // Under `npm run dev` pages follow the code: no page cache unless asked for.
    expect(loadConfig({ DATA_DIR: dataDir }, { defaultNodeEnv: 'development' }).pageCache).toBe(false)
    expect(loadConfig({ DATA_DIR: dataDir, PAGE_CACHE: 'on', NODE_ENV: 'development' }).pageCache).toBe(true)
  })

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://shop@db:5432/shop',
      DATA_DIR: '/var/lib/shop',
      PUBLIC_URL: 'https://shop.example/',
      LOCALE_HOSTS: 'shop.nl=nl, Shop.DE=de',
      SESSION_SECRET: SECRET,
      LOG_LEVEL: 'debug',
      NODE_ENV: 'development',
      TAG_MANAGER_ID: 'GTM-AB12CD3',
      SMTP_URL: 'smtps://shop:secret@mail.example:465',
      MAIL_FROM: 'Messenwinkel <shop@messenwinkel.example>',
      MOLLIE_API_KEY: 'live_abcdefghijklmnopqrstuvwxyz12',
      ADDRESS_LOOKUP: 'pdok',
      PDOK_LOCATIESERVER_URL: 'https://pdok.internal/search/v3_1/',
      POSTNL_API_KEY: 'abcDEF-12345678',
      POSTNL_API_URL: 'https://api-sandbox.postnl.nl',
      OUTSIDE_SERVICE_TIMEOUT_MS: '2500',
      SEARCH_ENGINE: 'meilisearch',
      MEILISEARCH_URL: 'http://search.internal:7700',
      MEILISEARCH_API_KEY: 'search_key_0123456789',
      MAP_TILE_URL: 'https://tiles.example/{z}/{x}/{y}.png',
      MAP_TILE_ATTRIBUTION: '© Tiles',
      RATE_LIMITS: 'coupon-ip=50/300',
      TRUST_PROXY: '2',
      PAGE_CACHE: 'off',
      PAGE_CACHE_MB: '64',
      VAT_CHECK: 'vies',
      DATABASE_PREPARED_STATEMENTS: 'off',
      MEDIA_STORAGE: 's3',
      MEDIA_ALLOWED_HOSTS: 'Images.Internal, localhost,',
      MEDIA_MAX_BYTES: '5000000',
      MEDIA_MAX_PIXELS: '25000000',
      MEDIA_FETCH_TIMEOUT_MS: '8000',
      S3_ENDPOINT: 'https://minio.internal:9000/',
      S3_REGION: 'eu-central-1',
      S3_BUCKET: 'shop-media',
      S3_ACCESS_KEY_ID: 'shop',
      S3_SECRET_ACCESS_KEY: 'secret-key',
      S3_FORCE_PATH_STYLE: 'on',
    })
    expect(config).toEqual({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: 'postgres://shop@db:5432/shop',
      databasePreparedStatements: false,
      dataDir: '/var/lib/shop',
      publicUrl: 'https://shop.example',
      publicUrlConfigured: true,
      localeHosts: { 'shop.nl': 'nl', 'shop.de': 'de' },
      sessionSecret: SECRET,
      logLevel: 'debug',
      nodeEnv: 'development',
      tagManagerId: 'GTM-AB12CD3',
      smtpUrl: 'smtps://shop:secret@mail.example:465',
      mailFrom: 'Messenwinkel <shop@messenwinkel.example>',
      mollieApiKey: 'live_abcdefghijklmnopqrstuvwxyz12',
      addressLookup: 'pdok',
      pdokUrl: 'https://pdok.internal/search/v3_1',
      postnlApiKey: 'abcDEF-12345678',
      postnlApiUrl: 'https://api-sandbox.postnl.nl',
      outsideServiceTimeoutMs: 2500,
      searchEngine: 'meilisearch',
      meilisearchUrl: 'http://search.internal:7700',
      meilisearchApiKey: 'search_key_0123456789',
      mapTiles: { url: 'https://tiles.example/{z}/{x}/{y}.png', attribution: '© Tiles' },
      rateLimits: { ...DEFAULT_LIMITS, 'coupon-ip': { name: 'coupon-ip', max: 50, windowSeconds: 300 } },
      trustProxy: 2,
      pageCache: false,
      pageCacheMegabytes: 64,
      pageRenderDir: null,
      vatCheck: 'vies',
      media: {
        storage: 's3',
        s3: {
          endpoint: 'https://minio.internal:9000',
          region: 'eu-central-1',
          bucket: 'shop-media',
          accessKeyId: 'shop',
          secretAccessKey: 'secret-key',
          forcePathStyle: true,
        },
        allowedHosts: ['images.internal', 'localhost'],
        maxBytes: 5_000_000,
        maxPixels: 25_000_000,
        fetchTimeoutMs: 8000,
      },
    })
  })

  it('derives PUBLIC_URL from PORT and treats empty values as unset', () => {
    const config = loadConfig({ PORT: '4000', PUBLIC_URL: '', LOG_LEVEL: ' ', SESSION_SECRET: SECRET })
    expect(config.publicUrl).toBe('http://localhost:4000')
    expect(config.logLevel).toBe('info')
  })

  it.each([
    ['PORT', 'abc', 'PORT must be a whole number between 1 and 65535'],
    ['PORT', '0', 'PORT must be a whole number between 1 and 65535'],
    ['PORT', '65536', 'PORT must be a whole number between 1 and 65535'],
    ['PORT', '80.5', 'PORT must be a whole number between 1 and 65535'],
    ['HOST', 'my host', 'HOST must be a host name or IP address to listen on'],
    ['DATABASE_URL', 'mysql://db/shop', 'DATABASE_URL must be a postgres:// or postgresql:// URL'],
    ['DATABASE_URL', 'not a url', 'DATABASE_URL must be a postgres:// or postgresql:// URL'],
    ['DATABASE_PREPARED_STATEMENTS', 'yes', 'DATABASE_PREPARED_STATEMENTS must be on or off'],
    ['PUBLIC_URL', 'shop.example', 'PUBLIC_URL must be an absolute http:// or https:// URL'],
    ['PUBLIC_URL', 'ftp://shop.example', 'PUBLIC_URL must be an absolute http:// or https:// URL'],
    ['PUBLIC_URL', 'https://shop.example/nl', 'PUBLIC_URL must be an absolute http:// or https:// URL'],
    ['LOCALE_HOSTS', 'shop.fr=fr', 'LOCALE_HOSTS must be a comma-separated list of host=locale'],
    ['SESSION_SECRET', 'short', 'SESSION_SECRET must be at least 32 characters long'],
    ['LOG_LEVEL', 'verbose', 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent'],
    ['NODE_ENV', 'staging', 'NODE_ENV must be one of production, development, test'],
    ['TAG_MANAGER_ID', 'UA-12345-1', 'TAG_MANAGER_ID must be a Google Tag Manager container id'],
    ['SMTP_URL', 'mail.example:25', 'SMTP_URL must be an smtp:// or smtps:// URL'],
    ['SMTP_URL', 'https://mail.example', 'SMTP_URL must be an smtp:// or smtps:// URL'],
    ['MAIL_FROM', 'Messenwinkel', 'MAIL_FROM must be an e-mail address'],
    ['MAIL_FROM', 'a@b.example\r\nBcc: x@y.example', 'MAIL_FROM must be an e-mail address'],
    ['MOLLIE_API_KEY', 'pk_live_123', 'MOLLIE_API_KEY must be a Mollie API key'],
    ['MOLLIE_API_KEY', 'test_short', 'MOLLIE_API_KEY must be a Mollie API key'],
    ['ADDRESS_LOOKUP', 'google', 'ADDRESS_LOOKUP must be one of bundled, pdok'],
    ['PDOK_LOCATIESERVER_URL', 'api.pdok.nl', 'PDOK_LOCATIESERVER_URL must be an http:// or https:// URL'],
    ['POSTNL_API_KEY', 'short', 'POSTNL_API_KEY must be a PostNL API key'],
    ['POSTNL_API_URL', 'ftp://postnl', 'POSTNL_API_URL must be an http:// or https:// URL'],
    ['OUTSIDE_SERVICE_TIMEOUT_MS', '50', 'OUTSIDE_SERVICE_TIMEOUT_MS must be a whole number of milliseconds'],
    ['SEARCH_ENGINE', 'solr', 'SEARCH_ENGINE must be postgres or meilisearch'],
    ['SEARCH_ENGINE', 'meilisearch', 'MEILISEARCH_URL must be an http:// or https:// URL, and set when'],
    ['MEILISEARCH_API_KEY', 'k y', 'MEILISEARCH_API_KEY must be a Meilisearch API key'],
    [
      'MAP_TILE_URL',
      'https://tiles.example/tile.png',
      'MAP_TILE_URL must be an http:// or https:// tile URL template',
    ],
    [
      'MAP_TILE_URL',
      'https://tiles.example/{z}/{x}/{y}.png',
      'MAP_TILE_ATTRIBUTION must be set when MAP_TILE_URL is set',
    ],
    ['MEDIA_STORAGE', 'disk', 'MEDIA_STORAGE must be one of folder, s3'],
    ['MEDIA_STORAGE', 's3', 'S3_BUCKET must be a bucket name'],
    [
      'MEDIA_ALLOWED_HOSTS',
      'images.internal, http://x',
      'MEDIA_ALLOWED_HOSTS must be a comma-separated list',
    ],
    ['MEDIA_MAX_BYTES', '20MB', 'MEDIA_MAX_BYTES must be a whole number of bytes'],
    ['MEDIA_MAX_PIXELS', '100', 'MEDIA_MAX_PIXELS must be a whole number of pixels'],
    ['MEDIA_FETCH_TIMEOUT_MS', '10', 'MEDIA_FETCH_TIMEOUT_MS must be a whole number of milliseconds'],
    ['S3_ENDPOINT', 'minio:9000', 'S3_ENDPOINT must be an http:// or https:// URL'],
    ['S3_BUCKET', 'Shop_Media', 'S3_BUCKET must be a bucket name'],
    ['S3_FORCE_PATH_STYLE', 'yes', 'S3_FORCE_PATH_STYLE must be on or off'],
  ])('rejects %s=%s with one line naming the variable', (name, value, expected) => {
    const message = errorOf({ [name]: value })
    expect(message).toMatch(/^Invalid configuration: /)
    expect(message).toContain(expected)
    expect(message).not.toContain('\n')
  })

  it('shares page renders on PostgreSQL only, in a directory per database unless PAGE_RENDER_DIR is set', () => {
    const env = { DATA_DIR: tempDir(), SESSION_SECRET: SECRET, DATABASE_URL: 'postgres://shop@db:5432/shop' }
    const shared = loadConfig(env).pageRenderDir
    expect(shared).toMatch(new RegExp(`^${tmpdir()}/shop-page-renders-[0-9a-f]{12}$`))
    expect(loadConfig({ ...env, DATABASE_URL: 'postgres://shop@db:5432/other' }).pageRenderDir).not.toBe(
      shared,
    )
    expect(loadConfig({ ...env, PAGE_RENDER_DIR: '/run/shop/renders/' }).pageRenderDir).toBe(
      '/run/shop/renders',
    )
    expect(loadConfig({ ...env, PAGE_CACHE: 'off' }).pageRenderDir).toBeNull()
    expect(
      loadConfig({ DATA_DIR: env.DATA_DIR, PAGE_RENDER_DIR: '/run/shop/renders' }).pageRenderDir,
    ).toBeNull()
    expect(errorOf({ PAGE_RENDER_DIR: 'renders' })).toBe(
      'Invalid configuration: PAGE_RENDER_DIR must be an absolute folder path',
    )
  })

  it('names the S3 credential that is missing', () => {
    const s3 = { MEDIA_STORAGE: 's3', S3_BUCKET: 'shop-media', S3_ACCESS_KEY_ID: 'shop' }
    expect(errorOf(s3)).toBe('Invalid configuration: S3_SECRET_ACCESS_KEY must be set when MEDIA_STORAGE=s3')
  })

  it('names every bad variable in the one line', () => {
    expect(errorOf({ PORT: 'x', LOG_LEVEL: 'loud' })).toBe(
      'Invalid configuration: PORT must be a whole number between 1 and 65535; ' +
        'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
    )
  })

  it('reads rate limits over the defaults and the proxies to trust', () => {
    const config = loadConfig({ SESSION_SECRET: SECRET, RATE_LIMITS: 'login-ip=5/60', TRUST_PROXY: '1' })
    expect(config.rateLimits['login-ip']).toEqual({ name: 'login-ip', max: 5, windowSeconds: 60 })
    expect(config.rateLimits['cart-create-ip']).toEqual(DEFAULT_LIMITS['cart-create-ip'])
    expect(config.trustProxy).toBe(1)
    expect(loadConfig({ SESSION_SECRET: SECRET }).trustProxy).toBe(0)
    expect(errorOf({ RATE_LIMITS: 'login-ip=5/60,logins=1/1' })).toContain('RATE_LIMITS must be')
    expect(errorOf({ RATE_LIMITS: 'login-ip=0/60' })).toContain('RATE_LIMITS must be')
    expect(errorOf({ TRUST_PROXY: 'yes' })).toContain('TRUST_PROXY must be')
  })

  it('says which LOCALE_HOSTS pair is wrong', () => {
    expect(errorOf({ LOCALE_HOSTS: 'shop.nl=nl,shop.fr=fr' })).toContain('"shop.fr=fr"')
  })

  it('generates a session secret once and reuses it', () => {
    const dataDir = tempDir()
    const first = loadConfig({ DATA_DIR: dataDir })
    expect(first.sessionSecret!.length).toBeGreaterThanOrEqual(32)
    expect(readFileSync(join(dataDir, 'session-secret'), 'utf8')).toBe(first.sessionSecret)
    expect(loadConfig({ DATA_DIR: dataDir }).sessionSecret).toBe(first.sessionSecret)
  })

  it('leaves the session secret to the database on PostgreSQL without SESSION_SECRET', () => {
    const dataDir = tempDir()
    const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://shop@db:5432/shop' })
    expect(config.sessionSecret).toBeNull()
    expect(existsSync(join(dataDir, 'session-secret'))).toBe(false)
  })

  it('refuses a stored session secret that is too short', () => {
    const dataDir = tempDir()
    writeFileSync(join(dataDir, 'session-secret'), 'short')
    expect(() => loadConfig({ DATA_DIR: dataDir })).toThrow(/^Invalid configuration: SESSION_SECRET is unset/)
  })

  it('returns a frozen object', () => {
    const config = loadConfig({ SESSION_SECRET: SECRET })
    expect(Object.isFrozen(config)).toBe(true)
  })
})

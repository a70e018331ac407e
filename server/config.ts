import { createHash, randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { isAbsolute, join, resolve } from 'node:path'
import { z } from 'zod'
import { DEFAULT_MAP_TILES, type MapTiles } from '#core/map-tiles'
import { parseHostMap, type HostMap } from '#core/routes/locale'
import { DEFAULT_LIMITS, LIMIT_NAMES, parseLimits, type Limits } from './domain/limits/limits'

/**
 * The server's configuration, read once from the environment at start (style.md convention 1): no
 * other module reads `process.env`. A bad value stops the start with one line naming the variable.
 */
export interface Config {
  port: number
  host: string
  /** `null`: the embedded PGlite database in `<dataDir>/pgdata`. */
  databaseUrl: string | null
  /**
   * The hot statements run as named prepared statements on PostgreSQL (docs/decisions/0074); off for a
   * connection pooler in transaction mode that does not keep them (PgBouncer before 1.21).
   */
  databasePreparedStatements: boolean
  /** Absolute path. */
  dataDir: string
  /** Absolute origin without a trailing slash, e.g. `https://shop.example`. */
  publicUrl: string
  /**
   * PUBLIC_URL was set. Without it `publicUrl` is only a guess (`http://localhost:PORT`), and a shopper is
   * sent back to the origin they came from when the shop answers to it (server/http/middleware/return-origin.ts).
   */
  publicUrlConfigured: boolean
  localeHosts: HostMap
  /**
   * Signs the session cookie. `null`: SESSION_SECRET is unset on PostgreSQL, and the secret is the one kept
   * in the database (server/domain/sessions/secret.ts), shared by every process on it.
   */
  sessionSecret: string | null
  logLevel: LogLevel
  nodeEnv: NodeEnv
  /** Google Tag Manager container id; `null`: no tag manager, nothing is pushed to a data layer. */
  tagManagerId: string | null
  /** `smtp://` or `smtps://` URL of the mail relay; `null`: mail stays in the outbox table (logged). */
  smtpUrl: string | null
  /** Sender of outgoing mail (`Name <address>` or an address); `null`: the shop's name and e-mail from the settings. */
  mailFrom: string | null
  /** Mollie API key (`test_…` or `live_…`); `null`: the built-in test payment provider. */
  mollieApiKey: string | null
  /** Address autocomplete: the bundled dataset, or PDOK Locatieserver for the Netherlands (docs/decisions/0020). */
  addressLookup: AddressLookupKind
  /** Base URL of PDOK Locatieserver (`…/search/v3_1`). */
  pdokUrl: string
  /** PostNL API key; `null`: pickup points come from the bundled dataset. */
  postnlApiKey: string | null
  /** Base URL of the PostNL API. */
  postnlApiUrl: string
  /** How long a call to an outside lookup service (PDOK, PostNL) may take before it counts as failed. */
  outsideServiceTimeoutMs: number
  /** Search: the built-in PostgreSQL engine, or a Meilisearch server (docs/decisions/0056). */
  searchEngine: 'postgres' | 'meilisearch'
  /** Base URL of the Meilisearch server (with SEARCH_ENGINE=meilisearch). */
  meilisearchUrl: string | null
  /** Its API key (a key with search and document rights); null for a server without keys. */
  meilisearchApiKey: string | null
  /** Tiles of the pickup-point map (Leaflet URL template) and the attribution the tile provider requires. */
  mapTiles: MapTiles
  /** Dealers' VAT numbers: `format` checks the number's form only (offline), `vies` also asks the EU's VIES. */
  vatCheck: VatCheckKind
  /** Rate limits by name (server/domain/limits/limits.ts): the defaults with RATE_LIMITS' overrides. */
  rateLimits: Limits
  /** Proxies in front of the shop whose X-Forwarded-For entries count (0: the socket's address only). */
  trustProxy: number
  /** Anonymous pages are kept per catalogue generation (docs/decisions/0043); false renders every request. */
  pageCache: boolean
  /** What the page cache may hold, in megabytes (all three encodings of every page counted). */
  pageCacheMegabytes: number
  /**
   * Absolute path of the directory where the processes of this machine that share the PostgreSQL database
   * render each page once for all of them (docs/decisions/0150); null: on PGlite or without the page cache.
   */
  pageRenderDir: string | null
  /** Product images (issue 34): where originals and derived files are kept, and what a fetch may take. */
  media: MediaConfig
}

export const MEDIA_STORAGE_KINDS = ['folder', 's3'] as const
export type MediaStorageKind = (typeof MEDIA_STORAGE_KINDS)[number]

export interface MediaConfig {
  /** `folder`: `<dataDir>/media`; `s3`: an S3-compatible object store (S3, MinIO, R2), shared by every process. */
  storage: MediaStorageKind
  /** Set with storage `s3`. */
  s3: S3Config | null
  /**
   * Host names whose addresses are fetched even when private or loopback (an image server on the shop's own
   * network, the tests' loopback server). Lower case.
   */
  allowedHosts: readonly string[]
  /** Largest original fetched, in bytes. */
  maxBytes: number
  /** Largest original decoded, in pixels (width × height). */
  maxPixels: number
  /** How long one image fetch may take, from the request to the last byte. */
  fetchTimeoutMs: number
}

export interface S3Config {
  /** `null`: the AWS endpoint of the region. */
  endpoint: string | null
  region: string
  bucket: string
  accessKeyId: string
  secretAccessKey: string
  /** Bucket in the path (`endpoint/bucket/key`), as MinIO and most self-hosted stores need. */
  forcePathStyle: boolean
}

export const DEFAULT_MEDIA_MAX_BYTES = 20_000_000
export const DEFAULT_MEDIA_MAX_PIXELS = 40_000_000
export const DEFAULT_MEDIA_FETCH_TIMEOUT_MS = 15_000

export const VAT_CHECK_KINDS = ['format', 'vies'] as const
export type VatCheckKind = (typeof VAT_CHECK_KINDS)[number]

export const ADDRESS_LOOKUP_KINDS = ['bundled', 'pdok'] as const
export type AddressLookupKind = (typeof ADDRESS_LOOKUP_KINDS)[number]

export const DEFAULT_PDOK_URL = 'https://api.pdok.nl/bzk/locatieserver/search/v3_1'
export const DEFAULT_POSTNL_URL = 'https://api.postnl.nl'
export const DEFAULT_OUTSIDE_SERVICE_TIMEOUT_MS = 5000

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
const NODE_ENVS = ['production', 'development', 'test'] as const
export type LogLevel = (typeof LOG_LEVELS)[number]
export type NodeEnv = (typeof NODE_ENVS)[number]

export const SESSION_SECRET_MIN_LENGTH = 32
const SESSION_SECRET_FILE = 'session-secret'

/** Thrown for a bad environment; its message is the one line shown to whoever starts the server. */
export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** What each variable must be; the text after the variable's name in the error line. */
const REQUIREMENTS = {
  PORT: 'must be a whole number between 1 and 65535',
  HOST: 'must be a host name or IP address to listen on',
  DATABASE_URL: 'must be a postgres:// or postgresql:// URL',
  DATABASE_PREPARED_STATEMENTS: 'must be on or off',
  DATA_DIR: 'must be a folder path',
  PUBLIC_URL: 'must be an absolute http:// or https:// URL without a path, e.g. https://shop.example',
  LOCALE_HOSTS: 'must be a comma-separated list of host=locale with locale one of nl, en, de',
  SESSION_SECRET: `must be at least ${SESSION_SECRET_MIN_LENGTH} characters long`,
  LOG_LEVEL: `must be one of ${LOG_LEVELS.join(', ')}`,
  NODE_ENV: `must be one of ${NODE_ENVS.join(', ')}`,
  TAG_MANAGER_ID: 'must be a Google Tag Manager container id such as GTM-AB12CD3',
  SMTP_URL: 'must be an smtp:// or smtps:// URL with a host, e.g. smtp://user:password@mail.example:587',
  MAIL_FROM: 'must be an e-mail address, optionally with a name: Shop <shop@example.com>',
  MOLLIE_API_KEY: 'must be a Mollie API key starting with test_ or live_',
  ADDRESS_LOOKUP: `must be one of ${ADDRESS_LOOKUP_KINDS.join(', ')}`,
  VAT_CHECK: `must be one of ${VAT_CHECK_KINDS.join(', ')}`,
  PDOK_LOCATIESERVER_URL: 'must be an http:// or https:// URL',
  POSTNL_API_KEY: 'must be a PostNL API key (letters, digits and dashes, at least 8)',
  POSTNL_API_URL: 'must be an http:// or https:// URL',
  SEARCH_ENGINE: 'must be postgres or meilisearch',
  MEILISEARCH_URL: 'must be an http:// or https:// URL, and set when SEARCH_ENGINE=meilisearch',
  MEILISEARCH_API_KEY: 'must be a Meilisearch API key (letters, digits, dashes and underscores)',
  OUTSIDE_SERVICE_TIMEOUT_MS: 'must be a whole number of milliseconds between 100 and 60000',
  MAP_TILE_URL: 'must be an http:// or https:// tile URL template with {z}, {x} and {y}',
  MAP_TILE_ATTRIBUTION: 'must be set when MAP_TILE_URL is set (the tile provider requires it)',
  RATE_LIMITS: `must be a comma-separated list of name=max/seconds with name one of ${LIMIT_NAMES.join(', ')}`,
  TRUST_PROXY: 'must be the number of proxies in front of the shop (0–5) whose X-Forwarded-For counts',
  PAGE_CACHE: 'must be on or off',
  PAGE_CACHE_MB: 'must be a whole number of megabytes between 1 and 100000',
  PAGE_RENDER_DIR: 'must be an absolute folder path',
  MEDIA_STORAGE: `must be one of ${MEDIA_STORAGE_KINDS.join(', ')}`,
  MEDIA_ALLOWED_HOSTS: 'must be a comma-separated list of host names, e.g. images.internal,localhost',
  MEDIA_MAX_BYTES: 'must be a whole number of bytes between 1000 and 1000000000',
  MEDIA_MAX_PIXELS: 'must be a whole number of pixels between 10000 and 1000000000',
  MEDIA_FETCH_TIMEOUT_MS: 'must be a whole number of milliseconds between 100 and 300000',
  S3_ENDPOINT: 'must be an http:// or https:// URL, e.g. https://minio.internal:9000',
  S3_REGION: 'must be a region name such as eu-central-1 (auto for R2)',
  S3_BUCKET:
    'must be a bucket name (3–63 lower-case letters, digits, dots and dashes), and set when MEDIA_STORAGE=s3',
  S3_ACCESS_KEY_ID: 'must be set when MEDIA_STORAGE=s3',
  S3_SECRET_ACCESS_KEY: 'must be set when MEDIA_STORAGE=s3',
  S3_FORCE_PATH_STYLE: 'must be on or off',
} as const
type Variable = keyof typeof REQUIREMENTS

const port = z
  .string()
  .regex(/^\d{1,5}$/)
  .transform(Number)
  .refine((n) => n >= 1 && n <= 65535)

const databaseUrl = z
  .string()
  .refine((value) => ['postgres:', 'postgresql:'].includes(URL.parse(value)?.protocol ?? ''))

// Only an origin: links are built as publicUrl + path.
const publicUrl = z.string().transform((value, ctx) => {
  const url = URL.parse(value)
  const originOnly = url && ['http:', 'https:'].includes(url.protocol) && url.pathname === '/' && !url.search
  if (originOnly && url.hostname) return url.origin
  ctx.addIssue({ code: 'custom', message: 'not an origin' })
  return z.NEVER
})

const smtpUrl = z.string().refine((value) => {
  const url = URL.parse(value)
  return url !== null && ['smtp:', 'smtps:'].includes(url.protocol) && url.hostname !== ''
})

// What nodemailer accepts as a sender; the address part checked loosely (one @, no spaces).
const mailFrom = z.string().regex(/^(?:[^<>\r\n]+ <[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/)

const localeHosts = z.string().transform((value, ctx) => {
  try {
    return parseHostMap(value)
  } catch (error) {
    ctx.addIssue({ code: 'custom', message: (error as Error).message })
    return z.NEVER
  }
})

const httpUrl = z
  .string()
  .refine((value) => ['http:', 'https:'].includes(URL.parse(value)?.protocol ?? ''))
  .transform((value) => value.replace(/\/+$/, ''))

const tileUrl = z
  .string()
  .refine(
    (value) => /^https?:\/\//.test(value) && ['{z}', '{x}', '{y}'].every((part) => value.includes(part)),
  )

const envSchema = z.object({
  PORT: port.optional(),
  HOST: z
    .string()
    .regex(/^[\w.:[\]-]+$/)
    .optional(),
  DATABASE_URL: databaseUrl.optional(),
  DATABASE_PREPARED_STATEMENTS: z.enum(['on', 'off']).optional(),
  DATA_DIR: z.string().optional(),
  PUBLIC_URL: publicUrl.optional(),
  LOCALE_HOSTS: localeHosts.optional(),
  SESSION_SECRET: z.string().min(SESSION_SECRET_MIN_LENGTH).optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).optional(),
  NODE_ENV: z.enum(NODE_ENVS).optional(),
  TAG_MANAGER_ID: z
    .string()
    .regex(/^GTM-[A-Z0-9]{4,12}$/)
    .optional(),
  SMTP_URL: smtpUrl.optional(),
  MAIL_FROM: mailFrom.optional(),
  MOLLIE_API_KEY: z
    .string()
    .regex(/^(test|live)_\w{20,}$/)
    .optional(),
  ADDRESS_LOOKUP: z.enum(ADDRESS_LOOKUP_KINDS).optional(),
  VAT_CHECK: z.enum(VAT_CHECK_KINDS).optional(),
  PDOK_LOCATIESERVER_URL: httpUrl.optional(),
  POSTNL_API_KEY: z
    .string()
    .regex(/^[A-Za-z0-9-]{8,}$/)
    .optional(),
  POSTNL_API_URL: httpUrl.optional(),
  SEARCH_ENGINE: z.enum(['postgres', 'meilisearch']).optional(),
  MEILISEARCH_URL: httpUrl.optional(),
  MEILISEARCH_API_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,}$/)
    .optional(),
  OUTSIDE_SERVICE_TIMEOUT_MS: z
    .string()
    .regex(/^\d{1,5}$/)
    .transform(Number)
    .refine((n) => n >= 100 && n <= 60_000)
    .optional(),
  MAP_TILE_URL: tileUrl.optional(),
  MAP_TILE_ATTRIBUTION: z.string().optional(),
  RATE_LIMITS: z
    .string()
    .transform((value, ctx) => {
      try {
        return parseLimits(value)
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message })
        return z.NEVER
      }
    })
    .optional(),
  TRUST_PROXY: z
    .string()
    .regex(/^[0-5]$/)
    .transform(Number)
    .optional(),
  PAGE_CACHE: z.enum(['on', 'off']).optional(),
  PAGE_CACHE_MB: z
    .string()
    .regex(/^\d{1,6}$/)
    .transform(Number)
    .refine((n) => n >= 1 && n <= 100_000)
    .optional(),
  PAGE_RENDER_DIR: z.string().refine(isAbsolute).optional(),
  MEDIA_STORAGE: z.enum(MEDIA_STORAGE_KINDS).optional(),
  MEDIA_ALLOWED_HOSTS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    )
    .refine((hosts) => hosts.every((host) => /^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$|^\[[0-9a-f:.]+\]$/.test(host)))
    .optional(),
  MEDIA_MAX_BYTES: wholeNumber(1000, 1_000_000_000).optional(),
  MEDIA_MAX_PIXELS: wholeNumber(10_000, 1_000_000_000).optional(),
  MEDIA_FETCH_TIMEOUT_MS: wholeNumber(100, 300_000).optional(),
  S3_ENDPOINT: httpUrl.optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{2,40}$/)
    .optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/)
    .optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['on', 'off']).optional(),
} satisfies Record<Variable, z.ZodType>)

function wholeNumber(min: number, max: number) {
  return z
    .string()
    .regex(/^\d{1,10}$/)
    .transform(Number)
    .refine((n) => n >= min && n <= max)
}

export interface LoadConfigOptions {
  /** NODE_ENV when unset: 'production', or 'development' for the development server. */
  defaultNodeEnv?: NodeEnv
}

export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  options: LoadConfigOptions = {},
): Config {
  // A variable set to an empty string (common in .env files and compose files) counts as unset.
  const input: Record<string, string> = {}
  for (const name of Object.keys(REQUIREMENTS)) {
    const value = env[name]?.trim()
    if (value) input[name] = value
  }
  const parsed = envSchema.safeParse(input)
  if (!parsed.success) {
    const problems = new Map<string, string>()
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0]) as Variable
      // parseHostMap's message quotes the pair that is wrong: worth showing.
      const pair =
        name === 'LOCALE_HOSTS' || name === 'RATE_LIMITS' ? /"[^"]*"/.exec(issue.message)?.[0] : undefined
      const detail = pair ? `, not ${pair}` : ''
      if (!problems.has(name)) problems.set(name, `${name} ${REQUIREMENTS[name]}${detail}`)
    }
    throw new ConfigError(`Invalid configuration: ${[...problems.values()].join('; ')}`)
  }
  const values = parsed.data
  if (values.SEARCH_ENGINE === 'meilisearch' && !values.MEILISEARCH_URL) {
    throw new ConfigError(`Invalid configuration: MEILISEARCH_URL ${REQUIREMENTS.MEILISEARCH_URL}`)
  }
  if (values.MEDIA_STORAGE === 's3') {
    const missing = (['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).find(
      (name) => !values[name],
    )
    if (missing) throw new ConfigError(`Invalid configuration: ${missing} ${REQUIREMENTS[missing]}`)
  }
  if (values.MAP_TILE_URL && !values.MAP_TILE_ATTRIBUTION) {
    throw new ConfigError(`Invalid configuration: MAP_TILE_ATTRIBUTION ${REQUIREMENTS.MAP_TILE_ATTRIBUTION}`)
  }
  const portNumber = values.PORT ?? 3000
  const dataDir = resolve(values.DATA_DIR ?? './data')
  // Under `npm run dev` pages change with the code, not with the catalogue.
  const pageCache = values.PAGE_CACHE
    ? values.PAGE_CACHE === 'on'
    : (values.NODE_ENV ?? options.defaultNodeEnv) !== 'development'
  return Object.freeze({
    port: portNumber,
    host: values.HOST ?? '0.0.0.0',
    databaseUrl: values.DATABASE_URL ?? null,
    databasePreparedStatements: values.DATABASE_PREPARED_STATEMENTS !== 'off',
    dataDir,
    publicUrl: values.PUBLIC_URL ?? `http://localhost:${portNumber}`,
    publicUrlConfigured: values.PUBLIC_URL !== undefined,
    localeHosts: Object.freeze(values.LOCALE_HOSTS ?? {}),
    // PGlite serves one process: its data folder keeps the secret. Processes sharing PostgreSQL share the
    // one kept in the database, so a load balancer may send a shopper to any of them.
    sessionSecret: values.SESSION_SECRET ?? (values.DATABASE_URL ? null : storedSessionSecret(dataDir)),
    logLevel: values.LOG_LEVEL ?? 'info',
    nodeEnv: values.NODE_ENV ?? options.defaultNodeEnv ?? 'production',
    tagManagerId: values.TAG_MANAGER_ID ?? null,
    smtpUrl: values.SMTP_URL ?? null,
    mailFrom: values.MAIL_FROM ?? null,
    mollieApiKey: values.MOLLIE_API_KEY ?? null,
    addressLookup: values.ADDRESS_LOOKUP ?? 'bundled',
    vatCheck: values.VAT_CHECK ?? 'format',
    pdokUrl: values.PDOK_LOCATIESERVER_URL ?? DEFAULT_PDOK_URL,
    postnlApiKey: values.POSTNL_API_KEY ?? null,
    postnlApiUrl: values.POSTNL_API_URL ?? DEFAULT_POSTNL_URL,
    outsideServiceTimeoutMs: values.OUTSIDE_SERVICE_TIMEOUT_MS ?? DEFAULT_OUTSIDE_SERVICE_TIMEOUT_MS,
    searchEngine: values.SEARCH_ENGINE ?? 'postgres',
    meilisearchUrl: values.MEILISEARCH_URL ?? null,
    meilisearchApiKey: values.MEILISEARCH_API_KEY ?? null,
    mapTiles: Object.freeze(
      values.MAP_TILE_URL
        ? { url: values.MAP_TILE_URL, attribution: values.MAP_TILE_ATTRIBUTION! }
        : DEFAULT_MAP_TILES,
    ),
    rateLimits: Object.freeze(values.RATE_LIMITS ?? DEFAULT_LIMITS),
    trustProxy: values.TRUST_PROXY ?? 0,
    pageCache,
    pageCacheMegabytes: values.PAGE_CACHE_MB ?? 200,
    // One directory per shop (per database) on the machine: PGlite is one process's database anyway.
    pageRenderDir:
      pageCache && values.DATABASE_URL
        ? resolve(values.PAGE_RENDER_DIR ?? defaultPageRenderDir(values.DATABASE_URL))
        : null,
    media: Object.freeze({
      storage: values.MEDIA_STORAGE ?? 'folder',
      s3:
        values.MEDIA_STORAGE === 's3'
          ? Object.freeze({
              endpoint: values.S3_ENDPOINT ?? null,
              region: values.S3_REGION ?? 'us-east-1',
              bucket: values.S3_BUCKET!,
              accessKeyId: values.S3_ACCESS_KEY_ID!,
              secretAccessKey: values.S3_SECRET_ACCESS_KEY!,
              forcePathStyle: values.S3_FORCE_PATH_STYLE === 'on',
            })
          : null,
      allowedHosts: Object.freeze(values.MEDIA_ALLOWED_HOSTS ?? []),
      maxBytes: values.MEDIA_MAX_BYTES ?? DEFAULT_MEDIA_MAX_BYTES,
      maxPixels: values.MEDIA_MAX_PIXELS ?? DEFAULT_MEDIA_MAX_PIXELS,
      fetchTimeoutMs: values.MEDIA_FETCH_TIMEOUT_MS ?? DEFAULT_MEDIA_FETCH_TIMEOUT_MS,
    }),
  })
}

/** Where the processes on one database share their renders unless PAGE_RENDER_DIR says otherwise. */
export function defaultPageRenderDir(databaseUrl: string): string {
  const shop = createHash('sha256').update(databaseUrl).digest('hex').slice(0, 12)
  return join(tmpdir(), `shop-page-renders-${shop}`)
}

/**
 * Libraries (React above all) pick their production or development build by process.env.NODE_ENV
 * when first imported; make it say what the configuration says before they are loaded.
 */
export function publishNodeEnv(config: Pick<Config, 'nodeEnv'>): void {
  process.env.NODE_ENV = config.nodeEnv
}

/**
 * Without SESSION_SECRET a secret is generated once and kept in the data folder, so sessions survive a
 * restart. Servers that share sessions (several instances) must set SESSION_SECRET to the same value.
 */
function storedSessionSecret(dataDir: string): string {
  const file = join(dataDir, SESSION_SECRET_FILE)
  try {
    mkdirSync(dataDir, { recursive: true })
    // 'wx' fails when the file exists, so two processes starting at once keep the first one's secret.
    writeFileSync(file, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
      throw new ConfigError(
        `Invalid configuration: DATA_DIR must be a writable folder (cannot write ${file}: ${(error as Error).message})`,
      )
    }
  }
  const secret = readFileSync(file, 'utf8').trim()
  if (secret.length < SESSION_SECRET_MIN_LENGTH) {
    throw new ConfigError(
      `Invalid configuration: SESSION_SECRET is unset and ${file} holds fewer than ${SESSION_SECRET_MIN_LENGTH} characters; delete the file or set SESSION_SECRET`,
    )
  }
  return secret
}

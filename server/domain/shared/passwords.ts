import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'

/**
 * Password hashing with node:crypto scrypt (architecture "passwords"; no install-time downloads). The
 * parameters are OWASP's scrypt minimum for 2024 (N = 2^15, r = 8, p = 3: 32 MiB and about 0.1 s per hash
 * on one core here) and are written into every hash, `scrypt$N$r$p$salt$key`, so they can be raised later
 * without making old hashes unreadable (`needsRehash` tells when to re-hash at the next login).
 */
export const SCRYPT_PARAMETERS = { N: 2 ** 15, r: 8, p: 3 } as const
const KEY_LENGTH = 64
const SALT_BYTES = 16

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  // 128 · N · r bytes are needed; Node's default ceiling (32 MiB) is exactly that, so allow twice as much.
  const maxmem = 256 * (options.N ?? 0) * (options.r ?? 0)
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  )
}

export async function hashPassword(
  password: string,
  parameters: { N: number; r: number; p: number } = SCRYPT_PARAMETERS,
): Promise<string> {
  const salt = randomBytes(SALT_BYTES)
  const key = await derive(password, salt, parameters)
  const { N, r, p } = parameters
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$')
}

interface ParsedHash {
  N: number
  r: number
  p: number
  salt: Buffer
  key: Buffer
}

function parseHash(stored: string): ParsedHash | null {
  const [scheme, n, r, p, salt, key] = stored.split('$')
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return null
  const numbers = [n, r, p].map(Number)
  if (!numbers.every((value) => Number.isSafeInteger(value) && value > 0)) return null
  return {
    N: numbers[0]!,
    r: numbers[1]!,
    p: numbers[2]!,
    salt: Buffer.from(salt, 'base64url'),
    key: Buffer.from(key, 'base64url'),
  }
}

/** Whether the password matches the stored hash; a malformed hash matches nothing. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored)
  if (!parsed) return false
  const key = await derive(password, parsed.salt, parsed)
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key)
}

/** Whether a hash was made with weaker parameters than today's. */
export function needsRehash(stored: string): boolean {
  const parsed = parseHash(stored)
  if (!parsed) return true
  return parsed.N < SCRYPT_PARAMETERS.N || parsed.r < SCRYPT_PARAMETERS.r || parsed.p < SCRYPT_PARAMETERS.p
}

/**
 * A hash of a random password, verified against when an e-mail address is unknown, so a login for an
 * unknown address costs the same time as one with a wrong password and reveals nothing.
 */
let decoy: Promise<string> | undefined
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(16).toString('base64url'))
  return decoy
}

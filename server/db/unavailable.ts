/**
 * Whether an error means the database cannot be reached or answer now (connection refused, cut or timed
 * out, the server shutting down, too many connections, a statement timeout): the request may succeed
 * later, so it is answered 503 with Retry-After rather than 500 (issue 15). Drizzle wraps driver errors,
 * so the whole cause chain is looked at.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    const { code } = current as { code?: unknown }
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.test(code))) return true
    if (
      UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(current instanceof Error ? current.message : ''))
    ) {
      return true
    }
    current = (current as { cause?: unknown }).cause
  }
  return false
}

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
])
/** 08: connection exception; 57P01–57P03: shutting down; 53300: too many connections; 57014: statement timeout. */
const UNAVAILABLE_SQLSTATES = /^(08\w{3}|57P0[123]|53300|57014)$/
/** What node-postgres says without a code. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /^Query read timeout$/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Cannot use a pool after calling end on the pool$/,
]

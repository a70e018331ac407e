import autocannon from 'autocannon'
import pg from 'pg'

/** Shared by the benchmarks that put API calls under load (cart, checkout). */

export interface Outcome {
  name: string
  request: string
  requests: number
  rps: number
  p50: number
  p95: number
  p99: number
  max: number
  errors: number
  non2xx: number
}

export interface BenchRequest {
  method: 'GET' | 'POST' | 'PUT'
  path: string
  /** Without one, the request carries no cookie (a new visitor). */
  cookie?: string
  body?: string
  /** Instead of API_HEADERS (a page load sends `accept: text/html`). */
  headers?: Record<string, string>
}

export const API_HEADERS = { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' }

/**
 * autocannon against `origin` with `connections` connections, each request built by `next` from a counter;
 * `limit` is a duration in seconds or a number of requests. Every response time goes to `onResponse`.
 */
export function runLoad(options: {
  origin: string
  connections: number
  next: () => BenchRequest
  limit: { duration: number } | { amount: number }
  onResponse: (ms: number) => void
  /** Each response's status and headers (names in lower case), e.g. to count page-cache hits. */
  onHeaders?: (status: number, headers: Record<string, string>) => void
}): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.origin,
        connections: options.connections,
        ...options.limit,
        requests: [
          {
            setupRequest: (request) => {
              const built = options.next()
              return {
                ...request,
                method: built.method,
                path: built.path,
                headers: {
                  ...(built.headers ?? API_HEADERS),
                  ...(built.cookie ? { cookie: built.cookie } : {}),
                },
                body: built.body,
              }
            },
            ...(options.onHeaders ? { onResponse: headersListener(options.onHeaders) } : {}),
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    )
    instance.on('response', (_client, _status, _bytes, responseTime) => options.onResponse(responseTime))
  })
}

/** autocannon's per-request `onResponse` (status, body, context, headers) as a headers listener. */
function headersListener(
  listener: (status: number, headers: Record<string, string>) => void,
): (
  status: number,
  body: string,
  context: object,
  headers: Record<string, string | string[] | undefined> | undefined,
) => void {
  return (status, _body, _context, headers) => {
    const lower: Record<string, string> = {}
    for (const [name, value] of Object.entries(headers ?? {}))
      if (value !== undefined) lower[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value
    listener(status, lower)
  }
}

/** Percentiles from every response time; `seconds` is what the requests took together. */
export function summarise(
  name: string,
  request: string,
  unsorted: readonly number[],
  seconds: number,
  failures: { errors: number; non2xx: number },
): Outcome {
  const latencies = [...unsorted].sort((a, b) => a - b)
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.ceil(q * latencies.length) - 1)] ?? 0
  return {
    name,
    request,
    requests: latencies.length,
    rps: latencies.length / seconds,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    max: latencies.at(-1) ?? 0,
    ...failures,
  }
}

/** The results table of a report. */
export function outcomeTable(outcomes: readonly Outcome[]): string[] {
  const ms = (n: number) => n.toFixed(1)
  return [
    '| scenario | request | requests/s | p50 ms | p95 ms | p99 ms | max ms | errors | non-2xx |',
    '|---|---|---|---|---|---|---|---|---|',
    ...outcomes.map(
      (o) =>
        `| ${o.name} | ${o.request} | ${o.rps.toFixed(0)} | ${ms(o.p50)} | ${ms(o.p95)} | ${ms(o.p99)} | ${ms(o.max)} | ${o.errors} | ${o.non2xx} |`,
    ),
  ]
}

export async function withClient<T>(
  databaseUrl: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

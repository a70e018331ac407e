/**
 * Calls to outside services (PDOK, PostNL, …) with a time limit: a slow or failing service becomes an
 * `OutsideServiceError` naming the service, never a hanging request.
 */

export class OutsideServiceError extends Error {
  override name = 'OutsideServiceError'
  constructor(
    readonly service: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(`${service}: ${message}`, options)
  }
}

export interface JsonRequest {
  service: string
  url: URL
  headers?: Record<string, string>
  timeoutMs: number
}

/** GET a JSON document; rejects with OutsideServiceError on a timeout, a network failure, a non-2xx or bad JSON. */
export async function getJson({ service, url, headers = {}, timeoutMs }: JsonRequest): Promise<unknown> {
  let response: Response
  try {
    response = await fetch(url, {
      headers: { Accept: 'application/json', ...headers },
      signal: AbortSignal.timeout(timeoutMs),
    })
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError'
    throw new OutsideServiceError(service, timedOut ? `no answer within ${timeoutMs} ms` : 'request failed', {
      cause: error,
    })
  }
  if (!response.ok) {
    // The body may explain (PostNL sends a fault); keep a little of it for the log.
    const body = (await response.text().catch(() => '')).slice(0, 300)
    throw new OutsideServiceError(service, `HTTP ${response.status} ${body}`.trim())
  }
  try {
    return (await response.json()) as unknown
  } catch (error) {
    throw new OutsideServiceError(service, 'answered no JSON', { cause: error })
  }
}

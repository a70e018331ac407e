import { REQUESTED_WITH_HEADER, REQUESTED_WITH_VALUE, type ValidationErrorBody } from '#core/api'
import { LOCALE_HEADER, type Locale } from '#core/locales'

/** A `/front-api` answer that was not 2xx: the server's first message, and field errors on a 422. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string[]> = {},
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  body?: unknown
  locale: Locale
  signal?: AbortSignal
}

/** Every call to the shop's own API goes through here, with the header the server insists on (spec §7). */
export async function frontApi<T>(
  path: string,
  { method = 'GET', body, locale, signal }: ApiOptions,
): Promise<T> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    [REQUESTED_WITH_HEADER]: REQUESTED_WITH_VALUE,
    [LOCALE_HEADER]: locale,
  }
  // Form data (a review's photos) goes as multipart; the browser sets its type with the boundary.
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json'
  const response = await fetch(`/front-api/${path.replace(/^\//, '')}`, {
    method,
    headers,
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    credentials: 'same-origin',
    signal,
  })
  const payload = (await response.json().catch(() => null)) as (T & Partial<ValidationErrorBody>) | null
  if (!response.ok) {
    throw new ApiError(response.status, payload?.message ?? response.statusText, payload?.errors ?? {})
  }
  return payload as T
}

/** Response shapes shared by every `/front-api` call (architecture "Contracts"). */

/** HTTP 422: the first error as `message`, all errors by field (snake_case field names, dotted for nesting). */
export interface ValidationErrorBody {
  message: string
  errors: Record<string, string[]>
}

/** 401, 403, 404, 409, 500. */
export interface MessageBody {
  message: string
}

/** Every `/front-api` request must carry this header with value `XMLHttpRequest`, or it gets a 403. */
export const REQUESTED_WITH_HEADER = 'X-Requested-With'
export const REQUESTED_WITH_VALUE = 'XMLHttpRequest'

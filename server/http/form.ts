import type { Context } from 'hono'

/**
 * The string fields of a form-encoded (or multipart) body. A field sent twice or a file is left out, and
 * a body that is no form (JSON, garbage, a broken multipart) counts as empty, so validation answers it
 * instead of the error handler.
 */
export async function readFormFields(c: Context): Promise<Record<string, string>> {
  try {
    const body = await c.req.parseBody({ all: true })
    return Object.fromEntries(
      Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    )
  } catch {
    return {}
  }
}

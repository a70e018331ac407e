import type { z } from 'zod'
import type { ValidationErrorBody } from '#core/api'
import type { Locale } from '#core/locales'
import { nulCharacterIssues } from '#core/schemas/text'
import { hasMessage, translate } from './i18n/translate'

/** Field key of an error that belongs to the whole payload rather than to one field. */
export const FORM_ERROR_KEY = '_form'

/**
 * Invalid input, answered as HTTP 422 `{ message, errors }` (architecture "Contracts"). `errors` holds
 * translated messages by field (dotted path for nested fields); `message` is the first of them.
 */
export class ValidationError extends Error {
  override name = 'ValidationError'
  readonly errors: Record<string, string[]>

  constructor(errors: Record<string, string[]>) {
    super(Object.values(errors).flat()[0] ?? '')
    this.errors = errors
  }

  /** The response body; `locale` only matters for the generic message when no field message exists. */
  toBody(locale: Locale): ValidationErrorBody {
    return { message: this.message || translate(locale, 'error.validation'), errors: this.errors }
  }
}

/**
 * Zod's own issues as catalogue keys, so that no Zod text (English, or Zod's half-translated locales) reaches
 * a shopper (architecture "Contracts"). A schema's own message (a catalogue key) always wins over these.
 */
export const catalogueErrorMap: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'validation.required' : 'validation.invalid'
    case 'too_small':
      if (issue.origin === 'string')
        return issue.minimum === 1 ? 'validation.required' : 'validation.tooShort'
      if (issue.origin === 'array' || issue.origin === 'set') return 'validation.tooFew'
      return 'validation.tooSmall'
    case 'too_big':
      if (issue.origin === 'string') return 'validation.tooLong'
      if (issue.origin === 'array' || issue.origin === 'set') return 'validation.tooMany'
      return 'validation.tooLarge'
    case 'invalid_format':
      return issue.format === 'email' ? 'validation.email' : 'validation.invalid'
    case 'unrecognized_keys':
      return 'validation.unknownFields'
    default:
      return 'validation.invalid'
  }
}

/**
 * Runs a schema (usually one from core/, shared with the form) and returns its output, or throws a
 * ValidationError in the locale. A schema names a catalogue key as its message
 * (`z.string().min(1, 'validation.required')`); Zod's own issues get one through `catalogueErrorMap`. The
 * message is translated with the issue's details (`{minimum}`, `{maximum}`, `{keys}`, …) as values.
 * Every text of the input is also checked for U+0000 here, once for all schemas (`nulCharacterIssues`).
 */
export function validate<S extends z.ZodType>(schema: S, data: unknown, locale: Locale): z.output<S> {
  const result = schema.safeParse(data, { error: catalogueErrorMap })
  const nul = nulCharacterIssues(data)
  if (result.success && nul.length === 0) return result.data
  // A field with U+0000 says only that (whatever else its schema found); the other fields say theirs.
  const taken = new Set(nul.map((issue) => fieldOf(issue)))
  const others = result.success ? [] : result.error.issues.filter((issue) => !taken.has(fieldOf(issue)))
  throw new ValidationError(fieldErrors([...nul, ...others], locale))
}

const fieldOf = (issue: z.core.$ZodIssue) =>
  issue.path.length > 0 ? issue.path.map(String).join('.') : FORM_ERROR_KEY

/** Issues as translated messages by field; one message at most once per field, whatever raised it. */
export function fieldErrors(issues: readonly z.core.$ZodIssue[], locale: Locale): Record<string, string[]> {
  // Field names come from the client (an unknown key is named as a field): without a prototype, a field
  // called `constructor` or `__proto__` is a field like any other (issue 32).
  const errors: Record<string, string[]> = Object.create(null)
  for (const issue of issues) {
    const field = fieldOf(issue)
    const key = hasMessage(issue.message) ? issue.message : 'validation.invalid'
    const message = translate(locale, key, issueValues(issue))
    const list = (errors[field] ??= [])
    if (!list.includes(message)) list.push(message)
  }
  return errors
}

/** The issue's simple details (minimum, maximum, format, unknown keys, …) as message values. */
function issueValues(issue: z.core.$ZodIssue): Record<string, string | number> {
  const values: Record<string, string | number> = {}
  for (const [name, value] of Object.entries(issue)) {
    if (typeof value === 'string' || typeof value === 'number') values[name] = value
    else if (typeof value === 'bigint') values[name] = value.toString()
    else if (name === 'keys' && Array.isArray(value)) values[name] = value.map(String).join(', ')
  }
  return values
}

import { z } from 'zod'
import type { ValidationErrorBody } from '#core/api'
import type { Locale } from '#core/locales'
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

const ZOD_LOCALES: Record<Locale, { localeError: z.core.$ZodErrorMap }> = {
  nl: z.locales.nl(),
  en: z.locales.en(),
  de: z.locales.de(),
}

/**
 * Runs a schema (usually one from core/, shared with the form) and returns its output, or throws a
 * ValidationError in the locale. Zod's own messages come in the locale's language; a schema can also
 * name a catalogue key as its message (`z.string().min(1, 'validation.required')`), which is then
 * translated with the issue's details (`{minimum}`, `{maximum}`, …) as values.
 */
export function validate<S extends z.ZodType>(schema: S, data: unknown, locale: Locale): z.output<S> {
  const result = schema.safeParse(data, { error: ZOD_LOCALES[locale].localeError })
  if (result.success) return result.data
  throw new ValidationError(fieldErrors(result.error.issues, locale))
}

export function fieldErrors(issues: readonly z.core.$ZodIssue[], locale: Locale): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  for (const issue of issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : FORM_ERROR_KEY
    const message = hasMessage(issue.message)
      ? translate(locale, issue.message, issueValues(issue))
      : issue.message
    ;(errors[field] ??= []).push(message)
  }
  return errors
}

/** The issue's simple details (minimum, maximum, format, …) as message values. */
function issueValues(issue: z.core.$ZodIssue): Record<string, string | number> {
  const values: Record<string, string | number> = {}
  for (const [name, value] of Object.entries(issue)) {
    if (typeof value === 'string' || typeof value === 'number') values[name] = value
    else if (typeof value === 'bigint') values[name] = value.toString()
  }
  return values
}

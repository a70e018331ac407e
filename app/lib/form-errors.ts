import type { z } from 'zod'
import type { MessageKey } from '#app/i18n/catalog'
import type { I18n } from '#app/i18n/i18n'
import { ApiError } from './front-api'

/**
 * How every form turns a failure into what it shows (spec §5, §8): field errors by field name under the
 * inputs, and one message for the banner — the generic notification, or the first error message when the
 * errors name no field of the form.
 */
export interface FormErrors {
  fields: Record<string, string[]>
  banner: string | null
}

/** A failed save: a 422's field errors (limited to `fieldNames` when given), else its or a generic message. */
export function formErrorsOf(error: unknown, t: I18n['t'], fieldNames?: readonly string[]): FormErrors {
  if (error instanceof ApiError && error.status === 422) {
    // Null prototype: the field names are the server's, named after what the client sent.
    const fields: Record<string, string[]> = Object.create(null)
    for (const [field, messages] of Object.entries(error.errors)) {
      if (!fieldNames || fieldNames.includes(field)) fields[field] = messages
    }
    const shown = Object.keys(fields).length > 0
    return { fields, banner: shown ? null : error.message || t('error.validation') }
  }
  if (error instanceof ApiError && error.status < 500 && error.message)
    return { fields: {}, banner: error.message }
  return { fields: {}, banner: t('error.server') }
}

/**
 * A shared schema's issues as the form's field errors, in the shopper's language: our schemas name catalogue
 * keys as messages (`validation.required`), filled with the issue's details (`{maximum}`).
 */
export function schemaFieldErrors(
  issues: readonly z.core.$ZodIssue[],
  t: I18n['t'],
): Record<string, string[]> {
  const errors: Record<string, string[]> = Object.create(null)
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || '_form'
    const key = (issue.message.startsWith('validation.') ? issue.message : 'validation.invalid') as MessageKey
    const values: Record<string, string | number> = {}
    for (const [name, value] of Object.entries(issue)) {
      if (typeof value === 'string' || typeof value === 'number') values[name] = value
    }
    const list = (errors[field] ??= [])
    const message = t(key, values)
    if (!list.includes(message)) list.push(message)
  }
  return errors
}

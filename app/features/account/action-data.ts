import { data } from 'react-router'
import type { CheckoutOutcome, LocaleSite } from '#core/context'

/**
 * What the account pages' actions answer on a refusal: the API's field errors and message, with its status,
 * for the form to show under its inputs (spec §5, §8).
 */
export interface ActionFailure {
  ok: false
  intent: string
  message: string
  errors: Record<string, string[]>
}

export function failure(intent: string, outcome: Extract<CheckoutOutcome<unknown>, { ok: false }>) {
  const body = outcome.body as { message?: string; errors?: Record<string, string[]> }
  const value: ActionFailure = {
    ok: false,
    intent,
    message: body.message ?? '',
    errors: body.errors ?? {},
  }
  return data(value, { status: outcome.status })
}

export function siteOf(context: { locale: LocaleSite['locale']; prefix: string }): LocaleSite {
  return { locale: context.locale, prefix: context.prefix }
}

/** The posted text fields by name (files and unknown names left out). */
export function formFields(form: FormData, names: readonly string[]): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const name of names) {
    const value = form.get(name)
    if (typeof value === 'string') fields[name] = value
  }
  return fields
}

/** A `redirect` parameter the shop may follow: a path on this site, never another origin. */
export function safeRedirect(value: unknown, fallback: string): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) {
    return fallback
  }
  return value
}

/** Field errors of an action's answer for this form (another form's answer shows nothing here). */
export function errorsFor(
  answer: unknown,
  intent: string,
): { errors: Record<string, string[]>; message: string | null } {
  const failed = answer as ActionFailure | undefined
  if (!failed || failed.ok !== false || failed.intent !== intent) return { errors: {}, message: null }
  const shown = Object.keys(failed.errors).length > 0
  return { errors: failed.errors, message: shown ? null : failed.message }
}

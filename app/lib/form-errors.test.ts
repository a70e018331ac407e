import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { formErrorsOf, schemaFieldErrors } from './form-errors'
import { ApiError } from './front-api'

/** Issue 32 point 4: field names are the client's; a name of Object.prototype is a field like any other. */
const t = ((key: string) => key) as Parameters<typeof schemaFieldErrors>[1]

describe('field errors keyed by field names from the client', () => {
  it('collects a schema issue on `constructor` or `__proto__` as an ordinary field', () => {
    const issues = ['constructor', 'toString', '__proto__'].map(
      (name) =>
        ({ code: 'custom', path: [name], message: 'validation.invalid', input: '' }) as z.core.$ZodIssue,
    )
    const errors = schemaFieldErrors(issues, t)
    expect(Object.keys(errors)).toEqual(['constructor', 'toString', '__proto__'])
    expect(errors.constructor).toEqual(['validation.invalid'])
    expect(Object.getPrototypeOf(errors)).toBeNull()
  })

  it('keeps a 422’s `__proto__` field as a field, not as the prototype', () => {
    const errors = JSON.parse('{"__proto__":["Onbekend veld."],"constructor":["Onbekend veld."]}') as Record<
      string,
      string[]
    >
    const shown = formErrorsOf(new ApiError(422, 'Onbekend veld.', errors), t)
    expect(Object.keys(shown.fields)).toEqual(['__proto__', 'constructor'])
    expect(shown.banner).toBeNull()
  })
})

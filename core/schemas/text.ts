import type { z } from 'zod'

/** The catalogue key of the issue a text with U+0000 gets. */
export const NUL_CHARACTER_MESSAGE = 'validation.nulCharacter'

/**
 * Issues for every text in a request that holds U+0000 (issue 32): PostgreSQL's text cannot store that
 * character and refused the whole statement, a 500 for what a client sent. Checked on the raw input once,
 * by whoever runs the request schemas (`validate` in server/validation.ts, the catalogue feed), so every
 * text field of every schema refuses it on its own path and no schema has to remember it. Keys count as
 * texts too (a record's keys are stored). Walks plain objects and arrays without recursion, so a deeply
 * nested body cannot overflow the stack; other values (files, numbers) are left to the schema.
 */
export function nulCharacterIssues(input: unknown): z.core.$ZodIssue[] {
  const issues: z.core.$ZodIssue[] = []
  const stack: Array<{ value: unknown; path: PropertyKey[] }> = [{ value: input, path: [] }]
  while (stack.length > 0) {
    const { value, path } = stack.pop()!
    if (typeof value === 'string') {
      if (value.includes('\0')) issues.push(nulIssue(path, value))
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => stack.push({ value: item, path: [...path, index] }))
    } else if (isPlainObject(value)) {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes('\0')) issues.push(nulIssue(path, key))
        else stack.push({ value: item, path: [...path, key] })
      }
    }
  }
  // The stack visits the last field first; the caller's first message is the first field's.
  return issues.reverse()
}

function nulIssue(path: PropertyKey[], input: string): z.core.$ZodIssue {
  return { code: 'custom', path, message: NUL_CHARACTER_MESSAGE, input }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false
  const prototype = Object.getPrototypeOf(value) as unknown
  return prototype === Object.prototype || prototype === null
}

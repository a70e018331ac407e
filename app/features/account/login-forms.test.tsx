// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { ShopLoadContext } from '#core/context'
import { renderInShop } from '#app/features/catalogue/test-render'
import type { ActionFailure } from './action-data'
import { loginAction } from './login-action'
import { LoginForm } from './login-forms'

afterEach(cleanup)

const UNKNOWN = 'We do not know this combination of e-mail address and password.'

/** The login action against an account whose login answers `body` with `status`. */
async function refusedLogin(fields: Record<string, string>, body: unknown, status = 422) {
  const context = {
    locale: 'en',
    prefix: '/en',
    account: { login: async () => ({ ok: false, status, body }) },
  } as unknown as ShopLoadContext
  const form = new FormData()
  form.set('intent', 'login')
  for (const [name, value] of Object.entries(fields)) form.set(name, value)
  const answer = await loginAction(
    new Request('http://shop.test/en/login', { method: 'POST', body: form }),
    context,
    '/en/my-account',
  )
  return (answer as unknown as { data: ActionFailure }).data
}

describe('the login action (issue 33 point 8)', () => {
  it('makes a refused combination of well-formed fields the form’s message, not the e-mail field’s', async () => {
    const answer = await refusedLogin(
      { email: 'anna@example.nl', password: 'wrong password!' },
      { message: UNKNOWN, errors: { email: [UNKNOWN] } },
    )
    expect(answer).toEqual({ ok: false, intent: 'login', message: UNKNOWN, errors: {} })
  })

  it('keeps the field errors of a form that is not well formed', async () => {
    const errors = { email: ['Enter a valid e-mail address.'] }
    const answer = await refusedLogin({ email: 'anna@', password: 'x' }, { message: 'x', errors })
    expect(answer.errors).toEqual(errors)
  })
})

describe('LoginForm refused', () => {
  it('shows one alert for the form, describes the form by it and puts focus on it', async () => {
    const answer: ActionFailure = { ok: false, intent: 'login', message: UNKNOWN, errors: {} }
    await renderInShop(<LoginForm answer={answer} />, { path: '/en/login' })
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toBe(UNKNOWN)
    expect(document.activeElement).toBe(alert)
    expect(screen.getByTestId('login-form').getAttribute('aria-describedby')).toBe('login-message')
    expect(document.getElementById('login-message')!.textContent).toBe(UNKNOWN)
    expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0)
  })

  it('puts focus on the first field in error, described by its message', async () => {
    const required = 'This field is required.'
    const answer: ActionFailure = {
      ok: false,
      intent: 'login',
      message: required,
      errors: { password: [required] },
    }
    await renderInShop(<LoginForm answer={answer} />, { path: '/en/login' })
    const password = document.getElementById('login-password')!
    expect(password.getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(password)
    expect(password.getAttribute('aria-describedby')).toBe('login-password-errors')
    expect(screen.getByTestId('login-form').getAttribute('aria-describedby')).toBeNull()
  })

  it('leaves focus alone before any post, and for another form’s answer', async () => {
    await renderInShop(
      <LoginForm answer={{ ok: false, intent: 'register', message: 'x', errors: { email: ['x'] } }} />,
      { path: '/en/login' },
    )
    expect(document.activeElement).toBe(document.body)
  })
})

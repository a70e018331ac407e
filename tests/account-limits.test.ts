import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { translate } from '#server/i18n/translate'
import { createTestApp, type TestApp } from './app'
import { cartClient } from './cart-fixtures'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: 'login-ip=3/600,login-account=2/600' } })
})
afterAll(() => t.close())

describe('the account calls that try a password or mail a link count against the login limits', () => {
  it('refuses a third reset mail for one address with 429, whatever the session', async () => {
    const ask = () =>
      cartClient(t.app).call<{ message: string }>('POST', 'password-request', { email: 'x@example.nl' }, 'en')
    expect((await ask()).status).toBe(200)
    expect((await ask()).status).toBe(200)
    const third = await ask()
    expect(third.status).toBe(429)
    expect(third.body.message).toBe(translate('en', 'error.tooManyRequests'))
  })

  it('counts reset tokens and current-password guesses per client address; name changes are free', async () => {
    const shopper = cartClient(t.app)
    // The address already used 3 attempts in the test above (one client address in tests).
    const reset = await shopper.call('POST', 'password-reset', {
      token: 'x',
      password: 'een lang wachtwoord',
    })
    expect(reset.status).toBe(429)
    const guess = await shopper.call('PATCH', 'customer', {
      first_name: 'A',
      last_name: 'B',
      email: 'y@example.nl',
      password: 'geraden',
    })
    expect(guess.status).toBe(429)
    const names = await shopper.call('PATCH', 'customer', {
      first_name: 'A',
      last_name: 'B',
      email: 'y@example.nl',
    })
    expect(names.status).toBe(401)
  })
})

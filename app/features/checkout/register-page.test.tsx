// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { FulfilmentCheckout } from '#core/schemas/checkout'
import { emptyCustomer } from '#core/schemas/customer'
import { makeCheckout } from '#app/features/cart/test-fixtures'
import { renderInShop } from '#app/features/catalogue/test-render'
import { RegisterPage, type RegisterActionData } from './register-page'

afterEach(cleanup)

const checkout = makeCheckout({ progress_bar: 1 }) as FulfilmentCheckout
const render = (refused?: RegisterActionData) =>
  renderInShop(<RegisterPage data={{ checkout, customer: emptyCustomer() }} refused={refused} />, {
    path: '/en/checkout/my-information',
  })

describe('checkout step 1 sent incomplete (issue 33 point 4)', () => {
  it('puts focus on the first field in error, which keeps its message as its description', async () => {
    const required = 'This field is required.'
    await render({
      errors: { first_name: [required], 'address_invoice.city': [required], phone_number: [required] },
      message: null,
      values: { email: 'anna@example.nl', address_invoice_same: 'true' },
      at: 1,
    })
    const first = screen.getByRole('textbox', { name: /^First name/, description: required })
    expect(first.getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(first)
    // The summary on top is an alert: announced as it appears.
    expect(screen.getByTestId('form-banner').getAttribute('role')).toBe('alert')
    expect(screen.getByRole('textbox', { name: /^Phone/, description: required })).toBeTruthy()
  })

  it('goes to the e-mail field first when it is the first in error', async () => {
    const invalid = 'Enter a valid e-mail address.'
    await render({
      errors: { email: [invalid], last_name: ['This field is required.'] },
      message: null,
      values: { email: 'anna@', address_invoice_same: 'true' },
      at: 2,
    })
    expect(document.activeElement).toBe(
      screen.getByRole('textbox', { name: /^E-mail/, description: invalid }),
    )
  })

  it('leaves focus alone when nothing was refused', async () => {
    await render()
    expect(document.activeElement).toBe(document.body)
    expect(document.querySelector('[aria-invalid="true"]')).toBeNull()
  })
})

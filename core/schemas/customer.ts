import type { Address } from './address'

/**
 * The shopper as the checkout and the account pages see them (spec §3 "Customer"). A guest is the empty
 * customer: id null, not logged in, no addresses. `form` is the editable copy for the account edit panel.
 */
export interface Customer {
  id: string | null
  is_logged_in: boolean
  /** An approved dealer (spec §6: sees dealer prices); false for a guest or a pending registration. */
  is_dealer: boolean
  first_name: string
  last_name: string
  email: string
  addresses: Address[]
  form: CustomerForm
}

export interface CustomerForm {
  first_name: string
  last_name: string
  email: string
  /** The current password, asked before a change of e-mail or password; never filled by the server. */
  password: string
  new_password: string
}

export function emptyCustomer(): Customer {
  return {
    id: null,
    is_logged_in: false,
    is_dealer: false,
    first_name: '',
    last_name: '',
    email: '',
    addresses: [],
    form: { first_name: '', last_name: '', email: '', password: '', new_password: '' },
  }
}

import { data, redirect } from 'react-router'
import type { ShopLoadContext } from '#core/context'
import type { ConfirmationElsewhereResponse, ConfirmationResponse } from '#core/schemas/order'
import { refusalOf, siteOf } from './outcome'

export interface CreateAccountActionData {
  created: boolean
  errors: Record<string, string[]>
  message: string | null
}

/**
 * Step 3 of a checkout this session placed: the order once the payment is paid or awaited. A failed or
 * cancelled payment sends the shopper back to step 2 (which says so). A placed order opened without its
 * session (another browser or host name) gets a page saying the order is safe and how to see it, nothing of
 * the order itself (issue 32 point 6); a checkout without an order is a 404.
 */
export async function loadConfirmation(
  context: ShopLoadContext,
  checkoutId: string,
): Promise<ConfirmationResponse | ConfirmationElsewhereResponse> {
  const outcome = await context.checkout.confirmation(siteOf(context), checkoutId)
  if (outcome.ok) return outcome.data
  if ('elsewhere' in outcome.body) return outcome.body
  const refusal = refusalOf(outcome)
  if (refusal.redirectTo) throw redirect(refusal.redirectTo)
  throw data(null, { status: outcome.status === 404 ? 404 : outcome.status })
}

/** The confirmation's account offer (`POST …/confirmation/create-account`): the password, then logged in. */
export async function createAccount(
  request: Request,
  context: ShopLoadContext,
  checkoutId: string,
): Promise<CreateAccountActionData> {
  const form = await request.formData()
  const password = form.get('password')
  const outcome = await context.checkout.createAccount(siteOf(context), checkoutId, {
    password: typeof password === 'string' ? password : '',
  })
  if (outcome.ok) return { created: true, errors: {}, message: null }
  const refusal = refusalOf(outcome)
  return { created: false, errors: refusal.errors, message: refusal.message }
}

import { redirect } from 'react-router'
import type { ShopLoadContext } from '#core/context'
import { localePath } from '#core/routes/locale'
import type { RegisterResponse } from '#core/schemas/checkout'
import { refusalOf, siteOf } from './outcome'
import type { RegisterActionData } from './register-page'
import { postedValues, readRegisterForm } from './register-form-data'

/** Step 1's read: the shopper who may not be here yet goes to the first step not done (or the cart). */
export async function loadRegister(context: ShopLoadContext): Promise<RegisterResponse> {
  const site = siteOf(context)
  const elsewhere = await context.checkout.gate(site, 'register')
  if (elsewhere) throw redirect(elsewhere)
  return context.checkout.register(site)
}

/** Step 1's form post: saved → step 2; refused → the page again with the errors and the posted values. */
export async function saveRegister(
  request: Request,
  context: ShopLoadContext,
): Promise<RegisterActionData | Response> {
  const form = await request.formData()
  const outcome = await context.checkout.saveRegister(siteOf(context), readRegisterForm(form))
  if (outcome.ok) return redirect(localePath(context.prefix, context.locale, 'checkoutFulfilment'))
  const refusal = refusalOf(outcome)
  if (refusal.redirectTo) return redirect(refusal.redirectTo)
  return { errors: refusal.errors, message: refusal.message, values: postedValues(form), at: Date.now() }
}

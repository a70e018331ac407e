import { readAddressFormData } from '#core/address/address-form-data'

/** The prefix of the invoice address's inputs and of its server errors (`address_invoice.<field>`). */
export const INVOICE_PREFIX = 'address_invoice'

/**
 * Step 1's posted form as the body of `POST /front-api/checkout/register`: the e-mail, the delivery address
 * fields side by side, `address_invoice_same` (a ticked checkbox; a form without it keeps the default) and
 * the invoice address as an object when it differs. A chosen saved address posts `address_id` instead.
 */
export function readRegisterForm(form: FormData): Record<string, unknown> {
  const body: Record<string, unknown> = {
    email: String(form.get('email') ?? ''),
    // The checkbox posts only when ticked; its hidden companion says the form had it.
    address_invoice_same: form.has('address_invoice_same_shown')
      ? form.get('address_invoice_same') !== null
      : true,
  }
  const addressId = Number(form.get('address_id'))
  if (Number.isInteger(addressId) && addressId > 0) body.address_id = addressId
  else Object.assign(body, readAddressFormData(form))
  if (body.address_invoice_same === false) {
    const invoiceId = Number(form.get(`${INVOICE_PREFIX}.address_id`))
    body.address_invoice =
      Number.isInteger(invoiceId) && invoiceId > 0
        ? { address_id: invoiceId }
        : readAddressFormData(form, INVOICE_PREFIX)
  }
  return body
}

/** What the form showed, to fill it again after a refusal (the inputs by name, as posted). */
export function postedValues(form: FormData): Record<string, string> {
  // The names are whatever was posted: a null prototype keeps `__proto__` or `constructor` plain keys.
  const values: Record<string, string> = Object.create(null)
  for (const [name, value] of form.entries()) if (typeof value === 'string') values[name] = value
  return values
}

import { describe, expect, it } from 'vitest'
import { reachableStep, step1Missing, step2Missing, stepRedirect, type StepFacts } from './steps'

const done: StepFacts = {
  hasLines: true,
  email: 'anna@example.nl',
  hasDeliveryAddress: true,
  invoiceSame: true,
  hasInvoiceAddress: false,
  methodChosen: true,
  method: { kind: 'home_delivery' },
  noMethods: false,
  pickupPointChosen: false,
  nothingToPay: false,
  paymentMethod: 'ideal',
  paymentOffered: true,
  bankRequired: false,
  bankChosen: false,
  transactionPlaced: false,
}

describe('step 1', () => {
  it('needs an e-mail, a delivery address and, when separate, an invoice address', () => {
    expect(step1Missing(done)).toEqual({})
    expect(step1Missing({ ...done, email: null, hasDeliveryAddress: false, invoiceSame: false })).toEqual({
      email: 'checkout.emailMissing',
      address: 'checkout.addressMissing',
      address_invoice: 'checkout.invoiceAddressMissing',
    })
    expect(step1Missing({ ...done, invoiceSame: false, hasInvoiceAddress: true })).toEqual({})
  })
})

describe('step 2', () => {
  it('is complete with a method that serves the address and a payment method', () => {
    expect(step2Missing(done)).toEqual({})
  })

  it('names what is missing with the messages of spec §5 and §8', () => {
    expect(step2Missing({ ...done, methodChosen: false, method: null, paymentMethod: null })).toEqual({
      fulfilment_method_entry_id: 'checkout.noShippingMethod',
      payment_method_entry_id: 'checkout.noPaymentMethod',
    })
    expect(step2Missing({ ...done, noMethods: true, method: null })).toMatchObject({
      fulfilment_method_entry_id: 'checkout.noShippingMethods',
    })
    expect(step2Missing({ ...done, method: null })).toEqual({
      fulfilment_method_entry_id: 'checkout.methodNotForAddress',
    })
  })

  it('needs a pickup point for a pickup-point method and a bank for a method with issuers', () => {
    expect(step2Missing({ ...done, method: { kind: 'pickup_point' } })).toEqual({
      pickup_point: 'checkout.pickupPointMissing',
    })
    expect(step2Missing({ ...done, method: { kind: 'pickup_point' }, pickupPointChosen: true })).toEqual({})
    expect(step2Missing({ ...done, bankRequired: true })).toEqual({
      payment_method_bank_id: 'checkout.bankMissing',
    })
    expect(step2Missing({ ...done, paymentOffered: false })).toEqual({
      payment_method_entry_id: 'checkout.paymentMethodUnavailable',
    })
    // Nothing to pay: no payment method is needed.
    expect(step2Missing({ ...done, nothingToPay: true, paymentMethod: null })).toEqual({})
  })
})

describe('gates and progress', () => {
  it('send a shopper who skips ahead to the first step not yet done', () => {
    const empty = { ...done, hasLines: false }
    expect(stepRedirect(1, empty)).toBe(0)
    expect(stepRedirect(2, empty)).toBe(0)
    expect(stepRedirect(1, done)).toBeNull()
    expect(stepRedirect(2, { ...done, email: null })).toBe(1)
    expect(stepRedirect(2, done)).toBeNull()
    expect(stepRedirect(3, done)).toBe(2)
    expect(stepRedirect(3, { ...done, email: null })).toBe(1)
    expect(stepRedirect(3, empty)).toBe(0)
    expect(stepRedirect(3, { ...done, transactionPlaced: true })).toBeNull()
  })

  it('give the progress bar the furthest step the shopper may open', () => {
    expect(reachableStep({ ...done, hasLines: false })).toBe(0)
    expect(reachableStep({ ...done, hasDeliveryAddress: false })).toBe(1)
    expect(reachableStep(done)).toBe(2)
    expect(reachableStep({ ...done, transactionPlaced: true })).toBe(3)
  })
})

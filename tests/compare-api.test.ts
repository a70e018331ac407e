import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ValidationErrorBody } from '#core/api'
import type { CompareResponse } from '#core/schemas/compare'
import { translate } from '#server/i18n/translate'
import { createTestApp, type TestApp } from './app'
import { cartClient, cartFactory, type CartFactory } from './cart-fixtures'

let t: TestApp
let make: CartFactory
beforeAll(async () => {
  t = await createTestApp()
  make = await cartFactory(t.database.db)
})
afterAll(() => t.close())

describe('the compare set of the session (addCompareItem, removeCompareItem)', () => {
  it('is empty for a new visitor, without starting a session', async () => {
    const visitor = cartClient(t.app)
    expect(await visitor.call<CompareResponse>('GET', 'compare')).toEqual({ status: 200, body: { data: [] } })
    expect(visitor.cookie).toBeNull()
  })

  it('adds up to two products once each, refuses a third, removes, and follows the session', async () => {
    const shopper = cartClient(t.app)
    const [a, b, c] = [await make.product(), await make.product(), await make.product()]
    expect((await shopper.call<CompareResponse>('POST', 'compare', { product_id: a.id })).body.data).toEqual([
      a.id,
    ])
    expect(shopper.cookie).not.toBeNull()
    // The same product again changes nothing.
    expect((await shopper.call<CompareResponse>('POST', 'compare', { product_id: a.id })).body.data).toEqual([
      a.id,
    ])
    expect((await shopper.call<CompareResponse>('POST', 'compare', { product_id: b.id })).body.data).toEqual([
      a.id,
      b.id,
    ])
    const third = await shopper.call<ValidationErrorBody>('POST', 'compare', { product_id: c.id }, 'en')
    expect(third.status).toBe(422)
    expect(third.body.errors.product_id).toEqual([translate('en', 'compare.productsExceededMaximum')])
    expect(third.body.message).toBe('You can compare a maximum of 2 products.')

    expect((await shopper.call<CompareResponse>('DELETE', `compare/${a.id}`)).body.data).toEqual([b.id])
    expect((await shopper.call<CompareResponse>('DELETE', `compare/${a.id}`)).body.data).toEqual([b.id])
    expect((await shopper.call<CompareResponse>('GET', 'compare')).body.data).toEqual([b.id])
    // Another visitor's set is their own.
    expect((await cartClient(t.app).call<CompareResponse>('GET', 'compare')).body.data).toEqual([])
  })

  it('answers 422 for bad input and unknown products, 404 for ids that are no ids', async () => {
    const shopper = cartClient(t.app)
    const inactive = await make.product({ status: 'inactive' })
    for (const body of [
      {},
      { product_id: 'een' },
      { product_id: 0 },
      { product_id: 1, extra: true },
      'geen json',
    ]) {
      const response = await shopper.call<ValidationErrorBody>('POST', 'compare', body, 'de')
      expect(response.status, JSON.stringify(body)).toBe(422)
      expect(response.body.message).toBeTruthy()
    }
    const gone = await shopper.call<ValidationErrorBody>('POST', 'compare', { product_id: inactive.id })
    expect(gone.body.errors.product_id).toEqual([translate('nl', 'compare.validation.product')])
    for (const id of ['abc', '0', '99999999999']) {
      expect((await shopper.call('DELETE', `compare/${id}`)).status).toBe(404)
    }
  })
})

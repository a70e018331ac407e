import { describe, expect, it } from 'vitest'
import { offersKeepMePosted } from './rules'

const base = {
  stock: 0,
  stock_status_code: 'AVAILABLE_DIRECT' as const,
  stock_is_from_brand: false,
  is_vdm: false,
}

describe('offersKeepMePosted', () => {
  it('offers it for an unavailable product, whoever ships it', () => {
    expect(offersKeepMePosted({ ...base, stock: 3, stock_status_code: 'UNAVAILABLE' })).toBe(true)
    expect(offersKeepMePosted({ ...base, stock_status_code: 'UNAVAILABLE', stock_is_from_brand: true })).toBe(
      true,
    )
  })

  it('offers it when the stock the shop keeps has run out', () => {
    expect(offersKeepMePosted({ ...base, stock_status_code: 'AVAILABLE_DELAYED' })).toBe(true)
  })

  it('does not offer it while there is stock, or when the brand or supplier ships', () => {
    expect(offersKeepMePosted({ ...base, stock: 1 })).toBe(false)
    expect(offersKeepMePosted({ ...base, stock_is_from_brand: true })).toBe(false)
    expect(offersKeepMePosted({ ...base, is_vdm: true })).toBe(false)
  })
})

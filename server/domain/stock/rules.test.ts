import { describe, expect, it } from 'vitest'
import { allocateStock, freeStock, statusAfterSale, type StockState, type StockUsage } from './rules'

const state = (overrides: Partial<StockState> & Pick<StockState, 'productId'>): StockState => ({
  stock: 10,
  reserved: 0,
  stockStatusCode: 'AVAILABLE_DIRECT',
  isLastStock: false,
  stockIsFromBrand: false,
  isVdm: false,
  ...overrides,
})
const line = (productId: number, quantity: number, lineId = productId): StockUsage => ({
  productId,
  quantity,
  lineId,
  optionId: null,
})
const option = (productId: number, quantity: number, lineId: number, optionId: number): StockUsage => ({
  productId,
  quantity,
  lineId,
  optionId,
})

describe('free stock', () => {
  it('is stock minus the others’ reservations, never below zero, none when unavailable', () => {
    expect(freeStock(state({ productId: 1, stock: 5, reserved: 2 }))).toBe(3)
    expect(freeStock(state({ productId: 1, stock: 5, reserved: 7 }))).toBe(0)
    expect(freeStock(state({ productId: 1, stock: 5, stockStatusCode: 'UNAVAILABLE' }))).toBe(0)
  })
})

describe('allocating stock to an order', () => {
  it('reserves what every line needs when there is enough, product id ascending', () => {
    const result = allocateStock([line(7, 2), line(3, 1)], [state({ productId: 3 }), state({ productId: 7 })])
    expect(result).toEqual({
      reservations: [
        { productId: 3, quantity: 1 },
        { productId: 7, quantity: 2 },
      ],
      shortages: [],
    })
  })

  it('lowers a last-stock line to the pieces nobody holds, and removes it when none are left', () => {
    const last = state({ productId: 1, stock: 5, reserved: 3, isLastStock: true })
    expect(allocateStock([line(1, 4)], [last])).toEqual({
      reservations: [{ productId: 1, quantity: 2 }],
      shortages: [{ usage: line(1, 4), quantity: 2 }],
    })
    const gone = { ...last, reserved: 5 }
    expect(allocateStock([line(1, 1)], [gone]).shortages).toEqual([{ usage: line(1, 1), quantity: 0 }])
  })

  it('refuses unavailable and vanished products', () => {
    const unavailable = state({ productId: 1, stockStatusCode: 'UNAVAILABLE' })
    expect(allocateStock([line(1, 1), line(2, 1)], [unavailable]).shortages).toEqual([
      { usage: line(1, 1), quantity: 0 },
      { usage: line(2, 1), quantity: 0 },
    ])
  })

  it('reserves the shelf of a product that is ordered in, the rest waits for the supplier', () => {
    const shelf = state({ productId: 1, stock: 2 })
    expect(allocateStock([line(1, 5)], [shelf])).toEqual({
      reservations: [{ productId: 1, quantity: 2 }],
      shortages: [],
    })
    const delayed = state({ productId: 2, stock: 0, stockStatusCode: 'AVAILABLE_DELAYED' })
    expect(allocateStock([line(2, 3)], [delayed])).toEqual({ reservations: [], shortages: [] })
  })

  it('leaves stock the brand or supplier holds alone', () => {
    const brand = state({ productId: 1, stock: 100, stockIsFromBrand: true })
    const vdm = state({ productId: 2, stock: 100, isVdm: true })
    expect(allocateStock([line(1, 2), line(2, 2)], [brand, vdm])).toEqual({ reservations: [], shortages: [] })
  })

  it('serves the product’s own line before free products and combinations of it, dropping options whole', () => {
    const last = state({ productId: 9, stock: 3, isLastStock: true })
    const usages = [option(9, 2, 1, 11), line(9, 2, 2)]
    expect(allocateStock(usages, [last])).toEqual({
      reservations: [{ productId: 9, quantity: 2 }],
      shortages: [{ usage: option(9, 2, 1, 11), quantity: 0 }],
    })
  })
})

describe('stock status after a sale', () => {
  it('turns sold-out last stock unavailable and other sold-out stock ordered in', () => {
    const direct = state({ productId: 1 })
    expect(statusAfterSale({ ...direct, isLastStock: true }, 0)).toBe('UNAVAILABLE')
    expect(statusAfterSale(direct, 0)).toBe('AVAILABLE_DELAYED')
    expect(statusAfterSale(direct, 1)).toBeNull()
    expect(statusAfterSale({ ...direct, stockStatusCode: 'AVAILABLE_DELAYED' }, 0)).toBeNull()
    expect(statusAfterSale({ ...direct, isVdm: true }, 0)).toBeNull()
  })
})

import type { StockStatusCode } from '#core/schemas/catalogue'

/**
 * Which pieces an order may take (docs/decisions/0023). Pure: the transaction applies it
 * to product rows it has locked.
 *
 * - The shop holds the stock of a product unless the brand or the supplier ships it (`stock_is_from_brand`,
 *   `is_vdm`: their figures, not ours). Held stock is reserved for a payment and lowered when it is paid.
 * - A last-stock product (nothing more comes) and an unavailable one are hard-limited: a line can have no
 *   more than the free pieces (stock minus the other orders' live reservations); more is "not enough
 *   supply". Other products are ordered in when the shelf runs empty (spec §5: only last stock is capped),
 *   so their lines reserve what is on the shelf and the rest waits for the supplier.
 * - Stock never goes below zero (also a check constraint on products.stock).
 */

export interface StockState {
  productId: number
  stock: number
  /** Pieces held by other orders' active, unexpired reservations. */
  reserved: number
  stockStatusCode: StockStatusCode
  isLastStock: boolean
  stockIsFromBrand: boolean
  isVdm: boolean
}

/** What an order wants of a product: its own line, or a free product or combination on a line. */
export interface StockUsage {
  productId: number
  quantity: number
  lineId: number
  /** Set for an option (free product, combination); null for the line's own product. */
  optionId: number | null
}

export interface Allocation {
  /** Pieces to reserve per product, product id ascending; products without held stock are left out. */
  reservations: { productId: number; quantity: number }[]
  /**
   * Usages that cannot be served: a line gets the pieces that are left (0: removed), an option is
   * dropped (a free product goes with every piece of its line, a combination is one piece: neither can
   * be split).
   */
  shortages: { usage: StockUsage; quantity: number }[]
}

export function holdsStock(state: Pick<StockState, 'stockIsFromBrand' | 'isVdm'>): boolean {
  return !state.stockIsFromBrand && !state.isVdm
}

export function isHardLimited(state: Pick<StockState, 'isLastStock' | 'stockStatusCode'>): boolean {
  return state.isLastStock || state.stockStatusCode === 'UNAVAILABLE'
}

/** Pieces nobody holds: stock minus the others' live reservations; none of an unavailable product. */
export function freeStock(state: StockState): number {
  if (state.stockStatusCode === 'UNAVAILABLE') return 0
  return Math.max(0, state.stock - state.reserved)
}

/**
 * Shares the free stock over an order's usages, product by product: the lines first (in their order),
 * then the options. Hard-limited products refuse what is not there; others reserve what is there.
 */
export function allocateStock(usages: readonly StockUsage[], states: readonly StockState[]): Allocation {
  const byProduct = new Map(states.map((state) => [state.productId, state]))
  const reservations: Allocation['reservations'] = []
  const shortages: Allocation['shortages'] = []
  const productIds = [...new Set(usages.map((usage) => usage.productId))].sort((a, b) => a - b)
  for (const productId of productIds) {
    const state = byProduct.get(productId)
    const own = usages.filter((usage) => usage.productId === productId)
    const ordered = [...own.filter((u) => u.optionId === null), ...own.filter((u) => u.optionId !== null)]
    if (!state) {
      // The product is gone: nothing of it can be sold.
      for (const usage of ordered) shortages.push({ usage, quantity: 0 })
      continue
    }
    let left = freeStock(state)
    const hard = isHardLimited(state)
    let reserved = 0
    for (const usage of ordered) {
      const take = Math.min(usage.quantity, left)
      if (hard && take < usage.quantity) {
        const keep = usage.optionId === null ? take : 0
        shortages.push({ usage, quantity: keep })
        left -= keep
        reserved += keep
        continue
      }
      left -= take
      reserved += take
    }
    if (holdsStock(state) && reserved > 0) reservations.push({ productId, quantity: reserved })
  }
  return { reservations, shortages }
}

/**
 * A product's stock status after a sale took its stock to `stock`: held stock that ran out turns a
 * product "in stock" into unavailable (last stock) or ordered in (everything else). Null: no change.
 */
export function statusAfterSale(
  state: Pick<StockState, 'stockStatusCode' | 'isLastStock' | 'stockIsFromBrand' | 'isVdm'>,
  stock: number,
): StockStatusCode | null {
  if (stock > 0 || !holdsStock(state) || state.stockStatusCode !== 'AVAILABLE_DIRECT') return null
  return state.isLastStock ? 'UNAVAILABLE' : 'AVAILABLE_DELAYED'
}

/**
 * The status after pieces came back (a cancelled or refunded order): a product the shop keeps in stock that
 * was sold out (delayed, or unavailable as last stock) is available straight away again.
 */
export function statusAfterReturn(
  state: Pick<StockState, 'stockStatusCode' | 'stockIsFromBrand' | 'isVdm'>,
  stock: number,
): StockStatusCode | null {
  if (stock <= 0 || !holdsStock(state) || state.stockStatusCode === 'AVAILABLE_DIRECT') return null
  return 'AVAILABLE_DIRECT'
}

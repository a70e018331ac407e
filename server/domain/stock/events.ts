/**
 * Stock events other features hook into. The keep-me-posted mails (a later issue) subscribe to
 * `onBackInStock`: it is called, after the change has been committed, with the products whose free stock
 * went from none to some (a released or expired reservation gave pieces back). Listeners must not throw;
 * a failure is logged and does not undo the stock change.
 */
export type BackInStockListener = (productIds: readonly number[]) => Promise<void>

export interface StockEvents {
  onBackInStock(listener: BackInStockListener): void
  backInStock(productIds: readonly number[]): Promise<void>
}

export function createStockEvents(log: (error: unknown) => void): StockEvents {
  const listeners: BackInStockListener[] = []
  return {
    onBackInStock: (listener) => void listeners.push(listener),
    async backInStock(productIds) {
      if (productIds.length === 0) return
      for (const listener of listeners) {
        try {
          await listener(productIds)
        } catch (error) {
          log(error)
        }
      }
    },
  }
}

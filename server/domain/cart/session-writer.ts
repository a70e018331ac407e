import type { SQL } from 'drizzle-orm'
import type { Database } from '#server/db/client'

/**
 * The port through which a cart change writes a new visitor's session, holding the cart's id, with its own
 * writes (docs/decisions/0047, 0083): the session row then costs no round trip and commit of its own, and a
 * refused change writes neither. Implemented by server/domain/sessions/cart-session-writer.ts; the caller
 * hands one in only for a session without a row (add.ts says why).
 */
export interface SessionWriter {
  /** Writes the session, holding `checkoutId`, last in the change's transaction `tx`. */
  write(tx: Database, checkoutId: string): Promise<void>
  /**
   * The same write as a statement to run inside another (first-add.ts), written only where `onlyIf` holds
   * in it; null when there is nothing to write.
   */
  statement(checkoutId: string, onlyIf: SQL): SessionStatement | null
}

/** A write as a statement to run inside another; `written()` once that has committed. */
export interface SessionStatement {
  statement: SQL
  written(): void
}

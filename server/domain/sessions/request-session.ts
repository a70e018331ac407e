import type { SQL } from 'drizzle-orm'
import type { Database } from '#server/db/client'
import type { SessionData } from '#server/db/schema'
import {
  deleteSession,
  insertSession,
  sessionInsert,
  newSessionId,
  rotateStoredSession,
  SESSION_TOUCH_INTERVAL_MS,
  touchSession,
  updateSessionData,
  type StoredSession,
} from './sessions'

/** What the cookie must become after the request: written (new id or extended expiry) or removed. */
export type CookieChange = { action: 'set'; id: string; expiresAt: Date } | { action: 'clear' } | null

/**
 * The session of one request. Reading is free; `set` and `unset` are kept in memory and written once
 * at the end of the request by `commit()`, and a row is only created when something is stored, so
 * visitors (and bots) who store nothing leave no trace in the database.
 */
export class RequestSession {
  #record: StoredSession | null
  #data: SessionData
  #set = new Map<string, unknown>()
  #unset = new Set<string>()
  #cookie: CookieChange = null
  #reservedId: string | null = null

  constructor(
    private readonly db: Database,
    record: StoredSession | null,
  ) {
    this.#record = record
    this.#data = { ...record?.data }
  }

  /** Null until something has been stored. */
  get id(): string | null {
    return this.#record?.id ?? this.#reservedId
  }

  /** Whether the session has a row (stored in an earlier request, or by `commit` in this one). */
  get stored(): boolean {
    return this.#record !== null
  }

  get customerId(): string | null {
    return this.#record?.customerId ?? null
  }

  get<T = unknown>(key: string): T | undefined {
    return this.#data[key] as T | undefined
  }

  /**
   * Stores a JSON value under the key, written at the end of the request; `undefined` removes the key.
   * Only `set` is saved: changing an object obtained from `get` in place is not.
   */
  set(key: string, value: unknown): void {
    if (value === undefined) return this.unset(key)
    if (key in this.#data && JSON.stringify(this.#data[key]) === JSON.stringify(value)) return
    this.#data[key] = value
    this.#set.set(key, value)
    this.#unset.delete(key)
  }

  unset(key: string): void {
    if (!(key in this.#data)) return
    delete this.#data[key]
    this.#set.delete(key)
    this.#unset.add(key)
  }

  /**
   * The session's id, reserved now when it has no row yet; the row is written with this id at the end
   * of a request that stores something. For what must point at the session before then, such as a
   * guest's new cart (issue 15: a cart tied to its session is deleted with it). A failed request writes
   * nothing, so reserving leaves no trace.
   */
  reserveId(): string {
    if (this.#record) return this.#record.id
    this.#reservedId ??= newSessionId()
    return this.#reservedId
  }

  /**
   * A new session id for the same data, the old one deleted (call at login and logout-like changes of
   * privilege). `customerId` undefined keeps the current customer.
   */
  async rotate(options: { customerId?: string | null } = {}, now = new Date()): Promise<void> {
    this.#record = await rotateStoredSession(this.db, this.id, options.customerId, now)
    this.#cookie = { action: 'set', id: this.#record.id, expiresAt: this.#record.expiresAt }
  }

  /** Deletes the session and its cookie; storing something afterwards starts a new one. */
  async destroy(): Promise<void> {
    if (this.#record) await deleteSession(this.db, this.#record.id)
    this.#record = null
    this.#reservedId = null
    this.#data = {}
    this.#set.clear()
    this.#unset.clear()
    this.#cookie = { action: 'clear' }
  }

  /**
   * Writes what changed during the request; returns what the cookie must become. `extend: false` leaves an
   * unchanged session's expiry alone (public pages, which must not set a cookie). `db`: a transaction to
   * write in (a change that stores the session with its own writes); the end of the request then finds
   * nothing left to write.
   */
  async commit(now = new Date(), options: { extend?: boolean; db?: Database } = {}): Promise<CookieChange> {
    const db = options.db ?? this.db
    const changed = this.#set.size > 0 || this.#unset.size > 0
    if (changed) {
      const set = Object.fromEntries(this.#set)
      const updated = this.#record
        ? await updateSessionData(db, this.#record.id, { set, unset: [...this.#unset] }, now)
        : null
      // No row yet, or it vanished meanwhile (logged out elsewhere, expired): start a new one with only
      // this request's changes, so nothing of the ended session, such as its customer, comes back.
      this.#written(
        updated ?? (await insertSession(db, { data: set, customerId: null, id: this.#reservedId }, now)),
      )
    } else if (
      options.extend !== false &&
      this.#record &&
      this.#cookie === null &&
      isStale(this.#record, now)
    ) {
      const expiresAt = await touchSession(db, this.#record.id, now)
      this.#cookie = { action: 'set', id: this.#record.id, expiresAt }
    }
    return this.#cookie
  }

  /**
   * For a session without a row that has something to store: the row `commit` would insert, as a statement
   * for the caller to run inside its own (a new visitor's first add writes cart and session in one,
   * server/domain/cart/first-add.ts); `written()` once that has committed, and `commit` finds nothing left
   * to write. `onlyIf`: the row is written only where this holds in that statement. Null for a session with
   * a row.
   */
  insertStatement(onlyIf?: SQL, now = new Date()): { statement: SQL; written(): void } | null {
    if (this.#record || this.#set.size === 0) return null
    const { statement, session } = sessionInsert(
      { data: Object.fromEntries(this.#set), customerId: null, id: this.reserveId() },
      now,
      onlyIf,
    )
    return { statement, written: () => this.#written(session) }
  }

  #written(record: StoredSession): void {
    this.#record = record
    this.#reservedId = null
    this.#set.clear()
    this.#unset.clear()
    this.#cookie = { action: 'set', id: record.id, expiresAt: record.expiresAt }
  }
}

function isStale(record: StoredSession, now: Date): boolean {
  return now.getTime() - record.updatedAt.getTime() >= SESSION_TOUCH_INTERVAL_MS
}

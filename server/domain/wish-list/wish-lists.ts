import { randomBytes } from 'node:crypto'
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { LocaleSite } from '#core/context'
import { localePath } from '#core/routes/locale'
import type { WishList, WishListItem, WishListItemRequest, WishListRequest } from '#core/schemas/wish-list'
import { wishListRequestSchema } from '#core/schemas/wish-list'
import type { Database, Executor } from '#server/db/client'
import { products, wishListItems, wishLists } from '#server/db/schema'
import { translate } from '#server/i18n/translate'
import { ValidationError, validate } from '#server/validation'

/**
 * Wish lists (spec §3, §6, §7; docs/decisions/0059). A list belongs to a customer, or to a guest's session
 * until the guest logs in (then `mergeGuestWishLists`). Every call names its owner; a list or item of anyone
 * else is not found (null), never changed.
 */
export type WishListOwner = { customerId: string } | { sessionId: string }

/** A shopper may keep this many lists, with this many products each (a flood of rows is refused). */
export const WISH_LISTS_MAX = 50
export const WISH_LIST_ITEMS_MAX = 500

/** Why a change was refused: the caller answers 401 (guests may not), 404 or 409 (the last list). */
export type WishListRefusal = 'login' | 'not-found' | 'last-list'

function ownerCondition(owner: WishListOwner) {
  return 'customerId' in owner
    ? eq(wishLists.customerId, owner.customerId)
    : and(eq(wishLists.sessionId, owner.sessionId), isNull(wishLists.customerId))
}

function ownerValues(owner: WishListOwner) {
  return 'customerId' in owner
    ? { customerId: owner.customerId, sessionId: null }
    : { customerId: null, sessionId: owner.sessionId }
}

/**
 * Serialises the changes of one owner that count or create lists (two first adds of a guest at once make one
 * list; two creates at once cannot pass the maximum): a transaction-scoped advisory lock on the owner.
 */
async function lockOwner(tx: Executor, owner: WishListOwner): Promise<void> {
  const key = 'customerId' in owner ? `c:${owner.customerId}` : `s:${owner.sessionId}`
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`wish-lists:${key}`}))`)
}

function newToken(): string {
  return randomBytes(16).toString('base64url')
}

export function wishListPath(site: LocaleSite, token?: string): string {
  return localePath(site.prefix, site.locale, 'wishList', { token })
}

interface ListRow {
  id: number
  token: string
  name: string
  isPublic: boolean
  itemQuantity: number
}

function toWishList(site: LocaleSite, row: ListRow): WishList {
  return {
    id: row.id,
    name: row.name,
    is_public: row.isPublic,
    public_url: wishListPath(site, row.token),
    item_quantity: row.itemQuantity,
  }
}

const listColumns = {
  id: wishLists.id,
  token: wishLists.token,
  name: wishLists.name,
  isPublic: wishLists.isPublic,
  // Only products still for sale count: the page shows only those.
  itemQuantity: sql<number>`(select count(*)::int from wish_list_items i join products p on p.id = i.product_id
    where i.wish_list_id = wish_lists.id and p.status = 'active')`,
}

async function ownRows(db: Executor, owner: WishListOwner): Promise<ListRow[]> {
  return db
    .select(listColumns)
    .from(wishLists)
    .where(ownerCondition(owner))
    .orderBy(asc(wishLists.createdAt), asc(wishLists.id))
}

/** The owner's lists, oldest first (the first is the one a guest's add goes to). */
export async function listWishLists(
  db: Executor,
  site: LocaleSite,
  owner: WishListOwner | null,
): Promise<WishList[]> {
  if (!owner) return []
  return (await ownRows(db, owner)).map((row) => toWishList(site, row))
}

/** Spec §3 "Wish list item": the owner's products, each with the lists it is on. */
export async function listWishListItems(db: Executor, owner: WishListOwner | null): Promise<WishListItem[]> {
  if (!owner) return []
  const rows = await db
    .select({
      id: wishListItems.id,
      wishListId: wishListItems.wishListId,
      productId: wishListItems.productId,
    })
    .from(wishListItems)
    .innerJoin(wishLists, eq(wishLists.id, wishListItems.wishListId))
    .where(ownerCondition(owner))
    .orderBy(asc(wishLists.createdAt), asc(wishLists.id), asc(wishListItems.id))
  return groupItems(rows)
}

function groupItems(rows: Array<{ id: number; wishListId: number; productId: number }>): WishListItem[] {
  const byProduct = new Map<number, WishListItem>()
  for (const row of rows) {
    const entry = byProduct.get(row.productId)
    if (entry) entry.wish_lists.push({ id: row.wishListId, item_id: row.id })
    else
      byProduct.set(row.productId, {
        id: row.id,
        wish_list_id: row.wishListId,
        product_id: row.productId,
        wish_lists: [{ id: row.wishListId, item_id: row.id }],
      })
  }
  return [...byProduct.values()]
}

async function productEntry(
  db: Executor,
  owner: WishListOwner,
  productId: number,
): Promise<WishListItem | null> {
  const rows = await db
    .select({
      id: wishListItems.id,
      wishListId: wishListItems.wishListId,
      productId: wishListItems.productId,
    })
    .from(wishListItems)
    .innerJoin(wishLists, eq(wishLists.id, wishListItems.wishListId))
    .where(and(ownerCondition(owner), eq(wishListItems.productId, productId)))
    .orderBy(asc(wishLists.createdAt), asc(wishLists.id))
  return groupItems(rows)[0] ?? null
}

export interface ItemChange {
  item: WishListItem | null
  productId: number
  lists: WishList[]
}

/**
 * Puts a product on one of the owner's lists (once: adding it again changes nothing). `wish_list_id` null:
 * the owner's first list, made (named in the shopper's language) when they have none. Null when the list
 * is not the owner's.
 */
export async function addWishListItem(
  db: Database,
  site: LocaleSite,
  owner: WishListOwner,
  body: WishListItemRequest,
): Promise<ItemChange | null> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, body.product_id), eq(products.status, 'active')))
  if (!product) {
    throw new ValidationError({ product_id: [translate(site.locale, 'wishList.validation.product')] })
  }
  const listId = await db.transaction(async (tx) => {
    let id = body.wish_list_id
    if (id === null) {
      await lockOwner(tx, owner)
      const [first] = await ownRows(tx, owner)
      id = first?.id ?? (await insertList(tx, owner, { name: defaultName(site), isPublic: false }))
    } else {
      const [own] = await tx
        .select({ id: wishLists.id })
        .from(wishLists)
        .where(and(eq(wishLists.id, id), ownerCondition(owner)))
        .for('update')
      if (!own) return null
    }
    const [{ items } = { items: 0 }] = await tx
      .select({ items: count() })
      .from(wishListItems)
      .where(eq(wishListItems.wishListId, id))
    if (items >= WISH_LIST_ITEMS_MAX) {
      throw new ValidationError({
        product_id: [translate(site.locale, 'wishList.validation.listFull', { max: WISH_LIST_ITEMS_MAX })],
      })
    }
    await tx
      .insert(wishListItems)
      .values({ wishListId: id, productId: body.product_id })
      .onConflictDoNothing({ target: [wishListItems.wishListId, wishListItems.productId] })
    await tx
      .update(wishLists)
      .set({ updatedAt: sql`now()` })
      .where(eq(wishLists.id, id))
    return id
  })
  if (listId === null) return null
  return itemChange(db, site, owner, body.product_id)
}

async function itemChange(
  db: Executor,
  site: LocaleSite,
  owner: WishListOwner,
  productId: number,
): Promise<ItemChange> {
  const [item, lists] = await Promise.all([
    productEntry(db, owner, productId),
    listWishLists(db, site, owner),
  ])
  return { item, productId, lists }
}

/** Takes an item off its list; null when it is not on one of the owner's lists. */
export async function removeWishListItem(
  db: Database,
  site: LocaleSite,
  owner: WishListOwner,
  itemId: number,
): Promise<ItemChange | null> {
  const [removed] = await db
    .delete(wishListItems)
    .where(
      and(
        eq(wishListItems.id, itemId),
        inArray(
          wishListItems.wishListId,
          db.select({ id: wishLists.id }).from(wishLists).where(ownerCondition(owner)),
        ),
      ),
    )
    .returning({ productId: wishListItems.productId })
  if (!removed) return null
  return itemChange(db, site, owner, removed.productId)
}

function defaultName(site: LocaleSite): string {
  return translate(site.locale, 'wishList.defaultName')
}

async function insertList(
  tx: Executor,
  owner: WishListOwner,
  values: { name: string; isPublic: boolean },
): Promise<number> {
  const [row] = await tx
    .insert(wishLists)
    .values({ ...ownerValues(owner), token: newToken(), name: values.name, isPublic: values.isPublic })
    .returning({ id: wishLists.id })
  return row!.id
}

/** Spec §6: only a logged-in customer creates, edits, shares and deletes lists. */
function customerOf(owner: WishListOwner | null): { customerId: string } | null {
  return owner && 'customerId' in owner ? owner : null
}

export type ListOutcome = { ok: true; list: WishList } | { ok: false; refusal: WishListRefusal }

/** `POST /front-api/wish-list`: a new list of the customer's (at most WISH_LISTS_MAX). */
export async function createWishList(
  db: Database,
  site: LocaleSite,
  owner: WishListOwner | null,
  body: unknown,
): Promise<ListOutcome> {
  const customer = customerOf(owner)
  if (!customer) return { ok: false, refusal: 'login' }
  const values = validate(wishListRequestSchema, body, site.locale)
  const id = await db.transaction(async (tx) => {
    await lockOwner(tx, customer)
    const [{ lists } = { lists: 0 }] = await tx
      .select({ lists: count() })
      .from(wishLists)
      .where(ownerCondition(customer))
    if (lists >= WISH_LISTS_MAX) {
      throw new ValidationError({
        name: [translate(site.locale, 'wishList.validation.tooMany', { max: WISH_LISTS_MAX })],
      })
    }
    return insertList(tx, customer, { name: values.name, isPublic: values.is_public })
  })
  return { ok: true, list: (await readList(db, site, customer, id))! }
}

async function readList(
  db: Executor,
  site: LocaleSite,
  owner: WishListOwner,
  id: number,
): Promise<WishList | null> {
  const [row] = await db
    .select(listColumns)
    .from(wishLists)
    .where(and(eq(wishLists.id, id), ownerCondition(owner)))
  return row ? toWishList(site, row) : null
}

/** `PUT /front-api/wish-list/{id}`: name and is_public of one of the customer's lists. */
export async function updateWishList(
  db: Database,
  site: LocaleSite,
  owner: WishListOwner | null,
  id: number,
  body: unknown,
): Promise<ListOutcome> {
  const customer = customerOf(owner)
  if (!customer) return { ok: false, refusal: 'login' }
  const values = validate(wishListRequestSchema, body, site.locale)
  const [updated] = await db
    .update(wishLists)
    .set({ name: values.name, isPublic: values.is_public, updatedAt: sql`now()` })
    .where(and(eq(wishLists.id, id), ownerCondition(customer)))
    .returning({ id: wishLists.id })
  if (!updated) return { ok: false, refusal: 'not-found' }
  return { ok: true, list: (await readList(db, site, customer, id))! }
}

/** `DELETE /front-api/wish-list/{id}`: one of the customer's lists with its items, never the last one. */
export async function deleteWishList(
  db: Database,
  owner: WishListOwner | null,
  id: number,
): Promise<{ ok: true } | { ok: false; refusal: WishListRefusal }> {
  const customer = customerOf(owner)
  if (!customer) return { ok: false, refusal: 'login' }
  return db.transaction(async (tx) => {
    // The customer's lists are locked together, so two deletes at once cannot remove the last two.
    const lists = await tx
      .select({ id: wishLists.id })
      .from(wishLists)
      .where(ownerCondition(customer))
      .orderBy(asc(wishLists.id))
      .for('update')
    if (!lists.some((list) => list.id === id)) return { ok: false, refusal: 'not-found' } as const
    if (lists.length <= 1) return { ok: false, refusal: 'last-list' } as const
    await tx.delete(wishLists).where(eq(wishLists.id, id))
    return { ok: true } as const
  })
}

/**
 * The list the wish-list page shows: `token` one of the owner's lists or anyone's public list (read only),
 * without `token` the owner's first. Null when the token names no list the shopper may read (404).
 */
export async function readWishListPage(
  db: Executor,
  site: LocaleSite,
  owner: WishListOwner | null,
  token: string | null,
): Promise<{
  lists: WishList[]
  current: { list: WishList; own: boolean; items: Array<{ itemId: number; productId: number }> } | null
} | null> {
  const lists = await listWishLists(db, site, owner)
  let current: { list: WishList; own: boolean } | null = null
  if (token === null) {
    const first = lists[0]
    current = first ? { list: first, own: true } : null
  } else {
    const [row] = await db
      .select({ ...listColumns, customerId: wishLists.customerId, sessionId: wishLists.sessionId })
      .from(wishLists)
      .where(eq(wishLists.token, token))
    if (!row) return null
    const own = lists.find((list) => list.id === row.id)
    if (own) current = { list: own, own: true }
    else if (row.isPublic) current = { list: toWishList(site, row), own: false }
    else return null
  }
  if (!current) return { lists, current: null }
  const items = await db
    .select({ itemId: wishListItems.id, productId: wishListItems.productId })
    .from(wishListItems)
    .where(eq(wishListItems.wishListId, current.list.id))
    .orderBy(asc(wishListItems.id))
  return { lists, current: { ...current, items } }
}

/**
 * At login a guest's lists join the customer's (docs/decisions/0059): a customer without lists takes them
 * over; otherwise their products go onto the customer's first list (once) and the guest's lists end.
 * Runs in the login's transaction order: before the session id is rotated.
 */
export async function mergeGuestWishLists(
  db: Database,
  sessionId: string,
  customerId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockOwner(tx, { customerId })
    const guest = await tx
      .select({ id: wishLists.id })
      .from(wishLists)
      .where(ownerCondition({ sessionId }))
      .orderBy(asc(wishLists.createdAt), asc(wishLists.id))
      .for('update')
    if (guest.length === 0) return
    const [first] = await ownRows(tx, { customerId })
    const guestIds = guest.map((list) => list.id)
    if (!first) {
      await tx
        .update(wishLists)
        .set({ customerId, sessionId: null, updatedAt: sql`now()` })
        .where(inArray(wishLists.id, guestIds))
      return
    }
    await tx.execute(sql`
      insert into wish_list_items (wish_list_id, product_id, created_at)
      select ${first.id}, product_id, min(created_at) from wish_list_items
      where wish_list_id in (${sql.join(
        guestIds.map((id) => sql`${id}`),
        sql`, `,
      )})
      group by product_id
      on conflict (wish_list_id, product_id) do nothing`)
    await tx.delete(wishLists).where(inArray(wishLists.id, guestIds))
  })
}

/** The guest lists of ended sessions go with them (a customer's lists stay with the customer). */
export async function deleteSessionWishLists(tx: Executor, sessionIds: readonly string[]): Promise<void> {
  if (sessionIds.length === 0) return
  await tx
    .delete(wishLists)
    .where(and(inArray(wishLists.sessionId, [...sessionIds]), isNull(wishLists.customerId)))
}

/** A session's new id (login, against fixation) takes its guest lists along. */
export async function moveSessionWishLists(tx: Executor, fromId: string, toId: string): Promise<void> {
  await tx.update(wishLists).set({ sessionId: toId }).where(eq(wishLists.sessionId, fromId))
}

export type { WishListRequest }

/** The wish lists on one database, for the API and the pages. */
export function createWishLists(db: Database) {
  return {
    lists: (site: LocaleSite, owner: WishListOwner | null) => listWishLists(db, site, owner),
    items: (owner: WishListOwner | null) => listWishListItems(db, owner),
    addItem: (site: LocaleSite, owner: WishListOwner, body: WishListItemRequest) =>
      addWishListItem(db, site, owner, body),
    removeItem: (site: LocaleSite, owner: WishListOwner, itemId: number) =>
      removeWishListItem(db, site, owner, itemId),
    create: (site: LocaleSite, owner: WishListOwner | null, body: unknown) =>
      createWishList(db, site, owner, body),
    update: (site: LocaleSite, owner: WishListOwner | null, id: number, body: unknown) =>
      updateWishList(db, site, owner, id, body),
    remove: (owner: WishListOwner | null, id: number) => deleteWishList(db, owner, id),
    page: (site: LocaleSite, owner: WishListOwner | null, token: string | null) =>
      readWishListPage(db, site, owner, token),
  }
}
export type WishListsService = ReturnType<typeof createWishLists>

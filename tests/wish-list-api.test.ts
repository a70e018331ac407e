import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MessageBody, ValidationErrorBody } from '#core/api'
import type {
  WishListDeletedResponse,
  WishListItemChangeResponse,
  WishListItemsResponse,
  WishListSavedResponse,
  WishListsResponse,
} from '#core/schemas/wish-list'
import { sessions, wishLists } from '#server/db/schema'
import { deleteExpiredSessions } from '#server/domain/sessions/sessions'
import { createWishLists } from '#server/domain/wish-list/wish-lists'
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

const db = () => t.database.db
let counter = 0
const PASSWORD = 'een lang wachtwoord'

type Shopper = ReturnType<typeof cartClient>

async function customer(): Promise<{ shopper: Shopper; email: string }> {
  const shopper = cartClient(t.app)
  const email = `wens-${++counter}@example.nl`
  const response = await shopper.call('POST', 'customer', {
    first_name: 'Wim',
    last_name: 'Lijst',
    email,
    password: PASSWORD,
  })
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  return { shopper, email }
}

async function createList(shopper: Shopper, name: string, isPublic = false) {
  const response = await shopper.call<WishListSavedResponse>('POST', 'wish-list', {
    name,
    is_public: isPublic,
  })
  expect(response.status, JSON.stringify(response.body)).toBe(201)
  return response.body
}

async function add(shopper: Shopper, listId: number | null, productId: number) {
  return shopper.call<WishListItemChangeResponse>('POST', 'wish-list-item', {
    wish_list_id: listId,
    product_id: productId,
  })
}

describe('a guest', () => {
  it('has no lists and gets no session from reading', async () => {
    const guest = cartClient(t.app)
    const lists = await guest.call<WishListsResponse>('GET', 'wish-list')
    expect(lists).toEqual({ status: 200, body: { data: [], authenticated: false } })
    const items = await guest.call<WishListItemsResponse>('GET', 'wish-list-item')
    expect(items).toEqual({ status: 200, body: { data: [] } })
    expect(guest.cookie).toBeNull()
  })

  it('adds to a first list made for them, kept with the session, once per product', async () => {
    const guest = cartClient(t.app)
    const product = await make.product()
    const added = await add(guest, null, product.id)
    expect(added.status, JSON.stringify(added.body)).toBe(201)
    expect(guest.cookie).not.toBeNull()
    const [list] = added.body.wish_lists
    expect(list).toMatchObject({ name: 'Mijn favorieten', is_public: false, item_quantity: 1 })
    expect(list!.public_url).toMatch(/^\/wish-list\/[A-Za-z0-9_-]{22}$/)
    expect(added.body.data).toMatchObject({ product_id: product.id, wish_list_id: list!.id })

    // Adding again (to the first list, or to the list by its id) changes nothing.
    expect((await add(guest, null, product.id)).body.wish_lists).toEqual([list])
    expect((await add(guest, list!.id, product.id)).body.wish_lists).toEqual([list])

    const items = await guest.call<WishListItemsResponse>('GET', 'wish-list-item')
    expect(items.body.data).toEqual([
      {
        id: added.body.data!.id,
        wish_list_id: list!.id,
        product_id: product.id,
        wish_lists: [{ id: list!.id, item_id: added.body.data!.id }],
      },
    ])
    const lists = await guest.call<WishListsResponse>('GET', 'wish-list')
    expect(lists.body).toEqual({ data: [list], authenticated: false })
  })

  it('names the first list in the language of the request', async () => {
    const guest = cartClient(t.app)
    const product = await make.product()
    const response = await guest.call<WishListItemChangeResponse>(
      'POST',
      'wish-list-item',
      { wish_list_id: null, product_id: product.id },
      'de',
    )
    expect(response.body.wish_lists[0]).toMatchObject({ name: 'Meine Favoriten' })
    expect(response.body.wish_lists[0]!.public_url).toMatch(/^\/de\/wish-list\//)
  })

  it('removes its own item, and the product is then on no list', async () => {
    const guest = cartClient(t.app)
    const product = await make.product()
    const added = await add(guest, null, product.id)
    const removed = await guest.call<WishListItemChangeResponse>(
      'DELETE',
      `wish-list-item/${added.body.data!.id}`,
    )
    expect(removed.status).toBe(200)
    expect(removed.body).toMatchObject({ data: null, product_id: product.id })
    expect(removed.body.wish_lists[0]!.item_quantity).toBe(0)
    const again = await guest.call('DELETE', `wish-list-item/${added.body.data!.id}`)
    expect(again.status).toBe(404)
  })

  it('may not create, change or delete lists (401, in the language of the request)', async () => {
    const guest = cartClient(t.app)
    const added = await add(guest, null, (await make.product()).id)
    const listId = added.body.wish_lists[0]!.id
    const create = await guest.call<MessageBody>('POST', 'wish-list', { name: 'Meer' }, 'en')
    expect(create).toEqual({ status: 401, body: { message: translate('en', 'wishList.error.login') } })
    expect((await guest.call('PUT', `wish-list/${listId}`, { name: 'Anders' })).status).toBe(401)
    expect((await guest.call('DELETE', `wish-list/${listId}`)).status).toBe(401)
  })

  it("cannot touch another shopper's lists or items (404)", async () => {
    const owner = cartClient(t.app)
    const product = await make.product()
    const added = await add(owner, null, product.id)
    const listId = added.body.wish_lists[0]!.id
    const stranger = cartClient(t.app)
    await add(stranger, null, (await make.product()).id)
    expect((await add(stranger, listId, product.id)).status).toBe(404)
    expect((await stranger.call('DELETE', `wish-list-item/${added.body.data!.id}`)).status).toBe(404)
    // A stranger without any session is refused the same way, and gets no list of their own.
    expect((await add(cartClient(t.app), listId, product.id)).status).toBe(404)
    const items = await owner.call<WishListItemsResponse>('GET', 'wish-list-item')
    expect(items.body.data).toHaveLength(1)
  })

  it('loses the list with the session once it has expired', async () => {
    const guest = cartClient(t.app)
    const added = await add(guest, null, (await make.product()).id)
    const listId = added.body.wish_lists[0]!.id
    const sessionId = guest.cookie!.slice('sid='.length).split('.')[0]!
    await db()
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, sessionId))
    await deleteExpiredSessions(db())
    expect(await db().select().from(wishLists).where(eq(wishLists.id, listId))).toEqual([])
  })
})

describe('a logged-in customer', () => {
  it('creates, renames, makes public and deletes lists; the last one stays', async () => {
    const { shopper } = await customer()
    const first = await createList(shopper, '  Verjaardag  ')
    expect(first.data).toMatchObject({ name: 'Verjaardag', is_public: false, item_quantity: 0 })
    expect(first.redirect_to).toBe(first.data.public_url)
    const second = await createList(shopper, 'Keuken', true)
    expect(second.data.is_public).toBe(true)

    const renamed = await shopper.call<WishListSavedResponse>('PUT', `wish-list/${first.data.id}`, {
      name: 'Sinterklaas',
      is_public: true,
    })
    expect(renamed.status).toBe(200)
    expect(renamed.body.data).toMatchObject({ id: first.data.id, name: 'Sinterklaas', is_public: true })
    expect(renamed.body.redirect_to).toBe(first.data.public_url)

    const lists = await shopper.call<WishListsResponse>('GET', 'wish-list')
    expect(lists.body.authenticated).toBe(true)
    expect(lists.body.data.map((list) => list.name)).toEqual(['Sinterklaas', 'Keuken'])

    const deleted = await shopper.call<WishListDeletedResponse>(
      'DELETE',
      `wish-list/${second.data.id}`,
      undefined,
      'en',
    )
    expect(deleted).toEqual({ status: 200, body: { redirect_to: '/en/wish-list' } })
    const last = await shopper.call<MessageBody>('DELETE', `wish-list/${first.data.id}`)
    expect(last).toEqual({ status: 409, body: { message: translate('nl', 'wishList.error.lastList') } })
    expect((await shopper.call<WishListsResponse>('GET', 'wish-list')).body.data).toHaveLength(1)
  })

  it('puts a product on several lists, and the item lists each of them', async () => {
    const { shopper } = await customer()
    const a = await createList(shopper, 'A')
    const b = await createList(shopper, 'B')
    const product = await make.product()
    const onA = await add(shopper, a.data.id, product.id)
    const onB = await add(shopper, b.data.id, product.id)
    // The entry is the product's: its first list's item, and every list it is on.
    expect(onB.body.data).toMatchObject({ id: onA.body.data!.id, wish_list_id: a.data.id })
    const [onListA, onListB] = onB.body.data!.wish_lists
    expect(onListA).toEqual({ id: a.data.id, item_id: onA.body.data!.id })
    expect(onListB!.id).toBe(b.data.id)
    expect(onListB!.item_id).not.toBe(onA.body.data!.id)
    // Deleting a list takes its items with it.
    await shopper.call('DELETE', `wish-list/${b.data.id}`)
    const items = await shopper.call<WishListItemsResponse>('GET', 'wish-list-item')
    expect(items.body.data[0]!.wish_lists).toEqual([{ id: a.data.id, item_id: onA.body.data!.id }])
  })

  it("cannot read, change or delete another customer's lists and items (404)", async () => {
    const { shopper: owner } = await customer()
    const list = await createList(owner, 'Van mij')
    await createList(owner, 'Tweede')
    const product = await make.product()
    const item = await add(owner, list.data.id, product.id)
    const { shopper: other } = await customer()

    expect((await other.call('PUT', `wish-list/${list.data.id}`, { name: 'Gekaapt' })).status).toBe(404)
    expect((await other.call('DELETE', `wish-list/${list.data.id}`)).status).toBe(404)
    expect((await add(other, list.data.id, product.id)).status).toBe(404)
    expect((await other.call('DELETE', `wish-list-item/${item.body.data!.id}`)).status).toBe(404)
    expect((await other.call<WishListItemsResponse>('GET', 'wish-list-item')).body.data).toEqual([])
    expect((await other.call<WishListsResponse>('GET', 'wish-list')).body.data).toEqual([])
    const mine = await owner.call<WishListsResponse>('GET', 'wish-list')
    expect(mine.body.data.map((entry) => [entry.name, entry.item_quantity])).toEqual([
      ['Van mij', 1],
      ['Tweede', 0],
    ])
  })

  it('answers 404 for ids that are no ids', async () => {
    const { shopper } = await customer()
    for (const id of ['0', 'abc', '1.5', '99999999999', '-1']) {
      expect((await shopper.call('PUT', `wish-list/${id}`, { name: 'X' })).status).toBe(404)
      expect((await shopper.call('DELETE', `wish-list/${id}`)).status).toBe(404)
      expect((await shopper.call('DELETE', `wish-list-item/${id}`)).status).toBe(404)
    }
  })
})

describe('bad input', () => {
  it('answers 422 with field errors in the language of the request', async () => {
    const { shopper } = await customer()
    const list = await createList(shopper, 'Lijst')
    const cases: Array<[string, string, unknown, string]> = [
      ['POST', 'wish-list', { name: '' }, 'name'],
      ['POST', 'wish-list', { name: '   ' }, 'name'],
      ['POST', 'wish-list', { name: 'x'.repeat(81) }, 'name'],
      ['POST', 'wish-list', { name: 'Goed', is_public: 'ja' }, 'is_public'],
      ['POST', 'wish-list', { name: 'Goed', extra: 1 }, ''],
      ['POST', 'wish-list', 'geen json', ''],
      ['PUT', `wish-list/${list.data.id}`, { name: 42 }, 'name'],
      ['POST', 'wish-list-item', { wish_list_id: list.data.id }, 'product_id'],
      ['POST', 'wish-list-item', { wish_list_id: 'een', product_id: 1 }, 'wish_list_id'],
      ['POST', 'wish-list-item', { wish_list_id: list.data.id, product_id: 1.5 }, 'product_id'],
      ['POST', 'wish-list-item', { product_id: 1 }, 'wish_list_id'],
      ['POST', 'wish-list-item', { wish_list_id: list.data.id, product_id: 2_147_483_647 }, 'product_id'],
    ]
    for (const [method, path, body, field] of cases) {
      const response = await shopper.call<ValidationErrorBody>(method, path, body, 'de')
      expect(response.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(422)
      expect(response.body.message).toBeTruthy()
      if (field) expect(Object.keys(response.body.errors), JSON.stringify(body)).toContain(field)
    }
    const named = await shopper.call<ValidationErrorBody>('POST', 'wish-list', { name: '' }, 'de')
    expect(named.body.errors.name).toEqual([translate('de', 'wishList.validation.name')])
    const inactive = await make.product({ status: 'inactive' })
    const gone = await shopper.call<ValidationErrorBody>(
      'POST',
      'wish-list-item',
      { wish_list_id: list.data.id, product_id: inactive.id },
      'en',
    )
    expect(gone.body.errors.product_id).toEqual([translate('en', 'wishList.validation.product')])
  })

  it('refuses a call without the X-Requested-With header (403)', async () => {
    const response = await t.app.request('/front-api/wish-list', { method: 'GET' })
    expect(response.status).toBe(403)
  })
})

describe('login', () => {
  it("merges a guest's list into the customer's first list", async () => {
    const { shopper: account, email } = await customer()
    const own = await createList(account, 'Eigen')
    const both = await make.product()
    const onlyOwn = await make.product()
    await add(account, own.data.id, both.id)
    await add(account, own.data.id, onlyOwn.id)

    const guest = cartClient(t.app)
    const onlyGuest = await make.product()
    await add(guest, null, both.id)
    const guestList = (await add(guest, null, onlyGuest.id)).body.wish_lists[0]!
    const login = await guest.call('POST', 'login', { email, password: PASSWORD })
    expect(login.status, JSON.stringify(login.body)).toBe(200)

    const lists = await guest.call<WishListsResponse>('GET', 'wish-list')
    expect(lists.body).toMatchObject({ authenticated: true })
    expect(lists.body.data.map((list) => [list.id, list.item_quantity])).toEqual([[own.data.id, 3]])
    const items = await guest.call<WishListItemsResponse>('GET', 'wish-list-item')
    expect(items.body.data.map((item) => item.product_id).sort()).toEqual(
      [both.id, onlyOwn.id, onlyGuest.id].sort(),
    )
    expect(await db().select().from(wishLists).where(eq(wishLists.id, guestList.id))).toEqual([])
  })

  it('hands a guest list over to a customer who has none, and keeps it after logging out', async () => {
    const { shopper: account, email } = await customer()
    await account.call('POST', 'logout')
    const guest = cartClient(t.app)
    const product = await make.product()
    const guestList = (await add(guest, null, product.id)).body.wish_lists[0]!
    await guest.call('POST', 'login', { email, password: PASSWORD })
    const lists = await guest.call<WishListsResponse>('GET', 'wish-list')
    expect(lists.body.data).toEqual([guestList])
    await guest.call('POST', 'logout')
    expect((await guest.call<WishListsResponse>('GET', 'wish-list')).body.data).toEqual([])
    const again = cartClient(t.app)
    await again.call('POST', 'login', { email, password: PASSWORD })
    expect((await again.call<WishListsResponse>('GET', 'wish-list')).body.data).toEqual([guestList])
  })
})

describe('the wish-list page', () => {
  const site = { locale: 'nl' as const, prefix: '' }

  it('shows a public list to anyone with its link, read only; a private one to nobody else', async () => {
    const { shopper } = await customer()
    const product = await make.product()
    const shared = await createList(shopper, 'Gedeeld', true)
    const hidden = await createList(shopper, 'Geheim')
    await add(shopper, shared.data.id, product.id)
    const tokenOf = (url: string) => url.split('/').pop()!
    const wishListsOf = createWishLists(db())
    const page = await wishListsOf.page(site, null, tokenOf(shared.data.public_url))
    expect(page?.current).toMatchObject({ own: false, list: { id: shared.data.id, item_quantity: 1 } })
    expect(page?.current?.items.map((item) => item.productId)).toEqual([product.id])
    expect(page?.lists).toEqual([])
    expect(await wishListsOf.page(site, null, tokenOf(hidden.data.public_url))).toBeNull()
    expect(await wishListsOf.page(site, { sessionId: 'someone-else' }, 'no-such-token')).toBeNull()
    // Made private again, the link stops working.
    await shopper.call('PUT', `wish-list/${shared.data.id}`, { name: 'Gedeeld', is_public: false })
    expect(await wishListsOf.page(site, null, tokenOf(shared.data.public_url))).toBeNull()
  })
})

it('answered every call above without a server error', () => {
  expect(t.logs.filter((line) => Number(line.level) >= 50)).toEqual([])
})

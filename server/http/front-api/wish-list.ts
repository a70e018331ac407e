import { type Context, Hono } from 'hono'
import {
  wishListItemRequestSchema,
  type WishListDeletedResponse,
  type WishListItemChangeResponse,
  type WishListItemsResponse,
  type WishListSavedResponse,
  type WishListsResponse,
} from '#core/schemas/wish-list'
import type { RequestSession } from '#server/domain/sessions/request-session'
import {
  wishListPath,
  type ItemChange,
  type WishListOwner,
  type WishListRefusal,
  type WishListsService,
} from '#server/domain/wish-list/wish-lists'
import { validate } from '../../validation'
import type { AppEnv } from '../env'
import { HttpError } from '../errors'
import { idParam, readJson, requestSite } from './checkout-request'

/** Marks a guest's session as one that holds wish lists (its row must exist for them to be found again). */
const WISH_LISTS_SESSION_KEY = 'wishLists'

/** Whose lists a request reads and changes: the logged-in customer's, else the stored session's. */
export function wishListOwner(session: RequestSession): WishListOwner | null {
  if (session.customerId) return { customerId: session.customerId }
  return session.stored && session.id ? { sessionId: session.id } : null
}

function refused(refusal: WishListRefusal): HttpError {
  if (refusal === 'login') return new HttpError(401, 'wishList.error.login')
  if (refusal === 'last-list') return new HttpError(409, 'wishList.error.lastList')
  return new HttpError(404)
}

function changeResponse(change: ItemChange): WishListItemChangeResponse {
  return { data: change.item, product_id: change.productId, wish_lists: change.lists }
}

/**
 * The wish-list calls of spec §7. Reads answer empty for a visitor without lists (they create nothing);
 * a guest's first add stores the session, so the list is theirs on the next visit. Lists and items of
 * anybody else answer 404; creating, editing and deleting lists need a logged-in customer (401).
 */
export function wishListRoutes(wishLists: WishListsService) {
  const owner = (c: Context<AppEnv>) => wishListOwner(c.get('session'))

  return new Hono<AppEnv>()
    .get('/wish-list', async (c) => {
      const session = c.get('session')
      return c.json<WishListsResponse>({
        data: await wishLists.lists(requestSite(c), owner(c)),
        authenticated: session.customerId !== null,
      })
    })
    .get('/wish-list-item', async (c) => {
      return c.json<WishListItemsResponse>({ data: await wishLists.items(owner(c)) })
    })
    .post('/wish-list-item', async (c) => {
      const site = requestSite(c)
      const body = validate(wishListItemRequestSchema, await readJson(c.req.raw), site.locale)
      const session = c.get('session')
      let who = owner(c)
      if (!who) {
        // A guest's first add keeps a session; limited per address like a new cart, so that a cookieless
        // flood cannot fill the database.
        await c.get('enforceLimits')([[c.get('limits')['cart-create-ip'], c.get('clientAddress')]])
        session.set(WISH_LISTS_SESSION_KEY, true)
        await session.commit(new Date(), { extend: true })
        who = owner(c)
        if (!who) throw new HttpError(409, 'error.server')
      } else if (!session.customerId) {
        session.set(WISH_LISTS_SESSION_KEY, true)
      }
      const change = await wishLists.addItem(site, who, body)
      if (!change) throw new HttpError(404)
      return c.json<WishListItemChangeResponse>(changeResponse(change), 201)
    })
    .delete('/wish-list-item/:id', async (c) => {
      const id = idParam(c.req.param('id'))
      const who = owner(c)
      const change = id !== null && who ? await wishLists.removeItem(requestSite(c), who, id) : null
      if (!change) throw new HttpError(404)
      return c.json<WishListItemChangeResponse>(changeResponse(change))
    })
    .post('/wish-list', async (c) => {
      const site = requestSite(c)
      const outcome = await wishLists.create(site, owner(c), await readJson(c.req.raw))
      if (!outcome.ok) throw refused(outcome.refusal)
      return c.json<WishListSavedResponse>({ data: outcome.list, redirect_to: outcome.list.public_url }, 201)
    })
    .put('/wish-list/:id', async (c) => {
      const site = requestSite(c)
      const id = idParam(c.req.param('id'))
      const who = owner(c)
      if (!who || !('customerId' in who)) throw refused('login')
      if (id === null) throw refused('not-found')
      const outcome = await wishLists.update(site, who, id, await readJson(c.req.raw))
      if (!outcome.ok) throw refused(outcome.refusal)
      return c.json<WishListSavedResponse>({ data: outcome.list, redirect_to: outcome.list.public_url })
    })
    .delete('/wish-list/:id', async (c) => {
      const id = idParam(c.req.param('id'))
      const who = owner(c)
      if (!who || !('customerId' in who)) throw refused('login')
      if (id === null) throw refused('not-found')
      const outcome = await wishLists.remove(who, id)
      if (!outcome.ok) throw refused(outcome.refusal)
      return c.json<WishListDeletedResponse>({ redirect_to: wishListPath(requestSite(c)) })
    })
}

import { Hono } from 'hono'
import { compareItemRequestSchema, type CompareResponse } from '#core/schemas/compare'
import type { Database } from '#server/db/client'
import { addCompareItem, compareIds, removeCompareItem } from '#server/domain/compare/compare'
import { validate } from '../../validation'
import type { AppEnv } from '../env'
import { HttpError } from '../errors'
import { idParam, readJson } from './checkout-request'

/**
 * The compare set of the session (spec §7 "Compare": addCompareItem, removeCompareItem; paths per the
 * architecture's `/front-api/compare`). Every answer carries the ids in the set now.
 */
export function compareRoutes(db: Database) {
  return new Hono<AppEnv>()
    .get('/compare', (c) => c.json<CompareResponse>({ data: compareIds(c.get('session')) }))
    .post('/compare', async (c) => {
      const locale = c.get('locale')
      const body = validate(compareItemRequestSchema, await readJson(c.req.raw), locale)
      const session = c.get('session')
      // A first compare of a visitor without a session starts one: limited per address like a new cart.
      if (!session.stored) {
        await c.get('enforceLimits')([[c.get('limits')['cart-create-ip'], c.get('clientAddress')]])
      }
      return c.json<CompareResponse>({ data: await addCompareItem(db, session, locale, body.product_id) })
    })
    .delete('/compare/:productId', (c) => {
      const productId = idParam(c.req.param('productId'))
      if (productId === null) throw new HttpError(404)
      return c.json<CompareResponse>({ data: removeCompareItem(c.get('session'), productId) })
    })
}

import { Hono } from 'hono'
import { keepMePostedRequestSchema, type KeepMePostedResponse } from '#core/schemas/keep-me-posted'
import type { KeepMePostedModule } from '#server/domain/keep-me-posted/keep-me-posted'
import { translate } from '#server/i18n/translate'
import { validate } from '../../validation'
import type { AppEnv } from '../env'
import { HttpError } from '../errors'
import { idParam, readJson, requestSite } from './checkout-request'

/**
 * POST /front-api/product/{id}/notification (spec §7 "Products"): keep-me-posted for a product. Counted per
 * client address before anything else and per e-mail address once it is valid (docs/decisions/0031). The
 * same success message whether or not the address waited already.
 */
export function keepMePostedRoutes(keepMePosted: KeepMePostedModule) {
  return new Hono<AppEnv>().post('/product/:id/notification', async (c) => {
    const site = requestSite(c)
    const limits = c.get('limits')
    await c.get('enforceLimits')([[limits['keep-me-posted-ip'], c.get('clientAddress')]])
    const id = idParam(c.req.param('id'))
    if (id === null) throw new HttpError(404)
    const { email } = validate(keepMePostedRequestSchema, await readJson(c.req.raw), site.locale)
    await c.get('enforceLimits')([[limits['keep-me-posted-email'], email.toLowerCase()]])
    if (!(await keepMePosted.subscribe(site, id, email))) throw new HttpError(404)
    return c.json({ message: translate(site.locale, 'keepMePosted.success') } satisfies KeepMePostedResponse)
  })
}

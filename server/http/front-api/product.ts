import { Hono } from 'hono'
import { productRequestSchema } from '#core/schemas/catalogue'
import type { CatalogueService } from '#server/domain/catalogue/catalogue'
import { validate } from '../../validation'
import type { AppEnv } from '../env'
import { HttpError } from '../errors'

/**
 * POST /front-api/product (spec §7 "Products"): `{id}` answers that product, `{ids}` answers `{products}`
 * in the order asked for, leaving out unknown and inactive ones. Texts and links in the page language.
 */
export function productRoutes(catalog: CatalogueService) {
  return new Hono<AppEnv>().post('/product', async (c) => {
    const locale = c.get('locale')
    const body = validate(productRequestSchema, await readJson(c.req.raw), locale)
    const site = { locale, prefix: c.get('localePrefix') }
    if ('id' in body) {
      const [product] = await catalog.products(site, [body.id])
      if (!product) throw new HttpError(404)
      return c.json(product)
    }
    return c.json({ products: await catalog.products(site, body.ids) })
  })
}

/** The body as JSON; a body that is no JSON counts as missing, so validation answers 422. */
async function readJson(request: Request): Promise<unknown> {
  try {
    return JSON.parse(await request.text())
  } catch {
    return undefined
  }
}

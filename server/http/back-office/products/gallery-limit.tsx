import type { Context, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { AppEnv } from '../../env'
import { PRODUCT_FORM_MAX_BYTES } from '../../middleware/request-limits'
import type { BackOfficeKit } from '../kit'

export { PRODUCT_FORM_MAX_BYTES }

const MEGABYTE = 1024 * 1024

/**
 * The product form's body limit (docs/decisions/0142): put it first on every POST route of the product form
 * (`/admin/products/new`, `/admin/products/<id>`, which the shop-wide small limit lets through for it). A
 * bigger form is refused unread with 413 and a page that says what happened, that nothing was saved and how
 * to go on, with a link back to the form.
 */
export function productFormBodyLimit(
  kit: Pick<BackOfficeKit, 'render' | 'staffOf' | 't'>,
): MiddlewareHandler<AppEnv> {
  return bodyLimit({
    maxSize: PRODUCT_FORM_MAX_BYTES,
    onError: (c) => tooLargePage(kit, c),
  })
}

function tooLargePage(kit: Pick<BackOfficeKit, 'render' | 'staffOf' | 't'>, c: Context<AppEnv>) {
  const staff = kit.staffOf(c)
  const t = kit.t(staff.locale)
  const title = t('backOffice.media.tooLarge.title')
  return kit.render(
    c,
    staff,
    title,
    <section className="card narrow-wide">
      <h1>{title}</h1>
      <p className="error" role="alert">
        {t('backOffice.media.tooLarge.body', { max: Math.floor(PRODUCT_FORM_MAX_BYTES / MEGABYTE) })}
      </p>
      <p>
        <a className="button-link" href={c.req.path}>
          {t('backOffice.media.tooLarge.back')}
        </a>
      </p>
    </section>,
    413,
  )
}

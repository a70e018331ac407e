import type { Hono } from 'hono'
import { isLocale } from '#core/locales'
import type { AccountsModule } from './accounts'
import type { AppEnv } from './env'
import { requestSite } from './front-api/checkout-request'

/** Where a customer downloads an invoice: a plain link (no API header), so outside /front-api. */
export const INVOICE_PATH = '/invoice'

/**
 * `GET /invoice/{orderId}?locale=nl`: the PDF of the session customer's own paid order; a guest, another
 * customer's order or an unpaid one is a 404 (never a hint that it exists).
 */
export function mountInvoices(app: Hono<AppEnv>, accounts: AccountsModule): void {
  app.get(`${INVOICE_PATH}/:orderId`, async (c) => {
    const site = requestSite(c)
    const asked = c.req.query('locale')
    const locale = asked && isLocale(asked) ? asked : site.locale
    const outcome = await accounts.orders.invoice(
      { site, session: c.get('session') },
      c.req.param('orderId'),
      locale,
    )
    if (!outcome.ok) return c.notFound()
    return c.body(outcome.data.pdf as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${outcome.data.number}.pdf"`,
      'Cache-Control': 'private, no-store',
    })
  })
}

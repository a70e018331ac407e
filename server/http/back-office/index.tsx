import type { Context, Hono } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { renderToStaticMarkup } from 'react-dom/server'
import { orderFilterSchema, staffLoginSchema } from '#core/schemas/back-office'
import type { Config } from '#server/config'
import type { Database } from '#server/db/client'
import type { AfterPayment, WhenPaid } from '#server/domain/orders/when-paid'
import { RateLimitedError } from '#server/domain/limits/limiter'
import {
  changeOrderStatus,
  listOrders,
  orderDetail,
  resendOrderConfirmation,
  staffInvoice,
} from '#server/domain/orders/back-office'
import {
  authenticateStaff,
  endStaffSession,
  findStaffSession,
  STAFF_SESSION_MS,
  startStaffSession,
  type StaffMember,
} from '#server/domain/staff/staff'
import { ValidationError } from '#server/validation'
import type { AppEnv } from '../env'
import { shopPageUrl } from '../page-urls'
import { loginLimits } from '../front-api/login'
import { PRIVATE_NO_STORE } from '../middleware/cache-policy'
import { isSecure } from '../middleware/session'
import { mountArticles } from './articles'
import { mountAuditLog } from './audit'
import { mountCoupons } from './coupons'
import { mountBrands } from './brands'
import { mountCategories } from './categories'
import { mountProducts } from './products'
import type { ProductPreview } from '../product-preview'
import { mountDealers } from './dealers'
import { mountSearchSynonyms } from './search-synonyms'
import { mountSettings } from './settings'
import { mountStaffScreen } from './staff'
import type { AdminRender, BackOfficeKit } from './kit'
import { mountMailScreen } from './mail'
import { mountStockScreen } from './stock'
import { mountCatalogueSync } from './sync'
import type { MediaIngest } from '#server/domain/media/media-ingest'
import { mountReviewModeration } from './reviews'
import { mountDashboard } from './dashboard'
import { mountWithdrawals } from './withdrawals'
import { Forbidden, LoginForm, NotFound, OrderDetail, OrdersList, Page, translatorFor } from './views'
import { homeOf, mayOpen } from './access'

/** Over plain HTTP; over HTTPS the `__Host-` prefix pins it to this host, Secure and path `/`. */
const STAFF_COOKIE = 'staff'
const SECURE_STAFF_COOKIE = '__Host-staff'

export interface BackOfficeDeps {
  db: Database
  config: Pick<Config, 'publicUrl' | 'localeHosts'>
  /** After an order change has committed: refunds, the catalogue's counts, keep-me-posted. */
  afterOrderChange: (after: AfterPayment) => Promise<void>
  /** The links of an order's confirmation mail, as paying sends it (`WhenPaid.confirmationUrls`). */
  confirmationUrls: WhenPaid['confirmationUrls']
  /** After a catalogue sync's batch has committed: products back in stock (keep-me-posted). */
  backInStock: (productIds: readonly number[]) => Promise<void>
  /** Fetches and stores the pictures a synced feed names (the app's media pipeline). */
  media: MediaIngest
  /** Renders a product's shop page for staff, inactive ones too (issue 35); absent without a page renderer. */
  previewProduct?: ProductPreview
  /** Logs what failed a catalogue sync started by upload. */
  onError?: (error: unknown) => void
  now?: () => Date
}

/**
 * The back office under /admin (issue 14): staff log in with their own accounts and sessions — a shopper's
 * session never opens it — and every change is written to the audit log. Without a staff session every
 * page answers 403 with the login form (a shopper and a guest see nothing of the shop's orders), every
 * write 403. Pages are never cached.
 */
export function mountBackOffice(app: Hono<AppEnv>, deps: BackOfficeDeps): void {
  const now = deps.now ?? (() => new Date())
  const cookieName = (c: Context<AppEnv>) =>
    isSecure(c, deps.config.publicUrl) ? SECURE_STAFF_COOKIE : STAFF_COOKIE
  const current = async (c: Context<AppEnv>): Promise<StaffMember | null> => {
    const token = getCookie(c, cookieName(c))
    return token ? findStaffSession(deps.db, token, now()) : null
  }
  const render: AdminRender = (c, staff, title, body, status = 200, options = {}) => {
    const locale = staff?.locale ?? loginLocale(c)
    const t = translatorFor(locale)
    const html = renderToStaticMarkup(
      <Page
        t={t}
        locale={locale}
        title={title}
        nonce={c.get('cspNonce')}
        staff={staff}
        refresh={options.refresh}
      >
        {body}
      </Page>,
    )
    c.header('X-Robots-Tag', 'noindex, nofollow')
    return c.html(`<!doctype html>${html}`, status)
  }
  const loginPage = (
    c: Context<AppEnv>,
    status: 200 | 403 | 422 | 429,
    form: { next?: string; email?: string; error?: string } = {},
  ) => {
    const t = translatorFor(loginLocale(c))
    return render(c, null, t('backOffice.login.title'), <LoginForm t={t} {...form} />, status)
  }

  app.use('/admin', noStore)
  app.use('/admin/*', noStore)

  app.get('/admin/login', async (c) => {
    const staff = await current(c)
    if (staff) return c.redirect(homeOf(staff.role), 303)
    return loginPage(c, 200)
  })

  app.post('/admin/login', async (c) => {
    const body = await c.req.parseBody()
    const t = translatorFor(loginLocale(c))
    const parsed = staffLoginSchema.safeParse({
      email: body.email,
      password: body.password,
      ...(typeof body.next === 'string' && body.next !== '' ? { next: body.next } : {}),
    })
    const email = typeof body.email === 'string' ? body.email : undefined
    if (!parsed.success) return loginPage(c, 422, { email, error: t('backOffice.login.failed') })
    try {
      await c.get('enforceLimits')(loginLimits(c, parsed.data))
    } catch (error) {
      if (!(error instanceof RateLimitedError)) throw error
      return loginPage(c, 429, { email, error: t('error.tooManyRequests') })
    }
    const staff = await authenticateStaff(deps.db, parsed.data.email, parsed.data.password)
    if (!staff)
      return loginPage(c, 422, { email, next: parsed.data.next, error: t('backOffice.login.failed') })
    const token = await startStaffSession(deps.db, staff.id, now())
    setCookie(c, cookieName(c), token, {
      path: '/',
      httpOnly: true,
      secure: isSecure(c, deps.config.publicUrl),
      sameSite: 'Strict',
      maxAge: STAFF_SESSION_MS / 1000,
    })
    return c.redirect(parsed.data.next ?? homeOf(staff.role), 303)
  })

  app.post('/admin/logout', async (c) => {
    const name = cookieName(c)
    const token = getCookie(c, name)
    if (token) await endStaffSession(deps.db, token)
    deleteCookie(c, name, { path: '/', secure: isSecure(c, deps.config.publicUrl) })
    return c.redirect('/admin/login', 303)
  })

  // Everything below needs a staff session.
  const guard = async (c: Context<AppEnv>, next: () => Promise<void>) => {
    const staff = await current(c)
    if (!staff) {
      if (c.req.method !== 'GET' && c.req.method !== 'HEAD')
        return c.text(translatorFor(loginLocale(c))('error.forbidden'), 403)
      const url = new URL(c.req.url)
      return loginPage(c, 403, { next: url.pathname + url.search })
    }
    c.set('staff', staff)
    // Each screen and each of its actions is for the roles access.ts gives it (docs/decisions/0137).
    const { pathname } = new URL(c.req.url)
    if (pathname !== '/admin' && !mayOpen(staff.role, pathname)) {
      const t = translatorFor(staff.locale)
      if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return c.text(t('backOffice.forbidden'), 403)
      return render(c, staff, t('backOffice.forbiddenTitle'), <Forbidden t={t} role={staff.role} />, 403)
    }
    return next()
  }
  app.use('/admin', guard)
  app.use('/admin/*', guard)
  const staffOf = (c: Context<AppEnv>): StaffMember => {
    const staff = c.get('staff')
    if (!staff) throw new Error('A back-office route ran without its guard')
    return staff
  }

  app.get('/admin', (c) => c.redirect(homeOf(staffOf(c).role), 303))

  const notFound = (c: Context<AppEnv>) => {
    const staff = staffOf(c)
    const t = translatorFor(staff.locale)
    return render(c, staff, t('backOffice.notFound'), <NotFound t={t} />, 404)
  }
  const kit: BackOfficeKit = {
    db: deps.db,
    config: deps.config,
    now,
    t: translatorFor,
    staffOf,
    render,
    notFound,
    media: deps.media,
    backInStock: deps.backInStock,
  }
  mountDealers(app, kit)
  mountWithdrawals(app, kit)
  mountDashboard(app, kit)
  mountCoupons(app, kit)
  mountArticles(app, kit)
  mountStaffScreen(app, kit)
  mountAuditLog(app, kit)
  mountSettings(app, kit)
  mountSearchSynonyms(app, kit)
  mountProducts(app, kit, deps.previewProduct)

  app.get('/admin/orders', async (c) => {
    const staff = staffOf(c)
    const t = translatorFor(staff.locale)
    const filter = orderFilterSchema.parse(c.req.query())
    const { rows, total } = await listOrders(deps.db, filter)
    return render(
      c,
      staff,
      t('backOffice.orders.title'),
      <OrdersList t={t} locale={staff.locale} filter={filter} rows={rows} total={total} />,
    )
  })

  app.get('/admin/orders/:number', async (c) => {
    const staff = staffOf(c)
    const t = translatorFor(staff.locale)
    const detail = await orderDetail(deps.db, c.req.param('number'))
    if (!detail) return notFound(c)
    const notice =
      c.req.query('saved') === '1'
        ? t('backOffice.order.saved')
        : c.req.query('resent') === '1'
          ? t('backOffice.order.resent', { email: detail.order.email })
          : undefined
    return render(
      c,
      staff,
      t('backOffice.order.title', { number: detail.order.number }),
      <OrderDetail t={t} locale={staff.locale} detail={detail} notice={notice} />,
    )
  })

  app.post('/admin/orders/:number/resend', async (c) => {
    const staff = staffOf(c)
    const t = translatorFor(staff.locale)
    const number = c.req.param('number')
    const result = await resendOrderConfirmation(deps.db, staff, number, deps.confirmationUrls, now())
    if (result === 'sent') return c.redirect(`/admin/orders/${encodeURIComponent(number)}?resent=1`, 303)
    const detail = await orderDetail(deps.db, number)
    if (!detail) return notFound(c)
    return render(
      c,
      staff,
      t('backOffice.order.title', { number }),
      <OrderDetail
        t={t}
        locale={staff.locale}
        detail={detail}
        errors={{ _resend: [t('backOffice.order.notPaid')] }}
      />,
      409,
    )
  })

  app.get('/admin/orders/:number/invoice', async (c) => {
    const invoice = await staffInvoice(deps.db, c.req.param('number'), (locale, key) =>
      shopPageUrl(deps.config, locale, key),
    )
    if (!invoice) return notFound(c)
    return c.body(invoice.pdf as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${invoice.number}.pdf"`,
    })
  })

  app.post('/admin/orders/:number/status', async (c) => {
    const staff = staffOf(c)
    const t = translatorFor(staff.locale)
    const number = c.req.param('number')
    const form = await c.req.parseBody()
    const input = Object.fromEntries(
      Object.entries(form).filter(
        ([key, value]) => ['status', 'carrier', 'tracking_code'].includes(key) && typeof value === 'string',
      ),
    )
    // The carrier select is on the form whatever the choice; it only counts when shipping.
    if (input.status !== 'shipped') {
      delete input.carrier
      delete input.tracking_code
    }
    let errors: Record<string, string[]> | undefined
    try {
      const result = await changeOrderStatus(deps.db, staff, number, input, now())
      if (result.ok) {
        await deps.afterOrderChange(result.after)
        return c.redirect(`/admin/orders/${encodeURIComponent(number)}?saved=1`, 303)
      }
      if (result.reason === 'not_found') return notFound(c)
      errors = { _form: [t('backOffice.validation.transition')] }
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error
      errors = error.errors
    }
    const detail = await orderDetail(deps.db, number)
    if (!detail) return notFound(c)
    return render(
      c,
      staff,
      t('backOffice.order.title', { number }),
      <OrderDetail t={t} locale={staff.locale} detail={detail} errors={errors} />,
      422,
    )
  })

  mountStockScreen(app, kit, deps.afterOrderChange)
  mountMailScreen(app, kit)
  mountCatalogueSync(app, kit, { backInStock: deps.backInStock, media: deps.media, onError: deps.onError })
  mountReviewModeration(app, kit)
  mountCategories(app, kit)
  mountBrands(app, kit)

  // Any other back-office address, for a logged-in member of staff.
  app.all('/admin/*', (c) => notFound(c))
}

/** Before login: English when the browser prefers it, else Dutch (the back office's two languages). */
function loginLocale(c: Context<AppEnv>): 'nl' | 'en' {
  const accepted = c.req.header('accept-language') ?? ''
  const first = accepted.split(',')[0]?.trim().toLowerCase() ?? ''
  return first.startsWith('en') ? 'en' : 'nl'
}

/** Set before the answer is made, so that every answer (page, redirect, refusal) carries it from the start. */
async function noStore(c: Context<AppEnv>, next: () => Promise<void>) {
  c.header('Cache-Control', PRIVATE_NO_STORE)
  await next()
}

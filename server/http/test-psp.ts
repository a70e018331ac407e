import type { Context, Hono } from 'hono'
import { formatEuro } from '#core/money'
import { splitInstalments } from '#core/instalments'
import type { Locale } from '#core/locales'
import { TEST_PAYMENT_OUTCOMES, testPaymentFormSchema, type TestPaymentOutcome } from '#core/schemas/payments'
import { isPaymentId } from '../adapters/payments/port'
import { testMethod } from '../adapters/payments/test-methods'
import {
  callWebhook,
  completeTestPayment,
  findTestPayment,
  paymentLocale,
  TEST_PSP_PATH,
  webhookJobKey,
  type TestPaymentRow,
} from '../adapters/payments/test-provider'
import type { Database } from '../db/client'
import { html, safeHref, type SafeHtml } from '../html'
import { translate } from '../i18n/translate'
import { cancelPendingJob } from '../jobs/queue'
import { fieldErrors } from '../validation'
import type { AppEnv } from './env'
import { readFormFields } from './form'
import { formatShopDate } from '#core/shop-dates'

/**
 * The test payment provider's hosted page (docs/decisions/0019), served by the shop outside /front-api:
 * the shopper sees a clearly marked test page in their language with amount, method and description,
 * picks a bank where the method has issuers, and chooses the outcome. Then, as Mollie does, the shop's
 * webhook is called server-to-server with the payment id only, and the browser is sent to the
 * redirect URL. Plain HTML and a form: it works without JavaScript.
 */
export function mountTestPsp(app: Hono<AppEnv>, deps: { db: Database }): void {
  const { db } = deps

  app.get(`${TEST_PSP_PATH}/:id`, async (c) => {
    const payment = await findPayment(db, c.req.param('id'))
    if (!payment) return notFoundPage(c)
    return page(c, payment, 200, null)
  })

  app.post(`${TEST_PSP_PATH}/:id`, async (c) => {
    const payment = await findPayment(db, c.req.param('id'))
    if (!payment) return notFoundPage(c)
    const locale = paymentLocale(payment)
    if (payment.status !== 'open') return page(c, payment, 409, null)

    const form = await readFormFields(c)
    const parsed = testPaymentFormSchema.safeParse(form)
    if (!parsed.success) return page(c, payment, 422, firstError(fieldErrors(parsed.error.issues, locale)))
    const issuer = chosenIssuer(payment, parsed.data.status, parsed.data.issuer)
    if (issuer === false) return page(c, payment, 422, translate(locale, 'testPsp.error.bank'))

    const result = await completeTestPayment(db, payment.id, { status: parsed.data.status, issuer })
    if (result.outcome === 'not_found') return notFoundPage(c)
    if (result.outcome === 'closed') return page(c, result.payment, 409, null)

    const logger = c.get('logger')
    try {
      await callWebhook(result.payment)
      await cancelPendingJob(db, 'test-psp.webhook', webhookJobKey(payment.id))
    } catch (error) {
      // The job enqueued with the status change calls it again shortly; the shopper need not wait.
      logger.warn({ err: error, paymentId: payment.id }, 'test payment webhook failed, will retry')
    }
    logger.info({ paymentId: payment.id, status: result.payment.status }, 'test payment completed')
    return c.redirect(result.payment.redirectUrl, 303)
  })
}

async function findPayment(db: Database, id: string): Promise<TestPaymentRow | null> {
  return isPaymentId(id) ? findTestPayment(db, id) : null
}

/**
 * The bank for a method with issuers: the one given at creation, else the one chosen here (required to
 * pay or fail; a cancel or expiry needs none). null: the method has no issuers. false: missing or unknown.
 */
function chosenIssuer(
  payment: TestPaymentRow,
  status: TestPaymentOutcome,
  chosen: string | undefined,
): string | null | false {
  const issuers = testMethod(payment.method)?.issuers ?? []
  if (issuers.length === 0 || payment.issuer) return payment.issuer
  if (chosen !== undefined && chosen !== '')
    return issuers.some((issuer) => issuer.id === chosen) ? chosen : false
  return status === 'paid' || status === 'failed' ? false : null
}

function firstError(errors: Record<string, string[]>): string {
  return Object.values(errors).flat()[0] ?? ''
}

// ---- HTML ----

const HEADERS = {
  'Cache-Control': 'no-store',
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'",
  'Referrer-Policy': 'no-referrer',
  'X-Robots-Tag': 'noindex',
}

function notFoundPage(c: Context<AppEnv>) {
  const locale = c.get('locale')
  return c.html(
    layout(
      locale,
      html`<h1>${translate(locale, 'testPsp.title')}</h1>
        <p class="message" role="alert">${translate(locale, 'testPsp.notFound')}</p>`,
    ).value,
    404,
    HEADERS,
  )
}

function page(c: Context<AppEnv>, payment: TestPaymentRow, status: 200 | 409 | 422, error: string | null) {
  const locale = paymentLocale(payment)
  const t = (key: string, values?: Record<string, string | number>) => translate(locale, key, values)
  const open = payment.status === 'open'
  const details = html`<h1>${t('testPsp.title')}</h1>
    <p class="amount">${formatEuro(payment.amountCents)}</p>
    <dl>
      <div>
        <dt>${t('testPsp.method')}</dt>
        <dd>
          ${t(`payment.method.${payment.method}`)}${payment.issuer ? html` (${issuerName(payment)})` : ''}
        </dd>
      </div>
      <div>
        <dt>${t('testPsp.description')}</dt>
        <dd>${payment.description}</dd>
      </div>
    </dl>
    ${payment.method === 'in3' ? html`<p>${instalmentsText(locale, payment.amountCents)}</p>` : ''}`

  const body = open
    ? html`${details}
        <p class="muted">${t('testPsp.expiresAt', { time: formatTime(locale, payment.expiresAt) })}</p>
        ${error ? html`<p class="message" role="alert">${error}</p>` : ''}
        <form method="post">
          ${bankChoice(locale, payment)}
          <fieldset>
            <legend>${t('testPsp.outcome')}</legend>
            <div class="outcomes">
              ${TEST_PAYMENT_OUTCOMES.map((outcome) => html`<button type="submit" name="status" value="${outcome}" class="${outcome}">${t(`testPsp.outcome.${outcome}`)}</button> `)}
            </div>
          </fieldset>
        </form>`
    : html`${details}
        <p class="message" role="status">
          ${t('testPsp.closed', { status: t(`payment.status.${payment.status}`) })}
        </p>
        <p><a class="back" href="${safeHref(payment.redirectUrl)}">${t('testPsp.back')}</a></p>`
  return c.html(layout(locale, body, formatEuro(payment.amountCents)).value, status, HEADERS)
}

function bankChoice(locale: Locale, payment: TestPaymentRow): SafeHtml | '' {
  const issuers = testMethod(payment.method)?.issuers ?? []
  if (issuers.length === 0 || payment.issuer) return ''
  return html`<fieldset>
    <legend>${translate(locale, 'testPsp.bank')}</legend>
    ${issuers.map((issuer, i) => html`<label class="bank"><input type="radio" name="issuer" value="${issuer.id}" ${i === 0 ? html` checked` : ''} /> ${issuer.name}</label> `)}
  </fieldset>`
}

function issuerName(payment: TestPaymentRow): string {
  const issuer = testMethod(payment.method)?.issuers.find((candidate) => candidate.id === payment.issuer)
  return issuer?.name ?? payment.issuer ?? ''
}

function instalmentsText(locale: Locale, amountCents: number): string {
  const [first, second, third] = splitInstalments(amountCents).map((part) => formatEuro(part.amountCents))
  return translate(locale, 'testPsp.instalments', { first: first!, second: second!, third: third! })
}

function formatTime(locale: Locale, date: Date): string {
  return formatShopDate(date, locale, 'mediumDateTime')
}

/**
 * The page around its content: in the payment's language, its title naming the amount when there is one (a
 * shopper with several tabs, or a screen reader reading the title first, knows which payment this is), the
 * test banner as the page's header landmark and the rest in its main landmark, so that all of it is in one.
 */
function layout(locale: Locale, content: SafeHtml, amount?: string): SafeHtml {
  return html`<!doctype html>
    <html lang="${locale}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>
          ${translate(locale, 'testPsp.title')}${amount ? ` ${amount}` : ''} –
          ${translate(locale, 'testPsp.badge')}
        </title>
        <style>
          ${STYLE}
        </style>
      </head>
      <body>
        <header class="banner">
          <span class="badge">${translate(locale, 'testPsp.badge')}</span>
          ${translate(locale, 'testPsp.banner')}
        </header>
        <main class="card">${content}</main>
      </body>
    </html> `
}

// Self-contained: the page is the provider's, not the shop's, and needs none of the shop's assets.
const STYLE = `
*{box-sizing:border-box}
body{margin:0;background:#eef1f4;color:#1f2933;font:16px/1.5 -apple-system,"Segoe UI",Roboto,Arial,"Helvetica Neue",sans-serif}
.banner{background:#fff4d6;border-bottom:2px solid #e8a33d;padding:12px 16px;text-align:center;font-size:15px}
.badge{display:inline-block;background:#b45309;color:#fff;font-weight:700;letter-spacing:.08em;border-radius:4px;padding:1px 8px;margin-right:6px}
.card{max-width:480px;margin:24px auto;background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.12);padding:24px}
h1{margin:0 0 4px;font-size:20px}
.amount{margin:0 0 16px;font-size:32px;font-weight:700}
dl{margin:0 0 16px}
dl div{display:flex;gap:12px;padding:6px 0;border-top:1px solid #e3e8ec}
dt{flex:0 0 9em;color:#5f6b76}
dd{margin:0;font-weight:600;overflow-wrap:anywhere}
.muted{color:#5f6b76;font-size:14px}
.message{background:#fdecea;border:1px solid #d93025;border-radius:8px;padding:10px 12px;color:#8a1c12}
[role=status].message{background:#eef6f3;border-color:#1f7a5a;color:#0f4c37}
fieldset{border:0;margin:16px 0 0;padding:0}
legend{font-weight:700;margin-bottom:8px;padding:0}
.bank{display:flex;align-items:center;gap:8px;padding:10px 12px;border:1px solid #cfd6dc;border-radius:8px;margin-bottom:8px;cursor:pointer}
.outcomes{display:grid;grid-template-columns:1fr 1fr;gap:8px}
button{font:inherit;font-weight:700;border:0;border-radius:8px;padding:12px;cursor:pointer;color:#fff;min-height:48px}
button:focus-visible,a:focus-visible{outline:3px solid #1f2933;outline-offset:2px}
.paid{background:#1f7a5a}.failed{background:#b3261e}.canceled{background:#5f6b76}.expired{background:#8a5a00}
.back{display:inline-block;background:#1f7a5a;color:#fff;text-decoration:none;font-weight:700;border-radius:8px;padding:12px 16px}
`

import type { Context, Hono } from 'hono'
import type { Locale } from '#core/locales'
import type { KeepMePostedModule } from '#server/domain/keep-me-posted/keep-me-posted'
import { translate } from '#server/i18n/translate'
import { html, SafeHtml } from '../html'
import type { AppEnv } from './env'
import { PRIVATE_NO_STORE } from './middleware/cache-policy'

/** The unsubscribe link of the keep-me-posted mails: `${origin}${KEEP_ME_POSTED_UNSUBSCRIBE_PATH}/{token}`. */
export const KEEP_ME_POSTED_UNSUBSCRIBE_PATH = '/keep-me-posted/unsubscribe'

/**
 * The unsubscribe page (docs/decisions/0065), no login needed: the token in the link is the proof. GET only
 * asks (mail scanners open every link in a mail; a GET must change nothing); the page's button POSTs, and so
 * does a mail client's one-click unsubscribe (RFC 8058, `List-Unsubscribe=One-Click`). Shown in the language
 * the address subscribed in.
 */
export function mountKeepMePostedUnsubscribe(app: Hono<AppEnv>, keepMePosted: KeepMePostedModule): void {
  const path = `${KEEP_ME_POSTED_UNSUBSCRIBE_PATH}/:token`
  app.get(path, async (c) => {
    const found = await keepMePosted.findByToken(c.req.param('token'))
    if (!found) return notFound(c)
    const t = translator(found.locale)
    return page(
      c,
      found.locale,
      200,
      html`<h1>${t('keepMePosted.unsubscribe.title')}</h1>
        <p>${t('keepMePosted.unsubscribe.question', { email: found.email })}</p>
        <form method="post">
          <button type="submit">${t('keepMePosted.unsubscribe.submit')}</button>
        </form>`,
    )
  })
  app.post(path, async (c) => {
    const token = c.req.param('token')
    const found = await keepMePosted.findByToken(token)
    if (!found || !(await keepMePosted.unsubscribe(token))) return notFound(c)
    const t = translator(found.locale)
    return page(
      c,
      found.locale,
      200,
      html`<h1>${t('keepMePosted.unsubscribe.doneTitle')}</h1>
        <p role="status">${t('keepMePosted.unsubscribe.done', { email: found.email })}</p>`,
    )
  })
}

const translator = (locale: Locale) => (key: string, values?: Record<string, string | number>) =>
  translate(locale, key, values)

function notFound(c: Context<AppEnv>) {
  const locale = c.get('locale')
  const t = translator(locale)
  return page(
    c,
    locale,
    404,
    html`<h1>${t('keepMePosted.unsubscribe.title')}</h1>
      <p role="alert">${t('keepMePosted.unsubscribe.unknown')}</p>`,
  )
}

// A constant of ours, not data: it goes into the page as it is.
const CSS =
  new SafeHtml(`body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2933;background:#f4f6f8}
main{max-width:32rem;margin:3rem auto;padding:1.5rem;background:#fff;border-radius:.5rem;border:1px solid #e3e8ec}
h1{font-size:1.4rem;margin:0 0 1rem}p{overflow-wrap:anywhere}
button{font:inherit;font-weight:700;color:#fff;background:#1f7a5a;border:0;border-radius:.375rem;padding:.7rem 1.2rem;min-height:2.75rem;cursor:pointer}
button:hover{background:#17614a}button:focus-visible{outline:3px solid #1f2933;outline-offset:2px}`)

function page(c: Context<AppEnv>, locale: Locale, status: 200 | 404, body: SafeHtml) {
  const title = translate(locale, 'keepMePosted.unsubscribe.title')
  c.header('Cache-Control', PRIVATE_NO_STORE)
  c.header('X-Robots-Tag', 'noindex, nofollow')
  // The shop's Referrer-Policy stays: with no-referrer the page's own form would post `Origin: null`, which the
  // same-origin check refuses; the token never leaves this origin by the referrer anyway (only the origin does).
  return c.html(
    html`<!doctype html>
      <html lang="${locale}">
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <meta name="robots" content="noindex, nofollow" />
          <title>${title}</title>
          <style nonce="${c.get('cspNonce')}">
            ${CSS}
          </style>
        </head>
        <body>
          <main>${body}</main>
        </body>
      </html>`.value,
    status,
  )
}

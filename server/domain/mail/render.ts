import { formatEuro } from '#core/money'
import type { Locale } from '#core/locales'
import { html, safeHref, type SafeHtml } from '../../html'
import { translate } from '#server/i18n/translate'

/**
 * The shop's one mail layout (docs/decisions/0018): a mail is a list of blocks, rendered to an HTML body
 * (tables and inline styles, as mail clients need) and a plain-text body with the same content. Every
 * value is escaped; links must be http(s), mailto: or tel:. Texts come from the caller, already
 * translated (the layout adds only the footer, from the catalogues).
 *
 *   const mail = renderMail({
 *     locale: 'nl', shop, subject: 'Je bestelling 2025-000123', preheader: 'Bedankt voor je bestelling',
 *     blocks: [
 *       { type: 'heading', text: 'Bedankt voor je bestelling' },
 *       { type: 'paragraph', text: 'Beste Anna,' },
 *       { type: 'facts', rows: [{ label: 'Bestelnummer', value: '2025-000123' }] },
 *       { type: 'lines', items: [{ name: 'Koksmes', quantity: 2, totalCents: 9990 }],
 *         totals: [{ label: 'Totaal', amountCents: 9990, strong: true }] },
 *       { type: 'addresses', items: [{ title: 'Bezorgadres', lines: ['Anna de Vries', 'Dorpsstraat 1', '1234 AB Utrecht'] }] },
 *       { type: 'button', label: 'Bekijk je bestelling', href: 'https://shop.example/…' },
 *     ],
 *   })
 *   await enqueueMail(tx, { to, ...mail }, { kind: 'order_confirmation', locale: 'nl', … })
 */
export type MailBlock =
  /** A title; the first block of most mails. */
  | { type: 'heading'; text: string }
  /** A section's title under the heading (the withdrawal information's parts). */
  | { type: 'subheading'; text: string }
  | { type: 'paragraph'; text: string }
  /** A call to action: a button in HTML, "label: url" in text. */
  | { type: 'button'; label: string; href: string }
  /** Label–value pairs: order number, date, payment method. */
  | { type: 'facts'; rows: { label: string; value: string }[] }
  /** Order lines with quantity and line total, then totals (the last `strong` one stands out). */
  | { type: 'lines'; items: MailLine[]; totals: { label: string; amountCents: number; strong?: boolean }[] }
  /** Addresses side by side (delivery, invoice, pickup point): a title and its lines each. */
  | { type: 'addresses'; items: { title: string; lines: string[] }[] }
  /** Small grey print: conditions, "you receive this mail because…". */
  | { type: 'note'; text: string }
  /** A link in small print, e.g. "unsubscribe": "label: url" in text. */
  | { type: 'link'; label: string; href: string }
  | { type: 'divider' }
  /** Lines to write on, each under its label (a form to print and fill in); an empty label is a bare line. */
  | { type: 'blanks'; labels: string[] }
  /** Blocks in a framed box: something to print or cut out, such as the model withdrawal form. */
  | { type: 'panel'; blocks: Exclude<MailBlock, { type: 'panel' }>[] }

export interface MailLine {
  name: string
  /** A second line under the name: variant, extra service, "Gratis". */
  detail?: string
  quantity: number
  totalCents: number
}

/** Who sends the mail, shown in the footer; `readMailShop` (shop.ts) reads it from the settings. */
export interface MailShop {
  name: string
  street: string
  postalCode: string
  city: string
  phone: string
  email: string
  /** The shop's public origin, e.g. https://shop.example. */
  url: string
}

export interface MailDocument {
  locale: Locale
  shop: MailShop
  subject: string
  /** The line mail clients show after the subject in the inbox. */
  preheader?: string
  blocks: MailBlock[]
}

export interface RenderedMail {
  subject: string
  html: string
  text: string
}

const BRAND = '#1f7a5a'
const INK = '#1f2933'
const MUTED = '#5f6b76'
const RULE = '#e3e8ec'
const FONT = "font-family:Arial,'Helvetica Neue',Helvetica,sans-serif"

export function renderMail(document: MailDocument): RenderedMail {
  if (/[\r\n]/.test(document.subject)) throw new Error('A mail subject is one line')
  return {
    subject: document.subject,
    html: renderHtml(document).value,
    text: renderText(document),
  }
}

// ---- HTML ----

function renderHtml({ locale, shop, subject, preheader, blocks }: MailDocument): SafeHtml {
  return html`<!doctype html>
    <html lang="${locale}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${subject}</title>
      </head>
      <body style="margin:0;padding:0;background:#f4f6f8;${FONT};color:${INK}">
        ${preheader ? html`<div style="display:none;max-height:0;overflow:hidden">${preheader}</div>` : ''}
        <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f6f8">
          <tr>
            <td align="center" style="padding:24px 12px">
              <table
                role="presentation"
                width="100%"
                cellpadding="0"
                cellspacing="0"
                style="max-width:600px;background:#ffffff;border-radius:8px"
              >
                <tr>
                  <td
                    style="background:${BRAND};border-radius:8px 8px 0 0;padding:20px 24px;color:#ffffff;font-size:20px;font-weight:bold"
                  >
                    ${shop.name}
                  </td>
                </tr>
                <tr>
                  <td style="padding:24px">${blocks.map(htmlBlock)}</td>
                </tr>
                <tr>
                  <td
                    style="border-top:1px solid ${RULE};padding:16px 24px;font-size:12px;line-height:18px;color:${MUTED}"
                  >
                    ${footerLines(locale, shop).map((line, i) => html`${i > 0 ? html`<br />` : ''}${line}`)}<br />
                    <a href="${safeHref(shop.url)}" style="color:${BRAND}">${new URL(shop.url).host}</a>
                  </td>
                </tr>
              </table>
            </td>
          </tr>
        </table>
      </body>
    </html> `
}

function htmlBlock(block: MailBlock): SafeHtml {
  switch (block.type) {
    case 'heading':
      return html`<h1 style="margin:0 0 16px;font-size:22px;line-height:28px;color:${INK}">
        ${block.text}
      </h1> `
    case 'subheading':
      return html`<h2 style="margin:20px 0 8px;font-size:17px;line-height:24px;color:${INK}">
        ${block.text}
      </h2> `
    case 'paragraph':
      return html`<p style="margin:0 0 16px;font-size:15px;line-height:22px">${block.text}</p> `
    case 'button':
      return html`<p style="margin:8px 0 24px">
        <a
          href="${safeHref(block.href)}"
          style="display:inline-block;background:${BRAND};color:#ffffff;text-decoration:none;font-weight:bold;font-size:15px;padding:12px 20px;border-radius:6px"
          >${block.label}</a
        >
      </p> `
    case 'facts':
      return html`<table
        role="presentation"
        cellpadding="0"
        cellspacing="0"
        style="margin:0 0 20px;font-size:14px;line-height:20px"
      >
        ${block.rows.map(
          (row) =>
            html`<tr>
              <td style="padding:2px 16px 2px 0;color:${MUTED};vertical-align:top">${row.label}</td>
              <td style="padding:2px 0;font-weight:bold">${row.value}</td>
            </tr> `,
        )}
      </table> `
    case 'lines':
      return html`<table
        role="presentation"
        width="100%"
        cellpadding="0"
        cellspacing="0"
        style="margin:0 0 20px;font-size:14px;line-height:20px;border-top:1px solid ${RULE}"
      >
        ${block.items.map(
          (item) =>
            html`<tr>
              <td
                style="padding:10px 8px 10px 0;border-bottom:1px solid ${RULE};white-space:nowrap;vertical-align:top"
              >
                ${item.quantity}&nbsp;×
              </td>
              <td style="padding:10px 8px;border-bottom:1px solid ${RULE};vertical-align:top">
                ${item.name}${item.detail ? html`<br /><span style="color:${MUTED};font-size:13px">${item.detail}</span>` : ''}
              </td>
              <td
                align="right"
                style="padding:10px 0 10px 8px;border-bottom:1px solid ${RULE};white-space:nowrap;vertical-align:top"
              >
                ${formatEuro(item.totalCents)}
              </td>
            </tr> `,
        )}${block.totals.map(
          (total) =>
            html`<tr>
              <td></td>
              <td
                align="right"
                style="padding:6px 8px;${total.strong ? 'font-weight:bold;font-size:16px' : `color:${MUTED}`}"
              >
                ${total.label}
              </td>
              <td
                align="right"
                style="padding:6px 0 6px 8px;white-space:nowrap;${total.strong ? 'font-weight:bold;font-size:16px' : ''}"
              >
                ${formatEuro(total.amountCents)}
              </td>
            </tr> `,
        )}
      </table> `
    case 'addresses':
      return html`<table
        role="presentation"
        width="100%"
        cellpadding="0"
        cellspacing="0"
        style="margin:0 0 20px;font-size:14px;line-height:20px"
      >
        <tr>
          ${block.items.map(
            (item) =>
              html`<td
                style="padding:0 16px 12px 0;vertical-align:top;width:${Math.floor(100 / block.items.length)}%"
              >
                <strong>${item.title}</strong
                ><br />${item.lines.map((line, i) => html`${i > 0 ? html`<br />` : ''}${line}`)}
              </td> `,
          )}
        </tr>
      </table> `
    case 'note':
      return html`<p style="margin:0 0 16px;font-size:12px;line-height:18px;color:${MUTED}">
        ${block.text}
      </p> `
    case 'link':
      return html`<p style="margin:0 0 16px;font-size:12px;line-height:18px">
        <a href="${safeHref(block.href)}" style="color:${MUTED}">${block.label}</a>
      </p> `
    case 'divider':
      return html`<hr style="border:0;border-top:1px solid ${RULE};margin:20px 0" /> `
    case 'blanks':
      return html`<table
        role="presentation"
        width="100%"
        cellpadding="0"
        cellspacing="0"
        style="margin:0 0 16px;font-size:14px;line-height:20px"
      >
        ${block.labels.map(
          (label) =>
            html`<tr>
                <td style="padding:12px 0 0">${label}</td>
              </tr>
              <tr>
                <td style="height:22px;border-bottom:1px dotted ${MUTED}"></td>
              </tr> `,
        )}
      </table> `
    case 'panel':
      return html`<table
        role="presentation"
        width="100%"
        cellpadding="0"
        cellspacing="0"
        style="margin:8px 0 20px;border:1px solid ${MUTED};border-radius:6px"
      >
        <tr>
          <td style="padding:4px 16px 0">${block.blocks.map(htmlBlock)}</td>
        </tr>
      </table> `
  }
}

// ---- Plain text ----

function renderText({ locale, shop, blocks }: MailDocument): string {
  const parts = blocks.map(textBlock)
  const footer = [shop.name, ...footerLines(locale, shop), shop.url].join('\n')
  return `${parts.join('\n\n')}\n\n-- \n${footer}\n`
}

function textBlock(block: MailBlock): string {
  switch (block.type) {
    case 'heading':
      return `${block.text}\n${'='.repeat(Math.min(block.text.length, 60))}`
    case 'subheading':
      return `${block.text}\n${'-'.repeat(Math.min(block.text.length, 60))}`
    case 'paragraph':
    case 'note':
      return block.text
    case 'button':
    case 'link':
      return `${block.label}:\n${safeHref(block.href)}`
    case 'facts':
      return block.rows.map((row) => `${row.label}: ${row.value}`).join('\n')
    case 'lines': {
      const items = block.items.map(
        (item) =>
          `${item.quantity} × ${item.name}  ${formatEuro(item.totalCents)}${item.detail ? `\n    ${item.detail}` : ''}`,
      )
      const totals = block.totals.map((total) => `${total.label}: ${formatEuro(total.amountCents)}`)
      return `${items.join('\n')}\n${'-'.repeat(40)}\n${totals.join('\n')}`
    }
    case 'addresses':
      return block.items.map((item) => [item.title, ...item.lines].join('\n')).join('\n\n')
    case 'divider':
      return '-'.repeat(40)
    case 'blanks':
      return block.labels.map((label) => `${label ? `${label}:\n` : ''}${'.'.repeat(60)}`).join('\n\n')
    case 'panel': {
      const frame = '~'.repeat(60)
      return `${frame}\n\n${block.blocks.map(textBlock).join('\n\n')}\n\n${frame}`
    }
  }
}

function footerLines(locale: Locale, shop: MailShop): string[] {
  return [
    `${shop.street}, ${shop.postalCode} ${shop.city}`,
    translate(locale, 'mail.footer.contact', { phone: shop.phone, email: shop.email }),
  ]
}

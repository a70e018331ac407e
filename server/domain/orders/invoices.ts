import { and, eq, isNull, sql } from 'drizzle-orm'
import { PDFDocument, StandardFonts, rgb, type PDFFont } from '@pdfme/pdf-lib'
import { addressLines, countryName } from '#core/address/summary'
import type { Locale } from '#core/locales'
import { formatEuro } from '#core/money'
import { isPaidStatus } from '#core/schemas/order'
import type { Database } from '#server/db/client'
import { orders } from '#server/db/schema'
import { readSettings } from '#server/db/settings'
import { queryRows } from '#server/db/query'
import { scoped } from '#server/i18n/translate'
import { encodable, wrap } from '#server/domain/legal/pdf'
import { invoiceLegalSection, readOrderLegal, type PageUrl } from '#server/domain/legal/order-documents'
import { shopYear } from './numbering'
import type { OrderLineRow, OrderRow } from './orders'
import { formatShopDate } from '#core/shop-dates'

/**
 * Invoices (issue 9, docs/decisions/0040): numbered `F-YYYY-NNNNNN` without gaps per year, the number given in
 * the transaction that marks the order paid (a counter row locked like the order numbers', so a rolled back
 * payment gives its number back); the PDF is drawn from the order as sold whenever it is downloaded.
 */
export function formatInvoiceNumber(year: number, sequence: number): string {
  return `F-${year}-${String(sequence).padStart(6, '0')}`
}

export async function assignInvoiceNumber(tx: Database, orderId: string, now: Date): Promise<void> {
  const [current] = await tx
    .select({ invoiceNumber: orders.invoiceNumber })
    .from(orders)
    .where(eq(orders.id, orderId))
  if (!current || current.invoiceNumber !== null) return
  const year = shopYear(now)
  const [row] = await queryRows<{ last_number: number }>(
    tx,
    sql`insert into invoice_number_counters (year, last_number) values (${year}, 1)
        on conflict (year) do update set last_number = invoice_number_counters.last_number + 1
        returning last_number`,
  )
  await tx
    .update(orders)
    .set({ invoiceNumber: formatInvoiceNumber(year, row!.last_number) })
    .where(and(eq(orders.id, orderId), isNull(orders.invoiceNumber)))
}

const PAGE = { width: 595.28, height: 841.89, margin: 50 }
const INK = rgb(0.12, 0.16, 0.2)
const MUTED = rgb(0.37, 0.42, 0.46)

/** The invoice of a paid order as a PDF, in the page's language. */
export async function invoicePdf(
  db: Database,
  order: OrderRow,
  lines: readonly OrderLineRow[],
  locale: Locale,
  pageUrl: PageUrl,
): Promise<Uint8Array> {
  const settings = await readSettings(db, locale)
  const legal = settings.company_legal
  const store = settings.store
  const t = scoped(locale, 'invoice')
  const date = (value: Date | string) => formatShopDate(value, locale)

  const pdf = await PDFDocument.create()
  pdf.setTitle(`${t('title')} ${order.invoiceNumber ?? ''}`.trim())
  pdf.setAuthor(legal.legal_name)
  const regular = await pdf.embedFont(StandardFonts.Helvetica)
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold)
  let page = pdf.addPage([PAGE.width, PAGE.height])
  let y = PAGE.height - PAGE.margin

  const text = (
    value: string,
    x: number,
    options: { font?: PDFFont; size?: number; color?: ReturnType<typeof rgb>; right?: boolean } = {},
  ) => {
    const font = options.font ?? regular
    const size = options.size ?? 10
    const safe = encodable(font, value)
    const left = options.right ? x - font.widthOfTextAtSize(safe, size) : x
    page.drawText(safe, { x: left, y, size, font, color: options.color ?? INK })
  }
  const newLine = (height = 14) => {
    y -= height
    if (y < PAGE.margin + 40) {
      page = pdf.addPage([PAGE.width, PAGE.height])
      y = PAGE.height - PAGE.margin
    }
  }
  const right = PAGE.width - PAGE.margin

  // The seller, as the law asks: name, address, KvK and VAT number.
  text(legal.legal_name, PAGE.margin, { font: bold, size: 16 })
  text(t('title'), right, { font: bold, size: 20, right: true })
  newLine(18)
  for (const line of [
    store.street,
    `${store.postal_code} ${store.city}`,
    `${t('coc')}: ${legal.coc_number}`,
    `${t('vat')}: ${legal.vat_number}`,
    legal.iban ? `IBAN: ${legal.iban}` : '',
    store.email,
  ].filter(Boolean)) {
    text(line, PAGE.margin, { color: MUTED })
    newLine(13)
  }

  newLine(10)
  const facts: Array<[string, string]> = [
    [t('number'), order.invoiceNumber ?? '-'],
    [t('date'), date(order.paidAt ?? order.createdAt)],
    [t('orderNumber'), order.number],
    [t('orderDate'), date(order.createdAt)],
  ]
  const factsTop = y
  for (const [label, value] of facts) {
    text(label, 330, { color: MUTED })
    text(value, right, { right: true })
    newLine(14)
  }
  const afterFacts = y
  y = factsTop
  text(t('billTo'), PAGE.margin, { font: bold })
  newLine(14)
  const invoice = order.invoiceAddress
  const billTo = addressLines(invoice, countryName(locale, invoice.country_iso))
  if (invoice.is_company && invoice.company_vat_number)
    billTo.push(`${t('vat')}: ${invoice.company_vat_number}`)
  if (invoice.is_company && invoice.company_coc_number)
    billTo.push(`${t('coc')}: ${invoice.company_coc_number}`)
  for (const line of billTo) {
    text(line, PAGE.margin)
    newLine(13)
  }
  y = Math.min(y, afterFacts) - 20

  // The lines: description, quantity, price per piece, VAT rate, amount (incl. VAT).
  const columns = { quantity: 330, unit: 410, rate: 460, total: right }
  const header = () => {
    text(t('description'), PAGE.margin, { font: bold })
    text(t('quantity'), columns.quantity, { font: bold, right: true })
    text(t('unitPrice'), columns.unit, { font: bold, right: true })
    text(t('vatRate'), columns.rate, { font: bold, right: true })
    text(t('amount'), columns.total, { font: bold, right: true })
    newLine(6)
    page.drawLine({ start: { x: PAGE.margin, y }, end: { x: right, y }, thickness: 0.5, color: MUTED })
    newLine(14)
  }
  header()
  for (const line of lines) {
    text(truncate(regular, line.name, 10, columns.quantity - PAGE.margin - 40), PAGE.margin)
    text(String(line.quantity), columns.quantity, { right: true })
    text(formatEuro(line.unitPriceCents), columns.unit, { right: true })
    text(`${line.vatRate}%`, columns.rate, { right: true })
    text(formatEuro(line.totalCents), columns.total, { right: true })
    newLine(13)
    for (const option of line.options) {
      text(truncate(regular, `  ${option.quantity}× ${option.name}`, 9, 260), PAGE.margin, {
        size: 9,
        color: MUTED,
      })
      newLine(12)
    }
  }
  if (order.shippingCents !== 0) {
    text(order.shippingMethodName[locale] || order.shippingMethodName.nl, PAGE.margin)
    text(formatEuro(order.shippingCents), columns.total, { right: true })
    newLine(13)
  }
  if (order.discountCents !== 0) {
    text(order.discountCode ? `${t('discount')} (${order.discountCode})` : t('discount'), PAGE.margin)
    text(formatEuro(-order.discountCents), columns.total, { right: true })
    newLine(13)
  }
  newLine(4)
  page.drawLine({ start: { x: 300, y: y + 8 }, end: { x: right, y: y + 8 }, thickness: 0.5, color: MUTED })
  newLine(8)

  // Totals with the VAT per rate.
  const totals: Array<[string, string, boolean]> = [
    [t('totalExcl'), formatEuro(order.totalCents - order.vatCents), false],
    ...order.vat.map((row): [string, string, boolean] => [
      t('vatAt', { rate: row.rate }),
      formatEuro(row.cents),
      false,
    ]),
    [t('totalIncl'), formatEuro(order.totalCents), true],
  ]
  for (const [label, value, strong] of totals) {
    text(label, 300, { font: strong ? bold : regular })
    text(value, right, { font: strong ? bold : regular, right: true })
    newLine(15)
  }
  newLine(16)
  text(t(isPaidStatus(order.status) ? 'paid' : 'unpaid'), PAGE.margin, { color: MUTED })
  if (order.withdrawnAt) {
    newLine(13)
    text(t('withdrawn', { date: date(order.withdrawnAt) }), PAGE.margin, { color: MUTED })
  }

  // The closing section Dutch invoices carry: the withdrawal period and where the terms are (decision 0099).
  const closing = invoiceLegalSection(await readOrderLegal(db, order, locale, pageUrl))
  newLine(28)
  page.drawLine({
    start: { x: PAGE.margin, y: y + 12 },
    end: { x: right, y: y + 12 },
    thickness: 0.5,
    color: MUTED,
  })
  text(closing.title, PAGE.margin, { font: bold, size: 9 })
  for (const paragraph of closing.paragraphs) {
    for (const line of wrap(regular, paragraph, 8.5, right - PAGE.margin)) {
      newLine(11.5)
      text(line, PAGE.margin, { size: 8.5, color: MUTED })
    }
    newLine(3)
  }
  return pdf.save()
}

function truncate(font: PDFFont, value: string, size: number, width: number): string {
  let result = encodable(font, value)
  if (font.widthOfTextAtSize(result, size) <= width) return result
  while (result.length > 1 && font.widthOfTextAtSize(`${result}…`, size) > width) result = result.slice(0, -1)
  return `${result}…`
}

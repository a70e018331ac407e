import { eq } from 'drizzle-orm'
import type { Locale } from '#core/locales'
import { companyValues, LEGAL_SECTIONS, WITHDRAWAL_FORM_FIELDS, type CompanyValues } from '#core/legal/texts'
import type { RouteKey } from '#core/routes/route-table'
import type { MailAttachment } from '#server/adapters/mail/port'
import type { Executor } from '#server/db/client'
import { customers } from '#server/db/schema'
import { readSettings } from '#server/db/settings'
import type { MailBlock } from '#server/domain/mail/render'
import { scoped, translate } from '#server/i18n/translate'
import { createTextPdf } from './pdf'

/**
 * What the contract's durable medium carries besides the order (EU Directive 2011/83/EU art. 8(7),
 * docs/decisions/0099): the withdrawal information, the model withdrawal form and the general terms, in the
 * order's language, with the texts of the legal pages (the catalogue's `service.*` keys) and the company's
 * data from the settings. A dealer (a business, no statutory right of withdrawal) gets the general terms and
 * the returns note for dealers instead of the withdrawal information and form.
 */
export interface OrderLegal {
  locale: Locale
  /** The order was placed by an approved dealer's account. */
  dealer: boolean
  company: CompanyValues
  urls: { terms: string; returns: string; withdrawal: string }
}

/** A shop page's absolute address in a language, on that language's host. */
export type PageUrl = (locale: Locale, key: RouteKey) => string

export async function readOrderLegal(
  db: Executor,
  order: { customerId: string | null },
  locale: Locale,
  pageUrl: PageUrl,
): Promise<OrderLegal> {
  const settings = await readSettings(db, locale)
  return {
    locale,
    dealer: await isDealerOrder(db, order.customerId),
    company: companyValues(settings, locale),
    urls: {
      terms: pageUrl(locale, 'terms'),
      returns: pageUrl(locale, 'serviceReturns'),
      withdrawal: pageUrl(locale, 'withdrawal'),
    },
  }
}

/**
 * A dealer's order: the account that placed it is an approved dealer (docs/decisions/0041). Read when the
 * document is made; a guest or consumer order, and an order whose account is gone, is a consumer's.
 */
async function isDealerOrder(db: Executor, customerId: string | null): Promise<boolean> {
  if (!customerId) return false
  const [row] = await db
    .select({ dealerStatus: customers.dealerStatus })
    .from(customers)
    .where(eq(customers.id, customerId))
  return row?.dealerStatus === 'approved'
}

/** The confirmation mail's closing part: the withdrawal information and form, or the dealers' note; the terms. */
export function confirmationLegalBlocks(legal: OrderLegal): MailBlock[] {
  const t = (key: string) => translate(legal.locale, key, legal.company)
  const mail = scoped(legal.locale, 'mail.orderConfirmation')
  const blocks: MailBlock[] = [{ type: 'divider' }]
  if (legal.dealer) {
    blocks.push(
      { type: 'subheading', text: t('service.returns.dealersTitle') },
      { type: 'paragraph', text: t('service.returns.dealersText') },
      { type: 'paragraph', text: mail('termsAttached') },
      { type: 'link', label: t('page.terms'), href: legal.urls.terms },
    )
    return blocks
  }
  const section = (title: string, ...texts: string[]): MailBlock[] => [
    { type: 'subheading', text: t(`service.returns.${title}`) },
    ...texts.map((text): MailBlock => ({ type: 'paragraph', text: t(`service.returns.${text}`) })),
  ]
  blocks.push(
    ...section('rightTitle', 'rightText'),
    ...section('howTitle', 'how1', 'how2', 'how3'),
    { type: 'button', label: t('service.returns.withdrawalLink'), href: legal.urls.withdrawal },
    ...section('refundTitle', 'refundText'),
    ...section('conditionTitle', 'conditionText'),
    ...section('exceptionsTitle', 'exceptionsText'),
    // The model form itself, so the mail holds it even where a mail client leaves the attachments out.
    {
      type: 'panel',
      blocks: [
        { type: 'subheading', text: t('service.returns.formTitle') },
        { type: 'note', text: t('service.returns.formIntro') },
        { type: 'paragraph', text: t('service.returns.formTo') },
        { type: 'paragraph', text: t('service.returns.formDeclaration') },
        {
          type: 'blanks',
          labels: ['', ...WITHDRAWAL_FORM_FIELDS.map((field) => t(`service.returns.${field}`))],
        },
        { type: 'note', text: t('service.returns.formNote') },
      ],
    },
    { type: 'paragraph', text: mail('legalAttached') },
    { type: 'link', label: t('page.terms'), href: legal.urls.terms },
    { type: 'link', label: t('page.serviceReturns'), href: legal.urls.returns },
  )
  return blocks
}

/** The PDFs the confirmation carries: the general terms, and for a consumer the model withdrawal form. */
export async function confirmationAttachments(
  legal: OrderLegal,
  orderNumber: string,
): Promise<MailAttachment[]> {
  const t = (key: string) => translate(legal.locale, key, legal.company)
  const files: MailAttachment[] = [
    { filename: `${t('page.terms')}.pdf`, contentType: 'application/pdf', content: await termsPdf(legal) },
  ]
  if (!legal.dealer)
    files.push({
      filename: `${t('service.returns.formTitle')}.pdf`,
      contentType: 'application/pdf',
      content: await withdrawalFormPdf(legal, orderNumber),
    })
  return files
}

function footer(legal: OrderLegal): string {
  const { company } = legal
  const t = scoped(legal.locale, 'invoice')
  return [company.legalName, company.address, `${t('coc')} ${company.coc}`, company.email].join(' · ')
}

/** The general terms as on the terms page: numbered articles with the company's data filled in. */
export async function termsPdf(legal: OrderLegal): Promise<Uint8Array> {
  const t = (key: string) => translate(legal.locale, key, legal.company)
  const pdf = await createTextPdf({
    locale: legal.locale,
    title: `${t('page.terms')} ${legal.company.company}`,
    author: legal.company.legalName,
    footer: footer(legal),
  })
  pdf.paragraph(t('page.terms'), { size: 18, bold: true, after: 4 })
  pdf.paragraph(t('service.updated'), { size: 9, italic: true, after: 14 })
  LEGAL_SECTIONS.terms.forEach((id, index) => {
    pdf.paragraph(`${index + 1}. ${t(`service.terms.${id}.title`)}`, { size: 11, bold: true, after: 2 })
    pdf.paragraph(t(`service.terms.${id}.text`), { after: 10 })
  })
  pdf.paragraph(legal.urls.terms, { size: 9, after: 0 })
  return pdf.save()
}

/**
 * The EU model withdrawal form (annex I B) as on the returns page, addressed to the company, with the order
 * number written on the goods' line so the shopper has only their own details to add.
 */
export async function withdrawalFormPdf(legal: OrderLegal, orderNumber: string): Promise<Uint8Array> {
  const t = (key: string) => translate(legal.locale, key, legal.company)
  const pdf = await createTextPdf({
    locale: legal.locale,
    title: t('service.returns.formTitle'),
    author: legal.company.legalName,
    footer: footer(legal),
  })
  pdf.paragraph(t('service.returns.formTitle'), { size: 18, bold: true, after: 8 })
  pdf.paragraph(t('service.returns.formIntro'), { italic: true, after: 14 })
  pdf.paragraph(t('service.returns.formTo'), { after: 14 })
  pdf.paragraph(t('service.returns.formDeclaration'), { after: 8 })
  pdf.paragraph(`${translate(legal.locale, 'mail.orderConfirmation.orderNumber')}: ${orderNumber}`, {
    bold: true,
    after: 0,
  })
  pdf.blank()
  pdf.blank()
  for (const field of WITHDRAWAL_FORM_FIELDS) {
    pdf.gap(10)
    pdf.paragraph(`${t(`service.returns.${field}`)}:`, { after: 0 })
    pdf.blank()
  }
  pdf.gap(16)
  pdf.paragraph(t('service.returns.formNote'), { size: 9 })
  pdf.gap(10)
  pdf.paragraph(t('service.returns.withdrawalLink'), { size: 9, bold: true, after: 2 })
  pdf.paragraph(legal.urls.withdrawal, { size: 9 })
  return pdf.save()
}

/** The invoice's closing section: the withdrawal period and where the terms are (or the dealers' note). */
export function invoiceLegalSection(legal: OrderLegal): { title: string; paragraphs: string[] } {
  const t = (key: string, values?: Record<string, string>) =>
    translate(legal.locale, key, { ...legal.company, ...values })
  if (legal.dealer)
    return {
      title: t('service.returns.dealersTitle'),
      paragraphs: [t('service.returns.dealersText'), t('invoice.terms', { url: legal.urls.terms })],
    }
  return {
    title: t('service.terms.withdrawal.title'),
    paragraphs: [
      t('service.terms.withdrawal.text'),
      t('invoice.withdrawal', { url: legal.urls.withdrawal, returns: legal.urls.returns }),
      t('invoice.terms', { url: legal.urls.terms }),
    ],
  }
}

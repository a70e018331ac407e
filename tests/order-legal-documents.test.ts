import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CustomerResponse } from '#core/schemas/account'
import type { FulfilmentResponse } from '#core/schemas/checkout'
import { countryName } from '#core/address/summary'
import { LOCALE_TAGS, type Locale } from '#core/locales'
import { LEGAL_SECTIONS, WITHDRAWAL_FORM_FIELDS } from '#core/legal/texts'
import { outboxAttachments } from '#server/adapters/mail/outbox'
import { customers, mailOutbox, orders, payments } from '#server/db/schema'
import { shopPageUrl } from '#server/http/page-urls'
import { translate } from '#server/i18n/translate'
import { createTestApp, type TestApp } from './app'
import { cartFactory, type CartFactory } from './cart-fixtures'
import { checkoutShipping, readyToPay, withCart } from './checkout-fixtures'
import { FakePaymentProvider } from './fake-payments'
import { flowed, pdfLanguage, pdfText } from './pdf-text'

/**
 * Point 18 of issue 32 (docs/decisions/0099): the order confirmation is the contract's durable medium. It
 * carries the withdrawal information and the model withdrawal form in the order's language, with the general
 * terms and the form as PDFs; a dealer's carries the terms and the dealers' returns note; the invoice closes
 * with the withdrawal period and where the terms are.
 */
let t: TestApp
let make: CartFactory
let provider: FakePaymentProvider
beforeAll(async () => {
  provider = new FakePaymentProvider()
  t = await createTestApp({ paymentProvider: provider })
  make = await cartFactory(t.database.db)
  await checkoutShipping(make)
})
afterAll(() => t.close())

const db = () => t.database.db
let counter = 0

/** A customer's paid order, placed in `locale`; a dealer's when the account is an approved dealer. */
async function paidOrder(locale: Locale, { dealer = false } = {}) {
  const email = `juridisch-${++counter}@example.nl`
  const { shopper, checkoutId } = await withCart(t.app, (await make.product()).id)
  const account = await shopper.call<CustomerResponse>('POST', 'customer', {
    first_name: 'Anna',
    last_name: 'de Vries',
    email,
    password: 'een lang wachtwoord',
  })
  expect(account.status, JSON.stringify(account.body)).toBe(200)
  if (dealer) await db().update(customers).set({ dealerStatus: 'approved' }).where(eq(customers.email, email))
  await readyToPay(shopper, checkoutId, db())
  const placed = await shopper.call<FulfilmentResponse>(
    'POST',
    `checkout/${checkoutId}/transaction`,
    {},
    locale,
  )
  expect(placed.status, JSON.stringify(placed.body)).toBe(200)
  const [order] = await db().select().from(orders).where(eq(orders.checkoutId, checkoutId))
  const [payment] = await db().select().from(payments).where(eq(payments.orderId, order!.id))
  provider.setStatus(payment!.providerPaymentId!, 'paid')
  await t.checkout.handlePaymentWebhook(payment!.providerPaymentId!)
  const [mail] = await db().select().from(mailOutbox).where(eq(mailOutbox.referenceId, order!.number))
  expect(mail).toMatchObject({ kind: 'order_confirmation', locale })
  return { shopper, order: order!, mail: mail! }
}

const COMPANY = {
  legalName: 'Messenwinkel B.V.',
  coc: '12345678',
  street: 'Stationsweg 12',
  email: 'info@messenwinkel.example',
}

/** A catalogue message with the company's data, as the legal pages show it. */
function message(locale: Locale, key: string): string {
  const company = {
    company: 'Messenwinkel',
    legalName: COMPANY.legalName,
    coc: COMPANY.coc,
    vat: 'NL123456789B01',
    address: `${COMPANY.street}, 3931 EP Woudenberg, ${countryName(locale, 'NL')}`,
    city: 'Woudenberg',
    email: COMPANY.email,
    phone: '+31 33 123 45 67',
  }
  return translate(locale, key, company)
}

describe.each(['nl', 'en', 'de'] as const)('the order confirmation in %s', (locale) => {
  it('carries the withdrawal information and form in the mail, the terms and the form as PDFs', async () => {
    const { mail, order } = await paidOrder(locale)
    const withdrawalUrl = shopPageUrl(t.config, locale, 'withdrawal')
    const termsUrl = shopPageUrl(t.config, locale, 'terms')

    // The withdrawal information (period, how, address and e-mail, the costs of return) in both parts.
    for (const body of [flowed(mail.text), flowed(mail.html)]) {
      for (const key of [
        'service.returns.rightText',
        'service.returns.how1',
        'service.returns.how2',
        'service.returns.refundText',
        'service.returns.exceptionsText',
        'service.returns.formTitle',
        'service.returns.formDeclaration',
      ])
        expect(body).toContain(flowed(escapeFor(body === flowed(mail.html), message(locale, key))))
    }
    expect(mail.text).toContain(withdrawalUrl)
    expect(mail.html).toContain(`href="${withdrawalUrl}"`)
    expect(mail.html).toContain(`href="${termsUrl}"`)
    expect(mail.text).toContain(COMPANY.email)
    expect(mail.text).toContain(COMPANY.street)

    // Two PDFs named in the shopper's language.
    const files = outboxAttachments(mail.attachments)
    expect(files.map((file) => [file.filename, file.contentType])).toEqual([
      [`${translate(locale, 'page.terms')}.pdf`, 'application/pdf'],
      [`${translate(locale, 'service.returns.formTitle')}.pdf`, 'application/pdf'],
    ])
    const [terms, form] = files.map((file) => file.content)
    for (const pdf of [terms!, form!]) {
      expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-')
      expect(pdfLanguage(pdf)).toBe(LOCALE_TAGS[locale])
    }

    // The terms: every article of the terms page, in the language, with the company's data.
    const termsText = flowed(withoutFooters(pdfText(terms!)))
    expect(termsText).toContain(translate(locale, 'page.terms'))
    LEGAL_SECTIONS.terms.forEach((id, index) => {
      expect(termsText).toContain(`${index + 1}. ${translate(locale, `service.terms.${id}.title`)}`)
      expect(termsText).toContain(flowed(message(locale, `service.terms.${id}.text`)))
    })
    const footer = `${COMPANY.legalName} · ${COMPANY.street}, 3931 EP Woudenberg, ${countryName(locale, 'NL')} · ${translate(locale, 'invoice.coc')} ${COMPANY.coc} · ${COMPANY.email}`
    expect(pdfText(terms!).split('\n')).toContain(footer)
    expect(pdfText(form!).split('\n')).toContain(footer)

    // The model form: addressed to the company, the order number on it, every line to fill in.
    const formText = flowed(pdfText(form!))
    expect(formText).toContain(flowed(message(locale, 'service.returns.formTo')))
    expect(formText).toContain(flowed(message(locale, 'service.returns.formDeclaration')))
    expect(formText).toContain(order.number)
    for (const field of WITHDRAWAL_FORM_FIELDS)
      expect(formText).toContain(flowed(message(locale, `service.returns.${field}`)))
    // Not a copy in another language.
    for (const other of (['nl', 'en', 'de'] as const).filter((each) => each !== locale))
      expect(formText).not.toContain(flowed(message(other, 'service.returns.formDeclaration')))

    // A sensible size for a mail: bodies and both PDFs well under what mail servers take.
    const size =
      mail.html.length + mail.text.length + files.reduce((sum, file) => sum + file.content.length, 0)
    expect(size).toBeLessThan(150_000)
  })
})

/** The running text of a PDF without the footer line and page number of each page. */
function withoutFooters(text: string): string {
  return text
    .split('\n')
    .filter((line) => !line.includes(' · ') && !/^\d+\/\d+$/.test(line))
    .join('\n')
}

/** A catalogue text as the HTML part writes it (escaped). */
function escapeFor(html: boolean, text: string): string {
  if (!html) return text
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

describe('a dealer’s order confirmation', () => {
  it('carries the general terms and the dealers’ returns note, not the consumers’ withdrawal form', async () => {
    const { mail } = await paidOrder('de', { dealer: true })
    expect(flowed(mail.text)).toContain(flowed(message('de', 'service.returns.dealersText')))
    expect(flowed(mail.text)).toContain(flowed(message('de', 'mail.orderConfirmation.termsAttached')))
    expect(mail.text).not.toContain(message('de', 'service.returns.rightTitle'))
    expect(mail.text).not.toContain(message('de', 'service.returns.formTitle'))
    const files = outboxAttachments(mail.attachments)
    expect(files.map((file) => file.filename)).toEqual([`${translate('de', 'page.terms')}.pdf`])
    expect(flowed(pdfText(files[0]!.content))).toContain(flowed(message('de', 'service.terms.dealers.text')))
  })
})

describe('the invoice PDF', () => {
  it('closes with the withdrawal period and where the terms are, in the language asked for', async () => {
    for (const locale of ['nl', 'de'] as const) {
      const { shopper, order } = await paidOrder(locale)
      const response = await t.app.request(`/invoice/${order.id}?locale=${locale}`, {
        headers: { cookie: shopper.cookie! },
      })
      expect(response.status).toBe(200)
      const text = flowed(pdfText(new Uint8Array(await response.arrayBuffer())))
      expect(text).toContain(translate(locale, 'service.terms.withdrawal.title'))
      expect(text).toContain(flowed(message(locale, 'service.terms.withdrawal.text')))
      expect(text).toContain(shopPageUrl(t.config, locale, 'withdrawal'))
      expect(text).toContain(shopPageUrl(t.config, locale, 'terms'))
      expect(text).toContain(COMPANY.email)
    }
  })

  it('gives a dealer the dealers’ note and the terms instead of the withdrawal period', async () => {
    const { shopper, order } = await paidOrder('nl', { dealer: true })
    const response = await t.app.request(`/invoice/${order.id}?locale=nl`, {
      headers: { cookie: shopper.cookie! },
    })
    const text = flowed(pdfText(new Uint8Array(await response.arrayBuffer())))
    expect(text).toContain(flowed(message('nl', 'service.returns.dealersText')))
    expect(text).toContain(shopPageUrl(t.config, 'nl', 'terms'))
    expect(text).not.toContain(translate('nl', 'service.terms.withdrawal.title'))
  })
})

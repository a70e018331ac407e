import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { SMTPServer } from 'smtp-server'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { enqueueMail } from '#server/adapters/mail/outbox'
import { createOutboxTransport } from '#server/adapters/mail/outbox-transport'
import type { MailTransport } from '#server/adapters/mail/port'
import { createMailSendHandler } from '#server/adapters/mail/send-job'
import { createMailTransport } from '#server/adapters/mail/transport'
import type { DatabaseHandle } from '#server/db/client'
import { seedReferenceData } from '#server/db/reference-data'
import { jobs, mailOutbox } from '#server/db/schema'
import { orderConfirmationMail, type OrderConfirmation } from '#server/domain/mail/order-confirmation'
import { renderMail, type MailShop } from '#server/domain/mail/render'
import { readMailShop } from '#server/domain/mail/shop'
import {
  confirmationAttachments,
  confirmationLegalBlocks,
  readOrderLegal,
} from '#server/domain/legal/order-documents'
import { shopPageUrl } from '#server/http/page-urls'
import { startWorker, type JobWorker } from '#server/jobs/worker'
import { createMemoryLogger, testConfig } from './app'
import { createTestDatabase } from './db'
import { eventually } from './eventually'

let database: DatabaseHandle
let shop: MailShop
const workers: JobWorker[] = []

beforeAll(async () => {
  database = await createTestDatabase()
  await seedReferenceData(database.db)
  shop = await readMailShop(database.db, 'nl', 'https://shop.example')
})
afterAll(async () => {
  await database.close()
})
afterEach(async () => {
  await Promise.all(workers.splice(0).map((worker) => worker.stop()))
  await database.db.delete(jobs)
  await database.db.delete(mailOutbox)
})

const HOSTILE = `<script>alert("x")</script> & 'quotes'`

function confirmation(overrides: Partial<OrderConfirmation> = {}): OrderConfirmation {
  return {
    locale: 'nl',
    shop,
    customerName: 'Anna',
    orderNumber: '2025-000123',
    orderedAt: new Date('2025-03-14T10:00:00Z'),
    orderUrl: 'https://shop.example/checkout/abc/bevestiging',
    paymentMethod: 'iDEAL',
    deliveryMethod: 'Thuisbezorgd',
    lines: [
      { name: 'Koksmes 20 cm', quantity: 2, totalCents: 9990 },
      { name: 'Slijpsteen', detail: 'Gratis bij dit product', quantity: 1, totalCents: 0 },
    ],
    subtotalCents: 9990,
    shippingCents: 495,
    discountCents: 1000,
    totalCents: 9485,
    vatCents: 1646,
    deliveryAddress: ['Anna de Vries', 'Dorpsstraat 1', '3931 EP Woudenberg', 'Nederland'],
    invoiceAddress: ['Anna de Vries', 'Dorpsstraat 1', '3931 EP Woudenberg', 'Nederland'],
    pickupPoint: null,
    legal: [],
    ...overrides,
  }
}

describe('renderMail', () => {
  it('escapes every value in the HTML and keeps the text readable', () => {
    const mail = renderMail({
      locale: 'en',
      shop: { ...shop, name: `Shop ${HOSTILE}`, phone: HOSTILE },
      subject: `Subject ${HOSTILE}`,
      preheader: HOSTILE,
      blocks: [
        { type: 'heading', text: HOSTILE },
        { type: 'paragraph', text: HOSTILE },
        { type: 'facts', rows: [{ label: HOSTILE, value: HOSTILE }] },
        {
          type: 'lines',
          items: [{ name: HOSTILE, detail: HOSTILE, quantity: 3, totalCents: 123456 }],
          totals: [{ label: HOSTILE, amountCents: 123456, strong: true }],
        },
        { type: 'addresses', items: [{ title: HOSTILE, lines: [HOSTILE] }] },
        { type: 'button', label: HOSTILE, href: 'https://shop.example/a?b=1&c="2"' },
        { type: 'note', text: HOSTILE },
        { type: 'divider' },
      ],
    })
    expect(mail.html).not.toContain('<script>')
    expect(mail.html).not.toContain(`'quotes'`)
    // Subject, preheader, heading, paragraph, label, value, name, detail, total label, title, line, button, note, shop name, phone.
    expect(
      mail.html.split('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quotes&#39;').length - 1,
    ).toBe(15)
    expect(mail.html).toContain('href="https://shop.example/a?b=1&amp;c=%222%22"')
    expect(mail.html).toContain('€ 1.234,56')
    expect(mail.html).toMatch(/^<!doctype html>\s*<html lang="en">/)
    expect(mail.text).toContain(`3 × ${HOSTILE}  € 1.234,56`)
    expect(mail.text).toContain(`Questions? Call ${HOSTILE} or email info@messenwinkel.example.`)
    expect(mail.subject).toBe(`Subject ${HOSTILE}`)
  })

  it('puts the shop from the settings in the footer', () => {
    const mail = renderMail({
      locale: 'de',
      shop,
      subject: 'Test',
      blocks: [{ type: 'paragraph', text: 'Hallo' }],
    })
    for (const body of [mail.html, mail.text]) {
      expect(body).toContain('Messenwinkel')
      expect(body).toContain('Stationsweg 12, 3931 EP Woudenberg')
      expect(body).toContain(
        'Fragen? Rufen Sie +31 33 123 45 67 an oder schreiben Sie an info@messenwinkel.example.',
      )
    }
    expect(mail.text).toContain('\n-- \nMessenwinkel\n')
  })

  it('refuses links that are not http(s), mailto or tel, and subjects of more than one line', () => {
    const render = (href: string) =>
      renderMail({ locale: 'nl', shop, subject: 'x', blocks: [{ type: 'button', label: 'Klik', href }] })
    expect(() => render('javascript:alert(1)')).toThrow('Refusing link target')
    expect(() => render('/relative')).toThrow('Refusing link target')
    expect(render('mailto:info@messenwinkel.example').html).toContain('mailto:info@messenwinkel.example')
    expect(() => renderMail({ locale: 'nl', shop, subject: 'a\r\nBcc: x@y.z', blocks: [] })).toThrow(
      'one line',
    )
  })
})

describe('order confirmation mail', () => {
  it('has the order in Dutch, in HTML and text', () => {
    const mail = orderConfirmationMail(confirmation())
    expect(mail.subject).toBe('Je bestelling 2025-000123 bij Messenwinkel')
    for (const body of [mail.html, mail.text]) {
      expect(body).toContain('Beste Anna,')
      expect(body).toContain('2025-000123')
      expect(body).toContain('14 maart 2025')
      expect(body).toContain('Koksmes 20 cm')
      expect(body).toContain('€ 99,90')
      expect(body).toContain('-€ 10,-')
      expect(body).toContain('€ 94,85')
      expect(body).toContain('Waarvan btw')
      expect(body).toContain('Bezorgadres')
      expect(body).toContain('Factuuradres')
      expect(body).toContain('We laten het je weten zodra je pakket onderweg is.')
      expect(body).not.toContain('Afhaalpunt')
    }
    expect(mail.html).toContain('href="https://shop.example/checkout/abc/bevestiging"')
    expect(mail.text).toContain('Bekijk je bestelling:\nhttps://shop.example/checkout/abc/bevestiging')
  })

  it('speaks English and German (formally), and shows a pickup point with its opening hours', () => {
    const pickup = {
      deliveryAddress: null,
      pickupPoint: {
        name: 'Primera Woudenberg',
        address: ['Dorpsstraat 4', '3931 EJ Woudenberg'],
        openingHours: [
          { day: 'Montag', hours: '09:00 – 18:00' },
          { day: 'Sonntag', hours: null },
        ],
      },
    }
    const en = orderConfirmationMail(confirmation({ locale: 'en', discountCents: 0, orderUrl: null }))
    expect(en.subject).toBe('Your order 2025-000123 at Messenwinkel')
    expect(en.text).toContain('Dear Anna,')
    expect(en.text).toContain('14 March 2025')
    expect(en.text).not.toContain('Discount')
    expect(en.text).not.toContain('View your order')
    const de = orderConfirmationMail(confirmation({ locale: 'de', ...pickup }))
    expect(de.subject).toBe('Ihre Bestellung 2025-000123 bei Messenwinkel')
    expect(de.html).toContain('<html lang="de">')
    expect(de.text).toContain('Vielen Dank für Ihre Bestellung')
    expect(de.text).toContain('Abholstelle\nPrimera Woudenberg\nDorpsstraat 4')
    expect(de.text).toContain('Montag: 09:00 – 18:00')
    expect(de.text).toContain('Sonntag: Geschlossen')
    expect(de.text).toContain('sobald Ihr Paket an der Abholstelle bereitliegt')
    expect(de.text).not.toContain('Lieferadresse')
    expect(`${de.subject}${de.text}`).not.toMatch(/\b(du|dein|deine)\b/i)
  })
})

describe('the outbox', () => {
  const message = { to: 'anna@example.com', subject: 'Je bestelling', html: '<p>Hoi</p>', text: 'Hoi' }
  const meta = {
    kind: 'order_confirmation',
    locale: 'nl' as const,
    reference: { type: 'order', id: '2025-1' },
  }

  it('writes the mail and its send job in the caller’s transaction, or neither', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueMail(tx, message, meta)
        throw new Error('payment turned out to be failed')
      }),
    ).rejects.toThrow('payment turned out to be failed')
    expect(await database.db.select().from(mailOutbox)).toEqual([])
    expect(await database.db.select().from(jobs)).toEqual([])

    const id = await database.db.transaction((tx) => enqueueMail(tx, message, meta))
    const [row] = await database.db.select().from(mailOutbox)
    expect(row).toMatchObject({
      id,
      status: 'queued',
      recipient: 'anna@example.com',
      kind: 'order_confirmation',
      locale: 'nl',
      referenceType: 'order',
      referenceId: '2025-1',
      attempts: 0,
    })
    const [job] = await database.db.select().from(jobs)
    expect(job).toMatchObject({ type: 'mail.send', payload: { outboxId: id }, status: 'pending' })
  })

  it('writes a mail with a used dedupe key only once', async () => {
    const first = await enqueueMail(database.db, message, { ...meta, dedupeKey: 'order_confirmation:1' })
    const second = await enqueueMail(database.db, message, { ...meta, dedupeKey: 'order_confirmation:1' })
    expect(second).toBe(first)
    expect(await database.db.select().from(mailOutbox)).toHaveLength(1)
    expect(await database.db.select().from(jobs)).toHaveLength(1)
  })

  it('refuses a recipient that is not an address and a subject with a line break', async () => {
    await expect(enqueueMail(database.db, { ...message, to: 'anna' }, meta)).rejects.toThrow()
    await expect(enqueueMail(database.db, { ...message, subject: 'a\nb' }, meta)).rejects.toThrow('one line')
    expect(await database.db.select().from(mailOutbox)).toEqual([])
  })

  it('marks a mail sent with the outbox transport, with the shop as sender, and logs subject and recipient', async () => {
    const { logger, lines } = createMemoryLogger()
    const transport = createMailTransport(testConfig(), logger)
    expect(transport.name).toBe('outbox')
    runWorker(transport, logger)
    const id = await enqueueMail(database.db, message, meta)
    await eventually(async () => expect((await outboxRow(id)).status).toBe('sent'))
    const row = await outboxRow(id)
    expect(row).toMatchObject({
      transport: 'outbox',
      sender: '"Messenwinkel" <info@messenwinkel.example>',
      attempts: 1,
    })
    expect(row.sentAt).toBeInstanceOf(Date)
    expect(row.html).toBe('<p>Hoi</p>')
    expect(lines).toContainEqual(
      expect.objectContaining({
        mailTo: 'anna@example.com',
        subject: 'Je bestelling',
        msg: expect.stringContaining('outbox'),
      }),
    )
  })

  it('sends a queued mail once even when its job runs twice', async () => {
    const sent: string[] = []
    const counting: MailTransport = {
      name: 'outbox',
      async send(mail) {
        sent.push(mail.subject)
        return { messageId: '<1@test>' }
      },
      async close() {},
    }
    const handler = createMailSendHandler({ db: database.db, transport: counting, config: testConfig() })
    const id = await enqueueMail(database.db, message, meta)
    const context = jobContext()
    await handler({ outboxId: id }, context)
    await handler({ outboxId: id }, context)
    await handler({ outboxId: 999_999 }, context)
    expect(sent).toEqual(['Je bestelling'])
  })
})

describe('SMTP through nodemailer, against a real SMTP server on loopback', () => {
  interface Received {
    from: string
    to: string[]
    raw: string
    user: string | undefined
  }
  let server: SMTPServer
  let port: number
  const received: Received[] = []
  let refuse: string | null = null

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: false,
      allowInsecureAuth: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onAuth(auth, _session, callback) {
        if (auth.username === 'shop' && auth.password === 'secret') callback(null, { user: auth.username })
        else callback(new Error('Invalid username or password'))
      },
      onRcptTo(address, _session, callback) {
        if (refuse && address.address === refuse) callback(new Error('550 No such user here'))
        else callback()
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = []
        stream.on('data', (chunk: Buffer) => chunks.push(chunk))
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks).toString('utf8'),
            user: session.user as string | undefined,
          })
          callback()
        })
      },
    })
    server.listen(0, '127.0.0.1')
    await once(server.server, 'listening')
    port = (server.server.address() as AddressInfo).port
  })
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()))
  })
  afterEach(() => {
    received.length = 0
    refuse = null
  })

  const smtpConfig = () =>
    testConfig({
      SMTP_URL: `smtp://shop:secret@127.0.0.1:${port}`,
      MAIL_FROM: 'Messenwinkel <shop@messenwinkel.example>',
    })

  it('delivers the mail with sender, recipient, subject and both bodies, and records it', async () => {
    const { logger } = createMemoryLogger()
    const transport = createMailTransport(smtpConfig(), logger)
    expect(transport.name).toBe('smtp')
    runWorker(transport, logger, smtpConfig())
    const mail = orderConfirmationMail(confirmation({ locale: 'en' }))
    const id = await enqueueMail(
      database.db,
      { to: 'anna@example.com', ...mail },
      { kind: 'order_confirmation', locale: 'en' },
    )
    await eventually(async () => expect((await outboxRow(id)).status).toBe('sent'))
    expect(received).toHaveLength(1)
    const [message] = received
    expect(message).toMatchObject({
      from: 'shop@messenwinkel.example',
      to: ['anna@example.com'],
      user: 'shop',
    })
    expect(message!.raw).toContain('Subject: Your order 2025-000123 at Messenwinkel')
    expect(message!.raw).toContain('From: Messenwinkel <shop@messenwinkel.example>')
    expect(message!.raw).toContain('Content-Type: text/plain')
    expect(message!.raw).toContain('Content-Type: text/html')
    const row = await outboxRow(id)
    expect(row).toMatchObject({
      transport: 'smtp',
      sender: 'Messenwinkel <shop@messenwinkel.example>',
      attempts: 1,
    })
    expect(message!.raw).toContain(`Message-ID: ${row.messageId}`)
    await transport.close()
  })

  it('carries the order confirmation’s PDFs byte for byte, named in the shopper’s language', async () => {
    const { logger } = createMemoryLogger()
    const transport = createMailTransport(smtpConfig(), logger)
    const handler = createMailSendHandler({ db: database.db, transport, config: smtpConfig() })
    const legal = await readOrderLegal(database.db, { customerId: null }, 'de', (locale, key) =>
      shopPageUrl(smtpConfig(), locale, key),
    )
    const attachments = await confirmationAttachments(legal, '2025-000123')
    const mail = orderConfirmationMail(confirmation({ locale: 'de', legal: confirmationLegalBlocks(legal) }))
    const id = await enqueueMail(
      database.db,
      { to: 'anna@example.com', ...mail, attachments },
      { kind: 'order_confirmation', locale: 'de' },
    )
    await handler({ outboxId: id }, jobContext())
    const parts = mimeAttachments(received[0]!.raw)
    expect(parts.map((part) => part.filename)).toEqual([
      'Allgemeine Geschäftsbedingungen.pdf',
      'Muster-Widerrufsformular.pdf',
    ])
    parts.forEach((part, index) => {
      expect(part.contentType).toBe('application/pdf')
      expect(part.content.equals(Buffer.from(attachments[index]!.content))).toBe(true)
    })
    // A confirmation with its terms and form stays a small mail.
    expect(received[0]!.raw.length).toBeLessThan(200_000)
    await transport.close()
  })

  it('sends List-Unsubscribe with one-click (RFC 8058) when the mail has an unsubscribe address', async () => {
    const { logger } = createMemoryLogger()
    const transport = createMailTransport(smtpConfig(), logger)
    const handler = createMailSendHandler({ db: database.db, transport, config: smtpConfig() })
    const url = 'https://shop.example/keep-me-posted/unsubscribe/abc'
    const id = await enqueueMail(
      database.db,
      { subject: 'Terug', html: '<p>x</p>', text: 'x', to: 'anna@example.com', listUnsubscribe: url },
      { kind: 'back_in_stock', locale: 'nl' },
    )
    await handler({ outboxId: id }, jobContext())
    expect(received[0]!.raw).toContain(`List-Unsubscribe: <${url}>`)
    expect(received[0]!.raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click')
    await expect(
      enqueueMail(
        database.db,
        { subject: 's', html: 'h', text: 't', to: 'a@example.com', listUnsubscribe: 'javascript:alert(1)' },
        { kind: 'test', locale: 'nl' },
      ),
    ).rejects.toThrow(/List-Unsubscribe/)
    await transport.close()
  })

  it('keeps a refused mail queued with the error, and marks it failed after the last attempt', async () => {
    refuse = 'nobody@example.com'
    const { logger } = createMemoryLogger()
    const transport = createMailTransport(smtpConfig(), logger)
    const handler = createMailSendHandler({ db: database.db, transport, config: smtpConfig() })
    const id = await enqueueMail(
      database.db,
      { ...{ subject: 'x', html: '<p>x</p>', text: 'x' }, to: 'nobody@example.com' },
      {
        kind: 'test',
        locale: 'nl',
      },
    )
    await expect(handler({ outboxId: id }, jobContext())).rejects.toThrow(/No such user/)
    expect(await outboxRow(id)).toMatchObject({
      status: 'queued',
      attempts: 1,
      lastError: expect.stringMatching(/No such user/),
    })
    await expect(handler({ outboxId: id }, jobContext({ isLastAttempt: true }))).rejects.toThrow()
    expect(await outboxRow(id)).toMatchObject({ status: 'failed', attempts: 2 })
    expect(received).toEqual([])
    await transport.close()
  })

  it('fails the attempt when the password is wrong', async () => {
    const config = testConfig({ SMTP_URL: `smtp://shop:wrong@127.0.0.1:${port}` })
    const transport = createMailTransport(config, createMemoryLogger().logger)
    await expect(
      transport.send({ from: 'a@example.com', to: 'b@example.com', subject: 's', html: 'h', text: 't' }),
    ).rejects.toThrow(/Invalid username or password/)
    await transport.close()
  })
})

function runWorker(transport: MailTransport, logger = createMemoryLogger().logger, config = testConfig()) {
  const worker = startWorker({
    db: database.db,
    logger,
    handlers: { 'mail.send': createMailSendHandler({ db: database.db, transport, config }) },
    pollMs: 20,
  })
  workers.push(worker)
  return worker
}

function jobContext(overrides: { isLastAttempt?: boolean } = {}) {
  return {
    jobId: 1,
    attempt: 1,
    maxAttempts: 2,
    isLastAttempt: false,
    signal: new AbortController().signal,
    logger: createMemoryLogger().logger,
    ...overrides,
  }
}

/** The attachments of a received MIME message: name (RFC 2231 parameters), type and decoded content. */
function mimeAttachments(raw: string) {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/)
  return parts
    .map((part) => {
      const [head = '', ...body] = part.split(/\r?\n\r?\n/)
      const headers = head.replace(/\r?\n[ \t]+/g, ' ')
      if (!/Content-Disposition: attachment/i.test(headers)) return null
      const pieces = [...headers.matchAll(/filename\*(\d+)?\*?=([^;\r\n]+)/g)]
        .sort((a, b) => Number(a[1] ?? 0) - Number(b[1] ?? 0))
        .map((match) =>
          match[2]!
            .trim()
            .replace(/^utf-8''/i, '')
            .replace(/^"|"$/g, ''),
        )
      const plain = /filename="?([^";\r\n]+)"?/.exec(headers)?.[1]
      return {
        filename: pieces.length > 0 ? decodeURIComponent(pieces.join('')) : plain,
        contentType: /Content-Type: ([^;\r\n]+)/i.exec(headers)?.[1],
        content: Buffer.from(body.join('').replace(/--[^\r\n]*--\s*$/, ''), 'base64'),
      }
    })
    .filter((part) => part !== null)
}

async function outboxRow(id: number) {
  const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id))
  return row!
}

// The outbox transport alone: what it answers.
describe('the outbox transport', () => {
  it('answers a message id of its own', async () => {
    const transport = createOutboxTransport(createMemoryLogger().logger)
    const result = await transport.send({
      from: 'a@example.com',
      to: 'b@example.com',
      subject: 's',
      html: 'h',
      text: 't',
    })
    expect(result.messageId).toMatch(/^<[\w-]+@outbox\.invalid>$/)
  })
})

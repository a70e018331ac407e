import type {
  CreatePaymentInput,
  PaymentMethodInfo,
  PaymentProvider,
  PaymentStatus,
  ProviderPayment,
  ProviderRefund,
} from '#server/adapters/payments/port'

/**
 * A payment provider for tests only, kept in memory: it honours idempotency keys as Mollie does (the same key
 * answers the same payment), lets a test move a payment to any status, counts what it was asked, and can be
 * made slow or failing. The shop's real providers (the built-in test provider and Mollie) live in
 * server/adapters/payments/.
 */
export class FakePaymentProvider implements PaymentProvider {
  readonly name = 'test' as const
  readonly payments = new Map<string, ProviderPayment & { input: CreatePaymentInput }>()
  readonly refunds: Array<{ paymentId: string; amountCents: number }> = []
  createCalls = 0
  listCalls = 0
  /** Set to make createPayment throw (the provider is down). */
  failCreate = false
  /** Milliseconds createPayment takes: parallel requests then really overlap. */
  delayMs = 0
  methods: PaymentMethodInfo[] = [
    method('ideal'),
    method('bancontact'),
    method('kbc', [
      { id: 'kbc', name: 'KBC' },
      { id: 'cbc', name: 'CBC' },
    ]),
    method('creditcard'),
    method('paypal'),
    method('banktransfer'),
    { ...method('in3'), minimumCents: 5000, maximumCents: 500_000 },
  ]
  readonly #byKey = new Map<string, string>()
  #serial = 0

  async listMethods(): Promise<PaymentMethodInfo[]> {
    this.listCalls += 1
    return this.methods
  }

  async createPayment(input: CreatePaymentInput, idempotencyKey: string): Promise<ProviderPayment> {
    this.createCalls += 1
    if (this.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.delayMs))
    if (this.failCreate) throw new Error('provider unavailable')
    const known = this.#byKey.get(idempotencyKey)
    if (known) return this.#public(known)
    const id = `tr_fake${++this.#serial}`
    this.#byKey.set(idempotencyKey, id)
    this.payments.set(id, {
      id,
      status: 'open',
      amountCents: input.amountCents,
      method: input.method,
      checkoutUrl: `https://pay.example/checkout/${id}`,
      metadata: input.metadata,
      amountRefundedCents: 0,
      createdAt: new Date(),
      expiresAt: new Date(Date.now() + 15 * 60_000),
      paidAt: null,
      input,
    })
    return this.#public(id)
  }

  async getPayment(id: string): Promise<ProviderPayment | null> {
    return this.payments.has(id) ? this.#public(id) : null
  }

  async createRefund(paymentId: string, amountCents: number): Promise<ProviderRefund> {
    const payment = this.payments.get(paymentId)
    if (!payment || payment.status !== 'paid') throw new Error(`cannot refund ${paymentId}`)
    payment.amountRefundedCents += amountCents
    this.refunds.push({ paymentId, amountCents })
    return { id: `re_fake${this.refunds.length}`, status: 'refunded', amountCents }
  }

  /** What the shopper did on the hosted page (or what the bank decided). */
  setStatus(id: string, status: PaymentStatus): void {
    const payment = this.payments.get(id)
    if (!payment) throw new Error(`no payment ${id}`)
    payment.status = status
    if (status === 'paid') payment.paidAt = new Date()
    if (status !== 'open' && status !== 'pending') {
      payment.checkoutUrl = null
      payment.expiresAt = null
    }
  }

  /** Distinct payments made. */
  get count(): number {
    return this.payments.size
  }

  #public(id: string): ProviderPayment {
    const { input: _input, ...payment } = this.payments.get(id)!
    return { ...payment, metadata: { ...payment.metadata } }
  }
}

function method(id: PaymentMethodInfo['id'], issuers: PaymentMethodInfo['issuers'] = []): PaymentMethodInfo {
  return { id, description: id, minimumCents: null, maximumCents: null, issuers, image: null }
}

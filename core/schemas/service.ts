import type { ThreeInstalmentsSetting } from './shell'

/** One delivery method as the shipping page lists it for a country; amounts in cents incl. VAT. */
export interface ShippingPageMethod {
  code: string
  kind: 'home_delivery' | 'pickup_point' | 'store_pickup'
  name: string
  price_cents: number
  /** Free from this amount of goods; null: never free. */
  free_from_cents: number | null
}

export interface ShippingPageCountry {
  country_iso: string
  country: string
  methods: ShippingPageMethod[]
}

/** What the shipping page shows: the shop's delivery methods and rates per country, from its settings. */
export interface ShippingPageData {
  default_country: string
  /** The settings' delivery promises for stock and back-order items: the one wording of the cut-off time. */
  delivery_promises: string[]
  countries: ShippingPageCountry[]
}

/** A payment method the shop offers, with its amount limits in cents (null: none). */
export interface PaymentPageMethod {
  id: string
  title: string
  minimum_cents: number | null
  maximum_cents: number | null
}

/** What the payment page shows: the methods the payment provider offers the shop's default country. */
export interface PaymentPageData {
  country: string
  methods: PaymentPageMethod[]
  three_instalments: ThreeInstalmentsSetting
}

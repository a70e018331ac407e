import { describe, expect, it } from 'vitest'
import type { OrderAddress } from '#server/db/schema'
import { confirmation } from './confirmation-mail'
import type { OrderLineRow, OrderRow } from './orders'

const address: OrderAddress = {
  is_company: false,
  first_name: 'Jan',
  last_name: 'Peeters',
  company_name: '',
  company_coc_number: '',
  company_vat_number: '',
  country_iso: 'BE',
  postal_code: '1000',
  house_number: '5',
  house_number_addition: '',
  address: 'Grote Markt',
  address_2: '',
  address_3: '',
  city: 'Brussel',
  phone_number: '+32 2 123 45 67',
}

const order = {
  id: 'o1',
  number: '2026-000007',
  locale: 'de',
  createdAt: new Date('2026-03-02T10:00:00Z'),
  invoiceAddress: address,
  deliveryAddress: null,
  pickupPoint: {
    location_code: '204543',
    name: 'Primera Brussel',
    opening_hours: { Monday: ['09:00-12:00', '13:00-18:00'], Saturday: ['10:00-16:00'] },
    street: 'Nieuwstraat',
    house_number: '12',
    postal_code: '1000',
    city: 'Brussel',
    country_iso: 'BE',
  },
  paymentMethod: 'bancontact',
  shippingMethodName: { nl: 'Afhaalpunt', en: 'Pickup point', de: 'Abholpunkt' },
  productsCents: 5990,
  shippingCents: 595,
  discountCents: 0,
  totalCents: 6585,
  vatCents: 1143,
} as unknown as OrderRow

const lines = [
  {
    name: 'Zakmes',
    quantity: 1,
    totalCents: 5990,
    options: [{ kind: 'extra_service', name: 'Gravur', quantity: 1, price_cents: 995 }],
  },
] as unknown as OrderLineRow[]

const shop = {
  name: 'Messenwinkel',
  street: 'Stationsweg 12',
  postalCode: '3931 EP',
  city: 'Woudenberg',
  phone: '+31 33 123 45 67',
  email: 'info@messenwinkel.example',
  url: 'https://shop.example',
}

describe('the order confirmation of an order', () => {
  it('speaks the order’s language: method names, countries and weekdays; the pickup point with its hours', () => {
    const mail = confirmation(order, lines, 'de', shop, 'https://shop.example/de/checkout/c1/bestatigung')
    expect(mail).toMatchObject({
      customerName: 'Jan',
      orderNumber: '2026-000007',
      paymentMethod: 'Bancontact',
      deliveryMethod: 'Abholpunkt',
      deliveryAddress: null,
      invoiceAddress: ['Jan Peeters', 'Grote Markt 5', '1000 Brussel', 'Belgien'],
      lines: [{ name: 'Zakmes', detail: '1× Gravur', quantity: 1, totalCents: 5990 }],
    })
    expect(mail.pickupPoint!.address).toEqual(['Nieuwstraat 12', '1000 Brussel', 'Belgien'])
    expect(mail.pickupPoint!.openingHours[0]).toEqual({ day: 'Montag', hours: '09:00-12:00, 13:00-18:00' })
    expect(mail.pickupPoint!.openingHours[6]).toEqual({ day: 'Sonntag', hours: null })
  })
})

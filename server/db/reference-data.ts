import { THREE_INSTALMENTS_DEFAULT_LIMIT_CENTS } from '#core/constants'
import type { Locale } from '#core/locales'
import type { Database } from './client'
import { ALL_LOCALES, countries, settings } from './schema'
import type { SettingKey, SettingValues } from './settings'

/**
 * Settings and countries every shop starts with. Seeded at each start with "insert … on conflict do
 * nothing": a missing row is added, a value the owner changed is never overwritten. A start that finds every
 * row in place writes none, and a statement that writes no row notifies nobody (migration 0029): a restart
 * does not empty the page caches of the processes running.
 */
export async function seedReferenceData(db: Database): Promise<void> {
  await db.insert(settings).values(settingRows()).onConflictDoNothing()
  await db
    .insert(countries)
    .values(COUNTRIES.map(([iso, enabled], index) => ({ iso, enabled, position: (index + 1) * 10 })))
    .onConflictDoNothing()
}

/** Delivery countries in menu order. Names come from Intl.DisplayNames in the page language. */
const COUNTRIES: ReadonlyArray<readonly [iso: string, enabled: boolean]> = [
  ['NL', true],
  ['BE', true],
  ['DE', true],
  ['LU', true],
  ['FR', true],
  ['AT', true],
  ['DK', true],
  ['IT', true],
  ['ES', true],
  // Outside the EU: customs paperwork first, so listed but not offered yet.
  ['CH', false],
  ['GB', false],
  ['NO', false],
]

const FOR_ALL_LOCALES: Pick<
  SettingValues,
  'company_name' | 'default_country' | 'header_logo' | 'store' | 'three_instalments' | 'company_legal'
> = {
  company_name: 'Messenwinkel',
  company_legal: {
    legal_name: 'Messenwinkel B.V.',
    coc_number: '12345678',
    vat_number: 'NL123456789B01',
    iban: 'NL91 ABNA 0417 1643 00',
  },
  // On, with the spec's default limit (§9); the owner can switch it off or change the limit.
  three_instalments: { enabled: true, limit_cents: THREE_INSTALMENTS_DEFAULT_LIMIT_CENTS },
  default_country: 'NL',
  header_logo: '/logo.svg',
  // Times are written the same in the three languages; `null` is a closed day.
  store: {
    name: 'Messenwinkel Woudenberg',
    street: 'Stationsweg 12',
    postal_code: '3931 EP',
    city: 'Woudenberg',
    country_iso: 'NL',
    phone: '+31 33 123 45 67',
    email: 'info@messenwinkel.example',
    opening_hours: [
      { day: 'monday', value: '13:00 - 18:00' },
      { day: 'tuesday', value: '09:30 - 18:00' },
      { day: 'wednesday', value: '09:30 - 18:00' },
      { day: 'thursday', value: '09:30 - 18:00' },
      { day: 'friday', value: '09:30 - 21:00' },
      { day: 'saturday', value: '09:30 - 17:00' },
      { day: 'sunday', value: null },
    ],
  },
}

type LocalizedSettings = Pick<
  SettingValues,
  'delivery_promises' | 'product_options_information' | 'selling_points'
>

const LOCALIZED: Record<Locale, LocalizedSettings> = {
  nl: {
    selling_points: [
      'Deskundig advies van echte liefhebbers',
      'Voor 23:59 besteld, morgen in huis',
      'Winkel in Woudenberg',
      '30 dagen bedenktijd',
      'Slijpservice in eigen werkplaats',
      'Officieel dealer van alle merken',
    ],
    delivery_promises: {
      short: {
        AVAILABLE_DIRECT: 'Voor 23:59 besteld, morgen in huis',
        AVAILABLE_DELAYED: 'Binnen 3 tot 5 werkdagen in huis',
        UNAVAILABLE: 'Tijdelijk uitverkocht',
        pre_order: 'Pre-order: we leveren zodra het binnen is',
        pre_order_date: 'Pre-order: verwacht op {date}',
        brand: 'Binnen 5 tot 7 werkdagen in huis',
        vdm: 'Binnen 2 tot 4 werkdagen in huis',
      },
      long: {
        AVAILABLE_DIRECT:
          'Op voorraad. Op werkdagen voor 23:59 besteld, morgen in huis. Liever ophalen? Het ligt direct klaar in onze winkel.',
        AVAILABLE_DELAYED:
          'Dit artikel wordt voor je nabesteld en is binnen 3 tot 5 werkdagen bij je in huis. Je betaalt pas bij het afronden van je bestelling.',
        UNAVAILABLE:
          'Dit artikel is tijdelijk uitverkocht. Laat je e-mailadres achter, dan laten we het je weten zodra het weer op voorraad is.',
        pre_order:
          'Dit artikel is nog niet verschenen. Bestel het nu, dan versturen we het zodra het bij ons binnen is.',
        pre_order_date:
          'Dit artikel is nog niet verschenen en wordt verwacht op {date}. Bestel het nu, dan versturen we het dezelfde dag.',
        brand:
          'Dit artikel wordt rechtstreeks door het merk geleverd en is binnen 5 tot 7 werkdagen bij je in huis.',
        vdm: 'Dit artikel komt uit het magazijn van onze leverancier en is binnen 2 tot 4 werkdagen bij je in huis.',
      },
    },
    product_options_information: {
      title: 'Extra diensten',
      content:
        '<p>Maak je aankoop helemaal af met een van onze extra diensten:</p>' +
        '<ul>' +
        '<li><strong>Graveren</strong>: een naam, datum of korte tekst op het lemmet of heft, gegraveerd in onze eigen werkplaats.</li>' +
        '<li><strong>Slijpservice</strong>: we zetten het mes vóór verzending vlijmscherp op de steen.</li>' +
        '<li><strong>Cadeauverpakking</strong>: netjes ingepakt, met een kaartje met jouw boodschap.</li>' +
        '</ul>' +
        '<p>Een artikel met gravure maken we speciaal voor jou; het kan daarom niet worden geretourneerd en is 2 werkdagen later in huis.</p>',
    },
  },
  en: {
    selling_points: [
      'Expert advice from real enthusiasts',
      'Ordered before 23:59, delivered tomorrow',
      'Store in Woudenberg',
      '30-day return period',
      'Sharpening service in our own workshop',
      'Official dealer of every brand',
    ],
    delivery_promises: {
      short: {
        AVAILABLE_DIRECT: 'Order before 11:59 pm, delivered tomorrow',
        AVAILABLE_DELAYED: 'Delivered within 3 to 5 working days',
        UNAVAILABLE: 'Temporarily sold out',
        pre_order: 'Pre-order: shipped as soon as it arrives',
        pre_order_date: 'Pre-order: expected on {date}',
        brand: 'Delivered within 5 to 7 working days',
        vdm: 'Delivered within 2 to 4 working days',
      },
      long: {
        AVAILABLE_DIRECT:
          'In stock. Order before 11:59 pm on a working day and it is delivered tomorrow. Prefer to collect? It is ready for you in our store straight away.',
        AVAILABLE_DELAYED:
          'We order this item in for you; it is delivered within 3 to 5 working days. You only pay when you complete your order.',
        UNAVAILABLE:
          'This item is temporarily sold out. Leave your e-mail address and we will let you know as soon as it is back in stock.',
        pre_order: 'This item has not been released yet. Order it now and we ship it as soon as it arrives.',
        pre_order_date:
          'This item has not been released yet and is expected on {date}. Order it now and we ship it the same day.',
        brand: 'This item is shipped directly by the brand and is delivered within 5 to 7 working days.',
        vdm: "This item ships from our supplier's warehouse and is delivered within 2 to 4 working days.",
      },
    },
    product_options_information: {
      title: 'Extra services',
      content:
        '<p>Complete your purchase with one of our extra services:</p>' +
        '<ul>' +
        '<li><strong>Engraving</strong>: a name, date or short text on the blade or handle, engraved in our own workshop.</li>' +
        '<li><strong>Sharpening</strong>: we hone the knife razor-sharp on the whetstone before it ships.</li>' +
        '<li><strong>Gift wrapping</strong>: neatly wrapped, with a card carrying your message.</li>' +
        '</ul>' +
        '<p>An engraved item is made especially for you, so it cannot be returned and is delivered 2 working days later.</p>',
    },
  },
  de: {
    selling_points: [
      'Fachkundige Beratung von echten Liebhabern',
      'Bis 23:59 bestellt, morgen geliefert',
      'Geschäft in Woudenberg',
      '30 Tage Rückgaberecht',
      'Schleifservice in eigener Werkstatt',
      'Offizieller Händler aller Marken',
    ],
    delivery_promises: {
      short: {
        AVAILABLE_DIRECT: 'Bis 23:59 Uhr bestellt, morgen geliefert',
        AVAILABLE_DELAYED: 'Lieferung in 3 bis 5 Werktagen',
        UNAVAILABLE: 'Vorübergehend ausverkauft',
        pre_order: 'Vorbestellung: Versand, sobald die Ware eintrifft',
        pre_order_date: 'Vorbestellung: erwartet am {date}',
        brand: 'Lieferung in 5 bis 7 Werktagen',
        vdm: 'Lieferung in 2 bis 4 Werktagen',
      },
      long: {
        AVAILABLE_DIRECT:
          'Auf Lager. An Werktagen bis 23:59 Uhr bestellt, morgen geliefert. Lieber abholen? Der Artikel liegt sofort in unserem Laden für Sie bereit.',
        AVAILABLE_DELAYED:
          'Wir bestellen diesen Artikel für Sie nach; er ist in 3 bis 5 Werktagen bei Ihnen. Sie bezahlen erst beim Abschluss Ihrer Bestellung.',
        UNAVAILABLE:
          'Dieser Artikel ist vorübergehend ausverkauft. Hinterlassen Sie Ihre E-Mail-Adresse, dann melden wir uns, sobald er wieder vorrätig ist.',
        pre_order:
          'Dieser Artikel ist noch nicht erschienen. Bestellen Sie ihn jetzt, dann versenden wir ihn, sobald er bei uns eintrifft.',
        pre_order_date:
          'Dieser Artikel ist noch nicht erschienen und wird am {date} erwartet. Bestellen Sie ihn jetzt, dann versenden wir ihn am selben Tag.',
        brand: 'Dieser Artikel wird direkt vom Hersteller versendet und ist in 5 bis 7 Werktagen bei Ihnen.',
        vdm: 'Dieser Artikel kommt aus dem Lager unseres Lieferanten und ist in 2 bis 4 Werktagen bei Ihnen.',
      },
    },
    product_options_information: {
      title: 'Zusatzleistungen',
      content:
        '<p>Machen Sie Ihren Kauf mit einer unserer Zusatzleistungen komplett:</p>' +
        '<ul>' +
        '<li><strong>Gravur</strong>: ein Name, ein Datum oder ein kurzer Text auf Klinge oder Griff, graviert in unserer eigenen Werkstatt.</li>' +
        '<li><strong>Schleifservice</strong>: Wir schärfen das Messer vor dem Versand auf dem Schleifstein.</li>' +
        '<li><strong>Geschenkverpackung</strong>: schön verpackt, mit einer Karte mit Ihrer Nachricht.</li>' +
        '</ul>' +
        '<p>Ein gravierter Artikel wird eigens für Sie angefertigt; er ist daher vom Umtausch ausgeschlossen und wird 2 Werktage später geliefert.</p>',
    },
  },
}

function settingRows(): Array<{ key: SettingKey; locale: string; value: unknown }> {
  const rows: Array<{ key: SettingKey; locale: string; value: unknown }> = []
  for (const [key, value] of Object.entries(FOR_ALL_LOCALES)) {
    rows.push({ key: key as SettingKey, locale: ALL_LOCALES, value })
  }
  for (const [locale, values] of Object.entries(LOCALIZED)) {
    for (const [key, value] of Object.entries(values)) rows.push({ key: key as SettingKey, locale, value })
  }
  return rows
}

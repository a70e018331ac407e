import type { ShellData, Weekday } from '#core/schemas/shell'

const DAY_OF_WEEK: Record<Weekday, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
}

/**
 * The schema.org Organization of the shop (a Store: it has a physical shop), from the same settings as the
 * footer and the contact page. Absolute URLs when the public origin is known.
 */
export function organizationJsonLd(shell: ShellData, origin: string, homePath: string): object {
  const { store, company_legal: legal } = shell
  const home = `${origin.replace(/\/$/, '')}${homePath}`
  return {
    '@context': 'https://schema.org',
    '@type': 'Store',
    name: shell.company_name,
    legalName: legal.legal_name,
    url: home,
    logo: new URL(shell.header_logo, home).href,
    email: store.email,
    telephone: store.phone,
    vatID: legal.vat_number,
    // The Dutch Chamber of Commerce number is the company's registration number (schema.org leiCode is for LEIs).
    identifier: { '@type': 'PropertyValue', propertyID: 'KvK', value: legal.coc_number },
    address: {
      '@type': 'PostalAddress',
      streetAddress: store.street,
      postalCode: store.postal_code,
      addressLocality: store.city,
      addressCountry: store.country_iso,
    },
    openingHoursSpecification: store.opening_hours.flatMap(({ day, value }) => {
      const match = value ? /^(\d{2}:\d{2})\s*-\s*(\d{2}:\d{2})$/.exec(value) : null
      if (!match) return []
      return [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: DAY_OF_WEEK[day],
          opens: match[1],
          closes: match[2],
        },
      ]
    }),
  }
}

export function OrganizationJsonLd({
  shell,
  origin,
  homePath,
}: {
  shell: ShellData
  origin: string
  homePath: string
}) {
  return (
    <script
      type="application/ld+json"
      // JSON inside a script: `<` escaped so that no text can close the element.
      dangerouslySetInnerHTML={{
        __html: JSON.stringify(organizationJsonLd(shell, origin, homePath)).replace(/</g, '\\u003c'),
      }}
    />
  )
}

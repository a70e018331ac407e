/**
 * The parcel carriers staff choose from when an order ships, and where a shopper follows the parcel. The
 * PostNL link needs the destination's postal code and country; the others the code alone.
 */
export const CARRIERS = ['postnl', 'dhl', 'dpd', 'ups', 'gls'] as const
export type Carrier = (typeof CARRIERS)[number]

export const CARRIER_NAMES: Record<Carrier, string> = {
  postnl: 'PostNL',
  dhl: 'DHL',
  dpd: 'DPD',
  ups: 'UPS',
  gls: 'GLS',
}

export function isCarrier(value: string): value is Carrier {
  return (CARRIERS as readonly string[]).includes(value)
}

export function trackingUrl(
  carrier: Carrier,
  code: string,
  destination: { postal_code: string; country_iso: string } | null,
): string {
  const id = encodeURIComponent(code)
  switch (carrier) {
    case 'postnl': {
      if (!destination) return `https://jouw.postnl.nl/track-and-trace/${id}`
      const postalCode = encodeURIComponent(destination.postal_code.replace(/\s+/g, '').toUpperCase())
      return `https://jouw.postnl.nl/track-and-trace/${id}-${destination.country_iso}-${postalCode}`
    }
    case 'dhl':
      return `https://www.dhl.com/nl-nl/home/tracking/tracking-parcel.html?submit=1&tracking-id=${id}`
    case 'dpd':
      return `https://www.dpdgroup.com/nl/mydpd/my-parcels/track?parcelNumber=${id}`
    case 'ups':
      return `https://www.ups.com/track?tracknum=${id}`
    case 'gls':
      return `https://gls-group.com/NL/nl/pakket-volgen?match=${id}`
  }
}

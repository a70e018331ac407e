import { normalizePostalCode } from '../address/postal-codes'
import type { CheckoutPickupPoint } from '../schemas/pickup-points'
import { POSTNL_WEEKDAYS, type PickupLocation, type PostnlWeekday } from './location'

/** The checkout's pickup-point address (the `address-pickup-point` body) of a location the shopper chose. */
export function toCheckoutPickupPoint(location: PickupLocation): CheckoutPickupPoint {
  const { Address: address } = location
  return {
    pickup_point_location_code: location.LocationCode,
    pickup_point_name: location.Name,
    opening_hours_json: JSON.stringify(location.OpeningHours),
    address: address.Street,
    house_number: [address.HouseNr, address.HouseNrExt].filter(Boolean).join(' '),
    postal_code: normalizePostalCode(address.Countrycode, address.Zipcode) ?? address.Zipcode,
    city: address.City,
    country_iso: address.Countrycode,
  }
}

/** The catalogue key of a weekday's name (`day.monday`, …). */
export type DayKey = `day.${Lowercase<PostnlWeekday>}`

export interface OpeningHoursRow {
  day: PostnlWeekday
  dayKey: DayKey
  /** "08:00 - 12:00, 13:00 - 18:00"; null: closed that day. */
  value: string | null
}

/** The Openingstijden list: every weekday from Monday, its ranges, or null when closed (spec §2 "Gesloten"). */
export function openingHoursRows(hours: PickupLocation['OpeningHours']): OpeningHoursRow[] {
  return POSTNL_WEEKDAYS.map((day) => {
    const ranges = hours[day] ?? []
    return {
      day,
      dayKey: `day.${day.toLowerCase()}` as DayKey,
      value: ranges.length > 0 ? ranges.map((range) => range.replace('-', ' - ')).join(', ') : null,
    }
  })
}

/** One line of a location's address: "Kerkstraat 12 A, 3441 BT Woerden". */
export function formatPickupAddress(location: PickupLocation): string {
  const { Address: a } = location
  const postal = normalizePostalCode(a.Countrycode, a.Zipcode) ?? a.Zipcode
  return `${[a.Street, a.HouseNr, a.HouseNrExt].filter(Boolean).join(' ')}, ${postal} ${a.City}`
}

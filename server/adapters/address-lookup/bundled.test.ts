import { describe, expect, it, vi } from 'vitest'
import { normalizePostalCode } from '#core/address/postal-codes'
import { createBundledAddressLookup, loadBundledAddresses } from './bundled'

describe('bundled address lookup', () => {
  const lookup = createBundledAddressLookup()

  it('knows the shop itself and the addresses the tests use', async () => {
    expect(await lookup.lookup({ countryIso: 'NL', postalCode: '3931 EP', houseNumber: '12' })).toMatchObject(
      {
        street: 'Stationsweg',
        city: 'Woudenberg',
        postalCode: '3931 EP',
        houseNumberAdditions: [],
      },
    )
    expect(await lookup.lookup({ countryIso: 'NL', postalCode: '3442AE', houseNumber: '12' })).toMatchObject({
      street: 'Kerkstraat',
      city: 'Woerden',
    })
  })

  it('answers the additions that exist at a number', async () => {
    const result = await lookup.lookup({ countryIso: 'NL', postalCode: '3442 AE', houseNumber: '14' })
    expect(result?.houseNumberAdditions).toEqual(['A', 'B'])
    expect(
      (await lookup.lookup({ countryIso: 'NL', postalCode: '3511 LX', houseNumber: '105' }))
        ?.houseNumberAdditions,
    ).toEqual(['1', '2', '3'])
  })

  it('keeps a postcode to its side of the street and its number range', async () => {
    // 3931 EP holds the even numbers 2 to 40.
    expect(await lookup.lookup({ countryIso: 'NL', postalCode: '3931 EP', houseNumber: '13' })).toBeNull()
    expect(await lookup.lookup({ countryIso: 'NL', postalCode: '3931 EP', houseNumber: '42' })).toBeNull()
    expect(await lookup.lookup({ countryIso: 'NL', postalCode: '3931 EP', houseNumber: '40' })).not.toBeNull()
    expect(await lookup.lookup({ countryIso: 'NL', postalCode: '1234 ZZ', houseNumber: '1' })).toBeNull()
  })

  it('finds a Belgian address by postcode and street, forgiving how the street is written', async () => {
    expect(
      await lookup.lookup({ countryIso: 'BE', postalCode: '2000', houseNumber: '78', street: 'meir' }),
    ).toMatchObject({ street: 'Meir', city: 'Antwerpen', postalCode: '2000' })
    expect(
      await lookup.lookup({
        countryIso: 'BE',
        postalCode: '4000',
        houseNumber: '3',
        street: 'rue pont d avroy',
      }),
    ).toMatchObject({ street: 'Rue Pont d’Avroy', city: 'Liège' })
    expect(
      await lookup.lookup({ countryIso: 'BE', postalCode: '2000', houseNumber: '78', street: 'Kerkstraat' }),
    ).toBeNull()
    expect(await lookup.lookup({ countryIso: 'BE', postalCode: '2000', houseNumber: '78' })).toBeNull()
  })

  it('covers the Netherlands and Belgium only', async () => {
    expect(lookup.supports('NL') && lookup.supports('BE')).toBe(true)
    expect(lookup.supports('DE')).toBe(false)
    expect(
      await lookup.lookup({
        countryIso: 'DE',
        postalCode: '10115',
        houseNumber: '1',
        street: 'Invalidenstraße',
      }),
    ).toBeNull()
  })

  it('loads the dataset once, on the first lookup', async () => {
    const load = vi.fn(loadBundledAddresses)
    const lazy = createBundledAddressLookup(load)
    expect(load).not.toHaveBeenCalled()
    await Promise.all([
      lazy.lookup({ countryIso: 'NL', postalCode: '3931 EP', houseNumber: '12' }),
      lazy.lookup({ countryIso: 'NL', postalCode: '3442 AE', houseNumber: '12' }),
    ])
    await lazy.lookup({ countryIso: 'NL', postalCode: '3442 AE', houseNumber: '14' })
    expect(load).toHaveBeenCalledTimes(1)
  })
})

describe('bundled address dataset', () => {
  it('has a realistic spread: over a thousand Dutch postcodes in over a hundred towns, and Belgian ones', async () => {
    const data = await loadBundledAddresses()
    expect(data.NL.length).toBeGreaterThan(1000)
    expect(new Set(data.NL.map((row) => data.towns[row[2]])).size).toBeGreaterThan(100)
    expect(data.BE.length).toBeGreaterThan(50)
  })

  it('holds only valid postcodes, sane number ranges and coordinates inside the country', async () => {
    const data = await loadBundledAddresses()
    for (const [postcode, street, town, first, last, step, lat, lng] of data.NL) {
      expect(normalizePostalCode('NL', postcode), postcode).not.toBeNull()
      expect(street.length).toBeGreaterThan(1)
      expect(data.towns[town]).toBeTruthy()
      expect(first >= 1 && last >= first && (step === 1 || step === 2)).toBe(true)
      expect(lat > 50.7 && lat < 53.6 && lng > 3.3 && lng < 7.3, `${postcode} ${lat},${lng}`).toBe(true)
    }
    for (const [postcode, , streets] of data.BE) {
      expect(normalizePostalCode('BE', postcode)).toBe(postcode)
      expect(streets.length).toBeGreaterThan(2)
    }
  })
})

#!/usr/bin/env node
// Writes the bundled datasets of the address lookup and the pickup points from the curated places in
// places.mjs: `node scripts/lookup-data/generate.mjs`. Deterministic (seeded), so a rerun changes nothing
// unless places.mjs changed. The towns, streets and postcode areas are real; the exact postcode of a street
// segment, its house-number range and the shops' house numbers are drawn plausibly, not taken from a register.
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { BE_TOWNS, NL_REGIONS, NL_TOWNS } from './places.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
const ADDRESSES_FILE = join(root, 'server/adapters/address-lookup/data/addresses.json')
const AREAS_FILE = join(root, 'server/adapters/pickup-points/data/postcode-areas.json')
const POINTS_FILE = join(root, 'server/adapters/pickup-points/data/pickup-points.json')

function hash(text) {
  let h = 2166136261
  for (const char of text) h = Math.imul(h ^ char.charCodeAt(0), 16777619)
  return h >>> 0
}
function random(seed) {
  let a = hash(seed)
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
const pick = (rnd, list) => list[Math.floor(rnd() * list.length)]
const round = (value, digits = 5) => Number(value.toFixed(digits))
const LETTERS = 'ABCDEGHJKLMNPRSTVWXZ'
function postcodeLetters(rnd, used, pc4) {
  for (;;) {
    const pair = pick(rnd, LETTERS) + pick(rnd, LETTERS)
    if (['SA', 'SD', 'SS'].includes(pair) || used.has(pc4 + pair)) continue
    used.add(pc4 + pair)
    return pair
  }
}
/** A point around a centre: within about 1.2 km in a city district, 700 m in a small town. */
function near(rnd, lat, lng, spread) {
  return [round(lat + (rnd() - 0.5) * 0.018 * spread), round(lng + (rnd() - 0.5) * 0.028 * spread)]
}

// ---- postcode areas ---------------------------------------------------------------------------------------
// Towns first; a region fills only the numbers no town (or earlier region) covers.
const nlAreas = NL_TOWNS.map(([name, from, to, lat, lng]) => [from, to, lat, lng, name])
const covered = (pc) => nlAreas.some(([from, to]) => pc >= from && pc <= to)
for (const [from, to, lat, lng, name] of NL_REGIONS) {
  for (let pc = from; pc <= to; pc++) {
    if (covered(pc)) continue
    let end = pc
    while (end < to && !covered(end + 1)) end++
    nlAreas.push([pc, end, lat, lng, name])
    pc = end
  }
}
nlAreas.sort((a, b) => a[0] - b[0])
for (let i = 1; i < nlAreas.length; i++) {
  if (nlAreas[i][0] <= nlAreas[i - 1][1])
    throw new Error(`NL ranges overlap: ${nlAreas[i - 1]} and ${nlAreas[i]}`)
}
const beAreas = [
  ...new Map(BE_TOWNS.map(([name, pc, lat, lng]) => [pc, [pc, pc, lat, lng, name]])).values(),
].sort((a, b) => a[0] - b[0])
mkdirSync(dirname(AREAS_FILE), { recursive: true })
writeFileSync(AREAS_FILE, `${JSON.stringify({ NL: nlAreas, BE: beAreas })}\n`)

// ---- addresses --------------------------------------------------------------------------------------------
// Addresses the demo data, the tests and the documentation name: always present, exactly so.
const FIXED_NL = [
  // The shop itself (server/db/reference-data.ts).
  { pc6: '3931EP', street: 'Stationsweg', town: 'Woudenberg', from: 2, to: 40, step: 2, additions: [] },
  // Spec §9's default pickup postcode; the address tests' Kerkstraat.
  {
    pc6: '3442AE',
    street: 'Kerkstraat',
    town: 'Woerden',
    from: 1,
    to: 39,
    step: 1,
    additions: [[14, 'A', 'B']],
  },
  {
    pc6: '3511LX',
    street: 'Oudegracht',
    town: 'Utrecht',
    from: 101,
    to: 159,
    step: 2,
    additions: [[105, '1', '2', '3']],
  },
  { pc6: '1012JS', street: 'Damrak', town: 'Amsterdam', from: 1, to: 99, step: 2, additions: [] },
]
const towns = []
const townIndex = (name) => {
  const at = towns.indexOf(name)
  return at >= 0 ? at : towns.push(name) - 1
}
const used = new Set(FIXED_NL.map((fixed) => fixed.pc6))
const nl = []
for (const fixed of FIXED_NL) {
  const town = NL_TOWNS.find(
    ([name, from, to]) =>
      name === fixed.town && +fixed.pc6.slice(0, 4) >= from && +fixed.pc6.slice(0, 4) <= to,
  )
  const rnd = random(fixed.pc6)
  const [lat, lng] = near(rnd, town[3], town[4], 0.5)
  nl.push([
    fixed.pc6,
    fixed.street,
    townIndex(fixed.town),
    fixed.from,
    fixed.to,
    fixed.step,
    lat,
    lng,
    fixed.additions,
  ])
}
for (const [name, from, to, lat, lng, streets] of NL_TOWNS) {
  const spread = to - from > 4 ? 1 : 0.6
  for (const street of streets) {
    const rnd = random(`${name}|${from}|${street}`)
    // Both sides of the street, each its own postcode (as in the Netherlands).
    for (const side of [1, 2]) {
      const pc4 = String(from + Math.floor(rnd() * (to - from + 1)))
      const pc6 = pc4 + postcodeLetters(rnd, used, pc4)
      const first = side + 2 * Math.floor(rnd() * 20)
      const last = first + 2 * (6 + Math.floor(rnd() * 20))
      const additions = []
      for (let number = first; number <= last; number += 2) {
        const r = rnd()
        if (r < 0.08) additions.push([number, 'A', 'B'])
        else if (r < 0.12) additions.push([number, '1', '2', '3'])
      }
      const [plat, plng] = near(rnd, lat, lng, spread)
      nl.push([pc6, street, townIndex(name), first, last, 2, plat, plng, additions])
    }
  }
}
nl.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[3] - b[3]))
const be = BE_TOWNS.map(([name, pc, , , streets]) => [String(pc), townIndex(name), streets, 250]).sort(
  (a, b) => (a[0] < b[0] ? -1 : 1),
)
mkdirSync(dirname(ADDRESSES_FILE), { recursive: true })
writeFileSync(ADDRESSES_FILE, `${JSON.stringify({ towns, NL: nl, BE: be })}\n`)

// ---- pickup points ----------------------------------------------------------------------------------------
const H = (...ranges) => ranges
const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']
const hours = (days) =>
  Object.fromEntries(WEEK.map((day, i) => [day, days[i]]).filter(([, ranges]) => ranges.length > 0))
const PROFILES = {
  supermarket: (sundayClosed) =>
    hours([
      H('08:00-21:00'),
      H('08:00-21:00'),
      H('08:00-21:00'),
      H('08:00-21:00'),
      H('08:00-21:00'),
      H('08:00-20:00'),
      sundayClosed ? [] : H('12:00-18:00'),
    ]),
  bookshop: () =>
    hours([
      H('12:00-18:00'),
      H('09:00-18:00'),
      H('09:00-18:00'),
      H('09:00-18:00'),
      H('09:00-21:00'),
      H('09:00-17:00'),
      [],
    ]),
  tobacconist: () =>
    hours([
      H('08:30-18:00'),
      H('08:30-18:00'),
      H('08:30-12:30'),
      H('08:30-18:00'),
      H('08:30-18:00'),
      H('08:30-17:00'),
      [],
    ]),
  diy: (sundayClosed) =>
    hours([
      H('08:00-20:00'),
      H('08:00-20:00'),
      H('08:00-20:00'),
      H('08:00-20:00'),
      H('08:00-21:00'),
      H('08:00-18:00'),
      sundayClosed ? [] : H('10:00-17:00'),
    ]),
  liquor: () =>
    hours([
      H('13:00-18:00'),
      H('09:00-18:00'),
      H('09:00-18:00'),
      H('09:00-18:00'),
      H('09:00-18:00'),
      H('09:00-17:00'),
      [],
    ]),
  bePress: () =>
    hours([
      H('06:30-18:30'),
      H('06:30-18:30'),
      H('06:30-18:30'),
      H('06:30-18:30'),
      H('06:30-18:30'),
      H('07:00-18:00'),
      H('07:00-12:30'),
    ]),
  beBookshop: () =>
    hours([
      H('09:30-18:00'),
      H('09:30-18:00'),
      H('09:30-18:00'),
      H('09:30-18:00'),
      H('09:30-18:00'),
      H('09:30-18:00'),
      [],
    ]),
  beSmallShop: () =>
    hours([
      [],
      H('09:00-12:30', '13:30-18:00'),
      H('09:00-12:30', '13:30-18:00'),
      H('09:00-12:30', '13:30-18:00'),
      H('09:00-12:30', '13:30-18:00'),
      H('09:00-17:00'),
      [],
    ]),
  beSupermarket: () =>
    hours([
      H('08:30-20:00'),
      H('08:30-20:00'),
      H('08:30-20:00'),
      H('08:30-20:00'),
      H('08:30-20:00'),
      H('08:30-20:00'),
      [],
    ]),
}
const NL_SURNAMES = [
  'de Vries',
  'van Dijk',
  'Bakker',
  'Janssen',
  'Visser',
  'Smit',
  'Meijer',
  'de Boer',
  'Mulder',
  'de Groot',
  'Bos',
  'Vos',
  'Peters',
  'Hendriks',
  'van Leeuwen',
  'Dekker',
  'Brouwer',
  'de Wit',
  'Dijkstra',
  'Smits',
  'de Graaf',
  'van der Meer',
  'Kok',
  'Vermeulen',
  'van den Berg',
  'Koster',
  'Prins',
  'Huisman',
  'Postma',
  'Kuipers',
]
const BE_SURNAMES_NL = [
  'Peeters',
  'Janssens',
  'Maes',
  'Jacobs',
  'Mertens',
  'Willems',
  'Claes',
  'Goossens',
  'Wouters',
  'De Smet',
  'Van den Broeck',
  'Verstraete',
  'Desmet',
  'Hermans',
]
const BE_SURNAMES_FR = [
  'Dubois',
  'Lambert',
  'Dupont',
  'Martin',
  'Simon',
  'Laurent',
  'Leclercq',
  'Renard',
  'Lejeune',
  'Collard',
]
const NL_SHOPS = [
  [(t) => `Primera ${t}`, 'bookshop'],
  [(t) => `Bruna ${t}`, 'bookshop'],
  [(t) => `The Read Shop ${t}`, 'bookshop'],
  [(_, s) => `Albert Heijn ${s}`, 'supermarket'],
  [(t, s) => `Jumbo ${t} ${s}`, 'supermarket'],
  [(_, __, n) => `Plus ${n}`, 'supermarket'],
  [(t) => `Coop ${t}`, 'supermarket'],
  [(t) => `Spar ${t}`, 'supermarket'],
  [(t) => `DekaMarkt ${t}`, 'supermarket'],
  [(_, __, n) => `Sigarenmagazijn ${n}`, 'tobacconist'],
  [(_, __, n) => `Tabakspeciaalzaak ${n}`, 'tobacconist'],
  [(_, __, n) => `Boekhandel ${n}`, 'bookshop'],
  [(t) => `Gamma ${t}`, 'diy'],
  [(t) => `Karwei ${t}`, 'diy'],
  [(_, s) => `Gall & Gall ${s}`, 'liquor'],
]
const BE_SHOPS_NL = [
  [(t) => `Standaard Boekhandel ${t}`, 'beBookshop'],
  [(t, s) => `Press Shop ${t} ${s}`, 'bePress'],
  [(t) => `Spar ${t}`, 'beSupermarket'],
  [(_, s) => `Carrefour Express ${s}`, 'beSupermarket'],
  [(t) => `Delhaize ${t}`, 'beSupermarket'],
  [(_, __, n) => `Dagbladhandel ${n}`, 'beSmallShop'],
  [(_, __, n) => `Krantenwinkel ${n}`, 'beSmallShop'],
]
const BE_SHOPS_FR = [
  [(t, s) => `Press Shop ${t} ${s}`, 'bePress'],
  [(t) => `Spar ${t}`, 'beSupermarket'],
  [(_, s) => `Carrefour Express ${s}`, 'beSupermarket'],
  [(_, __, n) => `Librairie ${n}`, 'beSmallShop'],
]
const FRENCH = new Set([
  'Wavre',
  'Ottignies-Louvain-la-Neuve',
  'Liège',
  'Verviers',
  'Namur',
  'Charleroi',
  'Mons',
  'Tournai',
  'Arlon',
  'Mouscron',
])

const points = []
const usedNames = new Set()
function addPoint(country, code, name, street, zipcode, city, lat, lng, openingHours, rnd) {
  if (usedNames.has(name)) return false
  usedNames.add(name)
  const houseNr = String(1 + Math.floor(rnd() * 140))
  const ext = rnd() < 0.08 ? 'A' : ''
  points.push([code, country, name, street, houseNr, ext, zipcode, city, lat, lng, openingHours])
  return true
}
let sequence = 0
for (const [name, from, to, lat, lng, streets, sundayClosed] of NL_TOWNS) {
  const rnd = random(`pickup|${name}|${from}`)
  const count = 2 + (to - from >= 8 ? 1 : 0) + (rnd() < 0.3 ? 1 : 0)
  for (let i = 0, tries = 0; i < count && tries < 30; tries++) {
    const [template, profile] = pick(rnd, NL_SHOPS)
    const street = pick(rnd, streets)
    const shopName = template(name, street, pick(rnd, NL_SURNAMES))
    const pc4 = String(from + Math.floor(rnd() * (to - from + 1)))
    const zipcode = pc4 + postcodeLetters(rnd, used, pc4)
    const [plat, plng] = near(rnd, lat, lng, to - from > 4 ? 1 : 0.6)
    const code = String(200000 + ++sequence * 37)
    if (
      addPoint('NL', code, shopName, street, zipcode, name, plat, plng, PROFILES[profile](sundayClosed), rnd)
    )
      i++
  }
}
for (const [name, pc, lat, lng, streets] of BE_TOWNS) {
  const rnd = random(`pickup|${name}|${pc}`)
  const french = FRENCH.has(name)
  const count = 2 + (rnd() < 0.4 ? 1 : 0)
  for (let i = 0, tries = 0; i < count && tries < 30; tries++) {
    const [template, profile] = pick(rnd, french ? BE_SHOPS_FR : BE_SHOPS_NL)
    const street = pick(rnd, streets)
    const shopName = template(name, street, pick(rnd, french ? BE_SURNAMES_FR : BE_SURNAMES_NL))
    const [plat, plng] = near(rnd, lat, lng, 0.8)
    const code = String(800000 + ++sequence * 41)
    if (addPoint('BE', code, shopName, street, String(pc), name, plat, plng, PROFILES[profile](), rnd)) i++
  }
}
writeFileSync(POINTS_FILE, `${JSON.stringify(points)}\n`)
console.log(
  `${nl.length} NL postcodes, ${be.length} BE postcodes, ${points.length} pickup points, ${nlAreas.length} NL areas`,
)

import { and, asc, eq, inArray, ne } from 'drizzle-orm'
import { LOCALES, type Locale } from '#core/locales'
import {
  companySettingsSchema,
  instalmentSettingsSchema,
  openingHoursSettingsSchema,
  sellingPointsSettingsSchema,
  shippingSettingsSchema,
} from '#core/schemas/back-office'
import type { CompanyLegal, StoreInfo, ThreeInstalmentsSetting } from '#core/schemas/shell'
import type { Database } from '#server/db/client'
import { ALL_LOCALES, settings, shippingMethods, shippingRates } from '#server/db/schema'
import { readSettings, settingSchemas, type SettingKey, type SettingValues } from '#server/db/settings'
import type { StaffMember } from '#server/domain/staff/staff'
import { recordAudit } from '#server/domain/staff/audit'
import { validate, ValidationError } from '#server/validation'
import { translate } from '#server/i18n/translate'

/** The sections of the settings screen; each saves on its own and writes its own audit line. */
export const SETTINGS_SECTIONS = [
  'company',
  'opening-hours',
  'shipping',
  'instalments',
  'selling-points',
] as const
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number]

export interface ShippingRateRow {
  id: number
  methodName: string
  methodActive: boolean
  countryIso: string
  priceCents: number
  freeFromCents: number | null
}

export interface SettingsOverview {
  companyName: string
  legal: CompanyLegal
  store: StoreInfo
  instalments: ThreeInstalmentsSetting
  rates: ShippingRateRow[]
  /** The selling points as each language shows them. */
  sellingPoints: Record<Locale, string[]>
}

/**
 * What the screen shows. The settings it edits hold one value for every language, so they are read as
 * any language sees them (Dutch here).
 */
export async function readSettingsOverview(db: Database, locale: Locale): Promise<SettingsOverview> {
  const [values, rates, ...perLocale] = await Promise.all([
    readSettings(db, 'nl'),
    listRates(db, locale),
    ...LOCALES.map((language) => readSettings(db, language)),
  ])
  return {
    sellingPoints: Object.fromEntries(
      LOCALES.map((language, index) => [language, perLocale[index]!.selling_points]),
    ) as Record<Locale, string[]>,
    companyName: values.company_name,
    legal: values.company_legal,
    store: values.store,
    instalments: values.three_instalments,
    rates,
  }
}

async function listRates(db: Database, locale: Locale): Promise<ShippingRateRow[]> {
  const rows = await db
    .select({
      id: shippingRates.id,
      name: shippingMethods.name,
      methodActive: shippingMethods.active,
      countryIso: shippingRates.countryIso,
      priceCents: shippingRates.priceCents,
      freeFromCents: shippingRates.freeFromCents,
    })
    .from(shippingRates)
    .innerJoin(shippingMethods, eq(shippingMethods.id, shippingRates.methodId))
    .orderBy(asc(shippingRates.countryIso), asc(shippingMethods.position), asc(shippingMethods.id))
  // The shop's own country first, then the others alphabetically.
  const home = rows.filter((row) => row.countryIso === 'NL')
  return [...home, ...rows.filter((row) => row.countryIso !== 'NL')].map(({ name, ...row }) => ({
    ...row,
    methodName: name[locale] || name.nl,
  }))
}

export type SaveResult = { changed: number }

/**
 * Saves one section from its form fields, or throws a ValidationError (messages in the staff member's
 * language). The write is one transaction with its audit line; the database's `catalogue_changed` trigger
 * on `settings` and `shipping_rates` then tells every process to drop its shell, static-data, shipping and
 * page caches (docs/decisions/0043, 0072). Saving what is already there writes nothing.
 */
export async function saveSettingsSection(
  db: Database,
  staff: Pick<StaffMember, 'id' | 'email' | 'locale'>,
  section: SettingsSection,
  body: unknown,
): Promise<SaveResult> {
  switch (section) {
    case 'company': {
      const input = validate(companySettingsSchema, body, staff.locale)
      return db.transaction(async (tx) => {
        const current = await readSettings(tx, 'nl')
        const next = {
          company_name: input.company_name,
          company_legal: {
            legal_name: input.legal_name,
            coc_number: input.coc_number,
            vat_number: input.vat_number,
            iban: input.iban,
          },
          store: {
            ...current.store,
            street: input.street,
            postal_code: input.postal_code,
            city: input.city,
            email: input.email,
            phone: input.phone,
          },
        } satisfies Partial<SettingValues>
        return writeSettings(tx, staff, section, current, next)
      })
    }
    case 'opening-hours': {
      const openingHours = validate(openingHoursSettingsSchema, body, staff.locale)
      return db.transaction(async (tx) => {
        const current = await readSettings(tx, 'nl')
        return writeSettings(tx, staff, section, current, {
          store: { ...current.store, opening_hours: openingHours },
        })
      })
    }
    case 'instalments': {
      const input = validate(instalmentSettingsSchema, body, staff.locale)
      return db.transaction(async (tx) => {
        const current = await readSettings(tx, 'nl')
        return writeSettings(tx, staff, section, current, {
          three_instalments: { enabled: input.enabled, limit_cents: input.limit },
        })
      })
    }
    case 'shipping':
      return saveShippingRates(db, staff, body)
    case 'selling-points':
      return saveSellingPoints(db, staff, body)
  }
}

/** Writes the settings that differ, for all languages, and one audit line naming each changed field. */
async function writeSettings(
  tx: Database,
  staff: Pick<StaffMember, 'id' | 'email'>,
  section: SettingsSection,
  current: SettingValues,
  next: Partial<SettingValues>,
): Promise<SaveResult> {
  const changes: Record<string, { from: unknown; to: unknown }> = {}
  const keys = (Object.keys(next) as SettingKey[]).filter((key) => {
    const diff = differences(current[key], next[key], key)
    Object.assign(changes, diff)
    return Object.keys(diff).length > 0
  })
  if (keys.length === 0) return { changed: 0 }
  for (const key of keys) {
    // The stored shape is checked once more: a setting that fails it would break every page.
    const value = settingSchemas[key].parse(next[key])
    await tx
      .insert(settings)
      .values({ key, locale: ALL_LOCALES, value })
      .onConflictDoUpdate({ target: [settings.key, settings.locale], set: { value, updatedAt: new Date() } })
    // One value for every language: a language's own row would hide the new one.
    await tx.delete(settings).where(and(eq(settings.key, key), ne(settings.locale, ALL_LOCALES)))
  }
  await recordAudit(tx, staff, {
    action: 'settings.update',
    entity: 'settings',
    entityId: section,
    details: { changes },
  })
  return { changed: Object.keys(changes).length }
}

/** The fields that differ between two values, by dotted path ("store.opening_hours.0.value"). */
function differences(
  from: unknown,
  to: unknown,
  path: string,
): Record<string, { from: unknown; to: unknown }> {
  if (isObject(from) && isObject(to)) {
    const out: Record<string, { from: unknown; to: unknown }> = {}
    for (const key of new Set([...Object.keys(from), ...Object.keys(to)]))
      Object.assign(out, differences(from[key], to[key], `${path}.${key}`))
    return out
  }
  return JSON.stringify(from) === JSON.stringify(to) ? {} : { [path]: { from: from ?? null, to: to ?? null } }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

async function saveShippingRates(
  db: Database,
  staff: Pick<StaffMember, 'id' | 'email' | 'locale'>,
  body: unknown,
): Promise<SaveResult> {
  const { rates } = validate(shippingSettingsSchema, body, staff.locale)
  return db.transaction(async (tx) => {
    const ids = rates.map((rate) => rate.id)
    const existing = await tx
      .select({
        id: shippingRates.id,
        code: shippingMethods.code,
        countryIso: shippingRates.countryIso,
        priceCents: shippingRates.priceCents,
        freeFromCents: shippingRates.freeFromCents,
      })
      .from(shippingRates)
      .innerJoin(shippingMethods, eq(shippingMethods.id, shippingRates.methodId))
      .where(inArray(shippingRates.id, ids))
    const byId = new Map(existing.map((row) => [row.id, row]))
    const missing = rates.findIndex((rate) => !byId.has(rate.id))
    // A rate removed meanwhile (a catalogue sync, another member of staff): say so on the form.
    if (missing >= 0)
      throw new ValidationError({
        [`rates.${missing}.price`]: [translate(staff.locale, 'backOffice.settings.rateGone')],
      })
    const changes: Record<string, { from: unknown; to: unknown }> = {}
    for (const rate of rates) {
      const row = byId.get(rate.id)!
      if (row.priceCents === rate.price && row.freeFromCents === rate.free_from) continue
      await tx
        .update(shippingRates)
        .set({ priceCents: rate.price, freeFromCents: rate.free_from })
        .where(eq(shippingRates.id, rate.id))
      const name = `${row.code}.${row.countryIso}`
      if (row.priceCents !== rate.price)
        changes[`${name}.price_cents`] = { from: row.priceCents, to: rate.price }
      if (row.freeFromCents !== rate.free_from)
        changes[`${name}.free_from_cents`] = { from: row.freeFromCents, to: rate.free_from }
    }
    if (Object.keys(changes).length === 0) return { changed: 0 }
    await recordAudit(tx, staff, {
      action: 'settings.update',
      entity: 'settings',
      entityId: 'shipping',
      details: { changes },
    })
    return { changed: Object.keys(changes).length }
  })
}

/** The selling points have a row per language (unlike the other settings here); one audit line for all. */
async function saveSellingPoints(
  db: Database,
  staff: Pick<StaffMember, 'id' | 'email' | 'locale'>,
  body: unknown,
): Promise<SaveResult> {
  const input = validate(sellingPointsSettingsSchema, body, staff.locale)
  return db.transaction(async (tx) => {
    const changes: Record<string, { from: unknown; to: unknown }> = {}
    for (const language of LOCALES) {
      const current = (await readSettings(tx, language)).selling_points
      const next = input[language]
      if (JSON.stringify(current) === JSON.stringify(next)) continue
      changes[`selling_points.${language}`] = { from: current, to: next }
      await tx
        .insert(settings)
        .values({ key: 'selling_points', locale: language, value: next })
        .onConflictDoUpdate({
          target: [settings.key, settings.locale],
          set: { value: next, updatedAt: new Date() },
        })
    }
    if (Object.keys(changes).length === 0) return { changed: 0 }
    await recordAudit(tx, staff, {
      action: 'settings.update',
      entity: 'settings',
      entityId: 'selling-points',
      details: { changes },
    })
    return { changed: Object.keys(changes).length }
  })
}

import { sql } from 'drizzle-orm'
import type { FeedFeature, FeedFeatureGroup, FeedProduct } from '#core/schemas/catalogue-feed'
import type { Database } from '#server/db/client'
import { refreshProductFeatureIds } from '#server/db/catalogue-maintenance'
import type { Localized } from '#server/db/schema'
import { slugify } from '#server/db/demo-data/generate'
import { intArray, queryRows } from '#server/db/query'
import { fieldName, type Located, type RowProblem } from './feed'
import { cleanInfo } from './info-html'
import { json, tally, texts, unique, type BatchCounts, type Outcome } from './write-helpers'

/**
 * Feature groups, features and the products' feature values from the feed (docs/decisions/0121). Groups
 * and features are matched by their key; a product's values replace the ones it had, and its
 * `feature_value_ids` (what listings filter and count on) follow in the same transaction, so a synced
 * product is in its category's filters once the run has refreshed the stored facets.
 */

export async function upsertFeatureGroups(
  tx: Database,
  input: Located<FeedFeatureGroup>[],
  counts: BatchCounts,
  problems: RowProblem[],
): Promise<void> {
  const rows = unique(input, problems)
  if (rows.length === 0) return
  const values = rows.map(({ row }) => ({
    key: row.ref,
    name: row.name,
    info: cleanInfo(row.info),
    position: row.position ?? 0,
  }))
  const result = await queryRows<Outcome>(
    tx,
    sql`insert into feature_groups (key, name, info, position)
      select key, name, info, position from jsonb_to_recordset(${json(values)})
        r(key text, name jsonb, info jsonb, position int)
      on conflict (key) do update set name = excluded.name, info = excluded.info, position = excluded.position
      where (feature_groups.name, feature_groups.info, feature_groups.position)
        is distinct from (excluded.name, excluded.info, excluded.position)
      returning id, key as external_ref, (xmax = 0) as inserted`,
  )
  tally(counts, result, rows.length)
}

export async function upsertFeatures(
  tx: Database,
  input: Located<FeedFeature>[],
  counts: BatchCounts,
  problems: RowProblem[],
): Promise<void> {
  const rows = unique(input, problems)
  if (rows.length === 0) return
  const groups = new Map(
    (
      await queryRows<{ id: number; key: string }>(
        tx,
        sql`select id, key from feature_groups where key = any(${texts([...new Set(rows.map(({ row }) => row.group))])})`,
      )
    ).map((group) => [group.key, group.id]),
  )
  const accepted = rows.filter(({ line, row }) => {
    if (groups.has(row.group)) return true
    problems.push({ line, ref: row.ref, field: 'group', reason: 'unknownFeatureGroup' })
    return false
  })
  if (accepted.length === 0) return
  const values = accepted.map(({ row }) => ({
    key: row.ref,
    group_id: groups.get(row.group)!,
    name: row.name,
    info: cleanInfo(row.info),
    unit: row.unit ?? null,
    filterable: row.filterable ?? true,
    position: row.position ?? 0,
  }))
  const result = await queryRows<Outcome>(
    tx,
    sql`insert into features (key, group_id, name, info, unit, filterable, position)
      select key, group_id, name, info, unit, filterable, position from jsonb_to_recordset(${json(values)})
        r(key text, group_id int, name jsonb, info jsonb, unit text, filterable boolean, position int)
      on conflict (key) do update set group_id = excluded.group_id, name = excluded.name, info = excluded.info,
        unit = excluded.unit, filterable = excluded.filterable, position = excluded.position
      where (features.group_id, features.name, features.info, features.unit, features.filterable, features.position)
        is distinct from (excluded.group_id, excluded.name, excluded.info, excluded.unit, excluded.filterable,
          excluded.position)
      returning id, key as external_ref, (xmax = 0) as inserted`,
  )
  tally(counts, result, accepted.length)
}

/** A feature value as stored: its feature, its key within the feature, its label and its place in filters. */
export interface WantedValue {
  featureId: number
  key: string
  label: Localized
  position: number
}

const LOCALES = ['nl', 'en', 'de'] as const
const NUMBER = /^\s*-?\d+(\.\d+)?\s*$/
const numberFormats = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    new Intl.NumberFormat(locale, { maximumFractionDigits: 3, useGrouping: false }),
  ]),
) as Record<(typeof LOCALES)[number], Intl.NumberFormat>

/**
 * A number with the feature's unit, written as each language writes it (`8,5 cm`, `8.5 cm`); its key is the
 * number and unit made into an address part (`8-5-cm`, as the demo catalogue's), its position the number in
 * thousandths, so that filters list 6, 8,5 and 10 cm in that order.
 */
function measuredValue(amount: number, unit: string | null): Omit<WantedValue, 'featureId'> {
  const suffix = unit ? ` ${unit}` : ''
  return {
    key: slugify(`${amount < 0 ? 'minus ' : ''}${Math.abs(amount)}${suffix}`),
    label: {
      nl: `${numberFormats.nl.format(amount)}${suffix}`,
      en: `${numberFormats.en.format(amount)}${suffix}`,
      de: `${numberFormats.de.format(amount)}${suffix}`,
    },
    position: Math.round(amount * 1000),
  }
}

/**
 * The values a product row names, checked against the known features: an unknown feature, a number out of
 * range, or a label that gives no key is a problem on that value's field.
 */
export async function resolveFeatureValues(
  tx: Database,
  rows: Located<FeedProduct>[],
  problems: RowProblem[],
): Promise<{ accepted: Located<FeedProduct>[]; values: Map<string, WantedValue[]> }> {
  const keys = [...new Set(rows.flatMap(({ row }) => (row.features ?? []).map((value) => value.feature)))]
  const features = new Map(
    keys.length === 0
      ? []
      : (
          await queryRows<{ id: number; key: string; unit: string | null }>(
            tx,
            sql`select id, key, unit from features where key = any(${texts(keys)})`,
          )
        ).map((feature) => [feature.key, feature]),
  )
  const values = new Map<string, WantedValue[]>()
  const accepted = rows.filter(({ line, row, csv }) => {
    const wanted: WantedValue[] = []
    for (const [index, given] of (row.features ?? []).entries()) {
      const feature = features.get(given.feature)
      const problem = (path: PropertyKey[], reason: string) =>
        problems.push({
          line,
          ref: row.ref,
          field: fieldName(['features', index, ...path], row, !!csv),
          reason,
        })
      if (!feature) {
        problem(['feature'], 'unknownFeature')
        return false
      }
      const raw = given.value
      const amount =
        typeof raw === 'number'
          ? raw
          : typeof raw === 'string' && feature.unit && NUMBER.test(raw)
            ? Number(raw)
            : null
      let value: Omit<WantedValue, 'featureId'>
      if (amount !== null) {
        if (!(Math.abs(amount) < 1_000_000) || Math.abs(Math.round(amount * 1000) - amount * 1000) > 1e-6) {
          problem(['value'], 'invalid')
          return false
        }
        value = measuredValue(amount, feature.unit)
      } else {
        const label: Localized = typeof raw === 'string' ? { nl: raw, en: raw, de: raw } : (raw as Localized)
        value = { key: slugify(label.nl), label, position: 0 }
      }
      const key = given.key ?? value.key
      if (key === '' || key.length > 120) {
        problem(['key'], 'invalid')
        return false
      }
      wanted.push({ ...value, key, featureId: feature.id })
    }
    values.set(row.ref, wanted)
    return true
  })
  return { accepted, values }
}

/**
 * Writes the feature values of written products (`wanted` by product id): values new or relabelled are
 * upserted, a product whose set differs gets its `product_features` replaced and `feature_value_ids`
 * refreshed. Answers the products whose features changed (their set, or the label of one of their values).
 */
export async function writeProductFeatures(
  tx: Database,
  wanted: Map<number, WantedValue[]>,
): Promise<Set<number>> {
  const changed = new Set<number>()
  if (wanted.size === 0) return changed
  const distinct = new Map<string, WantedValue>()
  for (const values of wanted.values())
    for (const value of values) distinct.set(`${value.featureId}\u0000${value.key}`, value)
  const valueIds = new Map<string, number>()
  const relabelled = new Set<number>()
  if (distinct.size > 0) {
    const rows = [...distinct.values()].map((value) => ({
      feature_id: value.featureId,
      key: value.key,
      label: value.label,
      position: value.position,
    }))
    for (const written of await queryRows<{ id: number }>(
      tx,
      sql`insert into feature_values (feature_id, key, label, position)
        select feature_id, key, label, position from jsonb_to_recordset(${json(rows)})
          r(feature_id int, key text, label jsonb, position int)
        on conflict (feature_id, key) do update set label = excluded.label, position = excluded.position
        where (feature_values.label, feature_values.position) is distinct from (excluded.label, excluded.position)
        returning id`,
    ))
      relabelled.add(written.id)
    for (const row of await queryRows<{ id: number; feature_id: number; key: string }>(
      tx,
      sql`select v.id, v.feature_id, v.key from feature_values v
        join jsonb_to_recordset(${json(rows.map(({ feature_id, key }) => ({ feature_id, key })))})
          w(feature_id int, key text) on v.feature_id = w.feature_id and v.key = w.key`,
    ))
      valueIds.set(`${row.feature_id}\u0000${row.key}`, row.id)
  }
  const current = new Map(
    (
      await queryRows<{ id: number; feature_value_ids: number[] }>(
        tx,
        sql`select id, feature_value_ids from products where id = any(${intArray([...wanted.keys()])})`,
      )
    ).map((row) => [row.id, [...row.feature_value_ids].sort((a, b) => a - b)]),
  )
  const replaced: Array<{ product_id: number; feature_value_id: number }> = []
  const replacedProducts: number[] = []
  for (const [productId, values] of wanted) {
    const ids = [
      ...new Set(values.map((value) => valueIds.get(`${value.featureId}\u0000${value.key}`)!)),
    ].sort((a, b) => a - b)
    if (ids.some((id) => relabelled.has(id))) changed.add(productId)
    if (JSON.stringify(ids) === JSON.stringify(current.get(productId) ?? [])) continue
    changed.add(productId)
    replacedProducts.push(productId)
    for (const id of ids) replaced.push({ product_id: productId, feature_value_id: id })
  }
  if (replacedProducts.length > 0) {
    await tx.execute(sql`delete from product_features where product_id = any(${intArray(replacedProducts)})`)
    if (replaced.length > 0)
      await tx.execute(sql`insert into product_features (product_id, feature_value_id)
        select product_id, feature_value_id from jsonb_to_recordset(${json(replaced)})
          r(product_id int, feature_value_id int)`)
    await refreshProductFeatureIds(tx, replacedProducts)
  }
  return changed
}

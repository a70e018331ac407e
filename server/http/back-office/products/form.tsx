import type { ReactNode } from 'react'
import { LOCALES, type Locale } from '#core/locales'
import { DELIVERY_PROMISE_TYPES } from '#core/schemas/catalogue'
import { FEED_CSV_PATTERNS } from '#core/schemas/catalogue-feed'
import { CONTENT_UNITS } from '#core/unit-price'
import type { StoredProduct } from '#server/domain/catalogue-editing/product-columns'
import type { DeleteBlock } from '#server/domain/catalogue-editing/product-delete'
import type { FeatureChoice, ProductChoice } from '#server/domain/catalogue-editing/product-lookup'
import type { AuditEntry } from '#server/domain/staff/audit'
import {
  Checkbox,
  Field,
  FieldError,
  FormErrors,
  LocalizedFields,
  MoneyField,
  Select,
  TextArea,
  VersionField,
  type FieldErrors,
  type FormValues,
} from '../form-kit'
import { History } from '../history'
import { Banners, type Translate } from '../views'
import { GalleryFields } from './gallery'
import { FEATURE_ADD_ROWS, MAX_OPTIONS, type OPTION_FIELDS } from './form-read'

/**
 * The product form (issue 35): one form, one save, every field the shop's pages show, in the feed's columns
 * (docs/decisions/0138). Works without script; a small script only adds search-as-you-type to the related
 * products (related-picker.ts).
 */

export interface EditorChoices {
  brands: ReadonlyArray<{ id: number; external_ref: string | null; name: string }>
  categories: ReadonlyArray<{ id: number; external_ref: string | null; label: string; active: boolean }>
  features: readonly FeatureChoice[]
}

export interface EditorProps {
  t: Translate
  locale: 'nl' | 'en'
  /** null: a new product (or a copy). */
  product: StoredProduct | null
  /** The version the form carries: the stored one, or after a conflict the one saved meanwhile. */
  version: number | null
  values: FormValues
  errors: FieldErrors
  choices: EditorChoices
  siblings: ReadonlyArray<ProductChoice & { colour: string | null; size: string | null }>
  related: readonly ProductChoice[]
  deleteBlock?: DeleteBlock | null
  history?: readonly AuditEntry[]
  notice?: string
  /** The conflict notice above the form (409). */
  conflict?: ReactNode
  /** Where the shop shows the product, per language (the staff preview). */
  previews?: ReadonlyArray<{ locale: Locale; href: string }>
  /** The copied product, for a duplicate. */
  copyOf?: { id: number; name: string }
  /** The page's CSP nonce: the gallery's script and the related-products picker run with it. */
  nonce?: string
}

const shopRefOf = (row: { id: number; external_ref: string | null }) => row.external_ref ?? `shop-${row.id}`

export function ProductEditor(props: EditorProps) {
  const { t, product, values, errors, choices } = props
  const title = product
    ? t('backOffice.products.edit', { name: product.name[props.locale] })
    : t('backOffice.products.new')
  const action = product ? `/admin/products/${product.id}` : '/admin/products'
  return (
    <section className="product-editor">
      <p>
        <a href="/admin/products">← {t('backOffice.products.backToList')}</a>
      </p>
      <h1>{title}</h1>
      {props.copyOf ? (
        <p className="muted">{t('backOffice.products.copyOf', { name: props.copyOf.name })}</p>
      ) : null}
      <Banners notice={props.notice} />
      {props.conflict}
      {product ? <ProductActions {...props} product={product} /> : null}
      <form method="post" action={action} encType="multipart/form-data" className="stack" noValidate>
        {props.version !== null ? <VersionField version={props.version} /> : null}
        <FormErrors t={t} errors={errors} />
        {errors._form ? null : <ProblemList t={t} errors={errors} />}

        <fieldset className="card">
          <legend>{t('backOffice.products.section.basics')}</legend>
          <div className="form-grid">
            {product ? (
              <div className="stack-tight">
                <span>{t('backOffice.products.field.ref')}</span>
                <strong data-testid="product-ref">{product.ref}</strong>
                <span className="muted hint">{t('backOffice.products.refFixed')}</span>
              </div>
            ) : (
              <Field
                label={t('backOffice.products.field.ref')}
                name="ref"
                values={values}
                errors={errors}
                hint={t('backOffice.products.refHint')}
                maxLength={100}
                required
              />
            )}
            <Select
              label={t('backOffice.products.field.status')}
              name="status"
              values={values}
              errors={errors}
              hint={t('backOffice.products.statusHint')}
              options={[
                ['active', t('backOffice.products.status.active')],
                ['inactive', t('backOffice.products.status.inactive')],
              ]}
            />
            <Select
              label={t('backOffice.products.field.category')}
              name="category"
              values={values}
              errors={errors}
              empty={t('backOffice.products.choose')}
              options={choices.categories.map((category) => [
                shopRefOf(category),
                category.active
                  ? category.label
                  : `${category.label} (${t('backOffice.products.status.inactive')})`,
              ])}
            />
            <Select
              label={t('backOffice.products.field.brand')}
              name="brand"
              values={values}
              errors={errors}
              empty={t('backOffice.products.choose')}
              options={choices.brands.map((brand) => [shopRefOf(brand), brand.name])}
            />
            <Field
              label={t('backOffice.products.field.ean')}
              name="ean"
              values={values}
              errors={errors}
              inputMode="numeric"
              maxLength={14}
              hint={t('backOffice.products.eanHint')}
            />
            <Field
              label={t('backOffice.products.field.reference')}
              name="reference"
              values={values}
              errors={errors}
              maxLength={100}
              hint={t('backOffice.products.referenceHint')}
            />
          </div>
        </fieldset>

        <fieldset className="card stack">
          <legend>{t('backOffice.products.section.texts')}</legend>
          <LocalizedFields
            t={t}
            legend={t('backOffice.products.field.name')}
            name="name"
            values={values}
            errors={errors}
            required
            maxLength={200}
          />
          <LocalizedFields
            t={t}
            legend={t('backOffice.products.field.slug')}
            name="slug"
            values={values}
            errors={errors}
            hint={t('backOffice.products.slugHint')}
            maxLength={120}
          />
          <LocalizedFields
            t={t}
            legend={t('backOffice.products.field.description')}
            name="description"
            values={values}
            errors={errors}
            multiline
            rows={6}
            required
          />
        </fieldset>

        <fieldset className="card">
          <legend>{t('backOffice.products.section.price')}</legend>
          <div className="form-grid">
            <MoneyField
              label={t('backOffice.products.field.price')}
              name="price"
              values={values}
              errors={errors}
              required
            />
            <MoneyField
              label={t('backOffice.products.field.salePrice')}
              name="sale_price"
              values={values}
              errors={errors}
              hint={t('backOffice.products.salePriceHint')}
            />
            <Select
              label={t('backOffice.products.field.vatRate')}
              name="vat_rate"
              values={values}
              errors={errors}
              options={['21', '9', '0'].map((rate) => [rate, `${rate}%`])}
            />
            <Field
              label={t('backOffice.products.field.contentAmount')}
              name="content_amount"
              values={values}
              errors={errors}
              inputMode="decimal"
              hint={t('backOffice.products.contentHint')}
            />
            <Select
              label={t('backOffice.products.field.contentUnit')}
              name="content_unit"
              values={values}
              errors={errors}
              empty={t('backOffice.products.none')}
              options={CONTENT_UNITS.map((unit) => [unit, t(`backOffice.products.unit.${unit}`)])}
            />
          </div>
        </fieldset>

        <fieldset className="card">
          <legend>{t('backOffice.products.section.stock')}</legend>
          <div className="form-grid">
            <Field
              label={t('backOffice.products.field.stock')}
              name="stock"
              type="number"
              values={values}
              errors={errors}
              required
            />
            <Field
              label={t('backOffice.products.field.maxOrderQuantity')}
              name="max_order_quantity"
              type="number"
              values={values}
              errors={errors}
              hint={t('backOffice.products.maxOrderHint')}
            />
            <Field
              label={t('backOffice.products.field.expectedDate')}
              name="expected_date"
              type="date"
              values={values}
              errors={errors}
            />
            <Select
              label={t('backOffice.products.field.deliveryPromiseType')}
              name="delivery_promise_type"
              values={values}
              errors={errors}
              empty={t('backOffice.products.promise.byStock')}
              options={DELIVERY_PROMISE_TYPES.map((type) => [type, t(`backOffice.products.promise.${type}`)])}
            />
          </div>
          <div className="checks">
            <Checkbox
              label={t('backOffice.products.field.lastStock')}
              name="last_stock"
              values={values}
              errors={errors}
              hint={t('backOffice.products.lastStockHint')}
            />
            <Checkbox
              label={t('backOffice.products.field.stockFromBrand')}
              name="stock_from_brand"
              values={values}
              errors={errors}
            />
            <Checkbox
              label={t('backOffice.products.field.isVdm')}
              name="is_vdm"
              values={values}
              errors={errors}
            />
          </div>
          <LocalizedFields
            t={t}
            legend={t('backOffice.products.field.deliveryPromiseNote')}
            name="delivery_promise_note"
            values={values}
            errors={errors}
            hint={t('backOffice.products.promiseNoteHint')}
            maxLength={200}
          />
        </fieldset>

        <fieldset className="card stack">
          <legend>{t('backOffice.products.section.labels')}</legend>
          <Checkbox
            label={t('backOffice.products.field.bestChoice')}
            name="best_choice"
            values={values}
            errors={errors}
          />
          <LocalizedFields
            t={t}
            legend={t('backOffice.products.field.newModelLabel')}
            name="new_model_label"
            values={values}
            errors={errors}
            maxLength={50}
            hint={t('backOffice.products.allOrNone')}
          />
          <LocalizedFields
            t={t}
            legend={t('backOffice.products.field.productFamily')}
            name="product_family"
            values={values}
            errors={errors}
            maxLength={100}
            hint={t('backOffice.products.allOrNone')}
          />
          <LocalizedFields
            t={t}
            legend={t('backOffice.products.field.comment')}
            name="comment"
            values={values}
            errors={errors}
            maxLength={500}
            hint={t('backOffice.products.allOrNone')}
          />
        </fieldset>

        <fieldset className="card stack">
          <legend>{t('backOffice.products.section.variant')}</legend>
          <p className="muted hint">{t('backOffice.products.variantHint')}</p>
          <div className="form-grid">
            <Field
              label={t('backOffice.products.field.variantGroup')}
              name="variant_group"
              values={values}
              errors={errors}
              maxLength={100}
            />
            <Field
              label={t('backOffice.products.field.size')}
              name="size"
              values={values}
              errors={errors}
              maxLength={50}
            />
          </div>
          <LocalizedFields
            t={t}
            legend={t('backOffice.products.field.colour')}
            name="colour"
            values={values}
            errors={errors}
            maxLength={50}
            hint={t('backOffice.products.allOrNone')}
          />
          {values.variant_group ? (
            <div>
              <h3>{t('backOffice.products.siblings')}</h3>
              {props.siblings.length === 0 ? (
                <p className="muted">{t('backOffice.products.noSiblings')}</p>
              ) : (
                <ul className="plain" data-testid="variant-siblings">
                  {props.siblings.map((sibling) => (
                    <li key={sibling.id}>
                      <a href={`/admin/products/${sibling.id}`}>{sibling.name}</a>{' '}
                      <span className="muted">
                        {[sibling.colour, sibling.size, sibling.ref].filter(Boolean).join(' · ')}
                        {sibling.status === 'inactive'
                          ? ` · ${t('backOffice.products.status.inactive')}`
                          : ''}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          ) : null}
        </fieldset>

        <FeatureFields
          t={t}
          locale={props.locale}
          values={values}
          errors={errors}
          features={choices.features}
        />

        <OptionFields t={t} values={values} errors={errors} />

        <fieldset className="card stack related-field">
          <legend>{t('backOffice.products.section.related')}</legend>
          {props.related.length > 0 ? (
            <ul className="plain" data-testid="related-now">
              {props.related.map((item) => (
                <li key={item.ref}>
                  <a href={`/admin/products/${item.id}`}>{item.name}</a>{' '}
                  <span className="muted">{item.ref}</span>
                </li>
              ))}
            </ul>
          ) : null}
          <TextArea
            label={t('backOffice.products.field.related')}
            name="related"
            values={values}
            errors={errors}
            rows={4}
            hint={t('backOffice.products.relatedHint')}
          />
          <div className="related-picker" data-related-picker hidden>
            <label>
              {t('backOffice.products.relatedSearch')}
              <input type="search" autoComplete="off" data-related-search maxLength={100} />
            </label>
            <ul className="plain picker-results" data-related-results aria-live="polite" />
          </div>
        </fieldset>

        <GalleryFields t={t} values={values} errors={errors} nonce={props.nonce} />

        <div className="row actions">
          <button type="submit" className="primary">
            {product ? t('backOffice.products.save') : t('backOffice.products.create')}
          </button>
          <a className="button-link" href={product ? `/admin/products/${product.id}` : '/admin/products'}>
            {t('backOffice.products.cancel')}
          </a>
        </div>
      </form>
      {props.history ? (
        <History
          t={t}
          locale={props.locale}
          entries={props.history}
          fieldLabel={(field) => fieldLabel(t, field)}
        />
      ) : null}
    </section>
  )
}

/** Every refused field listed with a link to it, so a long form's problems are found. */
function ProblemList({ t, errors }: { t: Translate; errors: FieldErrors }) {
  const entries = Object.entries(errors).filter(([, messages]) => messages.length > 0)
  if (entries.length === 0) return null
  return (
    <ul className="problems" data-testid="problems">
      {entries.map(([field, messages]) => (
        <li key={field}>
          <a href={`#${anchorOf(field)}`}>{fieldLabel(t, field)}</a>: {messages.join(' ')}
        </li>
      ))}
    </ul>
  )
}

/** Where a problem's field is on the page: a text given in every language by its Dutch field. */
const anchorOf = (field: string) =>
  [
    'name',
    'slug',
    'description',
    'colour',
    'delivery_promise_note',
    'product_family',
    'new_model_label',
    'comment',
  ].includes(field)
    ? `${field}_nl`
    : field === 'image' || field === 'images'
      ? 'photos'
      : field

/** A field's label for the problem list and the conflict table (`name_de` → "Name (German)"). */
export function fieldLabel(t: Translate, field: string): string {
  const feature = FEED_CSV_PATTERNS.feature.exec(field)
  if (feature)
    return `${t('backOffice.products.feature')} ${feature[1]}${feature[2] ? ` (${t(`backOffice.language.${feature[2]}`)})` : ''}`
  const option = /^option_(\d+)_(.+)$/.exec(field)
  if (option) return `${t('backOffice.products.option', { n: option[1]! })}: ${fieldLabel(t, option[2]!)}`
  const image = /^image_(\d+)(?:_alt_(nl|en|de))?$/.exec(field)
  if (image)
    return `${t('backOffice.products.photo', { n: image[1]! })}${image[2] ? ` (${t(`backOffice.language.${image[2]}`)})` : ''}`
  const localized = /^(.+)_(nl|en|de)$/.exec(field)
  if (localized) return `${fieldLabel(t, localized[1]!)} (${t(`backOffice.language.${localized[2]}`)})`
  const key = FIELD_KEYS[field]
  return key ? t(`backOffice.products.field.${key}`) : field
}

const FIELD_KEYS: Record<string, string> = {
  ref: 'ref',
  status: 'status',
  category: 'category',
  brand: 'brand',
  ean: 'ean',
  reference: 'reference',
  name: 'name',
  slug: 'slug',
  description: 'description',
  price: 'price',
  sale_price: 'salePrice',
  vat_rate: 'vatRate',
  content_amount: 'contentAmount',
  content_unit: 'contentUnit',
  stock: 'stock',
  last_stock: 'lastStock',
  stock_from_brand: 'stockFromBrand',
  is_vdm: 'isVdm',
  expected_date: 'expectedDate',
  max_order_quantity: 'maxOrderQuantity',
  delivery_promise_type: 'deliveryPromiseType',
  delivery_promise_note: 'deliveryPromiseNote',
  new_model_label: 'newModelLabel',
  best_choice: 'bestChoice',
  product_family: 'productFamily',
  comment: 'comment',
  variant_group: 'variantGroup',
  colour: 'colour',
  size: 'size',
  related: 'related',
  photos: 'photos',
  image: 'photos',
  kind: 'optionKind',
  option_product: 'optionProduct',
  max_quantity: 'optionMaxQuantity',
  position: 'optionPosition',
}

function FeatureFields({
  t,
  locale,
  values,
  errors,
  features,
}: {
  t: Translate
  locale: 'nl' | 'en'
  values: FormValues
  errors: FieldErrors
  features: readonly FeatureChoice[]
}) {
  const byKey = new Map(features.map((feature) => [feature.key, feature]))
  const keys = [
    ...new Set(
      Object.keys(values)
        .map((name) => FEED_CSV_PATTERNS.feature.exec(name)?.[1])
        .filter((key): key is string => key !== undefined),
    ),
  ]
  const unused = features.filter((feature) => !keys.includes(feature.key))
  return (
    <fieldset className="card stack">
      <legend>{t('backOffice.products.section.features')}</legend>
      <p className="muted hint">{t('backOffice.products.featuresHint')}</p>
      {keys.length === 0 ? <p className="muted">{t('backOffice.products.noFeatures')}</p> : null}
      {keys.map((key) => {
        const feature = byKey.get(key)
        const title = feature ? `${feature.group[locale]} · ${feature.name[locale]}` : key
        if (
          !feature ||
          feature.unit ||
          (values[`feature:${key}`] !== undefined && values[`feature:${key}_nl`] === undefined)
        )
          return (
            <div key={key} className="feature-row">
              <Field
                label={feature?.unit ? `${title} (${feature.unit})` : title}
                name={`feature:${key}`}
                values={values}
                errors={errors}
                inputMode={feature?.unit ? 'decimal' : 'text'}
                hint={feature?.unit ? t('backOffice.products.featureNumberHint') : undefined}
                maxLength={100}
              />
            </div>
          )
        return (
          <fieldset key={key} className="localized feature-row">
            <legend>{title}</legend>
            <div className="localized-fields">
              {LOCALES.map((language) => (
                <label key={language}>
                  {t(`backOffice.language.${language}`)}
                  <input
                    id={`feature:${key}_${language}`}
                    name={`feature:${key}_${language}`}
                    defaultValue={values[`feature:${key}_${language}`] ?? ''}
                    list={`values-${key}-${language}`}
                    maxLength={100}
                    aria-invalid={errors[`feature:${key}_${language}`]?.length ? true : undefined}
                  />
                  <datalist id={`values-${key}-${language}`}>
                    {feature.values.map((value) => (
                      <option key={value[language]} value={value[language]} />
                    ))}
                  </datalist>
                  <FieldError
                    id={`feature:${key}_${language}-error`}
                    errors={errors[`feature:${key}_${language}`]}
                  />
                </label>
              ))}
            </div>
            <FieldError id={`feature:${key}-error`} errors={errors[`feature:${key}`]} />
          </fieldset>
        )
      })}
      <div className="form-grid">
        {Array.from({ length: FEATURE_ADD_ROWS }, (_, index) => index + 1).map((i) => (
          <div key={i} className="stack-tight feature-add">
            <label>
              {t('backOffice.products.featureAdd', { n: i })}
              <select name={`feature_add_${i}`} defaultValue="">
                <option value="">{t('backOffice.products.none')}</option>
                {unused.map((feature) => (
                  <option key={feature.key} value={feature.key}>
                    {`${feature.group[locale]} · ${feature.name[locale]}${feature.unit ? ` (${feature.unit})` : ''}`}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {t('backOffice.products.featureValue', { n: i })}
              <input name={`feature_add_${i}_value`} maxLength={100} />
            </label>
          </div>
        ))}
      </div>
    </fieldset>
  )
}

function OptionFields({ t, values, errors }: { t: Translate; values: FormValues; errors: FieldErrors }) {
  const numbers = [
    ...new Set(
      Object.keys(values)
        .map((name) => /^option_(\d+)_kind$/.exec(name)?.[1])
        .filter((n): n is string => n !== undefined && (values[`option_${n}_kind`] ?? '') !== '')
        .map(Number),
    ),
  ].sort((a, b) => a - b)
  const next = Math.max(0, ...numbers) + 1
  const blocks = next <= MAX_OPTIONS ? [...numbers, next] : numbers
  return (
    <fieldset className="card stack">
      <legend>{t('backOffice.products.section.options')}</legend>
      <p className="muted hint">{t('backOffice.products.optionsHint')}</p>
      {blocks.map((n) => {
        const name = (field: (typeof OPTION_FIELDS)[number]) => `option_${n}_${field}`
        const isNew = n === next
        return (
          <fieldset key={n} className="localized option-block" data-testid="option-block">
            <legend>
              {isNew ? t('backOffice.products.optionNew') : t('backOffice.products.option', { n })}
            </legend>
            {values[name('ref')] ? (
              <input type="hidden" name={name('ref')} value={values[name('ref')]} />
            ) : null}
            <div className="form-grid">
              <Select
                label={t('backOffice.products.field.optionKind')}
                name={name('kind')}
                values={values}
                errors={errors}
                empty={isNew ? t('backOffice.products.none') : undefined}
                options={(['extra_service', 'free', 'combination'] as const).map((kind) => [
                  kind,
                  t(`backOffice.products.optionKind.${kind}`),
                ])}
              />
              <Field
                label={t('backOffice.products.field.optionProduct')}
                name={name('option_product')}
                values={values}
                errors={errors}
                hint={t('backOffice.products.optionProductHint')}
                maxLength={100}
              />
              <MoneyField
                label={t('backOffice.products.field.optionPrice')}
                name={name('price')}
                values={values}
                errors={errors}
              />
              <Field
                label={t('backOffice.products.field.optionMaxQuantity')}
                name={name('max_quantity')}
                type="number"
                values={values}
                errors={errors}
              />
            </div>
            <LocalizedFields
              t={t}
              legend={t('backOffice.products.field.optionName')}
              name={`option_${n}_name`}
              values={values}
              errors={errors}
              hint={t('backOffice.products.optionNameHint')}
              maxLength={100}
            />
            {isNew ? null : (
              <label className="choice">
                <input type="checkbox" name={`option_${n}_remove`} value="true" />
                {t('backOffice.products.optionRemove')}
              </label>
            )}
          </fieldset>
        )
      })}
    </fieldset>
  )
}

/** Duplicate, preview, deactivate or reactivate, delete: each its own small form or link. */
function ProductActions({ t, product, deleteBlock, previews }: EditorProps & { product: StoredProduct }) {
  return (
    <div className="card product-actions">
      <div className="row">
        <span className={`badge c-${product.status}`} data-testid="product-status">
          {t(`backOffice.products.status.${product.status}`)}
        </span>
        {previews?.map((preview) => (
          <a key={preview.locale} className="button-link" href={preview.href} target="_blank" rel="noopener">
            {t('backOffice.products.preview', { language: t(`backOffice.language.${preview.locale}`) })}
          </a>
        ))}
        <a className="button-link" href={`/admin/products/new?from=${product.id}`}>
          {t('backOffice.products.duplicate')}
        </a>
        <form method="post" action={`/admin/products/${product.id}/status`}>
          <VersionField version={product.version} />
          <input type="hidden" name="status" value={product.status === 'active' ? 'inactive' : 'active'} />
          <button type="submit" className={product.status === 'active' ? 'secondary' : 'primary'}>
            {product.status === 'active'
              ? t('backOffice.products.deactivate')
              : t('backOffice.products.reactivate')}
          </button>
        </form>
        {deleteBlock ? null : (
          <form method="post" action={`/admin/products/${product.id}/delete`} className="delete-form">
            <VersionField version={product.version} />
            <label className="choice">
              <input type="checkbox" name="confirm" value="true" required />
              {t('backOffice.products.deleteConfirm')}
            </label>
            <button type="submit" className="danger">
              {t('backOffice.products.delete')}
            </button>
          </form>
        )}
      </div>
      {deleteBlock ? (
        <p className="muted" data-testid="delete-block">
          {t(`backOffice.products.deleteBlocked.${deleteBlock}`)}
        </p>
      ) : (
        <p className="muted">{t('backOffice.products.deleteHint')}</p>
      )}
    </div>
  )
}

import { formatEuro } from '#core/money'
import {
  PRODUCT_SORTS,
  PRODUCTS_PER_PAGE,
  type ProductListQuery,
  type ProductListRow,
} from '#server/domain/catalogue-editing/product-list'
import { Banners, Pager, type Translate } from '../views'
import type { EditorChoices } from './form'

/**
 * The products list (issue 35): one GET form for search, filters and sort, so every state is an address
 * that works without script; a table that becomes one card per product on a phone (css/products.ts).
 */
export function ProductsList({
  t,
  query,
  rows,
  total,
  choices,
  notice,
}: {
  t: Translate
  query: ProductListQuery
  rows: readonly ProductListRow[]
  total: number
  choices: Pick<EditorChoices, 'brands' | 'categories'>
  notice?: string
}) {
  const pages = Math.max(1, Math.ceil(total / PRODUCTS_PER_PAGE))
  const link = (changes: Partial<ProductListQuery>) => {
    const params = new URLSearchParams()
    for (const [key, value] of Object.entries({ ...query, ...changes }))
      if (value !== undefined && value !== '' && !(key === 'page' && value === 1))
        params.set(key, String(value))
    const search = params.toString()
    return `/admin/products${search ? `?${search}` : ''}`
  }
  const sortHeader = (sort: ProductListQuery['sort'], label: string, className?: string) => {
    const current = query.sort === sort
    const dir = current && query.dir === 'asc' ? 'desc' : 'asc'
    return (
      <th
        scope="col"
        className={className}
        aria-sort={current ? (query.dir === 'asc' ? 'ascending' : 'descending') : undefined}
      >
        <a href={link({ sort, dir, page: 1 })}>
          {label}
          {current ? (query.dir === 'asc' ? ' ▲' : ' ▼') : ''}
        </a>
      </th>
    )
  }
  return (
    <section className="products-list">
      <div className="row actions list-head">
        <h1>{t('backOffice.products.title')}</h1>
        <a className="primary button-primary" href="/admin/products/new">
          {t('backOffice.products.new')}
        </a>
      </div>
      <Banners notice={notice} />
      <form
        method="get"
        action="/admin/products"
        className="filters"
        role="search"
        aria-label={t('backOffice.products.filters')}
      >
        <label className="grow">
          {t('backOffice.products.search')}
          <input
            type="search"
            name="q"
            defaultValue={query.q}
            placeholder={t('backOffice.products.searchHint')}
            maxLength={100}
          />
        </label>
        <Choose
          label={t('backOffice.products.field.brand')}
          name="brand"
          value={query.brand}
          any={t('backOffice.products.any')}
          options={choices.brands.map((brand) => [String(brand.id), brand.name])}
        />
        <Choose
          label={t('backOffice.products.field.category')}
          name="category"
          value={query.category}
          any={t('backOffice.products.any')}
          options={choices.categories.map((category) => [String(category.id), category.label])}
        />
        <Choose
          label={t('backOffice.products.field.status')}
          name="status"
          value={query.status}
          any={t('backOffice.products.any')}
          options={[
            ['active', t('backOffice.products.status.active')],
            ['inactive', t('backOffice.products.status.inactive')],
          ]}
        />
        <Choose
          label={t('backOffice.products.field.stock')}
          name="stock"
          value={query.stock}
          any={t('backOffice.products.any')}
          options={[
            ['in', t('backOffice.products.stock.in')],
            ['out', t('backOffice.products.stock.out')],
          ]}
        />
        <Choose
          label={t('backOffice.products.sort')}
          name="sort"
          value={query.sort}
          options={PRODUCT_SORTS.map((sort) => [sort, t(`backOffice.products.sortBy.${sort}`)])}
        />
        <Choose
          label={t('backOffice.products.direction')}
          name="dir"
          value={query.dir}
          options={[
            ['asc', t('backOffice.products.dir.asc')],
            ['desc', t('backOffice.products.dir.desc')],
          ]}
        />
        <button type="submit" className="primary">
          {t('backOffice.products.apply')}
        </button>
        <a href="/admin/products" className="reset">
          {t('backOffice.products.reset')}
        </a>
      </form>
      <p className="muted" data-testid="product-count">
        {t('backOffice.products.count', { count: total })}
      </p>
      <div className="table-wrap">
        <table className="product-table">
          <thead>
            <tr>
              {sortHeader('name', t('backOffice.products.field.name'))}
              {sortHeader('reference', t('backOffice.products.column.reference'))}
              <th scope="col">{t('backOffice.products.field.ean')}</th>
              <th scope="col">{t('backOffice.products.field.brand')}</th>
              <th scope="col">{t('backOffice.products.field.category')}</th>
              <th scope="col">{t('backOffice.products.field.status')}</th>
              {sortHeader('stock', t('backOffice.products.field.stock'), 'num')}
              {sortHeader('price', t('backOffice.products.field.price'), 'num')}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} data-testid="product-row">
                <th scope="row" className="name">
                  <a href={`/admin/products/${row.id}`}>{row.name}</a>
                </th>
                <td data-label={t('backOffice.products.column.reference')}>
                  {/* The article code; a product without one (the demo catalogue's) by its supplier reference. */}
                  <span className="ref">{row.external_ref ?? row.reference}</span>
                  {row.external_ref && row.reference && row.reference !== row.external_ref ? (
                    <span className="muted supplier-ref"> {row.reference}</span>
                  ) : null}
                </td>
                <td data-label={t('backOffice.products.field.ean')}>{row.ean || '–'}</td>
                <td data-label={t('backOffice.products.field.brand')}>{row.brand}</td>
                <td data-label={t('backOffice.products.field.category')}>{row.category}</td>
                <td data-label={t('backOffice.products.field.status')}>
                  <span className={`badge c-${row.status}`}>
                    {t(`backOffice.products.status.${row.status}`)}
                  </span>
                </td>
                <td className="num" data-label={t('backOffice.products.field.stock')}>
                  {row.stock === 0 ? (
                    <span className="out">{t('backOffice.products.stock.none')}</span>
                  ) : (
                    row.stock
                  )}
                </td>
                <td className="num" data-label={t('backOffice.products.field.price')}>
                  {row.sale_price_cents !== null && row.sale_price_cents < row.price_cents ? (
                    <>
                      <del className="muted">{formatEuro(row.price_cents)}</del>{' '}
                      <strong className="sale">{formatEuro(row.sale_price_cents)}</strong>
                    </>
                  ) : (
                    formatEuro(row.price_cents)
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {rows.length === 0 ? <p className="empty">{t('backOffice.products.noneFound')}</p> : null}
      </div>
      <Pager
        t={t}
        label={t('backOffice.products.pages')}
        page={query.page}
        pages={pages}
        href={(page) => link({ page })}
      />
    </section>
  )
}

function Choose({
  label,
  name,
  value,
  any,
  options,
}: {
  label: string
  name: string
  value: string | number | undefined
  any?: string
  options: ReadonlyArray<readonly [value: string, text: string]>
}) {
  return (
    <label>
      {label}
      <select name={name} defaultValue={value === undefined ? '' : String(value)}>
        {any !== undefined ? <option value="">{any}</option> : null}
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </label>
  )
}

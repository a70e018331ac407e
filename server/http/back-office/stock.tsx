import type { Context, Hono } from 'hono'
import { stockSearchSchema } from '#core/schemas/stock'
import type { Locale } from '#core/locales'
import type { auditLog } from '#server/db/schema'
import type { AfterPayment } from '#server/domain/orders/when-paid'
import {
  adjustStock,
  searchStock,
  STOCK_SEARCH_LIMIT,
  stockDetail,
  type StockRow,
} from '#server/domain/stock/adjust'
import { ValidationError } from '#server/validation'
import type { AppEnv } from '../env'
import { idParam } from '../front-api/checkout-request'
import { Field, FieldError } from './form-kit'
import type { BackOfficeKit } from './kit'
import { SearchForm, translatorFor, type Translate } from './views'
import { formatShopDate } from '#core/shop-dates'

/**
 * The back office's stock screen (docs/decisions/0065), behind the /admin guard: find a product, see its stock
 * and what is reserved, set a new figure or add/remove pieces with a reason. The product page shows the new
 * stock at once: the products row's update notifies the catalogue change (migration 0009) that empties the
 * page cache. Going from none free to some mails the keep-me-posted subscribers.
 */
export function mountStockScreen(
  app: Hono<AppEnv>,
  kit: BackOfficeKit,
  /** After the change has committed: the catalogue's counts and keep-me-posted (checkout.afterOrderChange). */
  afterChange: (after: AfterPayment) => Promise<void>,
): void {
  app.get('/admin/stock', async (c) => {
    const staff = kit.staffOf(c)
    const t = translatorFor(staff.locale)
    const { q } = stockSearchSchema.parse(c.req.query())
    const rows = q ? await searchStock(kit.db, q, kit.now()) : null
    return kit.render(c, staff, t('backOffice.stock.title'), <StockSearch t={t} q={q} rows={rows} />)
  })

  const detailPage = async (
    c: Context<AppEnv>,
    productId: number,
    extra: { notice?: string; errors?: Record<string, string[]>; form?: Record<string, string> } = {},
    status: 200 | 422 = 200,
  ) => {
    const staff = kit.staffOf(c)
    const t = translatorFor(staff.locale)
    const detail = await stockDetail(kit.db, productId, kit.now())
    if (!detail) return kit.notFound(c)
    return kit.render(
      c,
      staff,
      `${t('backOffice.stock.title')}: ${detail.product.name}`,
      <StockDetail t={t} locale={staff.locale} {...detail} {...extra} />,
      status,
    )
  }

  app.get('/admin/stock/:id', async (c) => {
    const staff = kit.staffOf(c)
    const t = translatorFor(staff.locale)
    const id = idParam(c.req.param('id'))
    if (id === null) return kit.notFound(c)
    const from = c.req.query('from')
    const to = c.req.query('to')
    const notice =
      from !== undefined && to !== undefined && /^\d+$/.test(from) && /^\d+$/.test(to)
        ? t(c.req.query('told') === '1' ? 'backOffice.stock.savedNotified' : 'backOffice.stock.saved', {
            from,
            to,
          })
        : undefined
    return detailPage(c, id, { notice })
  })

  app.post('/admin/stock/:id', async (c) => {
    const staff = kit.staffOf(c)
    const id = idParam(c.req.param('id'))
    if (id === null) return kit.notFound(c)
    const body = await c.req.parseBody()
    const form = Object.fromEntries(
      Object.entries(body).filter(
        (entry): entry is [string, string] =>
          ['mode', 'amount', 'reason'].includes(entry[0]) && typeof entry[1] === 'string',
      ),
    )
    // An empty number field is "no number", not 0.
    const input = { ...form, ...(form.amount?.trim() === '' ? { amount: undefined } : {}) }
    try {
      const result = await adjustStock(kit.db, staff, id, input, kit.now())
      if (!result.ok) return kit.notFound(c)
      await afterChange({
        refundDue: false,
        statusChanged: result.statusChanged ? [id] : [],
        backInStock: result.backInStock ? [id] : [],
        orderPaid: null,
      })
      const told = result.backInStock ? '&told=1' : ''
      return c.redirect(`/admin/stock/${id}?from=${result.from}&to=${result.to}${told}`, 303)
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error
      return detailPage(c, id, { errors: error.errors, form }, 422)
    }
  })
}

function statusText(t: Translate, row: StockRow) {
  return t(`backOffice.stock.status.${row.stockStatusCode}`)
}

function StockSearch({ t, q, rows }: { t: Translate; q: string | undefined; rows: StockRow[] | null }) {
  return (
    <section>
      <h1>{t('backOffice.stock.title')}</h1>
      <SearchForm
        action="/admin/stock"
        label={t('backOffice.stock.search')}
        hint={t('backOffice.stock.searchHint')}
        submit={t('backOffice.stock.find')}
        q={q}
        maxLength={100}
      />
      {rows === null ? null : rows.length === 0 ? (
        <p className="card empty">{t('backOffice.stock.none')}</p>
      ) : (
        <>
          {rows.length >= STOCK_SEARCH_LIMIT ? (
            <p className="muted">{t('backOffice.stock.tooMany', { count: STOCK_SEARCH_LIMIT })}</p>
          ) : null}
          <div className="table-wrap">
            <table>
              <thead>
                <tr>
                  <th scope="col">{t('backOffice.stock.product')}</th>
                  <th scope="col">{t('backOffice.stock.reference')}</th>
                  <th scope="col">{t('backOffice.stock.ean')}</th>
                  <th scope="col" className="num">
                    {t('backOffice.stock.stock')}
                  </th>
                  <th scope="col" className="num">
                    {t('backOffice.stock.reserved')}
                  </th>
                  <th scope="col">{t('backOffice.stock.status')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id} data-testid="stock-row">
                    <td>
                      <a href={`/admin/stock/${row.id}`}>{row.name}</a>
                      <div className="muted">#{row.id}</div>
                    </td>
                    <td>{row.reference}</td>
                    <td>{row.ean}</td>
                    <td className="num">{row.stock}</td>
                    <td className="num">{row.reserved}</td>
                    <td>{statusText(t, row)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  )
}

function StockDetail({
  t,
  locale,
  product,
  history,
  notice,
  errors,
  form,
}: {
  t: Translate
  locale: Locale
  product: StockRow
  history: (typeof auditLog.$inferSelect)[]
  notice?: string
  errors?: Record<string, string[]>
  form?: Record<string, string>
}) {
  const mode = form?.mode === 'delta' ? 'delta' : 'set'
  const when = (value: Date | string) => formatShopDate(value, locale, 'mediumDateTime')
  return (
    <section>
      <p>
        <a href="/admin/stock">← {t('backOffice.stock.title')}</a>
      </p>
      <h1>{product.name}</h1>
      {notice ? (
        <p className="notice" role="status">
          {notice}
        </p>
      ) : null}
      <div className="grid">
        <div className="card">
          <dl data-testid="stock-facts">
            <dt>{t('backOffice.stock.reference')}</dt>
            <dd>{product.reference}</dd>
            <dt>{t('backOffice.stock.ean')}</dt>
            <dd>{product.ean}</dd>
            <dt>{t('backOffice.stock.stock')}</dt>
            <dd data-testid="stock-value">{product.stock}</dd>
            <dt>{t('backOffice.stock.reserved')}</dt>
            <dd data-testid="reserved-value">{product.reserved}</dd>
            <dt>{t('backOffice.stock.free')}</dt>
            <dd>{Math.max(0, product.stock - product.reserved)}</dd>
            <dt>{t('backOffice.stock.status')}</dt>
            <dd>{statusText(t, product)}</dd>
            <dt>{t('backOffice.stock.waiting')}</dt>
            <dd data-testid="waiting-value">{product.waiting}</dd>
          </dl>
          {product.heldByShop ? null : <p className="muted">{t('backOffice.stock.notHeld')}</p>}
        </div>
        <form method="post" action={`/admin/stock/${product.id}`} className="card stack">
          <h2>{t('backOffice.stock.change')}</h2>
          {errors?._form ? (
            <p className="error" role="alert">
              {errors._form.join(' ')}
            </p>
          ) : null}
          <fieldset className="choices">
            <legend className="sr-only">{t('backOffice.stock.mode')}</legend>
            <label className="choice">
              <input type="radio" name="mode" value="set" defaultChecked={mode === 'set'} />
              {t('backOffice.stock.mode.set')}
            </label>
            <label className="choice">
              <input type="radio" name="mode" value="delta" defaultChecked={mode === 'delta'} />
              {t('backOffice.stock.mode.delta')}
            </label>
          </fieldset>
          <FieldError id="mode-error" errors={errors?.mode} />
          <Field
            label={t('backOffice.stock.amount')}
            type="number"
            name="amount"
            step={1}
            required
            inputMode="numeric"
            values={form ?? {}}
            errors={errors ?? {}}
          />
          <Field
            label={t('backOffice.stock.reason')}
            name="reason"
            required
            minLength={3}
            maxLength={500}
            placeholder={t('backOffice.stock.reasonHint')}
            values={form ?? {}}
            errors={errors ?? {}}
          />
          <button type="submit" className="primary">
            {t('backOffice.stock.save')}
          </button>
        </form>
      </div>
      <div className="card">
        <h2>{t('backOffice.stock.history')}</h2>
        {history.length === 0 ? (
          <p className="muted">{t('backOffice.stock.noHistory')}</p>
        ) : (
          <ul className="plain" data-testid="stock-history">
            {history.map((entry) => (
              <li key={entry.id}>
                <strong>{when(entry.at)}</strong> · {entry.staffEmail} ·{' '}
                {t('backOffice.stock.changed', {
                  from: String(entry.details.from ?? ''),
                  to: String(entry.details.to ?? ''),
                  reason: String(entry.details.reason ?? ''),
                })}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  )
}

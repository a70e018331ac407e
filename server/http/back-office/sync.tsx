import type { Context, Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { syncRunsQuerySchema } from '#core/schemas/catalogue-feed'
import type { Locale } from '#core/locales'
import { detectFormat } from '#server/domain/catalogue-sync/feed'
import {
  createSyncRun,
  listSyncRuns,
  RUNS_PER_PAGE,
  runSync,
  syncRunDetail,
  type SyncRun,
  type SyncRunError,
} from '#server/domain/catalogue-sync/sync'
import type { MediaIngest } from '#server/domain/media/media-ingest'
import type { AppEnv } from '../env'
import { FEED_UPLOAD_MAX_BYTES } from '../middleware/request-limits'
import type { BackOfficeKit } from './kit'
import { Pager, translatorFor, type Translate } from './views'
import { formatShopDate } from '#core/shop-dates'

/** The largest feed staff may upload; bigger catalogues go through `npm run catalogue:sync`. */
export const UPLOAD_MAX_BYTES = FEED_UPLOAD_MAX_BYTES
const FEED_NAME = /\.(csv|jsonl|ndjson|json)$/i
/** Seconds between reloads of a running sync's page. */
const PROGRESS_REFRESH = 2

export interface CatalogueSyncRoutesDeps {
  backInStock: (productIds: readonly number[]) => Promise<void>
  media: MediaIngest
  onError?: (error: unknown) => void
}

/**
 * The sync log (issue: catalogue sync): the runs, newest first, with the upload form; a run's page with
 * its counts, its refused rows and, while it runs, a progress bar the page reloads itself for (no script,
 * as every back-office page). An upload is read into memory (at most UPLOAD_MAX_BYTES) and synced in the
 * background; the answer goes straight to the run's page.
 */
export function mountCatalogueSync(
  app: Hono<AppEnv>,
  kit: BackOfficeKit,
  deps: CatalogueSyncRoutesDeps,
): void {
  const { db, render, staffOf } = kit

  const listPage = async (c: Context<AppEnv>, status: 200 | 413 | 422 = 200, error?: string) => {
    const staff = staffOf(c)
    const t = translatorFor(staff.locale)
    const { page } = syncRunsQuerySchema.parse(c.req.query())
    const { rows, total } = await listSyncRuns(db, page)
    return render(
      c,
      staff,
      t('backOffice.sync.title'),
      <SyncList t={t} locale={staff.locale} rows={rows} total={total} page={page} error={error} />,
      status,
      rows.some((row) => row.status === 'running') ? { refresh: PROGRESS_REFRESH * 2 } : {},
    )
  }

  app.get('/admin/sync', (c) => listPage(c))

  app.post(
    '/admin/sync',
    bodyLimit({
      maxSize: UPLOAD_MAX_BYTES,
      onError: (c) => listPage(c, 413, 'backOffice.sync.upload.tooLarge'),
    }),
    async (c) => {
      const staff = staffOf(c)
      if (!(c.req.header('content-type') ?? '').startsWith('multipart/form-data'))
        return listPage(c, 422, 'backOffice.sync.upload.required')
      const body = await c.req.parseBody()
      const file = body.feed
      if (!(file instanceof File) || file.size === 0)
        return listPage(c, 422, 'backOffice.sync.upload.required')
      if (!FEED_NAME.test(file.name)) return listPage(c, 422, 'backOffice.sync.upload.type')
      const bytes = new Uint8Array(await file.arrayBuffer())
      const head = bytes.subarray(0, 64 * 1024)
      const format = detectFormat(file.name, head)
      if (!format || head.includes(0)) return listPage(c, 422, 'backOffice.sync.upload.content')
      const actor = { staffId: staff.id, name: staff.email }
      const runId = await createSyncRun(db, {
        source: 'upload',
        fileName: file.name,
        format,
        bytesTotal: bytes.byteLength,
        actor,
      })
      // In the background: the run's page shows its progress. A failure is kept on the run itself.
      void runSync(
        { db, backInStock: deps.backInStock, media: deps.media, onError: deps.onError, now: kit.now },
        runId,
        chunks(bytes),
        format,
        actor,
      ).catch((error: unknown) => deps.onError?.(error))
      return c.redirect(`/admin/sync/${runId}`, 303)
    },
  )

  app.get('/admin/sync/:id{[0-9]{1,9}}', async (c) => {
    const staff = staffOf(c)
    const t = translatorFor(staff.locale)
    const detail = await syncRunDetail(db, Number(c.req.param('id')))
    if (!detail) return kit.notFound(c)
    return render(
      c,
      staff,
      t('backOffice.sync.run.title', { id: detail.run.id }),
      <SyncRunView t={t} locale={staff.locale} run={detail.run} errors={detail.errors} />,
      200,
      detail.run.status === 'running' ? { refresh: PROGRESS_REFRESH } : {},
    )
  })
}

/** The upload in pieces, as a file is read: the sync's progress figure moves with them. */
async function* chunks(bytes: Uint8Array, size = 64 * 1024): AsyncGenerator<Uint8Array> {
  for (let start = 0; start < bytes.byteLength; start += size) yield bytes.subarray(start, start + size)
}

const dateTime = (value: Date | string, locale: Locale) =>
  formatShopDate(value, locale, 'mediumDateTimeSeconds')

function duration(run: SyncRun, t: Translate): string {
  if (!run.finishedAt) return '–'
  const ms = new Date(run.finishedAt).getTime() - new Date(run.startedAt).getTime()
  return t('backOffice.sync.seconds', { seconds: (ms / 1000).toFixed(1) })
}

function percent(run: SyncRun): number | null {
  if (!run.bytesTotal) return null
  return Math.min(100, Math.floor((run.bytesRead / run.bytesTotal) * 100))
}

function StatusBadge({ t, status }: { t: Translate; status: SyncRun['status'] }) {
  return <span className={`badge s-${status}`}>{t(`backOffice.sync.status.${status}`)}</span>
}

function Progress({ t, run }: { t: Translate; run: SyncRun }) {
  const done = percent(run)
  return (
    <div className="stack" role="status" data-testid="sync-progress">
      <label>
        {t('backOffice.sync.progress', { rows: run.rowsRead })}
        {done === null ? (
          <progress aria-label={t('backOffice.sync.progressLabel')} />
        ) : (
          <progress max={100} value={done} aria-label={t('backOffice.sync.progressLabel')}>
            {done} %
          </progress>
        )}
      </label>
      {done === null ? null : <span className="muted">{done} %</span>}
    </div>
  )
}

export function SyncList({
  t,
  locale,
  rows,
  total,
  page,
  error,
}: {
  t: Translate
  locale: Locale
  rows: SyncRun[]
  total: number
  page: number
  error?: string
}) {
  const pages = Math.max(1, Math.ceil(total / RUNS_PER_PAGE))
  return (
    <section className="sync">
      <h1>{t('backOffice.sync.title')}</h1>
      <form method="post" action="/admin/sync" encType="multipart/form-data" className="filters">
        <label>
          {t('backOffice.sync.upload.label')}
          <input
            type="file"
            name="feed"
            required
            accept=".csv,.jsonl,.ndjson,.json,text/csv,application/json"
          />
        </label>
        <button type="submit" className="primary">
          {t('backOffice.sync.upload.submit')}
        </button>
        <p className="muted">
          {t('backOffice.sync.upload.hint', { megabytes: UPLOAD_MAX_BYTES / 1024 / 1024 })}
        </p>
      </form>
      {error ? (
        <p className="error" role="alert">
          {t(error, { megabytes: UPLOAD_MAX_BYTES / 1024 / 1024 })}
        </p>
      ) : null}
      <p className="muted">{t('backOffice.sync.count', { count: total })}</p>
      <div className="table-wrap">
        <table data-testid="sync-runs">
          <thead>
            <tr>
              <th scope="col">{t('backOffice.sync.run.number')}</th>
              <th scope="col">{t('backOffice.sync.run.started')}</th>
              <th scope="col">{t('backOffice.sync.run.status')}</th>
              <th scope="col">{t('backOffice.sync.run.file')}</th>
              <th scope="col">{t('backOffice.sync.run.by')}</th>
              <th scope="col" className="num">
                {t('backOffice.sync.created')}
              </th>
              <th scope="col" className="num">
                {t('backOffice.sync.updated')}
              </th>
              <th scope="col" className="num">
                {t('backOffice.sync.unchanged')}
              </th>
              <th scope="col" className="num">
                {t('backOffice.sync.failed')}
              </th>
              <th scope="col" className="num">
                {t('backOffice.sync.duration')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((run) => (
              <tr key={run.id}>
                <td>
                  <a href={`/admin/sync/${run.id}`}>#{run.id}</a>
                </td>
                <td>{dateTime(run.startedAt, locale)}</td>
                <td>
                  <StatusBadge t={t} status={run.status} />
                  {run.status === 'running' && percent(run) !== null ? (
                    <span className="muted"> {percent(run)} %</span>
                  ) : null}
                </td>
                <td>
                  {run.fileName}
                  <br />
                  <span className="muted">{t(`backOffice.sync.source.${run.source}`)}</span>
                </td>
                <td>{run.startedBy}</td>
                <td className="num">{run.created}</td>
                <td className="num">{run.updated}</td>
                <td className="num">{run.unchanged}</td>
                <td className="num">{run.failed}</td>
                <td className="num">{duration(run, t)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {rows.length === 0 ? <p className="empty">{t('backOffice.sync.none')}</p> : null}
      </div>
      <Pager
        t={t}
        label={t('backOffice.orders.pages')}
        page={page}
        pages={pages}
        href={(to) => `/admin/sync?page=${to}`}
      />
    </section>
  )
}

/** A run's failure code as text: `columns:foo, bar` names the unknown columns. */
function runError(t: Translate, error: string): string {
  const [code, detail] = error.split(/:(.*)/s, 2)
  return t(`backOffice.sync.error.${code}`, { detail: detail ?? '' })
}

export function SyncRunView({
  t,
  locale,
  run,
  errors,
}: {
  t: Translate
  locale: Locale
  run: SyncRun
  errors: SyncRunError[]
}) {
  return (
    <section className="sync">
      <p>
        <a href="/admin/sync">← {t('backOffice.sync.title')}</a>
      </p>
      <h1>
        {t('backOffice.sync.run.title', { id: run.id })} <StatusBadge t={t} status={run.status} />
      </h1>
      <div className="card">
        {run.status === 'running' ? <Progress t={t} run={run} /> : null}
        {run.error ? (
          <p className="error" role="alert">
            {runError(t, run.error)}
          </p>
        ) : null}
        <dl className="counts" data-testid="sync-counts">
          {(['created', 'updated', 'unchanged', 'failed'] as const).map((key) => (
            <div key={key}>
              <dt>{t(`backOffice.sync.${key}`)}</dt>
              <dd data-count={key}>{run[key]}</dd>
            </div>
          ))}
        </dl>
        <dl>
          <dt>{t('backOffice.sync.run.file')}</dt>
          <dd>
            {run.fileName} ({run.format === 'csv' ? 'CSV' : 'JSON Lines'})
          </dd>
          <dt>{t('backOffice.sync.run.source')}</dt>
          <dd>{t(`backOffice.sync.source.${run.source}`)}</dd>
          <dt>{t('backOffice.sync.run.by')}</dt>
          <dd>{run.startedBy}</dd>
          <dt>{t('backOffice.sync.run.started')}</dt>
          <dd>{dateTime(run.startedAt, locale)}</dd>
          <dt>{t('backOffice.sync.run.finished')}</dt>
          <dd>{run.finishedAt ? dateTime(run.finishedAt, locale) : '–'}</dd>
          <dt>{t('backOffice.sync.duration')}</dt>
          <dd>{duration(run, t)}</dd>
          <dt>{t('backOffice.sync.run.rows')}</dt>
          <dd>{run.rowsRead}</dd>
        </dl>
      </div>
      <div className="card">
        <h2>{t('backOffice.sync.errors.title')}</h2>
        {errors.length === 0 ? (
          <p className="muted">
            {t(run.status === 'running' ? 'backOffice.sync.errors.noneYet' : 'backOffice.sync.errors.none')}
          </p>
        ) : (
          <div className="table-wrap">
            <table data-testid="sync-errors">
              <thead>
                <tr>
                  <th scope="col" className="num">
                    {t('backOffice.sync.errors.line')}
                  </th>
                  <th scope="col">{t('backOffice.sync.errors.reference')}</th>
                  <th scope="col">{t('backOffice.sync.errors.field')}</th>
                  <th scope="col">{t('backOffice.sync.errors.reason')}</th>
                </tr>
              </thead>
              <tbody>
                {errors.map((error) => (
                  <tr key={error.id}>
                    <td className="num">{error.line}</td>
                    <td>{error.reference ?? '–'}</td>
                    <td>{error.field ?? '–'}</td>
                    <td>{t(`backOffice.sync.reason.${error.reason}`)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {run.failed > errors.length ? (
          <p className="muted">{t('backOffice.sync.errors.more', { count: run.failed - errors.length })}</p>
        ) : null}
      </div>
    </section>
  )
}

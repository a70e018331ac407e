import { LOCALES, type Locale } from '#core/locales'
import type { ArticleBlock, ArticleInline } from '#core/schemas/knowledge'
import type { ArticleListFilter } from '#core/schemas/back-office-articles'
import { formatShopDate } from '#core/shop-dates'
import { articleState, type ArticleListRow, type ArticleRecord } from '#server/domain/knowledge/article-editing'
import type { AuditEntry } from '#server/domain/staff/audit'
import {
  ConflictNotice,
  Field,
  FieldError,
  FormErrors,
  LocalizedFields,
  Select,
  TextArea,
  VersionField,
  type ConflictRow,
  type FieldErrors,
  type FormValues,
} from './form-kit'
import { History } from './history'
import { Banners, formatDate, Tabs, type Translate } from './views'

const STATUSES = ['all', 'published', 'scheduled', 'draft'] as const

const day = (value: string, locale: Locale) => formatShopDate(`${value}T12:00:00Z`, locale, 'mediumDate')

/** The label of each form field, for the conflict table and the history. */
export function articleFieldLabels(t: Translate): Record<string, string> {
  const labels: Record<string, string> = {}
  for (const name of ['title', 'slug', 'summary', 'body'])
    for (const locale of LOCALES)
      labels[`${name}_${locale}`] =
        `${t(`backOffice.articles.field.${name}`)} (${t(`backOffice.language.${locale}`)})`
  labels.section = t('backOffice.articles.field.section')
  labels.position = t('backOffice.articles.field.position')
  labels.products = t('backOffice.articles.field.products')
  labels.published = t('backOffice.articles.field.published')
  return labels
}

function StateBadge({ t, publishedAt, today }: { t: Translate; publishedAt: string | null; today: string }) {
  const state = articleState(publishedAt, today)
  return <span className={`badge a-${state}`}>{t(`backOffice.articles.state.${state}`)}</span>
}

export function ArticlesList({
  t,
  locale,
  filter,
  rows,
  today,
  notice,
}: {
  t: Translate
  locale: Locale
  filter: ArticleListFilter
  rows: ArticleListRow[]
  today: string
  notice?: string
}) {
  const query = (status: string) =>
    `/admin/articles?${new URLSearchParams({ status, ...(filter.q ? { q: filter.q } : {}) }).toString()}`
  return (
    <section className="articles">
      <h1>{t('backOffice.articles.title')}</h1>
      <div className="row actions">
        <Tabs
          label={t('backOffice.articles.filter')}
          tabs={STATUSES.map((status) => ({
            href: query(status),
            text: t(`backOffice.articles.filter.${status}`),
            current: filter.status === status,
          }))}
        />
        <a className="button-link" href="/admin/articles/new">
          {t('backOffice.articles.new')}
        </a>
      </div>
      <form method="get" action="/admin/articles" className="filters" role="search">
        <input type="hidden" name="status" value={filter.status} />
        <label>
          {t('backOffice.articles.search')}
          <input type="search" name="q" defaultValue={filter.q} maxLength={100} />
        </label>
        <button type="submit" className="primary">
          {t('backOffice.articles.searchSubmit')}
        </button>
      </form>
      <Banners notice={notice} />
      <div className="table-wrap">
        <table className="stacked">
          <thead>
            <tr>
              <th scope="col">{t('backOffice.articles.field.title')}</th>
              <th scope="col">{t('backOffice.articles.field.section')}</th>
              <th scope="col">{t('backOffice.articles.status')}</th>
              <th scope="col">{t('backOffice.articles.updated')}</th>
              <th scope="col">{t('backOffice.articles.languages')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} data-testid="article-row">
                <td>
                  <a href={`/admin/articles/${row.id}`}>
                    <strong>{row.title}</strong>
                  </a>
                </td>
                <td data-label={t('backOffice.articles.field.section')}>{row.section}</td>
                <td data-label={t('backOffice.articles.status')}>
                  <StateBadge t={t} publishedAt={row.publishedAt} today={today} />
                  {row.publishedAt ? (
                    <span className="muted nowrap"> {day(row.publishedAt, locale)}</span>
                  ) : null}
                </td>
                <td data-label={t('backOffice.articles.updated')} className="nowrap">
                  {formatDate(row.updatedAt, locale)}
                </td>
                <td data-label={t('backOffice.articles.languages')}>
                  {LOCALES.map((language) => (
                    <abbr
                      key={language}
                      title={t(`backOffice.language.${language}`)}
                      className={`lang${row.languages.includes(language) ? '' : ' lang-missing'}`}
                    >
                      {language.toUpperCase()}
                    </abbr>
                  ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {rows.length === 0 ? <p className="empty">{t('backOffice.articles.none')}</p> : null}
      </div>
    </section>
  )
}

function Inline({ content }: { content: ArticleInline[] }) {
  return (
    <>
      {content.map((inline, index) =>
        inline.strong ? (
          <strong key={index}>{inline.text}</strong>
        ) : inline.href ? (
          <a key={index} href={inline.href} data-target={inline.target}>
            {inline.text}
          </a>
        ) : (
          <span key={index}>{inline.text}</span>
        ),
      )}
    </>
  )
}

/** An article's body as the shop shows it: the same blocks, the same links, the back office's styling. */
export function BlocksPreview({ blocks }: { blocks: ArticleBlock[] }) {
  return (
    <div className="article-preview">
      {blocks.map((block, index) => {
        switch (block.type) {
          case 'heading':
            return <h3 key={index}>{block.text}</h3>
          case 'paragraph':
            return (
              <p key={index}>
                <Inline content={block.content} />
              </p>
            )
          case 'note':
            return (
              <aside key={index} className="article-note">
                <Inline content={block.content} />
              </aside>
            )
          case 'list': {
            const items = block.items.map((item, i) => (
              <li key={i}>
                <Inline content={item} />
              </li>
            ))
            return block.ordered ? <ol key={index}>{items}</ol> : <ul key={index}>{items}</ul>
          }
          case 'table':
            return (
              <div key={index} className="table-wrap">
                <table>
                  <thead>
                    <tr>
                      {block.head.map((cell, i) => (
                        <th key={i} scope="col">
                          {cell}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {block.rows.map((row, r) => (
                      <tr key={r}>
                        {row.map((cell, i) => (
                          <td key={i}>{cell}</td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )
        }
      })}
    </div>
  )
}

/** The markup's short help beside the body fields. */
function MarkupHelp({ t }: { t: Translate }) {
  const lines = [
    'heading',
    'list',
    'numbered',
    'note',
    'table',
    'strong',
    'product',
    'category',
    'article',
    'address',
  ]
  return (
    <details className="markup-help">
      <summary>{t('backOffice.articles.help.title')}</summary>
      <p className="muted">{t('backOffice.articles.help.intro')}</p>
      <dl>
        {lines.map((line) => (
          <div key={line} className="markup-line">
            <dt>
              <code>{t(`backOffice.articles.help.${line}.code`)}</code>
            </dt>
            <dd>{t(`backOffice.articles.help.${line}.text`)}</dd>
          </div>
        ))}
      </dl>
    </details>
  )
}

export interface ArticleEditorProps {
  t: Translate
  locale: Locale
  title: string
  record: ArticleRecord | null
  today: string
  values: FormValues
  errors: FieldErrors
  notice?: string
  conflict?: { by: string | null; at: Date | null; rows: ConflictRow[] }
  /** The publication form as posted, when it was refused. */
  publicationValues?: FormValues
  sections: ReadonlyArray<readonly [string, string]>
  preview: Record<Locale, ArticleBlock[]> | null
  history: readonly AuditEntry[]
}

export function ArticleEditor(props: ArticleEditorProps) {
  const { t, locale, title, record, values, errors, conflict } = props
  const labels = articleFieldLabels(t)
  const formErrors = Object.fromEntries(
    Object.entries(errors).filter(([key]) => !key.startsWith('publication_')),
  )
  return (
    <section className="articles">
      <p>
        <a href="/admin/articles">{t('backOffice.articles.back')}</a>
      </p>
      <h1>
        {title} {record ? <StateBadge t={t} publishedAt={record.publishedAt} today={props.today} /> : null}
      </h1>
      <Banners notice={props.notice} />
      {conflict && record ? (
        <ConflictNotice
          t={t}
          locale={locale}
          by={conflict.by}
          at={conflict.at}
          rows={conflict.rows}
          reloadHref={`/admin/articles/${record.id}`}
        />
      ) : null}
      <FormErrors t={t} errors={formErrors} />
      {record ? <Publication {...props} record={record} /> : null}
      <form
        method="post"
        action={record ? `/admin/articles/${record.id}` : '/admin/articles'}
        className="card stack"
        noValidate
      >
        {record ? <VersionField version={Number(values.version ?? record.version)} /> : null}
        <LocalizedFields
          t={t}
          legend={t('backOffice.articles.field.title')}
          name="title"
          values={values}
          errors={errors}
          required
          maxLength={200}
        />
        <LocalizedFields
          t={t}
          legend={t('backOffice.articles.field.slug')}
          name="slug"
          values={values}
          errors={errors}
          hint={record ? t('backOffice.articles.slugHintEdit') : t('backOffice.articles.slugHint')}
          required
          maxLength={200}
        />
        <LocalizedFields
          t={t}
          legend={t('backOffice.articles.field.summary')}
          name="summary"
          values={values}
          errors={errors}
          multiline
          rows={4}
          required
          maxLength={600}
        />
        <div className="form-grid">
          <Select
            label={labels.section!}
            name="section"
            values={values}
            errors={errors}
            options={props.sections}
            empty={t('backOffice.articles.chooseSection')}
          />
          <Field
            label={labels.position!}
            name="position"
            values={values}
            errors={errors}
            inputMode="numeric"
            maxLength={4}
            hint={t('backOffice.articles.positionHint')}
          />
          <Field
            label={labels.products!}
            name="products"
            values={values}
            errors={errors}
            maxLength={2000}
            hint={t('backOffice.articles.productsHint')}
          />
        </div>
        <fieldset className="localized article-bodies">
          <legend>
            {t('backOffice.articles.field.body')}
            <span className="muted hint"> ({t('backOffice.form.required')})</span>
          </legend>
          <MarkupHelp t={t} />
          {LOCALES.map((language) => (
            <TextArea
              key={language}
              label={t(`backOffice.language.${language}`)}
              name={`body_${language}`}
              values={values}
              errors={errors}
              rows={16}
              required
            />
          ))}
        </fieldset>
        <div>
          <button type="submit" className="primary">
            {record ? t('backOffice.articles.save') : t('backOffice.articles.create')}
          </button>
          {record ? null : <span className="muted hint"> {t('backOffice.articles.createHint')}</span>}
        </div>
      </form>
      {record && props.preview ? (
        <section className="card" aria-labelledby="preview-title">
          <h2 id="preview-title">{t('backOffice.articles.preview')}</h2>
          <p className="muted">{t('backOffice.articles.previewHint')}</p>
          <div className="preview-languages">
            {LOCALES.map((language) => (
              <article
                key={language}
                lang={language}
                className="preview-language"
                data-testid={`preview-${language}`}
              >
                <h3 className="preview-lang">{t(`backOffice.language.${language}`)}</h3>
                <h4 className="preview-title">{record.title[language]}</h4>
                <p className="muted">{record.summary[language]}</p>
                <BlocksPreview blocks={props.preview![language]} />
              </article>
            ))}
          </div>
        </section>
      ) : null}
      {record ? (
        <History
          t={t}
          locale={locale}
          entries={props.history}
          fieldLabel={(field) => labels[field] ?? field}
        />
      ) : null}
    </section>
  )
}

/** Publish today or from a day, or take the article off the shop: a form of its own, with the version. */
function Publication({
  t,
  locale,
  record,
  today,
  values,
  publicationValues,
  errors,
}: ArticleEditorProps & { record: ArticleRecord }) {
  const state = articleState(record.publishedAt, today)
  const version = Number(publicationValues?.version ?? values.version ?? record.version)
  return (
    <section className="card publication" aria-labelledby="publication-title">
      <h2 id="publication-title">{t('backOffice.articles.publication')}</h2>
      <p>
        {state === 'draft'
          ? t('backOffice.articles.isDraft')
          : t(`backOffice.articles.is.${state}`, { date: day(record.publishedAt!, locale) })}
      </p>
      <FieldError id="publication-error" errors={errors.publication_action ?? errors.publication_version} />
      <div className="row">
        <form method="post" action={`/admin/articles/${record.id}/publication`} className="row publish-form">
          <input type="hidden" name="version" value={String(version)} />
          <input type="hidden" name="action" value="publish" />
          <label>
            {t('backOffice.articles.publishFrom')}
            <input
              type="date"
              name="date"
              id="publication_date"
              defaultValue={
                publicationValues?.date ?? (state === 'draft' ? today : (record.publishedAt ?? today))
              }
              aria-invalid={errors.publication_date ? true : undefined}
              aria-describedby={errors.publication_date ? 'publication_date-error' : 'publication_date-hint'}
            />
            <FieldError id="publication_date-error" errors={errors.publication_date} />
          </label>
          <button type="submit" className="primary">
            {state === 'draft' ? t('backOffice.articles.publish') : t('backOffice.articles.changeDate')}
          </button>
        </form>
        {state !== 'draft' ? (
          <form method="post" action={`/admin/articles/${record.id}/publication`} className="unpublish-form">
            <input type="hidden" name="version" value={String(version)} />
            <input type="hidden" name="action" value="unpublish" />
            <button type="submit" className="secondary">
              {t('backOffice.articles.unpublish')}
            </button>
          </form>
        ) : null}
      </div>
      <p className="muted hint" id="publication_date-hint">
        {t('backOffice.articles.publishHint')}
      </p>
    </section>
  )
}

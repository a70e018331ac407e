import type { Hono } from 'hono'
import { z } from 'zod'
import { shopDay } from '#core/shop-dates'
import { ARTICLE_FORM_FIELDS, articleListSchema } from '#core/schemas/back-office-articles'
import {
  ARTICLE_ENTITY,
  articleFormValues,
  articlePreview,
  articleState,
  changePublication,
  createArticle,
  findArticle,
  listArticles,
  sectionChoices,
  updateArticle,
  type ArticleRecord,
  type ArticleWrites,
  type SaveResult,
} from '#server/domain/knowledge/article-editing'
import { enqueueSearchSync } from '#server/domain/search/sync-job'
import { recordHistory } from '#server/domain/staff/audit'
import { ValidationError } from '#server/validation'
import type { AppEnv } from '../env'
import { idParam } from '../front-api/checkout-request'
import { ArticleEditor, ArticlesList, articleFieldLabels, type ArticleEditorProps } from './articles-views'
import { conflictRows, textFields, type FormValues } from './form-kit'
import type { BackOfficeKit } from './kit'

/** The redirect after a change: `?done=created` and so on. */
const doneSchema = z.object({ done: z.enum(['created', 'saved', 'published', 'scheduled', 'unpublished']) })

type Ctx = Parameters<BackOfficeKit['render']>[0]

/**
 * The knowledge articles screen (issue 35): the list, create and edit in three languages with the body in
 * the articles' markup and a preview as the shop shows it, publish (today or from a day) and unpublish.
 * Every save checks the version, is audited and is followed by the shop's caches and search index.
 */
export function mountArticles(app: Hono<AppEnv>, kit: BackOfficeKit): void {
  const idOf = (c: Ctx) => idParam(c.req.param('id') ?? '')
  const today = () => shopDay(kit.now())
  // Content does not import search (search indexes the articles): the editor is given the sync request.
  const writes: ArticleWrites = {
    db: kit.db,
    requestSearchSync: (db) => enqueueSearchSync(db, { delayMs: 0 }),
  }

  const readForm = async (c: Ctx): Promise<FormValues> => {
    const posted = textFields(await c.req.parseBody())
    const values: FormValues = {}
    for (const field of ARTICLE_FORM_FIELDS) if (posted[field] !== undefined) values[field] = posted[field]
    return values
  }

  const editorPage = async (
    c: Ctx,
    record: ArticleRecord | null,
    values: FormValues,
    extra: Partial<Pick<ArticleEditorProps, 'errors' | 'notice' | 'conflict' | 'publicationValues'>> & {
      status?: 200 | 409 | 422
    } = {},
  ) => {
    const staff = kit.staffOf(c)
    const t = kit.t(staff.locale)
    const [sections, preview, history] = await Promise.all([
      sectionChoices(kit.db, staff.locale),
      record ? articlePreview(kit.db, record) : null,
      record ? recordHistory(kit.db, ARTICLE_ENTITY, String(record.id)) : [],
    ])
    const title = record
      ? t('backOffice.articles.edit', { title: record.title[staff.locale] })
      : t('backOffice.articles.new')
    return kit.render(
      c,
      staff,
      title,
      <ArticleEditor
        t={t}
        locale={staff.locale}
        title={title}
        record={record}
        today={today()}
        values={values}
        errors={extra.errors ?? {}}
        notice={extra.notice}
        conflict={extra.conflict}
        publicationValues={extra.publicationValues}
        sections={sections}
        preview={preview}
        history={history}
      />,
      extra.status,
    )
  }

  /** The 409 of a save that lost the edit check: who saved, what differs, the form again with the new version. */
  const conflictPage = async (c: Ctx, id: number, yours: FormValues, publication?: FormValues) => {
    const staff = kit.staffOf(c)
    const t = kit.t(staff.locale)
    const record = await findArticle(kit.db, id)
    if (!record) return kit.notFound(c)
    const [theirs, [last]] = await Promise.all([
      articleFormValues(kit.db, record),
      recordHistory(kit.db, ARTICLE_ENTITY, String(id), 1),
    ])
    const labels = articleFieldLabels(t)
    const theirState = t(`backOffice.articles.state.${articleState(record.publishedAt, today())}`)
    const rows = publication
      ? [
          {
            label: t('backOffice.articles.status'),
            theirs: `${theirState} ${record.publishedAt ?? ''}`.trim(),
            yours: t(`backOffice.articles.${publication.action === 'unpublish' ? 'unpublish' : 'publish'}`),
          },
        ]
      : conflictRows(labels, theirs, yours)
    return editorPage(c, record, publication ? theirs : { ...yours, version: String(record.version) }, {
      status: 409,
      publicationValues: publication ? { ...publication, version: String(record.version) } : undefined,
      conflict: {
        by: last ? (last.staffName ?? last.staffEmail) : null,
        at: last?.at ?? null,
        rows,
      },
    })
  }

  const afterSave = async (c: Ctx, result: SaveResult, values: FormValues, done: string) => {
    if (result.ok) return c.redirect(`/admin/articles/${result.id}?done=${done}`, 303)
    if (result.reason === 'not_found') return kit.notFound(c)
    return conflictPage(c, Number(idOf(c)), values)
  }

  app.get('/admin/articles', async (c) => {
    const staff = kit.staffOf(c)
    const t = kit.t(staff.locale)
    const filter = articleListSchema.parse(c.req.query())
    const done = doneSchema.safeParse(c.req.query())
    const rows = await listArticles(kit.db, staff.locale, filter, today())
    return kit.render(
      c,
      staff,
      t('backOffice.articles.title'),
      <ArticlesList
        t={t}
        locale={staff.locale}
        filter={filter}
        rows={rows}
        today={today()}
        notice={done.success ? t(`backOffice.articles.done.${done.data.done}`) : undefined}
      />,
    )
  })

  app.get('/admin/articles/new', (c) => editorPage(c, null, { position: '0' }))

  app.post('/admin/articles', async (c) => {
    const staff = kit.staffOf(c)
    const values = await readForm(c)
    delete values.version
    try {
      return await afterSave(c, await createArticle(writes, staff, values), values, 'created')
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error
      return editorPage(c, null, values, { errors: error.errors, status: 422 })
    }
  })

  app.get('/admin/articles/:id', async (c) => {
    const id = idOf(c)
    const record = id === null ? null : await findArticle(kit.db, id)
    if (!record) return kit.notFound(c)
    const t = kit.t(kit.staffOf(c).locale)
    const done = doneSchema.safeParse(c.req.query())
    const values = await articleFormValues(kit.db, record)
    return editorPage(c, record, values, {
      notice: done.success ? t(`backOffice.articles.done.${done.data.done}`) : undefined,
    })
  })

  app.post('/admin/articles/:id', async (c) => {
    const staff = kit.staffOf(c)
    const id = idOf(c)
    if (id === null) return kit.notFound(c)
    const values = await readForm(c)
    try {
      return await afterSave(c, await updateArticle(writes, staff, id, values), values, 'saved')
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error
      const record = await findArticle(kit.db, id)
      if (!record) return kit.notFound(c)
      return editorPage(c, record, values, { errors: error.errors, status: 422 })
    }
  })

  app.post('/admin/articles/:id/publication', async (c) => {
    const staff = kit.staffOf(c)
    const id = idOf(c)
    if (id === null) return kit.notFound(c)
    const posted = textFields(await c.req.parseBody())
    const input = { action: posted.action, date: posted.date, version: posted.version }
    try {
      const result = await changePublication(writes, staff, id, input, today())
      if (result.ok) {
        const done =
          result.publishedAt === null
            ? 'unpublished'
            : result.publishedAt! > today()
              ? 'scheduled'
              : 'published'
        return c.redirect(`/admin/articles/${id}?done=${done}`, 303)
      }
      if (result.reason === 'not_found') return kit.notFound(c)
      return conflictPage(c, id, {}, input)
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error
      const record = await findArticle(kit.db, id)
      if (!record) return kit.notFound(c)
      return editorPage(c, record, await articleFormValues(kit.db, record), {
        errors: Object.fromEntries(Object.entries(error.errors).map(([k, v]) => [`publication_${k}`, v])),
        publicationValues: input,
        status: 422,
      })
    }
  })
}

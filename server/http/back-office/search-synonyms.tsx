import type { Hono } from 'hono'
import { z } from 'zod'
import { LOCALES, type Locale } from '#core/locales'
import { synonymListFormSchema } from '#core/schemas/search-synonyms'
import { listSynonyms, parseSynonymText, saveSynonyms, synonymText } from '#server/domain/search/synonyms'
import { enqueueSearchSync } from '#server/domain/search/sync-job'
import { validate, ValidationError } from '#server/validation'
import type { AppEnv } from '../env'
import type { BackOfficeKit } from './kit'
import { Banners, Tabs, type Translate } from './views'

const screenQuerySchema = z.object({
  locale: z.enum(LOCALES).catch('nl'),
  saved: z.enum(['1', '0']).optional(),
})

/**
 * The search's synonym list per shop language (issue 32, docs/decisions/0098): words and short phrases
 * shoppers use for the same thing, a group per line. Saving replaces the language's list with one audit line;
 * the built-in engine reads it at the next search, a search server gets it from the sync job queued here.
 */
export function mountSearchSynonyms(app: Hono<AppEnv>, kit: BackOfficeKit): void {
  app.get('/admin/search-synonyms', async (c) => {
    const staff = kit.staffOf(c)
    const t = kit.t(staff.locale)
    const query = screenQuerySchema.parse(c.req.query())
    const text = synonymText(await listSynonyms(kit.db, query.locale))
    const notice =
      query.saved === undefined
        ? undefined
        : t(query.saved === '1' ? 'backOffice.synonyms.saved' : 'backOffice.synonyms.unchanged', {
            language: t(`backOffice.synonyms.language.${query.locale}`),
          })
    return kit.render(
      c,
      staff,
      t('backOffice.synonyms.title'),
      <SynonymsScreen t={t} locale={query.locale} text={text} notice={notice} />,
    )
  })

  app.post('/admin/search-synonyms', async (c) => {
    const staff = kit.staffOf(c)
    const t = kit.t(staff.locale)
    const form = await c.req.parseBody()
    const typed = typeof form.synonyms === 'string' ? form.synonyms : ''
    const locale = LOCALES.find((code) => code === form.locale) ?? 'nl'
    try {
      const body = validate(synonymListFormSchema, form, staff.locale)
      const groups = parseSynonymText(body.synonyms, staff.locale)
      const { changed } = await saveSynonyms(kit.db, staff, body.locale, groups)
      if (changed > 0) await enqueueSearchSync(kit.db)
      return c.redirect(`/admin/search-synonyms?locale=${body.locale}&saved=${changed > 0 ? '1' : '0'}`, 303)
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error
      return kit.render(
        c,
        staff,
        t('backOffice.synonyms.title'),
        <SynonymsScreen t={t} locale={locale} text={typed} errors={Object.values(error.errors).flat()} />,
        422,
      )
    }
  })
}

function SynonymsScreen({
  t,
  locale,
  text,
  notice,
  errors,
}: {
  t: Translate
  locale: Locale
  text: string
  notice?: string
  errors?: string[]
}) {
  return (
    <section>
      <h1>{t('backOffice.synonyms.title')}</h1>
      <p className="muted">{t('backOffice.synonyms.intro')}</p>
      <Tabs
        label={t('backOffice.synonyms.languages')}
        tabs={LOCALES.map((code) => ({
          href: `/admin/search-synonyms?locale=${code}`,
          text: t(`backOffice.synonyms.language.${code}`),
          current: code === locale,
        }))}
      />
      <Banners notice={notice} />
      <form method="post" action="/admin/search-synonyms" className="stack">
        <input type="hidden" name="locale" value={locale} />
        <label>
          {t('backOffice.synonyms.list', { language: t(`backOffice.synonyms.language.${locale}`) })}
          <textarea
            name="synonyms"
            rows={24}
            defaultValue={text}
            spellCheck={false}
            aria-invalid={errors ? true : undefined}
            aria-describedby="synonyms-help synonyms-error"
            data-testid="synonyms"
          />
        </label>
        <p className="muted" id="synonyms-help">
          {t('backOffice.synonyms.help')}
        </p>
        {errors ? (
          <p className="error" id="synonyms-error" role="alert">
            {errors.join(' ')}
          </p>
        ) : null}
        <button type="submit" className="primary">
          {t('backOffice.synonyms.save')}
        </button>
      </form>
    </section>
  )
}

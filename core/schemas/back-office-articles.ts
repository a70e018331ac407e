import { z } from 'zod'

/** An article's address in one language: lower-case words joined by hyphens (the shop's slugs). */
export const ARTICLE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
export const ARTICLE_BODY_MAX = 50_000

const requiredText = (max: number) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(max, 'validation.tooLong')

const slug = z
  .string({ error: 'validation.required' })
  .trim()
  .toLowerCase()
  .min(1, { message: 'validation.required', abort: true })
  .max(200, 'validation.tooLong')
  .regex(ARTICLE_SLUG_PATTERN, 'backOffice.articles.validation.slug')

const whole = (min: number, max: number, message: string) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .regex(/^\d{1,9}$/, message)
    .transform(Number)
    .pipe(z.number().int().min(min, message).max(max, message))

/**
 * `POST /admin/articles` and `POST /admin/articles/{id}`: a knowledge article as its form posts it, every
 * text in the three languages of the shop (the body in the markup of server/domain/knowledge/markup.ts), its
 * section (a knowledge category), its place in the section and the products shown under it (codes or shop
 * addresses, separated by commas or lines). Publishing is a form of its own.
 */
export const articleFormSchema = z
  .object({
    title_nl: requiredText(200),
    title_en: requiredText(200),
    title_de: requiredText(200),
    slug_nl: slug,
    slug_en: slug,
    slug_de: slug,
    summary_nl: requiredText(600),
    summary_en: requiredText(600),
    summary_de: requiredText(600),
    body_nl: requiredText(ARTICLE_BODY_MAX),
    body_en: requiredText(ARTICLE_BODY_MAX),
    body_de: requiredText(ARTICLE_BODY_MAX),
    section: whole(1, 2_147_483_647, 'backOffice.articles.validation.section'),
    position: whole(0, 9999, 'backOffice.articles.validation.position').default(0),
    products: z
      .string()
      .max(2000, 'validation.tooLong')
      .default('')
      .transform((text) => [...new Set(text.split(/[\s,]+/).filter(Boolean))])
      .pipe(z.array(z.string()).max(12, 'backOffice.articles.validation.productCount')),
    version: z
      .string()
      .regex(/^\d{1,9}$/)
      .transform(Number)
      .optional(),
  })
  .strict()
export type ArticleForm = z.output<typeof articleFormSchema>

/** The form's text fields, in the order the form shows them. */
export const ARTICLE_FORM_FIELDS = Object.keys(articleFormSchema.shape) as Array<
  keyof typeof articleFormSchema.shape
>

/**
 * `POST /admin/articles/{id}/publication`: publish from a day (today by default; a later day schedules it)
 * or take the article off the shop (`unpublish`).
 */
export const articlePublicationSchema = z
  .object({
    action: z.enum(['publish', 'unpublish'], { error: 'validation.invalid' }),
    date: z
      .string()
      .trim()
      .regex(/^(\d{4}-\d{2}-\d{2})?$/, 'backOffice.articles.validation.date')
      .refine(
        (text) => text === '' || !Number.isNaN(Date.parse(`${text}T00:00:00Z`)),
        'backOffice.articles.validation.date',
      )
      .default(''),
    version: z
      .string({ error: 'validation.required' })
      .regex(/^\d{1,9}$/)
      .transform(Number),
  })
  .strict()
export type ArticlePublication = z.output<typeof articlePublicationSchema>

/** `GET /admin/articles`: a search in titles and slugs, and which articles. */
export const articleListSchema = z.object({
  q: z.string().trim().max(100).optional().catch(undefined),
  status: z.enum(['all', 'published', 'scheduled', 'draft']).catch('all').default('all'),
})
export type ArticleListFilter = z.output<typeof articleListSchema>

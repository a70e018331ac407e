import { mediaImageUrl, mediaVariantOf } from '#core/media'
import { LOCALES } from '#core/locales'
import { MAX_FEED_IMAGES } from '#core/schemas/catalogue-feed'
import type { StoredSlide } from '#server/db/schema'
import type { MediaIngest } from '#server/domain/media/media-ingest'
import type { FieldErrors, FormValues } from '../form-kit'
import type { Translate } from '../views'

/**
 * The product form's photos (issue 35): the gallery is part of the product's one form and one save, in the
 * feed's CSV columns (`image_<n>`, `image_<n>_alt_<lang>`), so a photo added by hand passes the feed's rules
 * and the same media pipeline. Besides those the form posts, per photo shown, `image_<n>_position` (its
 * place) and `image_<n>_remove`, and new files under `photos`; `readGallery` makes the columns of them.
 */

/** A multipart body as Hono's `parseBody({ all: true })` gives it. */
export type PostedForm = Record<string, string | File | Array<string | File>>

/** The form-only fields of the gallery, which are no feed columns. */
const FORM_ONLY = /^image_\d+_(position|remove)$/

/** The gallery columns of a stored product (its image slides, in order), as the form shows them. */
export function galleryValues(slides: readonly StoredSlide[]): FormValues {
  const values: FormValues = {}
  slides
    .filter((slide) => slide.type === 'image')
    .forEach((slide, index) => {
      const n = index + 1
      values[`image_${n}`] = slide.src
      for (const locale of LOCALES) values[`image_${n}_alt_${locale}`] = slide.alt[locale]
    })
  return values
}

export interface GalleryRead {
  /** The `image_<n>` and `image_<n>_alt_<lang>` columns in their new order (uploads last). */
  columns: Record<string, string>
  /** `photos` when an upload was refused (the reason per file), `images` when there are too many. */
  errors: FieldErrors
}

/**
 * The gallery of a posted form: the photos kept, in the order of their positions, then the uploads, each
 * checked and stored by the media pipeline (outside any transaction). A refused upload is an error on
 * `photos` naming the file; the rest of the form is still checked, so staff see every problem at once.
 */
export async function readGallery(form: PostedForm, media: MediaIngest, t: Translate): Promise<GalleryRead> {
  const errors: FieldErrors = {}
  const kept: Array<{ src: string; alt: Record<string, string>; position: number; index: number }> = []
  for (const [name, value] of Object.entries(form)) {
    const match = /^image_(\d+)$/.exec(name)
    if (!match || typeof value !== 'string' || value.trim() === '') continue
    const n = match[1]!
    if (text(form[`image_${n}_remove`]) === 'true') continue
    const position = Number(text(form[`image_${n}_position`]) ?? n)
    kept.push({
      src: value.trim(),
      alt: Object.fromEntries(
        LOCALES.map((locale) => [locale, text(form[`image_${n}_alt_${locale}`]) ?? '']),
      ),
      position: Number.isFinite(position) ? position : Number(n),
      index: Number(n),
    })
  }
  kept.sort((a, b) => a.position - b.position || a.index - b.index)
  const uploads = files(form.photos)
  const refused: string[] = []
  for (const file of uploads) {
    const outcome = await media.ingestUpload(new Uint8Array(await file.arrayBuffer()))
    if (outcome.ok)
      kept.push({
        src: mediaImageUrl(outcome.image.hash, 'sq550'),
        alt: {},
        position: Number.MAX_SAFE_INTEGER,
        index: kept.length + 1,
      })
    else refused.push(`${file.name}: ${t(`backOffice.sync.reason.${outcome.reason}`)}`)
  }
  if (refused.length > 0) errors.photos = refused
  if (kept.length > MAX_FEED_IMAGES)
    errors.photos = [
      ...(errors.photos ?? []),
      t('backOffice.products.tooManyPhotos', { max: MAX_FEED_IMAGES }),
    ]
  const columns: Record<string, string> = {}
  kept.slice(0, MAX_FEED_IMAGES).forEach((image, index) => {
    const n = index + 1
    columns[`image_${n}`] = image.src
    for (const locale of LOCALES) {
      const alt = image.alt[locale]
      if (alt) columns[`image_${n}_alt_${locale}`] = alt
    }
  })
  return { columns, errors }
}

/** Whether a posted field is the gallery's own (its columns and form-only fields), which `readGallery` reads. */
export function isGalleryField(name: string): boolean {
  return name === 'photos' || /^image_\d+(_alt_(nl|en|de))?$/.test(name) || FORM_ONLY.test(name)
}

const text = (value: PostedForm[string] | undefined): string | undefined =>
  typeof value === 'string' ? value : undefined

const files = (value: PostedForm[string] | undefined): File[] =>
  (Array.isArray(value) ? value : value === undefined ? [] : [value]).filter(
    (item): item is File => item instanceof File && item.size > 0,
  )

/**
 * The photos of the product form: each kept photo with its thumbnail, its alt text per language, its place
 * and a remove box; a file input for more (several at once). Works without script.
 */
export function GalleryFields({
  t,
  values,
  errors,
}: {
  t: Translate
  values: FormValues
  errors: FieldErrors
}) {
  const shown = Object.keys(values)
    .map((name) => /^image_(\d+)$/.exec(name)?.[1])
    .filter((n): n is string => n !== undefined && (values[`image_${n}`] ?? '') !== '')
    .sort((a, b) => Number(a) - Number(b))
  return (
    <fieldset className="gallery" aria-describedby={errors.photos ? 'photos-error' : undefined}>
      <legend>{t('backOffice.products.photos')}</legend>
      <ol className="photos">
        {shown.map((n, index) => {
          const src = values[`image_${n}`]!
          return (
            <li key={n} className="photo">
              <input type="hidden" name={`image_${n}`} value={src} />
              <img src={mediaVariantOf(src, 'sq125')} alt="" width={125} height={125} />
              <label>
                {t('backOffice.products.photoPosition')}
                <input
                  name={`image_${n}_position`}
                  type="number"
                  min={1}
                  max={MAX_FEED_IMAGES}
                  defaultValue={String(index + 1)}
                />
              </label>
              {LOCALES.map((locale) => (
                <label key={locale}>
                  {t('backOffice.products.photoAlt', { language: t(`backOffice.language.${locale}`) })}
                  <input
                    name={`image_${n}_alt_${locale}`}
                    defaultValue={values[`image_${n}_alt_${locale}`] ?? ''}
                    maxLength={200}
                  />
                </label>
              ))}
              <label className="choice">
                <input type="checkbox" name={`image_${n}_remove`} value="true" />
                {t('backOffice.products.photoRemove')}
              </label>
            </li>
          )
        })}
      </ol>
      <label>
        {t('backOffice.products.photosAdd')}
        <input
          type="file"
          name="photos"
          multiple
          accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
        />
      </label>
      {errors.photos ? (
        <span className="field-error" id="photos-error">
          {errors.photos.join(' ')}
        </span>
      ) : null}
    </fieldset>
  )
}

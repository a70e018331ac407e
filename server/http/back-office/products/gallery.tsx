import { mediaImageUrl, mediaVariantOf } from '#core/media'
import { LOCALES, type Locale } from '#core/locales'
import { MAX_FEED_IMAGES } from '#core/schemas/catalogue-feed'
import type { StoredSlide } from '#server/db/schema'
import type { MediaIngest } from '#server/domain/media/media-ingest'
import { FieldError, type FieldErrors, type FormValues } from '../form-kit'
import type { Translate } from '../views'
import { GALLERY_SCRIPT } from './gallery-script'
import { youtubeIdFrom } from './gallery-video'

/**
 * The product form's photos and video (issue 35): the gallery is part of the product's one form and one save,
 * in the feed's CSV columns (`image_<n>`, `image_<n>_alt_<lang>`, `video_youtube_id`, `video_title_<lang>`,
 * `video_poster`), so a photo added by hand passes the feed's rules and the same media pipeline. Besides those
 * the form posts, per photo shown, `image_<n>_position` (its place) and `image_<n>_remove`; new files under
 * `photos` (with, when the page's script shows them before saving, `photos_<i>_position` and
 * `photos_<i>_alt_<lang>` for the i-th file); the poster chosen among the photos as `video_poster_choice`, a
 * poster file under `video_poster_file`. `readGallery` makes the
 * columns of them.
 */

/** A multipart body as Hono's `parseBody({ all: true })` gives it. */
export type PostedForm = Record<string, string | File | Array<string | File>>

/** The form-only fields of the gallery, which are no feed columns. */
const FORM_ONLY =
  /^(image_\d+_(position|remove)|photos_\d+_(position|alt_(nl|en|de))|video_poster_(file|choice))$/
const VIDEO_COLUMN = /^video_(youtube_id|poster|title_(nl|en|de))$/

/** The gallery columns of a stored product (its image slides in order, its video), as the form shows them. */
export function galleryValues(slides: readonly StoredSlide[]): FormValues {
  const values: FormValues = {}
  slides
    .filter((slide) => slide.type === 'image')
    .forEach((slide, index) => {
      const n = index + 1
      values[`image_${n}`] = slide.src
      for (const locale of LOCALES) values[`image_${n}_alt_${locale}`] = slide.alt[locale]
    })
  const video = slides.find((slide) => slide.type === 'video')
  if (video) {
    values.video_youtube_id = video.youtube_id
    values.video_poster = video.poster
    for (const locale of LOCALES) values[`video_title_${locale}`] = video.title[locale]
  }
  return values
}

export interface GalleryRead {
  /** The gallery's feed columns: photos in their new order (uploads where staff placed them, else last), video. */
  columns: Record<string, string>
  /**
   * The gallery's fields to show again when the form is refused: the photos in their new order with the
   * uploads that were stored (so nothing is lost), and the video fields as typed.
   */
  values: FormValues
  /** `photos` (a refused upload, too many photos), `video_youtube_id`, `video_poster_file`. */
  errors: FieldErrors
}

interface Photo {
  src: string
  alt: Partial<Record<Locale, string>>
  position: number
  /** Ties: kept photos in their old order, then uploads in the order chosen. */
  order: number
}

/**
 * The gallery of a posted form: the photos kept, in the order of their places, and the uploads, each checked
 * and stored by the media pipeline (outside any transaction), then the video. A refused upload is an error
 * on `photos` naming the file and the reason; the rest is still read, so staff see every problem at once and
 * the uploads that were stored come back as photos of the refused form.
 */
export async function readGallery(form: PostedForm, media: MediaIngest, t: Translate): Promise<GalleryRead> {
  const errors: FieldErrors = {}
  const photos: Photo[] = []
  for (const [name, value] of Object.entries(form)) {
    const n = /^image_(\d+)$/.exec(name)?.[1]
    if (n === undefined || typeof value !== 'string' || value.trim() === '') continue
    if (text(form[`image_${n}_remove`]) === 'true') continue
    photos.push({
      src: value.trim(),
      alt: altsOf(form, `image_${n}`),
      position: place(form[`image_${n}_position`], Number(n)),
      order: Number(n),
    })
  }
  const refused: string[] = []
  const uploads = Array.isArray(form.photos) ? form.photos : form.photos === undefined ? [] : [form.photos]
  for (const [index, file] of uploads.entries()) {
    if (!(file instanceof File) || file.size === 0) continue
    const stored = await ingestFile(media, file)
    if (!stored.ok) {
      refused.push(refusal(t, file, stored.reason))
      continue
    }
    photos.push({
      src: stored.src,
      alt: altsOf(form, `photos_${index}`),
      position: place(form[`photos_${index}_position`], Number.MAX_SAFE_INTEGER),
      order: MAX_FEED_IMAGES + index + 1,
    })
  }
  photos.sort((a, b) => a.position - b.position || a.order - b.order)
  if (refused.length > 0) errors.photos = refused
  if (photos.length > MAX_FEED_IMAGES)
    errors.photos = [
      ...(errors.photos ?? []),
      t('backOffice.products.tooManyPhotos', { max: MAX_FEED_IMAGES }),
    ]

  const columns: Record<string, string> = {}
  const values: FormValues = {}
  photos.forEach((photo, index) => {
    const n = index + 1
    values[`image_${n}`] = photo.src
    if (n <= MAX_FEED_IMAGES) columns[`image_${n}`] = photo.src
    for (const locale of LOCALES) {
      const alt = photo.alt[locale]
      if (!alt) continue
      values[`image_${n}_alt_${locale}`] = alt
      if (n <= MAX_FEED_IMAGES) columns[`image_${n}_alt_${locale}`] = alt
    }
  })
  await readVideo(form, media, t, photos[0]?.src, { columns, values, errors })
  return { columns, values, errors }
}

/**
 * The video: none when the id field is empty; else the id taken from what was pasted (refused when it is no
 * YouTube address), the titles as typed (the feed requires all three), and the poster: an uploaded one, else
 * the photo or former poster chosen, else the first photo.
 */
async function readVideo(
  form: PostedForm,
  media: MediaIngest,
  t: Translate,
  firstPhoto: string | undefined,
  { columns, values, errors }: GalleryRead,
): Promise<void> {
  const pasted = text(form.video_youtube_id)?.trim() ?? ''
  // The radio posts `video_poster_choice`; a form that posts the column itself is read too.
  const chosen = (text(form.video_poster_choice) ?? text(form.video_poster))?.trim() ?? ''
  for (const locale of LOCALES) values[`video_title_${locale}`] = text(form[`video_title_${locale}`]) ?? ''
  values.video_youtube_id = pasted
  values.video_poster = chosen
  if (pasted === '') return
  let poster = chosen || firstPhoto || ''
  const file = form.video_poster_file
  if (file instanceof File && file.size > 0) {
    const stored = await ingestFile(media, file)
    if (stored.ok) poster = values.video_poster = stored.src
    else errors.video_poster_file = [refusal(t, file, stored.reason)]
  }
  const id = youtubeIdFrom(pasted)
  if (id === null) {
    errors.video_youtube_id = [t('backOffice.media.video.invalidUrl')]
    return
  }
  values.video_youtube_id = columns.video_youtube_id = id
  for (const locale of LOCALES) columns[`video_title_${locale}`] = values[`video_title_${locale}`]!.trim()
  if (poster !== '') columns.video_poster = poster
}

async function ingestFile(
  media: MediaIngest,
  file: File,
): Promise<{ ok: true; src: string } | { ok: false; reason: string }> {
  const outcome = await media.ingestUpload(new Uint8Array(await file.arrayBuffer()))
  return outcome.ok ? { ok: true, src: mediaImageUrl(outcome.image.hash, 'sq550') } : outcome
}

const refusal = (t: Translate, file: File, reason: string) =>
  t('backOffice.media.refused', { file: file.name, reason: t(`backOffice.sync.reason.${reason}`) })

/** Whether a posted field is the gallery's own (its columns and form-only fields), which `readGallery` reads. */
export function isGalleryField(name: string): boolean {
  return (
    name === 'photos' ||
    /^image_\d+(_alt_(nl|en|de))?$/.test(name) ||
    FORM_ONLY.test(name) ||
    VIDEO_COLUMN.test(name)
  )
}

const text = (value: PostedForm[string] | undefined): string | undefined =>
  typeof value === 'string' ? value : undefined

const altsOf = (form: PostedForm, prefix: string): Partial<Record<Locale, string>> =>
  Object.fromEntries(LOCALES.map((locale) => [locale, text(form[`${prefix}_alt_${locale}`])?.trim() ?? '']))

/** A place as typed (a whole number), or the fallback. */
function place(value: PostedForm[string] | undefined, fallback: number): number {
  const typed = Number(text(value)?.trim() || Number.NaN)
  return Number.isSafeInteger(typed) ? typed : fallback
}

/** The `image_<n>` numbers shown, in order. */
function shownPhotos(values: FormValues): string[] {
  return Object.keys(values)
    .map((name) => /^image_(\d+)$/.exec(name)?.[1])
    .filter((n): n is string => n !== undefined && (values[`image_${n}`] ?? '') !== '')
    .sort((a, b) => Number(a) - Number(b))
}

const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif,image/gif'

/**
 * The photos and the video of the product form. Without script: each photo with its thumbnail (the shop's
 * own derived address), its alt text per language, its place and a remove box; a file input for more
 * (several at once); the video's fields. With the page's script (`nonce` given): files dropped on the zone or
 * chosen are added to the input and shown before saving (with their own place and alt texts), photos are
 * reordered by dragging or by the move buttons, and the places follow.
 */
export function GalleryFields({
  t,
  values,
  errors,
  nonce,
}: {
  t: Translate
  values: FormValues
  errors: FieldErrors
  /** The page's CSP nonce (`c.get('cspNonce')`): with it the gallery's script is added. */
  nonce?: string
}) {
  const shown = shownPhotos(values)
  const poster = values.video_poster ?? ''
  const photoErrors = [...(errors.photos ?? []), ...(errors.images ?? []), ...(errors.image ?? [])]
  return (
    <fieldset
      className="gallery"
      data-gallery=""
      data-max={MAX_FEED_IMAGES}
      data-moved={t('backOffice.media.moved', { place: '{place}' })}
      data-too-many={t('backOffice.products.tooManyPhotos', { max: MAX_FEED_IMAGES })}
      aria-describedby={photoErrors.length ? 'photos-error' : undefined}
    >
      <legend>{t('backOffice.products.photos')}</legend>
      <p className="muted hint" id="gallery-hint">
        {t('backOffice.media.hint', { max: MAX_FEED_IMAGES })}
      </p>
      <ol className="photos" aria-describedby="gallery-hint">
        {shown.map((n, index) => (
          <KeptPhoto
            key={n}
            t={t}
            n={n}
            place={index + 1}
            values={values}
            errors={errors}
            poster={poster}
            last={index === shown.length - 1}
          />
        ))}
      </ol>
      <div className="drop-zone">
        <label>
          {t('backOffice.products.photosAdd')}
          <input
            type="file"
            name="photos"
            multiple
            accept={ACCEPT}
            aria-invalid={photoErrors.length ? true : undefined}
            aria-describedby={['photos-hint', photoErrors.length ? 'photos-error' : null]
              .filter(Boolean)
              .join(' ')}
          />
        </label>
        <span className="muted hint" id="photos-hint">
          {t('backOffice.media.addHint')}
        </span>
        <span className="drop-only muted" aria-hidden="true">
          {t('backOffice.media.drop')}
        </span>
      </div>
      {photoErrors.length ? (
        <div className="field-error photos-error" id="photos-error">
          <ul>
            {photoErrors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className="gallery-status" role="status" aria-live="polite" />
      <VideoFields t={t} values={values} errors={errors} shown={shown} />
      {nonce ? (
        <>
          <template>
            <NewPhoto t={t} />
          </template>
          <script nonce={nonce} dangerouslySetInnerHTML={{ __html: GALLERY_SCRIPT }} />
        </>
      ) : null}
    </fieldset>
  )
}

function KeptPhoto({
  t,
  n,
  place,
  values,
  errors,
  poster,
  last,
}: {
  t: Translate
  n: string
  place: number
  values: FormValues
  errors: FieldErrors
  poster: string
  last: boolean
}) {
  const src = values[`image_${n}`]!
  const label = t('backOffice.media.photo', { place })
  return (
    <li className="photo" aria-label={label} data-label={t('backOffice.media.photo', { place: '{place}' })}>
      <input type="hidden" name={`image_${n}`} value={src} />
      <div className="photo-head">
        <img src={mediaVariantOf(src, 'sq125')} alt="" width={125} height={125} data-handle="" />
        <div className="photo-meta">
          <strong data-label="">{label}</strong>
          <label className="photo-place">
            {t('backOffice.products.photoPosition')}
            <input
              name={`image_${n}_position`}
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_FEED_IMAGES}
              defaultValue={String(place)}
              data-place=""
            />
          </label>
        </div>
      </div>
      <MoveButtons t={t} first={place === 1} last={last} />
      <AltFields t={t} prefix={`image_${n}`} values={values} errors={errors} />
      <div className="photo-foot">
        <label className="choice">
          <input type="radio" name="video_poster_choice" value={src} defaultChecked={poster === src} />
          {t('backOffice.media.usePoster')}
        </label>
        <label className="choice remove">
          <input type="checkbox" name={`image_${n}_remove`} value="true" />
          {t('backOffice.products.photoRemove')}
        </label>
      </div>
    </li>
  )
}

/** A photo chosen but not saved yet, as the script shows it (names filled in per file). */
function NewPhoto({ t }: { t: Translate }) {
  return (
    <li className="photo new" data-new="" data-label={t('backOffice.media.newPhoto', { place: '{place}' })}>
      <div className="photo-head">
        <img alt="" width={125} height={125} data-handle="" />
        <div className="photo-meta">
          <strong data-label="" />
          <span className="muted file-name" data-file-name="" />
          <span className="badge">{t('backOffice.media.notSaved')}</span>
          <label className="photo-place">
            {t('backOffice.products.photoPosition')}
            <input
              data-field="position"
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_FEED_IMAGES}
              data-place=""
            />
          </label>
        </div>
      </div>
      <MoveButtons t={t} first={false} last={false} />
      <AltFields t={t} prefix="" values={{}} errors={{}} />
      <div className="photo-foot">
        <button type="button" className="button-link small" data-drop-file="">
          {t('backOffice.media.dropFile')}
        </button>
      </div>
    </li>
  )
}

/** Move buttons: hidden until the script runs (they do nothing without it; the places do the same). */
function MoveButtons({ t, first, last }: { t: Translate; first: boolean; last: boolean }) {
  return (
    <span className="move" hidden>
      <button type="button" className="button-link small" data-move="-1" disabled={first}>
        {t('backOffice.media.moveEarlier')}
      </button>
      <button type="button" className="button-link small" data-move="1" disabled={last}>
        {t('backOffice.media.moveLater')}
      </button>
    </span>
  )
}

function AltFields({
  t,
  prefix,
  values,
  errors,
}: {
  t: Translate
  prefix: string
  values: FormValues
  errors: FieldErrors
}) {
  return (
    <div className="photo-alts">
      {LOCALES.map((locale) => {
        const name = `${prefix}_alt_${locale}`
        return (
          <LanguageField
            key={locale}
            label={t('backOffice.products.photoAlt', { language: t(`backOffice.language.${locale}`) })}
            locale={locale}
            // A new photo's fields are named by the script, after its file's index.
            name={prefix ? name : undefined}
            errorKey={name}
            dataField={`alt_${locale}`}
            values={values}
            errors={errors}
          />
        )
      })}
    </div>
  )
}

/** A text in one language: its label, its input (marked invalid when it has errors) and its errors. */
function LanguageField({
  label,
  locale,
  name,
  errorKey,
  id,
  dataField,
  values,
  errors,
}: {
  label: string
  locale: Locale
  name: string | undefined
  errorKey: string
  id?: string
  dataField?: string
  values: FormValues
  errors: FieldErrors
}) {
  const invalid = (errors[errorKey]?.length ?? 0) > 0
  return (
    <label>
      {label}
      <input
        id={id}
        name={name}
        data-field={dataField}
        defaultValue={values[errorKey] ?? ''}
        maxLength={200}
        lang={locale}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={invalid ? `${errorKey}-error` : undefined}
      />
      <FieldError id={`${errorKey}-error`} errors={errors[errorKey]} />
    </label>
  )
}

/** The YouTube video: its address or id, its title per language, and its poster (a photo or an upload). */
function VideoFields({
  t,
  values,
  errors,
  shown,
}: {
  t: Translate
  values: FormValues
  errors: FieldErrors
  shown: string[]
}) {
  const poster = values.video_poster ?? ''
  // A former poster that is none of the photos shown stays choosable (and chosen).
  const ownPoster = poster !== '' && !shown.some((n) => values[`image_${n}`] === poster)
  const idErrors = [...(errors.video_youtube_id ?? []), ...(errors.video ?? [])]
  return (
    <fieldset className="video">
      <legend>{t('backOffice.media.video.legend')}</legend>
      <label>
        {t('backOffice.media.video.url')}
        <input
          id="video_youtube_id"
          name="video_youtube_id"
          defaultValue={values.video_youtube_id ?? ''}
          maxLength={300}
          inputMode="url"
          spellCheck={false}
          aria-invalid={idErrors.length ? true : undefined}
          aria-describedby={['video_youtube_id-hint', idErrors.length ? 'video_youtube_id-error' : null]
            .filter(Boolean)
            .join(' ')}
        />
        <span className="muted hint" id="video_youtube_id-hint">
          {t('backOffice.media.video.urlHint')}
        </span>
        <FieldError id="video_youtube_id-error" errors={idErrors.length ? idErrors : undefined} />
      </label>
      <div className="video-titles">
        {LOCALES.map((locale) => {
          const name = `video_title_${locale}`
          return (
            <LanguageField
              key={locale}
              label={t('backOffice.media.video.title', { language: t(`backOffice.language.${locale}`) })}
              locale={locale}
              name={name}
              errorKey={name}
              id={name}
              values={values}
              errors={errors}
            />
          )
        })}
      </div>
      <div className="video-poster">
        {ownPoster ? (
          <label className="choice poster-own">
            <input type="radio" name="video_poster_choice" value={poster} defaultChecked />
            <img src={mediaVariantOf(poster, 'sq125')} alt="" width={64} height={64} />
            {t('backOffice.media.video.currentPoster')}
          </label>
        ) : null}
        <label>
          {t('backOffice.media.video.posterFile')}
          <input
            type="file"
            name="video_poster_file"
            accept={ACCEPT}
            aria-invalid={errors.video_poster_file?.length || errors.video_poster?.length ? true : undefined}
            aria-describedby={[
              'video_poster-hint',
              errors.video_poster_file?.length ? 'video_poster_file-error' : null,
              errors.video_poster?.length ? 'video_poster-error' : null,
            ]
              .filter(Boolean)
              .join(' ')}
          />
          <span className="muted hint" id="video_poster-hint">
            {t('backOffice.media.video.posterHint')}
          </span>
          <FieldError id="video_poster_file-error" errors={errors.video_poster_file} />
          <FieldError id="video_poster-error" errors={errors.video_poster} />
        </label>
      </div>
    </fieldset>
  )
}

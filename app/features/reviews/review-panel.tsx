import { useEffect, useId, useRef, useState, type DragEvent, type FormEvent } from 'react'
import { DEFAULT_REVIEW_RATING, STAR_RATING_MAXIMUM } from '#core/constants'
import {
  REVIEW_NAME_MAX,
  REVIEW_PHOTO_MAX_BYTES,
  REVIEW_PHOTO_MAX_COUNT,
  REVIEW_TEXT_MAX,
} from '#core/schemas/review'
import { useI18n, useMessages } from '#app/i18n/i18n'
import { formErrorsOf, type FormErrors } from '#app/lib/form-errors'
import { Button, buttonClass } from '#app/ui/button'
import { FieldErrors } from '#app/ui/field-errors'
import { FormBanner } from '#app/ui/form-banner'
import { CheckIcon } from '#app/ui/icons/check'
import { CloseIcon } from '#app/ui/icons/close'
import { SidePanel } from '#app/ui/side-panel'
import { CheckboxField, inputClass, TextField } from '#app/ui/text-field'
import { postReview } from './reviews-api'

const FIELDS = ['product_id', 'name', 'anonymous', 'email', 'rating', 'review', 'images'] as const

/** Spec §4 "Review": the form, then submitting, then submitted (a thank-you view with a close button). */
type PanelState = { kind: 'form' } | { kind: 'submitting' } | { kind: 'submitted'; message: string }

interface ChosenPhoto {
  id: number
  file: File
  preview: string
}

/**
 * The review create panel (spec §2, §3 "Review", §5 "Review form"): name (disabled and set to the translated
 * "Anonymous" when anonymous is ticked), e-mail, a star rating (a radio group, 5 by default), the text and
 * photos chosen by drag and drop or the file chooser — images only, several, each with a preview and a
 * remove button. The server checks everything again; its errors show under each field.
 */
export function ReviewPanel({
  productId,
  productName,
  onClose,
}: {
  productId: number
  productName: string
  onClose: () => void
}) {
  useMessages('shopper')
  useMessages('forms')
  const { t, locale } = useI18n()
  const [state, setState] = useState<PanelState>({ kind: 'form' })
  const [name, setName] = useState('')
  const [anonymous, setAnonymous] = useState(false)
  const [email, setEmail] = useState('')
  const [rating, setRating] = useState(DEFAULT_REVIEW_RATING)
  const [text, setText] = useState('')
  const [photos, setPhotos] = useState<ChosenPhoto[]>([])
  const [errors, setErrors] = useState<FormErrors>({ fields: {}, banner: null })
  const [dragging, setDragging] = useState(false)
  const nextId = useRef(1)
  const fileInput = useRef<HTMLInputElement>(null)
  const photosId = useId()
  const ratingId = useId()
  const textId = useId()

  // The previews' object URLs live as long as the photo is chosen.
  const photosRef = useRef(photos)
  useEffect(() => {
    photosRef.current = photos
  }, [photos])
  useEffect(() => () => photosRef.current.forEach((photo) => URL.revokeObjectURL(photo.preview)), [])

  const clearError = (field: string) =>
    setErrors((current) => {
      if (!current.fields[field] && !current.banner) return current
      const { [field]: _, ...fields } = current.fields
      return { fields, banner: null }
    })

  const addFiles = (files: Iterable<File>) => {
    const refused: string[] = []
    const added: ChosenPhoto[] = []
    for (const file of files) {
      // Spec §5: only files whose type is an image; the server reads the content again.
      if (!file.type.startsWith('image/')) {
        refused.push(t('review.form.onlyImages', { name: file.name }))
        continue
      }
      added.push({ id: nextId.current++, file, preview: URL.createObjectURL(file) })
    }
    if (added.length > 0) setPhotos((current) => [...current, ...added])
    setErrors((current) => {
      const { images: _, ...fields } = current.fields
      return { fields: refused.length > 0 ? { ...fields, images: refused } : fields, banner: null }
    })
  }

  const removePhoto = (id: number) => {
    setPhotos((current) => {
      const photo = current.find((entry) => entry.id === id)
      if (photo) URL.revokeObjectURL(photo.preview)
      return current.filter((entry) => entry.id !== id)
    })
    clearError('images')
  }

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault()
    setDragging(false)
    addFiles(event.dataTransfer.files)
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (state.kind === 'submitting') return
    const form = new FormData()
    form.set('product_id', String(productId))
    form.set('name', anonymous ? '' : name)
    form.set('anonymous', anonymous ? 'true' : 'false')
    form.set('email', email)
    form.set('rating', String(rating))
    form.set('review', text)
    for (const photo of photos) form.append('images', photo.file, photo.file.name)
    setState({ kind: 'submitting' })
    setErrors({ fields: {}, banner: null })
    try {
      const response = await postReview(locale, form)
      // Every review waits for staff (docs/decisions/0096): the list stays as it is.
      setState({ kind: 'submitted', message: response.message })
    } catch (error) {
      setErrors(formErrorsOf(error, t, FIELDS))
      setState({ kind: 'form' })
    }
  }

  const submitting = state.kind === 'submitting'
  const fieldErrors = errors.fields
  const maxMegabytes = REVIEW_PHOTO_MAX_BYTES / 1024 / 1024

  return (
    <SidePanel open onClose={onClose} title={t('review.panel.title')} stackingClass="z-50">
      {state.kind === 'submitted' ? (
        <div className="flex flex-col items-center gap-4 py-8 text-center" data-testid="review-thanks">
          <span className="flex size-12 items-center justify-center rounded-full bg-green-100 text-green-800">
            <CheckIcon className="size-7" />
          </span>
          <h3 className="text-lg font-semibold text-gray-900">{t('review.thanks.title')}</h3>
          <p className="text-gray-700">{state.message}</p>
          <Button onClick={onClose}>{t('review.close')}</Button>
        </div>
      ) : (
        <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-busy={submitting}>
          <p className="text-sm text-gray-700">{t('review.panel.intro', { product: productName })}</p>
          <FormBanner message={errors.banner} />
          {fieldErrors.product_id ? (
            <FieldErrors id="review-product-errors" errors={fieldErrors.product_id} />
          ) : null}
          <TextField
            label={t('review.form.name')}
            name="name"
            autoComplete="name"
            maxLength={REVIEW_NAME_MAX}
            required={!anonymous}
            disabled={anonymous}
            value={anonymous ? t('review.anonymous') : name}
            onChange={(event) => {
              setName(event.target.value)
              clearError('name')
            }}
            errors={fieldErrors.name}
          />
          <CheckboxField
            label={t('review.form.anonymous')}
            name="anonymous"
            checked={anonymous}
            onChange={(event) => {
              setAnonymous(event.target.checked)
              clearError('name')
              clearError('anonymous')
            }}
            errors={fieldErrors.anonymous}
          />
          <TextField
            label={t('review.form.email')}
            hint={t('review.form.emailHint')}
            name="email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => {
              setEmail(event.target.value)
              clearError('email')
            }}
            errors={fieldErrors.email}
          />
          <fieldset aria-describedby={fieldErrors.rating ? `${ratingId}-errors` : undefined}>
            <legend className="mb-1 block text-sm font-medium text-gray-800">
              {t('review.form.rating')}
            </legend>
            <div className="flex gap-1">
              {Array.from({ length: STAR_RATING_MAXIMUM }, (_, index) => index + 1).map((value) => (
                <label key={value} className="cursor-pointer" title={t('review.form.star', { count: value })}>
                  <input
                    type="radio"
                    name="rating"
                    value={value}
                    checked={rating === value}
                    onChange={() => {
                      setRating(value)
                      clearError('rating')
                    }}
                    className="peer sr-only"
                  />
                  <span className="sr-only">{t('review.form.star', { count: value })}</span>
                  <svg
                    viewBox="0 0 20 20"
                    aria-hidden="true"
                    className={`size-9 rounded peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700 ${value <= rating ? 'text-accent-500' : 'text-gray-300'}`}
                  >
                    <path
                      fill="currentColor"
                      d="M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.9L10 14.9l-5.2 2.8 1-5.9L1.5 7.7l5.9-.8z"
                    />
                  </svg>
                </label>
              ))}
            </div>
            <FieldErrors id={`${ratingId}-errors`} errors={fieldErrors.rating} />
          </fieldset>
          <div>
            <label htmlFor={textId} className="mb-1 block text-sm font-medium text-gray-800">
              {t('review.form.review')}
            </label>
            <textarea
              id={textId}
              name="review"
              rows={5}
              maxLength={REVIEW_TEXT_MAX}
              value={text}
              onChange={(event) => {
                setText(event.target.value)
                clearError('review')
              }}
              aria-invalid={fieldErrors.review ? true : undefined}
              aria-describedby={fieldErrors.review ? `${textId}-errors` : undefined}
              className={`${inputClass} ${fieldErrors.review ? 'border-red-600' : 'border-gray-300'}`}
            />
            <FieldErrors id={`${textId}-errors`} errors={fieldErrors.review} />
          </div>
          <div>
            <span id={`${photosId}-label`} className="mb-1 block text-sm font-medium text-gray-800">
              {t('review.form.photos')}
            </span>
            <p id={`${photosId}-hint`} className="mb-1 text-xs text-gray-600">
              {t('review.form.photosHint', { max: REVIEW_PHOTO_MAX_COUNT, megabytes: maxMegabytes })}
            </p>
            <div
              onDragOver={(event) => {
                event.preventDefault()
                setDragging(true)
              }}
              onDragLeave={() => setDragging(false)}
              onDrop={onDrop}
              data-testid="photo-drop"
              className={`flex flex-col items-center gap-1 rounded-md border-2 border-dashed px-4 py-5 text-center text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700 ${dragging ? 'border-brand-700 bg-brand-50' : fieldErrors.images ? 'border-red-600' : 'border-gray-300'}`}
            >
              <span className="text-gray-700">{t('review.form.drop')}</span>
              <label htmlFor={photosId} className={buttonClass('gray-outline', 'cursor-pointer')}>
                {t('review.form.choose')}
              </label>
              <input
                ref={fileInput}
                id={photosId}
                type="file"
                accept="image/*"
                multiple
                className="sr-only"
                aria-describedby={`${photosId}-hint${fieldErrors.images ? ` ${photosId}-errors` : ''}`}
                aria-invalid={fieldErrors.images ? true : undefined}
                onChange={(event) => {
                  if (event.target.files) addFiles(Array.from(event.target.files))
                  // The same file may be chosen again after removing it.
                  event.target.value = ''
                }}
              />
            </div>
            <FieldErrors id={`${photosId}-errors`} errors={fieldErrors.images} />
            {photos.length > 0 ? (
              <ul className="mt-3 grid grid-cols-3 gap-2" aria-labelledby={`${photosId}-label`}>
                {photos.map((photo) => (
                  <li key={photo.id} className="relative">
                    <img
                      src={photo.preview}
                      alt={photo.file.name}
                      className="aspect-square w-full rounded-md border border-gray-200 object-cover"
                    />
                    <button
                      type="button"
                      onClick={() => removePhoto(photo.id)}
                      aria-label={t('review.form.removePhoto', { name: photo.file.name })}
                      className="absolute top-1 right-1 flex size-11 items-center justify-center rounded-full bg-white/90 text-gray-800 shadow hover:bg-white focus-visible:outline-2 focus-visible:outline-brand-700"
                    >
                      <CloseIcon className="size-4" />
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          <Button type="submit" disabled={submitting} data-testid="submit-review">
            {submitting ? t('review.form.submitting') : t('review.form.submit')}
          </Button>
        </form>
      )}
    </SidePanel>
  )
}

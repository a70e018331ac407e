import { useState, type FormEvent } from 'react'
import type { WishList } from '#core/schemas/wish-list'
import { useI18n } from '#app/i18n/i18n'
import { ApiError } from '#app/lib/front-api'
import { Button } from '#app/ui/button'
import { FormBanner } from '#app/ui/form-banner'
import { CheckboxField, TextField } from '#app/ui/text-field'
import { createWishList } from './wish-list-api'

/**
 * A new list (spec §2 "Create panel"): name (server-validated, errors under the field) and public toggle.
 * The create button is disabled while the request runs (spec §5).
 */
export function CreateListForm({
  onCreated,
  showPublic = true,
}: {
  onCreated: (list: WishList, redirectTo: string) => void
  showPublic?: boolean
}) {
  const { t, locale } = useI18n()
  const [name, setName] = useState('')
  const [isPublic, setIsPublic] = useState(false)
  const [running, setRunning] = useState(false)
  const [errors, setErrors] = useState<Record<string, string[]>>({})
  const [failure, setFailure] = useState<string | null>(null)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (running) return
    setRunning(true)
    setErrors({})
    setFailure(null)
    try {
      const response = await createWishList(locale, { name, is_public: isPublic })
      setName('')
      setIsPublic(false)
      onCreated(response.data, response.redirect_to)
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) setErrors(error.errors)
      else setFailure(error instanceof ApiError ? error.message : t('wishList.error.saveFailed'))
    } finally {
      setRunning(false)
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3" data-testid="wish-list-create-form">
      {failure ? <FormBanner message={failure} /> : null}
      <TextField
        label={t('wishList.form.name')}
        name="name"
        value={name}
        maxLength={80}
        required
        errors={errors.name}
        onChange={(event) => {
          setName(event.target.value)
          if (errors.name) setErrors({})
        }}
      />
      {showPublic ? (
        <CheckboxField
          label={t('wishList.form.public')}
          name="is_public"
          checked={isPublic}
          onChange={(event) => setIsPublic(event.target.checked)}
        />
      ) : null}
      <Button type="submit" disabled={running} aria-busy={running || undefined}>
        {running ? t('wishList.form.creating') : t('wishList.form.create')}
      </Button>
    </form>
  )
}

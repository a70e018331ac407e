import { useEffect, useState, type FormEvent } from 'react'
import { useNavigate, useRevalidator } from 'react-router'
import { WISH_LIST_LINK_COPIED_MS } from '#core/constants'
import type { WishList } from '#core/schemas/wish-list'
import { openModal } from '#app/ui/shell-store'
import { useI18n } from '#app/i18n/i18n'
import { ApiError } from '#app/lib/front-api'
import { Button } from '#app/ui/button'
import { FormBanner } from '#app/ui/form-banner'
import { SidePanel } from '#app/ui/side-panel'
import { CheckboxField, TextField } from '#app/ui/text-field'
import { deleteWishList, updateWishList } from './wish-list-api'

/**
 * The edit panel (spec §2 "Edit panel", §4 "Wish list edit"): the name (saved with the button, server errors
 * under it), the public toggle (saved at once, without leaving the page), the public link with a copy button
 * ("copied" for 4 s, a modal when copying fails) and delete behind a confirmation naming the item count; the
 * last list has no delete button (spec §5).
 */
export function EditListPanel({
  open,
  onClose,
  list,
  deletable,
}: {
  open: boolean
  onClose: () => void
  list: WishList
  deletable: boolean
}) {
  const { t, locale } = useI18n()
  const navigate = useNavigate()
  const revalidator = useRevalidator()
  const [name, setName] = useState(list.name)
  const [isPublic, setIsPublic] = useState(list.is_public)
  const [saving, setSaving] = useState(false)
  const [publicState, setPublicState] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle')
  const [errors, setErrors] = useState<Record<string, string[]>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [copied, setCopied] = useState(false)

  useEffect(() => {
    if (!copied) return
    const timer = window.setTimeout(() => setCopied(false), WISH_LIST_LINK_COPIED_MS)
    return () => window.clearTimeout(timer)
  }, [copied])

  const fail = (error: unknown) => {
    if (error instanceof ApiError && error.status === 422) setErrors(error.errors)
    else setFailure(error instanceof ApiError ? error.message : t('wishList.error.saveFailed'))
  }

  const save = async (event: FormEvent) => {
    event.preventDefault()
    if (saving) return
    setSaving(true)
    setErrors({})
    setFailure(null)
    try {
      const response = await updateWishList(locale, list.id, { name, is_public: isPublic })
      onClose()
      await navigate(response.redirect_to, { replace: true })
    } catch (error) {
      fail(error)
    } finally {
      setSaving(false)
    }
  }

  // Spec §7: toggling public sends the same call, with the saved name, without navigating.
  const togglePublic = async (next: boolean) => {
    setIsPublic(next)
    setPublicState('saving')
    setFailure(null)
    try {
      await updateWishList(locale, list.id, { name: list.name, is_public: next })
      setPublicState('saved')
      await revalidator.revalidate()
    } catch (error) {
      setIsPublic(!next)
      setPublicState('failed')
      fail(error)
    }
  }

  const copy = async () => {
    const link = new URL(list.public_url, window.location.origin).href
    try {
      if (!navigator.clipboard) throw new Error('no clipboard')
      await navigator.clipboard.writeText(link)
      setCopied(true)
    } catch {
      openModal({
        title: t('wishList.link.failedTitle'),
        text: t('wishList.link.failedText'),
        buttons: [{ label: t('wishList.link.accept'), type: 'primary' }],
        stackingClass: 'z-50',
      })
    }
  }

  const confirmDelete = () => {
    openModal({
      title: t('wishList.delete.title'),
      text: t('wishList.delete.text', { name: list.name, count: list.item_quantity }),
      stackingClass: 'z-50',
      buttons: [
        { label: t('wishList.delete.cancel'), type: 'gray-outline' },
        {
          label: t('wishList.delete.confirm'),
          type: 'red',
          onClick: () => {
            void deleteWishList(locale, list.id).then(
              (response) => {
                onClose()
                void navigate(response.redirect_to, { replace: true })
              },
              (error: unknown) => fail(error),
            )
          },
        },
      ],
    })
  }

  const shareable = list.is_public && isPublic
  return (
    <SidePanel open={open} onClose={onClose} title={t('wishList.editTitle')}>
      <div className="flex flex-col gap-6" data-testid="wish-list-edit-panel">
        <form onSubmit={save} noValidate className="flex flex-col gap-3">
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
          <Button type="submit" disabled={saving} aria-busy={saving || undefined}>
            {saving ? t('wishList.form.saving') : t('wishList.form.save')}
          </Button>
        </form>

        <section className="flex flex-col gap-2 border-t border-gray-200 pt-4">
          <div className="flex items-center gap-2">
            <CheckboxField
              label={t('wishList.form.public')}
              name="is_public"
              checked={isPublic}
              disabled={publicState === 'saving'}
              onChange={(event) => void togglePublic(event.target.checked)}
            />
            {publicState === 'saved' ? (
              <span role="status" className="text-xs text-green-800">
                {t('wishList.form.publicSaved')}
              </span>
            ) : null}
          </div>
          <h3 className="text-sm font-semibold text-gray-900">{t('wishList.link.label')}</h3>
          {shareable ? (
            <div className="flex flex-col gap-2 sm:flex-row">
              <input
                readOnly
                aria-label={t('wishList.link.label')}
                value={
                  typeof window === 'undefined'
                    ? list.public_url
                    : new URL(list.public_url, window.location.origin).href
                }
                className="min-h-11 flex-1 rounded-md border border-gray-300 bg-gray-50 px-3 text-sm text-gray-800"
                onFocus={(event) => event.target.select()}
                data-testid="wish-list-public-link"
              />
              <Button variant="gray-outline" onClick={() => void copy()} data-testid="wish-list-copy">
                {copied ? t('wishList.link.copied') : t('wishList.link.copy')}
              </Button>
              <span role="status" className="sr-only">
                {copied ? t('wishList.link.copied') : ''}
              </span>
            </div>
          ) : (
            <p className="text-sm text-gray-600">{t('wishList.link.private')}</p>
          )}
        </section>

        {deletable ? (
          <section className="border-t border-gray-200 pt-4">
            <Button variant="gray-outline" onClick={confirmDelete} data-testid="wish-list-delete">
              {t('wishList.delete.button')}
            </Button>
          </section>
        ) : null}
      </div>
    </SidePanel>
  )
}

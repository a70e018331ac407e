import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { KEEP_ME_POSTED_CLOSE_DELAY_MS } from '#core/constants'
import type { KeepMePostedResponse } from '#core/schemas/keep-me-posted'
import { useI18n, useMessages } from '#app/i18n/i18n'
import { ApiError, frontApi } from '#app/lib/front-api'
import { Button } from '#app/ui/button'
import { focusElement } from '#app/ui/focus'
import { CheckIcon } from '#app/ui/icons/check'
import { Spinner } from '#app/ui/icons/spinner'
import { Modal } from '#app/ui/modal'
import { SidePanel } from '#app/ui/side-panel'
import { TextField } from '#app/ui/text-field'
import { announce } from '#app/ui/live-announcer'
import { useIsDesktop } from '#app/ui/use-media-query'

/** Spec §4 "Keep-me-posted". */
type PanelState = 'form' | 'saving' | 'saved'

/**
 * The keep-me-posted panel (spec §2, §4, §5, §7): an e-mail field validated by the server, its errors under
 * the input until the field changes, the submit disabled while any error stands; saving, then the server's
 * success message, and the panel closes by itself after KEEP_ME_POSTED_CLOSE_DELAY_MS. A modal on wide
 * screens, a side panel on phones. The form's submit button is gone once saved: focus goes to the success
 * message, which is announced too (issue 33), and returns to the page's button when the panel closes.
 */
export function KeepMePostedPanel({
  product,
  onClose,
}: {
  product: { id: number; name: string }
  onClose: () => void
}) {
  useMessages('forms')
  const { t, locale } = useI18n()
  const desktop = useIsDesktop()
  const [state, setState] = useState<PanelState>('form')
  const [email, setEmail] = useState('')
  const [errors, setErrors] = useState<Record<string, string[]>>({})
  const [message, setMessage] = useState('')
  const formId = useId()
  const saved = useRef<HTMLDivElement>(null)

  // Spec §4: the saved panel closes after 5 s (the button's onClose is stable: a state setter).
  useEffect(() => {
    if (state !== 'saved') return
    focusElement(saved.current)
    announce(message)
    const timer = window.setTimeout(onClose, KEEP_ME_POSTED_CLOSE_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [state, onClose, message])

  const hasErrors = Object.values(errors).some((list) => list.length > 0)

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (state !== 'form' || hasErrors) return
    setState('saving')
    try {
      const response = await frontApi<KeepMePostedResponse>(`product/${product.id}/notification`, {
        method: 'POST',
        body: { email },
        locale,
      })
      setMessage(response.message)
      setState('saved')
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? error.errors : {}
      setErrors(
        Object.keys(fieldErrors).length > 0
          ? fieldErrors
          : {
              _form: [
                error instanceof ApiError && error.status !== 500 ? error.message : t('keepMePosted.failed'),
              ],
            },
      )
      setState('form')
    }
  }

  const title = t('keepMePosted.title')
  const body =
    state === 'saved' ? (
      <div
        ref={saved}
        className="flex flex-col items-center gap-3 rounded-md py-6 text-center outline-brand-700 focus-visible:outline-2"
        data-testid="keep-me-posted-saved"
      >
        <span className="flex size-12 items-center justify-center rounded-full bg-green-100 text-green-700">
          <CheckIcon className="size-7" />
        </span>
        <p className="text-base font-semibold text-gray-900">{message}</p>
        <p className="text-sm text-gray-600">{t('keepMePosted.closing')}</p>
      </div>
    ) : (
      <form
        id={formId}
        noValidate
        onSubmit={submit}
        className="flex flex-col gap-4"
        data-testid="keep-me-posted-form"
        aria-busy={state === 'saving' || undefined}
      >
        <p className="text-sm text-gray-700">{t('keepMePosted.intro', { product: product.name })}</p>
        <TextField
          label={t('keepMePosted.email')}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          required
          value={email}
          errors={errors.email}
          disabled={state === 'saving'}
          onChange={(event) => {
            setEmail(event.target.value)
            // Spec §5: errors clear when the field changes.
            if (hasErrors) setErrors({})
          }}
        />
        {errors._form ? (
          <p role="alert" className="text-sm text-red-700">
            {errors._form.join(' ')}
          </p>
        ) : null}
        <p className="text-xs text-gray-600">{t('keepMePosted.privacy')}</p>
        <Button
          type="submit"
          variant="primary"
          disabled={hasErrors || state === 'saving'}
          data-testid="keep-me-posted-submit"
        >
          {state === 'saving' ? (
            <>
              <Spinner className="size-4" />
              {t('keepMePosted.saving')}
            </>
          ) : (
            t('keepMePosted.submit')
          )}
        </Button>
      </form>
    )

  return desktop ? (
    <Modal open onClose={onClose} title={title}>
      {body}
    </Modal>
  ) : (
    <SidePanel open onClose={onClose} title={title}>
      {body}
    </SidePanel>
  )
}

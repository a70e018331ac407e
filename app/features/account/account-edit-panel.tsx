import { useEffect, useRef, useState } from 'react'
import { useFetcher } from 'react-router'
import { PANEL_CLOSE_DELAY_MS } from '#core/constants'
import type { Customer } from '#core/schemas/customer'
import { useI18n } from '#app/i18n/i18n'
import { Button } from '#app/ui/button'
import { FormBanner } from '#app/ui/form-banner'
import { CheckIcon } from '#app/ui/icons/check'
import { Spinner } from '#app/ui/icons/spinner'
import { SidePanel } from '#app/ui/side-panel'
import { CheckboxField, TextField } from '#app/ui/text-field'
import { errorsFor } from './action-data'
import { NewPasswordField } from './new-password-field'

/**
 * The account edit panel (spec §2, §4 "Account form", §5): names and e-mail; a toggle for a password change
 * whose fields are sent only when it is on. A new e-mail also asks for the current password. saving → saved,
 * and the panel closes PANEL_CLOSE_DELAY_MS after a save.
 */
export function AccountEditPanel({
  open,
  onClose,
  customer,
}: {
  open: boolean
  onClose: () => void
  customer: Customer
}) {
  const { t } = useI18n()
  const fetcher = useFetcher<{ ok: boolean; intent: string }>()
  const [email, setEmail] = useState(customer.email)
  const [changePassword, setChangePassword] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const saving = fetcher.state !== 'idle'
  const saved = fetcher.state === 'idle' && fetcher.data?.ok === true
  const { errors, message } = errorsFor(fetcher.data, 'update')
  const needsPassword = changePassword || email.trim().toLowerCase() !== customer.email.toLowerCase()

  useEffect(() => {
    if (!saved) return
    timer.current = setTimeout(onClose, PANEL_CLOSE_DELAY_MS)
    return () => clearTimeout(timer.current)
  }, [saved, onClose])

  return (
    <SidePanel open={open} onClose={onClose} title={t('myAccount.editTitle')}>
      <fetcher.Form method="post" noValidate className="flex flex-col gap-4" data-testid="account-edit-form">
        <input type="hidden" name="intent" value="update" />
        <FormBanner message={message} />
        <TextField
          name="first_name"
          autoComplete="given-name"
          label={t('myAccount.firstName')}
          defaultValue={customer.first_name}
          required
          errors={errors.first_name}
        />
        <TextField
          name="last_name"
          autoComplete="family-name"
          label={t('myAccount.lastName')}
          defaultValue={customer.last_name}
          required
          errors={errors.last_name}
        />
        <TextField
          name="email"
          type="email"
          autoComplete="email"
          label={t('myAccount.email')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          required
          errors={errors.email}
        />
        <CheckboxField
          name="change_password"
          label={t('myAccount.changePassword')}
          checked={changePassword}
          onChange={(event) => setChangePassword(event.target.checked)}
          data-testid="password-toggle"
        />
        {needsPassword ? (
          <TextField
            name="password"
            type="password"
            autoComplete="current-password"
            label={t('myAccount.currentPassword')}
            required
            errors={errors.password}
          />
        ) : null}
        {changePassword ? <NewPasswordField name="new_password" errors={errors.new_password} /> : null}
        <div className="flex items-center gap-3">
          <Button type="submit" disabled={saving} data-testid="account-save">
            {saving ? <Spinner /> : saved ? <CheckIcon /> : null}
            {saving ? t('myAccount.saving') : saved ? t('myAccount.saved') : t('myAccount.save')}
          </Button>
          {saved ? (
            <p role="status" className="text-sm text-green-800">
              {t('myAccount.savedMessage')}
            </p>
          ) : null}
        </div>
      </fetcher.Form>
    </SidePanel>
  )
}

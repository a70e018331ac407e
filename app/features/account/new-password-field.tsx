import { PASSWORD_MIN_LENGTH } from '#core/constants'
import { useI18n } from '#app/i18n/i18n'
import { TextField } from '#app/ui/text-field'

/** A field for choosing a password, with the rule it must meet (registration, reset, account edit). */
export function NewPasswordField({
  name,
  errors,
  required,
  id,
}: {
  name: string
  errors?: readonly string[]
  required?: boolean
  id?: string
}) {
  const { t } = useI18n()
  return (
    <TextField
      id={id}
      name={name}
      type="password"
      autoComplete="new-password"
      label={t('myAccount.newPassword')}
      hint={t('myAccount.passwordRules', { minimum: PASSWORD_MIN_LENGTH })}
      required={required}
      errors={errors}
    />
  )
}

import { useEffect, useRef } from 'react'
import { Form, Link, useNavigation } from 'react-router'
import { useI18n } from '#app/i18n/i18n'
import { Button } from '#app/ui/button'
import { focusFirstError } from '#app/ui/focus'
import { FormBanner } from '#app/ui/form-banner'
import { Spinner } from '#app/ui/icons/spinner'
import { TextField } from '#app/ui/text-field'
import { errorsFor } from './action-data'
import { NewPasswordField } from './new-password-field'

/**
 * After a refused post of this form, focus goes to its first field in error, else to its message (WCAG
 * 2.4.3): each answer is a new object, so a second refusal moves focus again.
 */
function useFocusOnRefusal(answer: unknown, intent: string) {
  const form = useRef<HTMLFormElement>(null)
  const { errors, message } = errorsFor(answer, intent)
  const refused = message || Object.keys(errors).length > 0 ? answer : null
  useEffect(() => {
    if (refused) focusFirstError(form.current)
  }, [refused])
  return form
}

/**
 * The login form (spec §2 "Login panel"): e-mail and password, posted to a route action (`intent=login`);
 * works without JavaScript. `action` names the route that handles it when it is not the current one.
 */
export function LoginForm({
  answer,
  redirectTo,
  action,
  idPrefix = 'login',
}: {
  answer: unknown
  redirectTo?: string
  action?: string
  idPrefix?: string
}) {
  const { t, href } = useI18n()
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'login'
  const { errors, message } = errorsFor(answer, 'login')
  const form = useFocusOnRefusal(answer, 'login')
  const messageId = `${idPrefix}-message`
  return (
    <Form
      ref={form}
      method="post"
      action={action}
      noValidate
      aria-describedby={message ? messageId : undefined}
      className="flex flex-col gap-4"
      data-testid="login-form"
    >
      <input type="hidden" name="intent" value="login" />
      {redirectTo ? <input type="hidden" name="redirect" value={redirectTo} /> : null}
      {/* A refused combination (a wrong password) is the form's message, not the e-mail field's. */}
      <div id={messageId}>
        <FormBanner message={message} />
      </div>
      <TextField
        id={`${idPrefix}-email`}
        name="email"
        type="email"
        autoComplete="username"
        label={t('myAccount.email')}
        required
        errors={errors.email}
      />
      <TextField
        id={`${idPrefix}-password`}
        name="password"
        type="password"
        autoComplete="current-password"
        label={t('myAccount.password')}
        required
        errors={errors.password}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button type="submit" disabled={busy} data-testid="login-submit">
          {busy ? <Spinner /> : null}
          {t('myAccount.login')}
        </Button>
        <Link to={href('passwordRequest')} className="text-sm text-brand-800 underline">
          {t('myAccount.forgotPassword')}
        </Link>
      </div>
    </Form>
  )
}

/** A new account: names, e-mail and password (`intent=register`), logged in at once. */
export function RegisterForm({ answer, redirectTo }: { answer: unknown; redirectTo?: string }) {
  const { t } = useI18n()
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'register'
  const { errors, message } = errorsFor(answer, 'register')
  const form = useFocusOnRefusal(answer, 'register')
  return (
    <Form ref={form} method="post" noValidate className="flex flex-col gap-4" data-testid="register-form">
      <input type="hidden" name="intent" value="register" />
      {redirectTo ? <input type="hidden" name="redirect" value={redirectTo} /> : null}
      <FormBanner message={message} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="register-first-name"
          name="first_name"
          autoComplete="given-name"
          label={t('myAccount.firstName')}
          required
          errors={errors.first_name}
        />
        <TextField
          id="register-last-name"
          name="last_name"
          autoComplete="family-name"
          label={t('myAccount.lastName')}
          required
          errors={errors.last_name}
        />
      </div>
      <TextField
        id="register-email"
        name="email"
        type="email"
        autoComplete="email"
        label={t('myAccount.email')}
        required
        errors={errors.email}
      />
      <NewPasswordField id="register-password" name="password" required errors={errors.password} />
      <div>
        <Button type="submit" disabled={busy} data-testid="register-submit">
          {busy ? <Spinner /> : null}
          {t('myAccount.register')}
        </Button>
      </div>
    </Form>
  )
}

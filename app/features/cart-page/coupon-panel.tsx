import { useId, useState, type FormEvent } from 'react'
import type { Checkout } from '#core/schemas/checkout'
import { useI18n } from '#app/i18n/i18n'
import { Spinner } from '#app/ui/icons/spinner'
import { announce } from '#app/ui/live-announcer'
import type { CartActions } from '#app/features/cart/use-cart'

const CODE_MAX_LENGTH = 64

/**
 * The coupon panel (spec §2, §5 "Checkout"): a code, applied through the checkout's discount-code call. The
 * applied discount shows here and in the totals; a refused code shows the server's message ("the code … is
 * not recognised; check and retry"). The actions move focus to the answer (the applied code, the field with
 * its error, the error of a refused removal) and announce it (issue 33); a refusal is announced at once, so the
 * error text itself is no alert, to be read once.
 */
export function CouponPanel({ checkout, actions }: { checkout: Checkout; actions: CartActions }) {
  const { t } = useI18n()
  const id = useId()
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const applied = checkout.discount_code

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const value = code.trim()
    if (busy) return
    if (!value) {
      const message = t('cart.coupon.required')
      setError(message)
      announce(message, 'assertive')
      document.getElementById(id)?.focus()
      return
    }
    setBusy(true)
    const message = await actions.applyCoupon(value)
    setBusy(false)
    setError(message)
    if (!message) setCode('')
  }
  const remove = async () => {
    if (busy) return
    setBusy(true)
    setError(await actions.applyCoupon(''))
    setBusy(false)
  }

  return (
    <section className="flex flex-col gap-2" data-testid="coupon-panel" aria-busy={busy || undefined}>
      <h2 className="text-base font-semibold text-gray-900">{t('cart.coupon.title')}</h2>
      {applied ? (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-green-50 px-3 py-2 text-sm text-green-900">
          <p
            // Takes focus after the code is applied: the shop's focus ring, not the browser's.
            className="rounded-sm outline-offset-2 outline-brand-700 focus-visible:outline-2"
            data-testid="coupon-applied"
          >
            {t('cart.coupon.applied', { code: applied })}
          </p>
          <button
            type="button"
            onClick={remove}
            disabled={busy}
            className="min-h-9 rounded px-1 font-medium text-green-900 underline underline-offset-2 hover:text-green-950 focus-visible:outline-2 focus-visible:outline-brand-700"
            data-testid="coupon-remove"
          >
            {t('cart.coupon.remove')}
          </button>
          {checkout.discount_code_notice ? (
            // The code is kept but gives no discount now (below its minimum, expired, used up): say why.
            <p className="basis-full text-amber-900" data-testid="coupon-notice">
              {checkout.discount_code_notice}
            </p>
          ) : null}
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-1">
          <label htmlFor={id} className="text-sm text-gray-700">
            {t('cart.coupon.label')}
          </label>
          <div className="flex gap-2">
            <input
              id={id}
              name="discount_code"
              value={code}
              maxLength={CODE_MAX_LENGTH}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => {
                setCode(event.target.value)
                setError(null)
              }}
              className="min-h-11 min-w-0 flex-1 rounded-md border border-gray-400 bg-white px-3 text-base uppercase placeholder:normal-case focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700"
              data-testid="coupon-input"
            />
            <button
              type="submit"
              disabled={busy}
              className="inline-flex min-h-11 items-center gap-2 rounded-md border border-brand-700 bg-white px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
              data-testid="coupon-apply"
            >
              {busy ? <Spinner className="size-4" /> : null}
              {t('cart.coupon.apply')}
            </button>
          </div>
        </form>
      )}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700" data-testid="coupon-error">
          {error}
        </p>
      ) : null}
    </section>
  )
}

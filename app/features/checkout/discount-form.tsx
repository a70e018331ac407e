import { useFetcher } from 'react-router'
import type { Checkout } from '#core/schemas/checkout'
import { useI18n } from '#app/i18n/i18n'
import { Button } from '#app/ui/button'
import { FieldErrors } from '#app/ui/field-errors'
import { Spinner } from '#app/ui/icons/spinner'
import { inputClass } from '#app/ui/text-field'
import type { FulfilmentActionData } from './fulfilment-action'

/** The discount code on step 2 (`PUT …/fulfilment/discount-code`), a form of its own: it changes the totals. */
export function DiscountForm({ checkout }: { checkout: Checkout }) {
  const { t } = useI18n()
  const fetcher = useFetcher<FulfilmentActionData>()
  const errors =
    fetcher.data?.errors.discount_code ?? (fetcher.data?.message ? [fetcher.data.message] : undefined)
  const busy = fetcher.state !== 'idle'
  return (
    <fetcher.Form method="post" className="flex flex-col gap-2" data-testid="discount-form">
      <input type="hidden" name="intent" value="discount" />
      {checkout.discount_code ? (
        <div className="flex items-center justify-between gap-3 text-sm">
          <p>
            {t('checkout.discount.applied')} <strong>{checkout.discount_code}</strong>
          </p>
          <input type="hidden" name="discount_code" value="" />
          <button
            type="submit"
            className="min-h-9 rounded px-2 text-sm text-gray-700 underline underline-offset-2 hover:text-gray-900"
            disabled={busy}
          >
            {t('checkout.discount.remove')}
          </button>
        </div>
      ) : (
        <>
          <label htmlFor="discount_code" className="text-sm font-medium text-gray-800">
            {t('checkout.discount.label')}
          </label>
          <div className="flex gap-2">
            <input
              id="discount_code"
              name="discount_code"
              maxLength={64}
              autoCapitalize="characters"
              aria-invalid={errors ? true : undefined}
              aria-describedby={errors ? 'discount_code-errors' : undefined}
              className={`${inputClass} ${errors ? 'border-red-600' : 'border-gray-300'}`}
              data-testid="discount-code"
            />
            <Button type="submit" variant="gray-outline" disabled={busy}>
              {busy ? <Spinner className="size-4" /> : null}
              {t('checkout.discount.apply')}
            </Button>
          </div>
        </>
      )}
      {checkout.discount_code_notice ? (
        <p className="text-sm text-amber-800">{checkout.discount_code_notice}</p>
      ) : null}
      <FieldErrors id="discount_code-errors" errors={errors} />
    </fetcher.Form>
  )
}

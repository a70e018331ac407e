import { useId, useState, type FormEvent } from 'react'
import { useI18n } from '#app/i18n/i18n'
import { Button } from '#app/ui/button'
import { Modal } from '#app/ui/modal'
import { parseQuantity } from './quantity'

/** The quantity dropdown's popup to type any quantity (spec §5): what is typed is clamped by the dropdown. */
export function CustomQuantityPopup({
  initial,
  max,
  onCancel,
  onSubmit,
}: {
  initial: number | null
  max: number | null
  onCancel: () => void
  onSubmit: (value: string) => void
}) {
  const { t } = useI18n()
  const id = useId()
  const [value, setValue] = useState(initial === null ? '' : String(initial))
  const [error, setError] = useState(false)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (parseQuantity(value) === null) {
      setError(true)
      return
    }
    onSubmit(value)
  }
  return (
    <Modal open onClose={onCancel} title={t('product.quantity.customTitle')}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-3" data-testid="quantity-popup">
        <label htmlFor={id} className="text-sm font-semibold">
          {t('product.quantity.customLabel')}
        </label>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={max ?? undefined}
          step={1}
          value={value}
          data-autofocus
          aria-invalid={error || undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setValue(event.target.value)
            setError(false)
          }}
          className="min-h-11 w-32 rounded-md border border-gray-400 px-3 py-2 text-base focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700"
        />
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
            {t('product.quantity.required')}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="gray-outline" onClick={onCancel}>
            {t('product.quantity.cancel')}
          </Button>
          <Button type="submit" variant="primary">
            {t('product.quantity.apply')}
          </Button>
        </div>
      </form>
    </Modal>
  )
}

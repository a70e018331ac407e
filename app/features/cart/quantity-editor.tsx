import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { QUANTITY_MINIMUM } from '#core/constants'
import { QUANTITY_REQUEST_MAX } from '#core/constants'
import { useI18n } from '#app/i18n/i18n'
import { Spinner } from '#app/ui/icons/spinner'
import { MinusIcon } from '#app/ui/icons/minus'
import { PlusIcon } from '#app/ui/icons/plus'
import {
  clampLineQuantity,
  correctLineQuantity,
  lineQuantityOptions,
  type QuantityCorrection,
} from './cart-rules'

type Mode = 'display' | 'editing' | 'saving'

/**
 * A line's quantity (spec §4 "Quantity change", §9): display, then editing with a 1 to 20 dropdown or a
 * minus/plus stepper with a typed value, which cannot go below 1 nor above the maximum ("at most {quantity}
 * pieces"); then save sends the update and returns to display, whatever the answer (a failure opens its
 * own modal). A typed value that cannot be ordered (500, 0, 2.5) is corrected where it was typed, with the
 * reason (spec §5), and is saved only when the shopper saves the corrected value. Focus follows the mode
 * (issue 33): into the field on "change", back to "change" on cancel; after a save the cart's action puts it
 * there (cart-focus.ts: also when the line re-rendered or a modal opened in between).
 */
export function QuantityEditor({
  quantity,
  max,
  name,
  onSave,
}: {
  quantity: number
  max: number
  /** The product's name, for the labels. */
  name: string
  onSave: (quantity: number) => Promise<unknown>
}) {
  const { t } = useI18n()
  const id = useId()
  const [mode, setMode] = useState<Mode>('display')
  const [value, setValue] = useState(String(quantity))
  const [correction, setCorrection] = useState<QuantityCorrection | null>(null)
  const parsed = clampLineQuantity(Number(value), max)
  const atMax = parsed >= max
  const options = lineQuantityOptions(max)
  const editButton = useRef<HTMLButtonElement>(null)
  const input = useRef<HTMLInputElement>(null)
  /** The control that takes focus once the mode it belongs to has rendered. */
  const focusNext = useRef<'input' | 'edit' | null>(null)
  useEffect(() => {
    const target =
      focusNext.current === 'input' ? input.current : focusNext.current === 'edit' ? editButton.current : null
    focusNext.current = null
    target?.focus()
  }, [mode])

  const edit = () => {
    setValue(String(quantity))
    setCorrection(null)
    focusNext.current = 'input'
    setMode('editing')
  }
  const close = () => {
    focusNext.current = 'edit'
    setMode('display')
  }
  const choose = (next: number) => {
    setCorrection(null)
    setValue(String(next))
  }
  const step = (delta: number) => choose(clampLineQuantity(parsed + delta, max))
  /** Puts the typed value right, saying why when it had to change (kept until the next change). */
  const correct = (): number => {
    const corrected = correctLineQuantity(value, max)
    setValue(String(corrected.quantity))
    if (corrected.correction) setCorrection(corrected.correction)
    return corrected.quantity
  }
  const save = async (event: FormEvent) => {
    event.preventDefault()
    if (mode !== 'editing') return
    const next = correct()
    if (next === quantity) return close()
    setMode('saving')
    await onSave(next)
    setMode('display')
  }
  const note =
    correction === 'min'
      ? t('cart.minQuantity')
      : correction === 'whole'
        ? t('cart.wholeQuantity')
        : correction === 'max'
          ? t('cart.maxQuantity', { quantity: max })
          : null

  if (mode === 'display') {
    return (
      <div className="flex flex-wrap items-center gap-x-2 text-sm" data-testid="quantity-display">
        <span className="text-gray-700">{t('cart.quantity.label')}</span>
        <span className="font-semibold text-gray-900" data-testid="line-quantity">
          {quantity}
        </span>
        <button
          type="button"
          ref={editButton}
          onClick={edit}
          className="min-h-8 rounded px-1 font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-700"
          data-testid="quantity-edit"
        >
          {t('cart.quantity.change')}
          <span className="sr-only"> {t('cart.quantity.of', { name })}</span>
        </button>
        {note ? (
          <p role="status" className="basis-full text-xs text-orange-800" data-testid="quantity-note">
            {note}
          </p>
        ) : null}
      </div>
    )
  }

  const saving = mode === 'saving'
  const stepButton =
    'flex size-10 items-center justify-center text-gray-800 hover:bg-gray-100 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:text-gray-400 disabled:hover:bg-transparent'
  return (
    <form
      onSubmit={save}
      className="flex flex-col gap-1"
      data-testid="quantity-editor"
      aria-busy={saving || undefined}
    >
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={`${id}-select`} className="sr-only">
          {t('cart.quantity.choose', { name })}
        </label>
        <select
          id={`${id}-select`}
          value={String(parsed)}
          disabled={saving}
          onChange={(event) => choose(Number(event.target.value))}
          className="h-10 rounded-md border border-gray-400 bg-white px-2 text-base focus-visible:outline-2 focus-visible:outline-brand-700"
          data-testid="quantity-select"
        >
          {/* No empty choice (issue 32): a typed quantity beyond the list is the list's last choice. */}
          {(options.includes(parsed) ? options : [...options, parsed]).map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
        <label htmlFor={id} className="sr-only">
          {t('cart.quantity.of', { name })}
        </label>
        <div className="flex items-center rounded-md border border-gray-400 bg-white">
          <button
            type="button"
            className={`${stepButton} rounded-l-md`}
            onClick={() => step(-1)}
            disabled={saving || parsed <= QUANTITY_MINIMUM}
            aria-label={t('cart.quantity.decrease')}
            data-testid="quantity-decrease"
          >
            <MinusIcon />
          </button>
          <input
            id={id}
            type="number"
            inputMode="numeric"
            min={QUANTITY_MINIMUM}
            max={max}
            step={1}
            value={value}
            ref={input}
            disabled={saving}
            data-autofocus
            onChange={(event) => {
              setCorrection(null)
              setValue(event.target.value)
            }}
            onBlur={() => void correct()}
            aria-describedby={`${id}-note`}
            className="h-10 w-14 border-x border-gray-300 text-center text-base [appearance:textfield] focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700 [&::-webkit-inner-spin-button]:appearance-none"
            data-testid="quantity-input"
          />
          <button
            type="button"
            className={`${stepButton} rounded-r-md`}
            onClick={() => step(1)}
            disabled={saving || atMax}
            aria-label={t('cart.quantity.increase')}
            data-testid="quantity-increase"
          >
            <PlusIcon />
          </button>
        </div>
        <button
          type="submit"
          disabled={saving}
          className="inline-flex min-h-10 items-center gap-2 rounded-md bg-brand-700 px-3 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-70"
          data-testid="quantity-save"
        >
          {saving ? <Spinner className="size-4" /> : null}
          {t('cart.quantity.save')}
        </button>
        <button
          type="button"
          disabled={saving}
          onClick={close}
          className="min-h-10 rounded-md px-2 text-sm font-medium text-gray-700 underline underline-offset-2 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          {t('cart.quantity.cancel')}
        </button>
      </div>
      <p id={`${id}-note`} role="status" className="text-xs text-orange-800" data-testid="quantity-max">
        {note ?? (atMax && max < QUANTITY_REQUEST_MAX ? t('cart.maxQuantity', { quantity: max }) : null)}
      </p>
    </form>
  )
}

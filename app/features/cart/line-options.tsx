import { useId, useState } from 'react'
import { eurosToCents, formatEuro } from '#core/money'
import type { CheckoutLineItem } from '#core/schemas/checkout'
import { useI18n } from '#app/i18n/i18n'
import { GiftIcon } from '#app/ui/icons/gift'
import { Spinner } from '#app/ui/icons/spinner'
import { Thumbnail } from '#app/ui/thumbnail'
import {
  clampOptionQuantity,
  combinationQuantity,
  freeToggleQuantity,
  optionQuantityChoices,
} from './cart-rules'
import type { CartActions, LineOption } from './use-cart'
import { MediaImage } from '#app/ui/media-image'

const euro = (amount: number) => formatEuro(eurosToCents(amount))

/**
 * A line's extra services, free products and combinations (spec §3, §4), each saved at once. The server
 * answers the whole checkout, which the controls then show (e.g. free options following the line quantity).
 */
export function LineOptions({ line, actions }: { line: CheckoutLineItem; actions: CartActions }) {
  const { free, extra_service: services, combination } = line.product_options
  const [pending, setPending] = useState<string | null>(null)
  if (free.length + services.length + combination.length === 0) return null

  const save = async (option: LineOption, quantity: number) => {
    if (pending) return
    setPending(`${option.kind}:${option.id}`)
    try {
      await actions.setOption(line, option, quantity)
    } finally {
      setPending(null)
    }
  }
  const busy = (kind: LineOption['kind'], id: number) => pending === `${kind}:${id}`

  return (
    <div className="flex flex-col gap-3" data-testid="line-options">
      {free.length > 0 ? <FreeOptions line={line} busy={busy} save={save} /> : null}
      {services.length > 0 ? (
        <ExtraServices line={line} busy={busy} save={save} disabled={pending !== null} />
      ) : null}
      {combination.length > 0 ? (
        <Combinations line={line} busy={busy} save={save} disabled={pending !== null} />
      ) : null}
    </div>
  )
}

interface OptionProps {
  line: CheckoutLineItem
  busy: (kind: LineOption['kind'], id: number) => boolean
  save: (option: LineOption, quantity: number) => Promise<void>
  disabled?: boolean
}

/** Free products: 'add product' at 0, 'delete' above 0; toggling sets 0 or the line's quantity. */
function FreeOptions({ line, busy, save }: OptionProps) {
  const { t } = useI18n()
  return (
    <section className="rounded-md border border-green-200 bg-green-50 p-3" data-testid="free-options">
      <h4 className="mb-2 flex items-center gap-1.5 text-sm font-semibold text-green-900">
        <GiftIcon />
        {t('cart.free.title')}
      </h4>
      <ul className="flex flex-col gap-2">
        {line.product_options.free.map((option) => {
          const taken = option.quantity > 0
          const working = busy('free', option.id)
          return (
            <li
              key={option.id}
              className="flex flex-wrap items-center gap-3 text-sm"
              data-free-option={option.id}
            >
              <Thumbnail
                src={option.image || option.option_product.thumb_category_height_140}
                size={40}
                className="size-10 rounded bg-white"
              />
              {/* At least 9rem for the name; the button wraps below on narrow panels. */}
              <div className="min-w-36 flex-1">
                <p className="font-medium text-gray-900">
                  {taken
                    ? t('cart.free.quantity', { quantity: option.quantity, name: option.name })
                    : option.name}
                </p>
                <p>
                  <span className="font-semibold text-green-800">{t('cart.free.label')}</span>
                  {option.original_price > 0 ? (
                    <del className="ml-2 text-gray-600">
                      <span className="sr-only">{t('cart.free.originalPrice')} </span>
                      {euro(option.original_price)}
                    </del>
                  ) : null}
                </p>
              </div>
              <button
                type="button"
                disabled={working}
                aria-busy={working || undefined}
                onClick={() =>
                  save(
                    {
                      kind: 'free',
                      id: option.id,
                      name: option.name,
                      image: option.image,
                      quantity: option.quantity,
                    },
                    freeToggleQuantity(option, line.quantity),
                  )
                }
                className={`ml-auto inline-flex min-h-9 items-center gap-1.5 rounded-md px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
                  taken
                    ? 'border border-gray-400 bg-white text-gray-800 hover:bg-gray-100'
                    : 'bg-green-700 text-white hover:bg-green-800'
                }`}
                data-testid="free-toggle"
                aria-label={t('shell.pair', {
                  label: taken ? t('cart.free.delete') : t('cart.free.add'),
                  value: option.name,
                })}
                data-taken={taken}
              >
                {working ? <Spinner className="size-4" /> : null}
                {taken ? t('cart.free.delete') : t('cart.free.add')}
              </button>
            </li>
          )
        })}
      </ul>
    </section>
  )
}

/** Extra services: a quantity from 0 to the supplied maximum each. */
function ExtraServices({ line, busy, save, disabled }: OptionProps) {
  const { t } = useI18n()
  const baseId = useId()
  return (
    <section data-testid="extra-services">
      <h4 className="mb-1 text-sm font-semibold text-gray-900">{t('cart.extraServices.title')}</h4>
      <ul className="flex flex-col divide-y divide-gray-100 text-sm">
        {line.product_options.extra_service.map((service) => {
          const id = `${baseId}-${service.id}`
          const choices = optionQuantityChoices(service.max_quantity)
          const value = clampOptionQuantity(service.quantity, service.max_quantity)
          return (
            <li key={service.id} className="flex items-center gap-3 py-1.5" data-extra-service={service.id}>
              <label htmlFor={id} className="min-w-0 flex-1">
                <span className="text-gray-900">{service.name}</span>{' '}
                <span className="whitespace-nowrap text-gray-600">
                  {t('cart.extraServices.price', { price: euro(service.price) })}
                </span>
              </label>
              {busy('extra_service', service.id) ? <Spinner className="size-4 text-gray-600" /> : null}
              <select
                id={id}
                value={value}
                disabled={disabled || choices.length < 2}
                onChange={(event) =>
                  save(
                    { kind: 'extra_service', id: service.id, name: service.name, quantity: service.quantity },
                    clampOptionQuantity(Number(event.target.value), service.max_quantity),
                  )
                }
                className="min-h-9 rounded-md border border-gray-400 bg-white px-2 text-sm focus-visible:outline-2 focus-visible:outline-brand-700 disabled:bg-gray-100"
                data-testid="extra-service-quantity"
              >
                {choices.map((choice) => (
                  <option key={choice} value={choice}>
                    {choice}
                  </option>
                ))}
              </select>
            </li>
          )
        })}
      </ul>
    </section>
  )
}

/** Combinations: selecting sets quantity 1, deselecting 0; the main product itself stays selected. */
function Combinations({ line, busy, save, disabled }: OptionProps) {
  const { t } = useI18n()
  const baseId = useId()
  return (
    <fieldset data-testid="combinations">
      <legend className="mb-1 text-sm font-semibold text-gray-900">{t('cart.combination.title')}</legend>
      <ul className="flex flex-col gap-1.5 text-sm">
        <li className="flex items-center gap-2">
          <input
            id={`${baseId}-main`}
            type="checkbox"
            checked
            disabled
            className="size-4 accent-brand-700"
            data-testid="combination-main"
          />
          <label htmlFor={`${baseId}-main`} className="min-w-0 flex-1 text-gray-900">
            {line.product.name}{' '}
            <span id={`${baseId}-main-note`} className="text-xs text-gray-600">
              {t('cart.combination.main')}
            </span>
          </label>
        </li>
        {line.product_options.combination.map((option) => {
          const id = `${baseId}-${option.id}`
          const name = option.option_product.name
          const selected = option.quantity > 0
          return (
            <li key={option.id} className="flex items-center gap-2" data-combination={option.id}>
              <input
                id={id}
                type="checkbox"
                checked={selected}
                disabled={disabled}
                onChange={(event) =>
                  save(
                    {
                      kind: 'combination',
                      id: option.id,
                      name,
                      image: option.option_product.thumb_category_height_140,
                      quantity: option.quantity,
                    },
                    combinationQuantity(event.target.checked),
                  )
                }
                className="size-4 accent-brand-700"
                data-testid="combination-toggle"
              />
              <MediaImage
                src={option.option_product.thumb_category_height_140}
                alt=""
                width={32}
                height={32}
                className="size-8 shrink-0 rounded bg-white object-contain"
              />
              <label htmlFor={id} className="min-w-0 flex-1 text-gray-900">
                {name}{' '}
                <span className="whitespace-nowrap text-gray-600">
                  {t('cart.extraServices.price', { price: euro(option.price) })}
                </span>
              </label>
              {busy('combination', option.id) ? <Spinner className="size-4 text-gray-600" /> : null}
            </li>
          )
        })}
      </ul>
    </fieldset>
  )
}

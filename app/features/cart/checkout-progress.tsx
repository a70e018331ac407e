import { Link } from 'react-router'
import type { MessageKey } from '#app/i18n/catalog'
import { useI18n, useMessages } from '#app/i18n/i18n'
import { CheckIcon } from '#app/ui/icons/check'

const STEPS: MessageKey[] = [
  'cart.progress.cart',
  'cart.progress.details',
  'cart.progress.fulfilment',
  'cart.progress.confirmation',
]

/**
 * The checkout's progress bar (spec §4 "Checkout steps"): 0 cart, 1 details, 2 fulfilment, 3 confirmation.
 * `links` makes the steps already done links back to them (the checkout's own routes).
 */
export function CheckoutProgress({
  step,
  links = [],
}: {
  step: 0 | 1 | 2 | 3
  links?: readonly (string | null)[]
}) {
  const { t } = useI18n()
  useMessages('cart')
  return (
    <nav aria-label={t('cart.progress.label')} data-testid="checkout-progress" data-step={step}>
      <ol className="grid grid-cols-4 gap-1">
        {STEPS.map((key, index) => {
          const done = index < step
          const current = index === step
          return (
            <li
              key={key}
              aria-current={current ? 'step' : undefined}
              className="flex flex-col items-center gap-1 text-center"
            >
              <span className="flex w-full items-center">
                <span
                  className={`h-1 flex-1 ${index === 0 ? 'invisible' : index <= step ? 'bg-brand-700' : 'bg-gray-300'}`}
                />
                <span
                  className={`flex size-7 shrink-0 items-center justify-center rounded-full text-sm font-bold ${
                    done || current
                      ? 'bg-brand-700 text-white'
                      : 'border-2 border-gray-300 bg-white text-gray-600'
                  }`}
                  aria-hidden="true"
                >
                  {done ? <CheckIcon className="size-4" /> : index + 1}
                </span>
                <span
                  className={`h-1 flex-1 ${index === STEPS.length - 1 ? 'invisible' : index < step ? 'bg-brand-700' : 'bg-gray-300'}`}
                />
              </span>
              {done && links[index] ? (
                <Link
                  to={links[index]}
                  className="rounded text-xs leading-tight text-brand-700 underline underline-offset-2 hover:text-brand-800 sm:text-sm"
                >
                  <span className="sr-only">{t('cart.progress.step', { step: index + 1 })} </span>
                  {t(key)}
                </Link>
              ) : (
                <span
                  className={`text-xs leading-tight sm:text-sm ${current ? 'font-semibold text-gray-900' : 'text-gray-600'}`}
                >
                  <span className="sr-only">{t('cart.progress.step', { step: index + 1 })} </span>
                  {t(key)}
                </span>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}

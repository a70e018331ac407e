import type { ReactNode } from 'react'
import { CheckoutProgress } from '#app/features/cart/checkout-progress'

/**
 * The frame of every checkout step: the progress bar the cart shows too (spec §4 "Checkout steps"), the
 * title, and from 1024 px the step's content left with the order summary beside it.
 */
export function CheckoutFrame({
  step,
  title,
  children,
  aside,
  testId,
  links,
}: {
  step: 1 | 2 | 3
  /** The earlier steps' paths, to go back by the progress bar. */
  links?: readonly (string | null)[]
  title: string
  children: ReactNode
  aside?: ReactNode
  testId: string
}) {
  return (
    <div className="flex flex-col gap-6" data-testid={testId}>
      <div className="flex flex-col gap-4">
        <CheckoutProgress step={step} links={links} />
        <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{title}</h1>
      </div>
      {aside ? (
        <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-x-8">
          <div className="flex min-w-0 flex-col gap-5">{children}</div>
          <aside className="flex flex-col gap-5 lg:sticky lg:top-4 lg:self-start">{aside}</aside>
        </div>
      ) : (
        <div className="flex flex-col gap-5">{children}</div>
      )}
    </div>
  )
}

/** A white card with a heading: one part of a step (contact details, delivery, payment…). */
export function CheckoutSection({
  title,
  children,
  testId,
  action,
}: {
  title: string
  children: ReactNode
  testId?: string
  /** A link or button beside the heading (change…). */
  action?: ReactNode
}) {
  return (
    <section
      className="flex flex-col gap-4 rounded-lg border border-gray-200 bg-white p-4 sm:p-6"
      data-testid={testId}
    >
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-gray-900">{title}</h2>
        {action}
      </div>
      {children}
    </section>
  )
}

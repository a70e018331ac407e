import type { ButtonHTMLAttributes } from 'react'

/** Button types, the generic modal's too (spec §2). */
export type ModalButtonType = 'red' | 'green' | 'gray-outline' | 'primary'

const VARIANTS: Record<ModalButtonType, string> = {
  red: 'bg-red-700 text-white hover:bg-red-800',
  green: 'bg-green-700 text-white hover:bg-green-800',
  'gray-outline': 'border border-gray-400 bg-white text-gray-800 hover:bg-gray-100',
  primary: 'bg-brand-700 text-white hover:bg-brand-800',
}

export function buttonClass(variant: ModalButtonType = 'primary', extra = ''): string {
  return `inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-50 ${VARIANTS[variant]} ${extra}`
}

export function Button({
  variant = 'primary',
  className = '',
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ModalButtonType }) {
  return <button type={type} className={buttonClass(variant, className)} {...props} />
}

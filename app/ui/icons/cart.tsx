import { strokeIcon, type IconProps } from './icon'

export function CartIcon({ className = 'size-6' }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" className={strokeIcon(className)} aria-hidden="true">
      <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 8H6.2M10.4 20a1.4 1.4 0 1 1-2.8 0 1.4 1.4 0 1 1 2.8 0zM18.4 20a1.4 1.4 0 1 1-2.8 0 1.4 1.4 0 1 1 2.8 0z" />
    </svg>
  )
}

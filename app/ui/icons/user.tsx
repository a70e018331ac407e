import { strokeIcon, type IconProps } from './icon'

export function UserIcon({ className = 'size-6' }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" className={strokeIcon(className)} aria-hidden="true">
      <path d="M16 8a4 4 0 1 1-8 0 4 4 0 1 1 8 0zM4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
    </svg>
  )
}

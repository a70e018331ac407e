import { strokeIcon, type IconProps } from './icon'

export function RestoreIcon({ className = 'size-4' }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" className={strokeIcon(className)} aria-hidden="true">
      <path d="M4 4v6h6M4.5 15a8 8 0 1 0 1.9-8.3L4 10" />
    </svg>
  )
}

import { strokeIcon, type IconProps } from './icon'

export function SearchIcon({ className = 'size-5' }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" className={strokeIcon(className)} aria-hidden="true">
      <path d="M18 11a7 7 0 1 1-14 0 7 7 0 1 1 14 0zM20 20l-3.5-3.5" />
    </svg>
  )
}

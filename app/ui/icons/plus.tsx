import { strokeIcon, type IconProps } from './icon'

export function PlusIcon({ className = 'size-4' }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" className={strokeIcon(className)} aria-hidden="true">
      <path d="M12 5v14M5 12h14" />
    </svg>
  )
}

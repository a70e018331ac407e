import { strokeIcon, type IconProps } from './icon'

export function HeartIcon({ className = 'size-6' }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" className={strokeIcon(className)} aria-hidden="true">
      <path d="M12 20s-7-4.4-8.6-9A4.6 4.6 0 0 1 12 6.6 4.6 4.6 0 0 1 20.6 11C19 15.6 12 20 12 20z" />
    </svg>
  )
}

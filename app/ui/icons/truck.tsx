import { strokeIcon, type IconProps } from './icon'

export function TruckIcon({ className = 'size-4' }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" className={strokeIcon(className)} aria-hidden="true">
      <path d="M3 6h11v10H3zM14 10h4l3 3v3h-7zM8.6 18a1.6 1.6 0 1 1-3.2 0 1.6 1.6 0 1 1 3.2 0zM18.6 18a1.6 1.6 0 1 1-3.2 0 1.6 1.6 0 1 1 3.2 0z" />
    </svg>
  )
}

import { STROKE, type IconProps } from './icon'

export function RestoreIcon({ className = 'size-4' }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" {...STROKE}>
      <path d="M4 4v6h6" />
      <path d="M4.5 15a8 8 0 1 0 1.9-8.3L4 10" />
    </svg>
  )
}

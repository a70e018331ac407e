import { STROKE, type IconProps } from './icon'

export function CheckIcon({ className = 'size-5' }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" {...STROKE}>
      <path d="M5 12.5l4.5 4.5L19 7" />
    </svg>
  )
}

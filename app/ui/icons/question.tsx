import { STROKE, type IconProps } from './icon'

/** The question icon of the info buttons (spec §2). */
export function QuestionIcon({ className = 'size-4' }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true" {...STROKE}>
      <circle cx="12" cy="12" r="9" />
      <path d="M9.6 9.2a2.5 2.5 0 1 1 3.4 2.3c-.6.3-1 .9-1 1.5v.5" />
      <path d="M12 16.8h.01" />
    </svg>
  )
}

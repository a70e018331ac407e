import { strokeIcon, type IconProps } from './icon'

/** The question icon of the info buttons (spec §2). */
export function QuestionIcon({ className = 'size-4' }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" className={strokeIcon(className)} aria-hidden="true">
      <path d="M21 12a9 9 0 1 1-18 0 9 9 0 1 1 18 0zM9.6 9.2a2.5 2.5 0 1 1 3.4 2.3c-.6.3-1 .9-1 1.5v.5M12 16.8h.01" />
    </svg>
  )
}

import { strokeIcon, type IconProps } from './icon'

export function ChevronIcon({
  className = 'size-4',
  direction = 'right',
}: IconProps & { direction?: 'left' | 'right' | 'down' }) {
  const d = { right: 'M9 6l6 6-6 6', left: 'M15 6l-6 6 6 6', down: 'M6 9l6 6 6-6' }[direction]
  return (
    <svg viewBox="0 0 24 24" className={strokeIcon(className)} aria-hidden="true">
      <path d={d} />
    </svg>
  )
}

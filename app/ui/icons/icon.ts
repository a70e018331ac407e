/**
 * Inline icons, one module each (docs/decisions/0048): a few paths beat an icon font or library in bytes and
 * requests, and a page's code carries only the icons it shows.
 */
export interface IconProps {
  className?: string
}

/** The stroke style the outline icons share. */
export const STROKE = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const

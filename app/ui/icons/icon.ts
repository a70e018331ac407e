/**
 * Inline icons, one module each (docs/decisions/0048): a few paths beat an icon font or library in bytes and
 * requests, and a page's code carries only the icons it shows.
 */
export interface IconProps {
  className?: string
}

/**
 * The stroke style the outline icons share: one class (app.css `.icon-stroke`) instead of five attributes on
 * each icon, and one path per icon, since a category page draws dozens (docs/decisions/0089).
 */
export function strokeIcon(className: string): string {
  return `icon-stroke ${className}`
}

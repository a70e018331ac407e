import type { AnchorHTMLAttributes, ReactNode } from 'react'
import { Link } from 'react-router'

export type ShopLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A path in the shop, with the language prefix: `/en/kitchen-knives`, `/cart#summary`. */
  to: string
}

/**
 * The anchor React Router's `Link` renders on the server for a path of ours, without its work: `Link` resolves
 * its target against the route matches and sets up its click handling (a dozen hooks per link), none of which
 * changes the markup of an absolute path. `app/ui/shop-link.test.tsx` holds the two to the same markup.
 */
export function ServerShopLink({ to, ...rest }: ShopLinkProps) {
  return <a {...rest} href={to} data-discover="true" />
}

/**
 * A link within the shop for what a page renders many of (product cards, menus, the footer), docs/decisions/0087:
 * React Router's `Link` in the browser, where it hydrates the server's anchor and handles the click; the same
 * anchor rendered directly on the server, where a category page has some seventy links.
 */
export const ShopLink: (props: ShopLinkProps) => ReactNode = import.meta.env.SSR ? ServerShopLink : Link

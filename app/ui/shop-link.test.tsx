import { renderToString } from 'react-dom/server'
import { Link, MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { ServerShopLink, type ShopLinkProps } from './shop-link'

function markup(element: React.ReactNode, at = '/en/kitchen-knives') {
  return renderToString(<MemoryRouter initialEntries={[at]}>{element}</MemoryRouter>)
}

const LINKS: ShopLinkProps[] = [
  { to: '/' },
  { to: '/en/' },
  { to: '/keukenmessen', className: 'rounded-sm hover:underline', children: 'Keukenmessen' },
  { to: '/de/kuechenmesser?brand=alpenklinge&page=2', rel: 'next', children: 'Weiter' },
  { to: '/zakmessen?price_min=20&price_max=150&sort=price_asc' },
  { to: '/login#register', className: 'underline', children: 'Registreren' },
  {
    to: '/helling-zonen-tsubame-2-0-santoku-15-cm',
    tabIndex: -1,
    'aria-hidden': true,
    children: <img alt="" />,
  },
  {
    to: '/en/cart',
    'aria-label': 'Cart (2)',
    'data-testid': 'header-cart',
    children: <span>2</span>,
  } as ShopLinkProps,
  { to: '/en/kitchen-knives', 'aria-current': 'page', children: 'Kitchen knives & more' },
  { to: '/en/customer-service/shipping-and-delivery', onClick: () => {}, children: 'Shipping' },
  { to: '/en/search?q=santoku%20m%C3%A9s', children: 'Search' },
]

describe('ServerShopLink', () => {
  it.each(LINKS.map((props) => [props.to, props] as const))(
    'renders the markup of React Router’s Link for %s',
    (_to, props) => {
      const expected = markup(<Link {...props} />)
      expect(expected).toContain('data-discover="true"')
      expect(markup(<ServerShopLink {...props} />)).toBe(expected)
    },
  )

  it('renders the same wherever the page is', () => {
    const props = { to: '/en/kitchen-knives/japanese-knives', children: 'Japanese knives' }
    for (const at of ['/', '/en/kitchen-knives', '/de/kuechenmesser/japanische-messer?page=3']) {
      expect(markup(<ServerShopLink {...props} />, at)).toBe(markup(<Link {...props} />, at))
    }
  })
})

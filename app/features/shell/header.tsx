import { lazy, Suspense } from 'react'
import type { ShellData } from '#core/schemas/shell'
import type { MenuItem } from '#core/schemas/static-data'
import { CartCountBadge } from '#app/features/cart/cart-count-badge'
import { SearchBox } from '#app/features/search/search-box'
import { showCartLoadFailed } from '#app/features/cart/cart-errors'
import { useI18n } from '#app/i18n/i18n'
import { loadChunk } from '#app/lib/chunk-load'
import { ChunkErrorBoundary } from '#app/ui/chunk-error-boundary'
import { CartIcon } from '#app/ui/icons/cart'
import { HeartIcon } from '#app/ui/icons/heart'
import { MenuIcon } from '#app/ui/icons/menu'
import { ShopLink } from '#app/ui/shop-link'
import { DesktopMenu } from './desktop-menu'
import { LanguageSwitch } from './language-switch'
import { LazyMobileMenu } from './lazy-mobile-menu'
import { MyAccountButton } from './my-account-panel'
import { SellingPoints } from './selling-points'
import { setMobileMenuOpen } from '#app/ui/shell-store'

// The cart's host (its start load, the add-to-cart panel) comes after hydration too (docs/decisions/0075);
// without its code the cart cannot start: the shopper is asked to reload, as when the start load fails.
const CartHost = lazy(() =>
  loadChunk('cart-host', () => import('#app/features/cart/cart-host')).then((module) => ({
    default: module.CartHost,
  })),
)

// The wish-list and compare host (their start load and panels) is no part of any page's first load.
const ShopperHost = lazy(() =>
  import('#app/features/shopper/shopper-host').then((module) => ({ default: module.ShopperHost })),
)

export function Header({ shell, menu }: { shell: ShellData; menu: MenuItem[] | null }) {
  const { t, href } = useI18n()
  const iconLink =
    'flex flex-col items-center gap-0.5 rounded px-2 py-1 text-xs text-white/90 hover:bg-white/10 hover:text-white'
  return (
    <header className="bg-brand-800 text-white">
      <SellingPoints points={shell.selling_points} />
      {/* Positions the desktop menu's dropdown across the header's width. Below 640 px the language choice is in
          the mobile menu. */}
      <div className="relative mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-3">
        <button
          type="button"
          onClick={() => setMobileMenuOpen(true)}
          className="-ml-2 rounded p-2 hover:bg-white/10 lg:hidden"
          aria-label={t('shell.menuOpen')}
          data-testid="mobile-menu-button"
        >
          <MenuIcon />
        </button>
        <ShopLink
          to={href('home')}
          className="flex min-w-0 items-center gap-2 rounded"
          aria-label={t('shell.homeLink', { company: shell.company_name })}
        >
          <img src={shell.header_logo} alt="" width={40} height={40} className="size-10 shrink-0" />
          <span className="truncate text-base font-bold tracking-tight min-[400px]:text-lg sm:text-xl">
            {shell.company_name}
          </span>
        </ShopLink>
        <div className="hidden flex-1 lg:block">
          <DesktopMenu menu={menu} />
        </div>
        <div className="flex items-center gap-1 sm:gap-3">
          <LanguageSwitch className="hidden sm:block" />
          <nav aria-label={t('shell.menu')}>
            <ul className="flex items-center">
              <li>
                <ShopLink to={href('wishList')} className={iconLink}>
                  <HeartIcon />
                  <span className="hidden sm:inline">{t('shell.wishList')}</span>
                  <span className="sr-only sm:hidden">{t('shell.wishList')}</span>
                </ShopLink>
              </li>
              <li>
                <MyAccountButton className={iconLink} />
              </li>
              <li>
                <ShopLink to={href('cart')} className={iconLink} data-testid="header-cart">
                  <span className="relative">
                    <CartIcon />
                    <CartCountBadge />
                  </span>
                  <span className="hidden sm:inline">{t('shell.cart')}</span>
                  <span className="sr-only sm:hidden">{t('shell.cart')}</span>
                </ShopLink>
              </li>
            </ul>
          </nav>
        </div>
      </div>
      <div className="mx-auto max-w-7xl px-4 pb-3">
        <div className="mx-auto max-w-3xl">
          <SearchBox menu={menu} />
        </div>
      </div>
      <LazyMobileMenu menu={menu} />
      <ChunkErrorBoundary onChunkError={() => showCartLoadFailed(t)}>
        <Suspense fallback={null}>
          <CartHost />
        </Suspense>
      </ChunkErrorBoundary>
      <Suspense fallback={null}>
        <ShopperHost />
      </Suspense>
    </header>
  )
}

import { useEffect, useRef, useState } from 'react'
import type { MenuItem } from '#core/schemas/static-data'
import { useI18n } from '#app/i18n/i18n'
import { useStore } from '#app/lib/store'
import { useRootData } from '#app/lib/root-data'
import { ChevronIcon } from '#app/ui/icons/chevron'
import { HeartIcon } from '#app/ui/icons/heart'
import { Spinner } from '#app/ui/icons/spinner'
import { UserIcon } from '#app/ui/icons/user'
import { SidePanel } from '#app/ui/side-panel'
import { LanguageSwitch, type LanguageSwitchLook } from './language-switch'
import { subItems } from './menu-items'
import { SERVICE_LINKS } from '#app/features/service/service-links'
import { setMobileMenuOpen, shellStore } from '#app/ui/shell-store'
import { Thumbnail } from '#app/ui/thumbnail'
import { ShopLink } from '#app/ui/shop-link'

/** The languages by their own names, as buttons on white. */
const LANGUAGE_LOOK: LanguageSwitchLook = {
  list: 'grid grid-cols-3 gap-2 text-sm',
  link: 'flex min-h-11 items-center justify-center rounded-md border px-2 font-medium',
  current: 'border-brand-700 bg-brand-50 text-brand-800',
  other: 'border-gray-300 text-gray-800 hover:bg-gray-50',
}

/**
 * The two-level menu panel below 1024 px (spec §2 "Menus"). Level 1 also reaches the account, the wish list,
 * the service pages and, at its top, the language choice (issues 10 and 32), which the phone's header has no
 * room for.
 */
export function MobileMenu({ menu }: { menu: MenuItem[] | null }) {
  const { t, href } = useI18n()
  const viewer = useRootData()?.viewer
  const open = useStore(shellStore, (state) => state.mobileMenuOpen)
  const [active, setActive] = useState<MenuItem | null>(null)
  const close = () => {
    setMobileMenuOpen(false)
    setActive(null)
  }
  // The button that opened a level is replaced by the level: focus goes to the level's first link, and back
  // to that button on "back", never to the body (WCAG 2.4.3).
  const levels = useRef<HTMLDivElement>(null)
  const cameFrom = useRef<string | null>(null)
  const moved = useRef(false)
  const openLevel = (item: MenuItem) => {
    cameFrom.current = item.link
    moved.current = true
    setActive(item)
  }
  const back = () => {
    moved.current = true
    setActive(null)
  }
  useEffect(() => {
    if (!moved.current) return
    moved.current = false
    const target = active
      ? levels.current?.querySelector<HTMLElement>('[data-testid="menu-level-2"] a')
      : [...(levels.current?.querySelectorAll<HTMLElement>('[data-menu-item]') ?? [])].find(
          (button) => button.dataset.menuItem === cameFrom.current,
        )
    target?.focus()
  }, [active])
  const row =
    'flex min-h-12 w-full items-center justify-between gap-3 border-b border-gray-100 px-1 py-2 text-left'
  const heading = 'mt-6 mb-1 px-1 text-xs font-semibold tracking-wide text-gray-600 uppercase'
  return (
    <SidePanel
      open={open}
      onClose={close}
      side="left"
      title={active ? active.label : t('shell.menu')}
      header={
        active ? (
          <button type="button" onClick={back} className="flex items-center gap-1 font-semibold">
            <ChevronIcon direction="left" />
            {t('shell.back')}
          </button>
        ) : undefined
      }
    >
      <div ref={levels}>
        {menu === null ? (
          <p className="flex items-center gap-2 text-gray-600">
            <Spinner /> {t('shell.loading')}
          </p>
        ) : active ? (
          <ul data-testid="menu-level-2">
            <li>
              <ShopLink to={active.link} onClick={close} className={`${row} font-semibold text-brand-800`}>
                {active.extended_label}
              </ShopLink>
            </li>
            {subItems(active).map((sub) => (
              <li key={sub.url}>
                <ShopLink to={sub.url} onClick={close} className={`${row} justify-start`}>
                  {sub.image ? (
                    <Thumbnail src={sub.image} size={40} className="size-10 rounded bg-gray-50" />
                  ) : null}
                  {sub.label}
                </ShopLink>
              </li>
            ))}
          </ul>
        ) : (
          <div data-testid="menu-level-1">
            {/* First, where a phone's shopper sees it on opening the menu: the header has no room for it below
              640 px (issue 32). */}
            <h3 className="mb-2 px-1 text-xs font-semibold tracking-wide text-gray-600 uppercase">
              {t('language.switch')}
            </h3>
            <LanguageSwitch look={LANGUAGE_LOOK} className="mb-4 px-1" />
            <h3 className="sr-only">{t('menu.assortment')}</h3>
            <ul>
              {menu.map((item) => (
                <li key={item.link}>
                  {subItems(item).length > 0 ? (
                    <button
                      type="button"
                      onClick={() => openLevel(item)}
                      data-menu-item={item.link}
                      className={`${row} font-medium`}
                    >
                      {item.label}
                      <ChevronIcon />
                    </button>
                  ) : (
                    <ShopLink to={item.link} onClick={close} className={`${row} font-medium`}>
                      {item.label}
                    </ShopLink>
                  )}
                </li>
              ))}
            </ul>

            <h3 className={heading}>{t('shell.menu.mine')}</h3>
            <ul data-testid="menu-personal">
              <li>
                <ShopLink
                  to={href(viewer ? 'account' : 'login')}
                  onClick={close}
                  className={`${row} justify-start`}
                >
                  <UserIcon className="size-5 text-gray-600" />
                  {viewer ? t('myAccount.hello', { name: viewer.first_name }) : t('shell.account')}
                </ShopLink>
              </li>
              <li>
                <ShopLink to={href('wishList')} onClick={close} className={`${row} justify-start`}>
                  <HeartIcon className="size-5 text-gray-600" />
                  {t('shell.wishList')}
                </ShopLink>
              </li>
            </ul>

            {SERVICE_LINKS.length > 0 ? (
              <>
                <h3 className={heading}>{t('shell.menu.service')}</h3>
                <ul data-testid="menu-service">
                  {SERVICE_LINKS.map((link) => (
                    <li key={link.route}>
                      <ShopLink to={href(link.route)} onClick={close} className={row}>
                        {t(link.label)}
                      </ShopLink>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </div>
        )}
      </div>
    </SidePanel>
  )
}

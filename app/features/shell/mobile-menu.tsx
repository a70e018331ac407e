import { useState } from 'react'
import { Link } from 'react-router'
import type { MenuItem } from '#core/schemas/static-data'
import { useI18n } from '#app/i18n/i18n'
import { useStore } from '#app/lib/store'
import { ChevronIcon } from '#app/ui/icons/chevron'
import { Spinner } from '#app/ui/icons/spinner'
import { SidePanel } from '#app/ui/side-panel'
import { subItems } from './menu-items'
import { setMobileMenuOpen, shellStore } from './shell-store'

/** The two-level menu panel below 1024 px (spec §2 "Menus"). */
export function MobileMenu({ menu }: { menu: MenuItem[] | null }) {
  const { t } = useI18n()
  const open = useStore(shellStore, (state) => state.mobileMenuOpen)
  const [active, setActive] = useState<MenuItem | null>(null)
  const close = () => {
    setMobileMenuOpen(false)
    setActive(null)
  }
  const row = 'flex w-full items-center justify-between gap-2 border-b border-gray-100 px-1 py-3 text-left'
  return (
    <SidePanel
      open={open}
      onClose={close}
      side="left"
      title={active ? active.label : t('shell.menu')}
      header={
        active ? (
          <button
            type="button"
            onClick={() => setActive(null)}
            className="flex items-center gap-1 font-semibold"
          >
            <ChevronIcon direction="left" />
            {t('shell.back')}
          </button>
        ) : undefined
      }
    >
      {menu === null ? (
        <p className="flex items-center gap-2 text-gray-600">
          <Spinner /> {t('shell.loading')}
        </p>
      ) : active ? (
        <ul data-testid="menu-level-2">
          <li>
            <Link to={active.link} onClick={close} className={`${row} font-semibold text-brand-800`}>
              {active.extended_label}
            </Link>
          </li>
          {subItems(active).map((sub) => (
            <li key={sub.url}>
              <Link to={sub.url} onClick={close} className={row}>
                {sub.label}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <ul data-testid="menu-level-1">
          {menu.map((item) => (
            <li key={item.link}>
              {subItems(item).length > 0 ? (
                <button type="button" onClick={() => setActive(item)} className={row}>
                  {item.label}
                  <ChevronIcon />
                </button>
              ) : (
                <Link to={item.link} onClick={close} className={row}>
                  {item.label}
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
    </SidePanel>
  )
}

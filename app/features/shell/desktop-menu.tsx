import { useEffect, useId, useRef, useState } from 'react'
import { Link } from 'react-router'
import type { MenuItem } from '#core/schemas/static-data'
import { useI18n } from '#app/i18n/i18n'
import { ChevronIcon, MenuIcon, Spinner } from '#app/ui/icons'
import { subItems, usesGrid } from './menu-items'

/**
 * The header menu from 1024 px: a button toggles a large dropdown with the main items on the left; hovering
 * or clicking one shows its sub-items on the right (spec §2 "Menus").
 */
export function DesktopMenu({ menu }: { menu: MenuItem[] | null }) {
  const { t } = useI18n()
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(0)
  const panelId = useId()
  const container = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false)
    const onPointer = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [open])

  const current = menu?.[active]
  return (
    <div ref={container} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className="flex items-center gap-2 rounded px-3 py-2 font-semibold hover:bg-white/10"
      >
        <MenuIcon className="size-5" />
        {t('menu.assortment')}
        <ChevronIcon direction="down" />
      </button>
      {open ? (
        <div
          id={panelId}
          className="absolute top-full left-0 z-30 mt-2 flex w-[min(64rem,calc(100vw-2rem))] overflow-hidden rounded-lg bg-white text-gray-900 shadow-2xl"
        >
          {menu === null ? (
            <p className="flex items-center gap-2 p-6 text-gray-600">
              <Spinner /> {t('shell.loading')}
            </p>
          ) : (
            <>
              <ul className="w-64 shrink-0 border-r border-gray-200 bg-gray-50 py-2">
                {menu.map((item, index) => (
                  <li key={item.link}>
                    <button
                      type="button"
                      onMouseEnter={() => setActive(index)}
                      onFocus={() => setActive(index)}
                      onClick={() => setActive(index)}
                      aria-current={index === active ? 'true' : undefined}
                      className={`flex w-full items-center justify-between px-4 py-2.5 text-left text-sm font-medium ${
                        index === active ? 'bg-white text-brand-800' : 'hover:bg-white'
                      }`}
                    >
                      {item.label}
                      <ChevronIcon />
                    </button>
                  </li>
                ))}
              </ul>
              {current ? (
                <div className="flex-1 p-6">
                  <Link
                    to={current.link}
                    onClick={() => setOpen(false)}
                    className="mb-4 inline-block font-semibold text-brand-700 hover:underline"
                  >
                    {current.extended_label}
                  </Link>
                  <ul
                    data-testid="menu-sub-items"
                    className={
                      usesGrid(current)
                        ? 'grid grid-cols-2 gap-x-6 gap-y-1 xl:grid-cols-3'
                        : 'grid grid-cols-1 gap-y-1'
                    }
                  >
                    {subItems(current).map((sub) => (
                      <li key={sub.url}>
                        <Link
                          to={sub.url}
                          onClick={() => setOpen(false)}
                          className="block rounded px-2 py-1.5 text-sm hover:bg-gray-100"
                        >
                          {sub.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
            </>
          )}
        </div>
      ) : null}
    </div>
  )
}

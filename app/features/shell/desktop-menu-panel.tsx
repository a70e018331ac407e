import { Link } from 'react-router'
import type { MenuItem } from '#core/schemas/static-data'
import { useI18n } from '#app/i18n/i18n'
import { ChevronIcon } from '#app/ui/icons/chevron'
import { Spinner } from '#app/ui/icons/spinner'
import { subItems, usesGrid } from './menu-items'

/**
 * The content of the desktop menu's dropdown: the main items on the left, the hovered or clicked one's
 * sub-items on the right. A chunk of its own, loaded when the menu is first opened (docs/decisions/0042).
 */
export function DesktopMenuPanel({
  menu,
  active,
  setActive,
  close,
}: {
  menu: MenuItem[] | null
  active: number
  setActive: (index: number) => void
  close: () => void
}) {
  const { t } = useI18n()
  const current = menu?.[active]
  return (
    <>
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
                onClick={close}
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
                      onClick={close}
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
    </>
  )
}

import type { MenuItem } from '#core/schemas/static-data'
import { useI18n } from '#app/i18n/i18n'
import { buttonClass } from '#app/ui/button'
import { ChevronIcon } from '#app/ui/icons/chevron'
import { Spinner } from '#app/ui/icons/spinner'
import { subItems, usesGrid, type SubItem } from './menu-items'
import { Thumbnail } from '#app/ui/thumbnail'
import { ShopLink } from '#app/ui/shop-link'

/**
 * The content of the desktop menu's dropdown: the main items on the left, the hovered or clicked one's
 * sub-items on the right with their pictures (spec §3 "Menu item"), in two columns or three on wide screens
 * (spec §2 "Menus"), and beside them a featured block that leads to the whole main item. A chunk of its own,
 * loaded when the menu is first opened (docs/decisions/0042).
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
  if (menu === null)
    return (
      <p className="flex items-center gap-2 p-6 text-gray-600">
        <Spinner /> {t('shell.loading')}
      </p>
    )
  const subs = current ? subItems(current) : []
  return (
    <>
      <ul className="w-64 shrink-0 overflow-y-auto border-r border-gray-200 bg-gray-50 py-2">
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
        <div className="flex min-w-0 flex-1 gap-6 overflow-y-auto p-6">
          <div className="min-w-0 flex-1">
            {/* The link to the whole item is the featured block's, once (issue 32). */}
            <p className="mb-4 border-b border-gray-100 pb-3 text-lg font-bold text-gray-900">
              {current.label}
            </p>
            <ul
              data-testid="menu-sub-items"
              className={
                usesGrid(current)
                  ? 'grid grid-cols-2 gap-x-4 gap-y-2 min-[90rem]:grid-cols-3'
                  : 'grid grid-cols-1 gap-y-1'
              }
            >
              {subs.map((sub) => (
                <li key={sub.url}>
                  <ShopLink
                    to={sub.url}
                    onClick={close}
                    className="flex items-center gap-3 rounded-md p-2 text-sm font-medium text-gray-900 hover:bg-gray-50 hover:text-brand-700"
                  >
                    {sub.image ? (
                      <Thumbnail src={sub.image} size={48} className="size-12 rounded-md bg-gray-50" />
                    ) : null}
                    {sub.label}
                  </ShopLink>
                </li>
              ))}
            </ul>
          </div>
          <FeaturedBlock item={current} subs={subs} close={close} />
        </div>
      ) : null}
    </>
  )
}

/** The main item as a card: pictures of its range and a link to all of it. */
function FeaturedBlock({ item, subs, close }: { item: MenuItem; subs: SubItem[]; close: () => void }) {
  const { t } = useI18n()
  const pictures = subs.flatMap((sub) => (sub.image ? [sub.image] : [])).slice(0, 3)
  return (
    <aside
      aria-label={t('menu.featured')}
      className="hidden w-56 shrink-0 flex-col gap-3 rounded-lg bg-brand-50 p-4 lg:flex"
      data-testid="menu-featured"
    >
      <p className="text-xs font-semibold tracking-wide text-brand-800 uppercase">{t('menu.featured')}</p>
      {pictures.length > 0 ? (
        <div className="grid grid-cols-2 gap-2" aria-hidden="true">
          {pictures.map((src, index) => (
            <img
              key={src}
              src={src}
              alt=""
              width={96}
              height={96}
              className={`w-full rounded-md bg-white object-contain ${index === 0 ? 'col-span-2 h-28' : 'h-20'}`}
            />
          ))}
        </div>
      ) : null}
      <p className="font-bold text-gray-900">{item.label}</p>
      <ShopLink to={item.link} onClick={close} className={buttonClass('primary', 'mt-auto w-full')}>
        {item.extended_label}
      </ShopLink>
    </aside>
  )
}

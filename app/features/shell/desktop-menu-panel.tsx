import { useEffect, useId, useRef, type KeyboardEvent, type RefObject } from 'react'
import type { MenuItem } from '#core/schemas/static-data'
import { useI18n } from '#app/i18n/i18n'
import { buttonClass } from '#app/ui/button'
import { ChevronIcon } from '#app/ui/icons/chevron'
import { Spinner } from '#app/ui/icons/spinner'
import { subItems, usesGrid, type SubItem } from './menu-items'
import { Thumbnail } from '#app/ui/thumbnail'
import { ShopLink } from '#app/ui/shop-link'
import { MediaImage } from '#app/ui/media-image'

/**
 * The content of the desktop menu's dropdown: the main items on the left, the hovered or chosen one's
 * sub-items on the right with their pictures (spec §3 "Menu item"), in two columns or three on wide screens
 * (spec §2 "Menus"), and beside them a featured block that leads to the whole main item. A chunk of its own,
 * loaded when the menu is first opened (docs/decisions/0042).
 *
 * Keyboard (WAI-ARIA disclosure navigation, docs/decisions/0100): each main item is a disclosure button whose
 * sub-items follow it in the DOM (placed on the right), so Tab goes from the chosen item into its sub-items and
 * on to the next item. Focus alone never changes the choice; Enter or Space does (a click), as hovering does
 * for the mouse. Up and Down move between the items, Right enters the sub-items, Left returns to the item;
 * Escape (in `DesktopMenu`) closes the menu.
 */
export function DesktopMenuPanel({
  menu,
  active,
  setActive,
  close,
  container,
  toggle,
}: {
  menu: MenuItem[] | null
  active: number
  setActive: (index: number) => void
  close: () => void
  /** The whole menu, its button included: what counts as inside. */
  container: RefObject<HTMLElement | null>
  /** The menu's button, where Escape returns focus. */
  toggle: RefObject<HTMLElement | null>
}) {
  const { t } = useI18n()
  // Escape closes, returning focus that was in the menu to its button, never to the body (WCAG 2.4.3); a
  // pointer outside closes (before a panel or modal opens there), and so does focus moving outside (Tab past
  // the end, Shift+Tab before the button).
  useEffect(() => {
    const inside = (node: EventTarget | null) => container.current?.contains(node as Node) ?? false
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return
      if (inside(document.activeElement)) toggle.current?.focus()
      close()
    }
    const onOutside = (event: Event) => {
      if (!inside(event.target)) close()
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onOutside)
    document.addEventListener('focusin', onOutside)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onOutside)
      document.removeEventListener('focusin', onOutside)
    }
  }, [close, container, toggle])
  const baseId = useId()
  const list = useRef<HTMLUListElement>(null)
  // Right on an item that was not chosen yet: its sub-items take focus once they are rendered.
  const enterSubs = useRef(false)
  useEffect(() => {
    if (!enterSubs.current) return
    enterSubs.current = false
    list.current?.querySelector<HTMLElement>('[data-menu-subs] a')?.focus()
  }, [active])
  if (menu === null)
    return (
      <p className="flex items-center gap-2 p-6 text-gray-600">
        <Spinner /> {t('shell.loading')}
      </p>
    )

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const target = event.target as HTMLElement
    const buttons = [...list.current!.querySelectorAll<HTMLElement>('[data-menu-item]')]
    const subs = target.closest<HTMLElement>('[data-menu-subs]')
    const items = subs ? [...subs.querySelectorAll<HTMLElement>('a')] : buttons
    const index = items.indexOf(target)
    if (index < 0) return
    const move: Record<string, number | undefined> = {
      ArrowDown: (index + 1) % items.length,
      ArrowUp: (index - 1 + items.length) % items.length,
      Home: 0,
      End: items.length - 1,
    }
    let next = move[event.key] !== undefined ? items[move[event.key]!] : undefined
    if (event.key === 'ArrowLeft' && subs) next = buttons[active]
    if (event.key === 'ArrowRight' && !subs) {
      if (index === active) next = list.current!.querySelector<HTMLElement>('[data-menu-subs] a') ?? undefined
      else {
        enterSubs.current = true
        setActive(index)
        event.preventDefault()
      }
    }
    if (!next) return
    event.preventDefault()
    next.focus()
  }

  return (
    <ul
      ref={list}
      onKeyDown={onKeyDown}
      className="w-64 shrink-0 overflow-y-auto border-r border-gray-200 bg-gray-50 py-2"
    >
      {menu.map((item, index) => {
        const expanded = index === active
        const panelId = `${baseId}-${index}`
        return (
          <li key={item.link}>
            <button
              type="button"
              data-menu-item
              onMouseEnter={() => setActive(index)}
              onClick={() => setActive(index)}
              aria-expanded={expanded}
              // Only the shown sub-items exist in the DOM.
              aria-controls={expanded ? panelId : undefined}
              className={`flex w-full items-center justify-between px-4 py-2.5 text-left text-sm font-medium ${
                expanded ? 'bg-white text-brand-800' : 'hover:bg-white'
              }`}
            >
              {item.label}
              <ChevronIcon />
            </button>
            {expanded ? <SubItemsPanel id={panelId} item={item} close={close} /> : null}
          </li>
        )
      })}
    </ul>
  )
}

/**
 * The chosen item's sub-items and featured block, right after its button in the DOM (the Tab order) and
 * placed on the right of the dropdown, whose width and height it fills.
 */
function SubItemsPanel({ id, item, close }: { id: string; item: MenuItem; close: () => void }) {
  const subs = subItems(item)
  return (
    <div
      id={id}
      data-menu-subs
      className="absolute inset-y-0 right-0 left-64 flex min-w-0 gap-6 overflow-y-auto p-6"
    >
      <div className="min-w-0 flex-1">
        {/* The link to the whole item is the featured block's, once (issue 32). */}
        <p className="mb-4 border-b border-gray-100 pb-3 text-lg font-bold text-gray-900">{item.label}</p>
        <ul
          data-testid="menu-sub-items"
          className={
            usesGrid(item)
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
      <FeaturedBlock item={item} subs={subs} close={close} />
    </div>
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
            <MediaImage
              key={src}
              src={src}
              alt=""
              width={96}
              height={96}
              eager
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

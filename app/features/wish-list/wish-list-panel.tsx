import { useEffect, useRef, useState } from 'react'
import { Link, useLocation } from 'react-router'
import type { WishList } from '#core/schemas/wish-list'
import { useI18n, useMessages } from '#app/i18n/i18n'
import { buttonClass } from '#app/ui/button'
import { CheckIcon } from '#app/ui/icons/check'
import { CloseIcon } from '#app/ui/icons/close'
import { Spinner } from '#app/ui/icons/spinner'
import { announce } from '#app/ui/live-announcer'
import { SidePanel } from '#app/ui/side-panel'
import { Thumbnail } from '#app/ui/thumbnail'
import { CreateListForm } from './create-list-form'
import { addToWishList, fetchWishLists, removeFromWishList } from './wish-list-api'
import {
  closeWishListPanel,
  useWishList,
  type WishListPanelProduct,
} from '#app/features/product-card/wish-list-button'

/** Spec §4 "Wish list panel": what a list's row shows besides its tick. */
type RowState = 'none' | 'loading' | 'success' | 'failed'

/** A guest without a list yet sees their first list before it exists; ticking it makes it (wish_list_id null). */
const FIRST_LIST = 0

/**
 * The add-to-list panel (spec §2 "Wish list panels", §4, §6): a checkbox per list; ticking adds the product,
 * unticking removes it, a failure shows a failed icon on that list, each answer is announced. A guest's first
 * list is ticked at once; only a logged-in customer creates lists here and gets the close and "to favourites"
 * buttons (a guest gets the login instead). The panel never closes by itself (WCAG 2.2.1, docs/decisions/0108):
 * it holds checkboxes and a login link; the close button and Escape close it.
 */
export function WishListPanel() {
  useMessages('shopper')
  const product = useWishList((state) => state.panel)
  if (!product) return null
  return <PanelBody key={product.id} product={product} />
}

function PanelBody({ product }: { product: WishListPanelProduct }) {
  const { t, locale, href } = useI18n()
  const location = useLocation()
  const entry = useWishList((state) => state.items[product.id])
  const [lists, setLists] = useState<WishList[] | null>(null)
  const [authenticated, setAuthenticated] = useState(false)
  const [loadFailed, setLoadFailed] = useState(false)
  const [busy, setBusy] = useState<Record<number, 'loading' | 'failed'>>({})
  const autoTicked = useRef(false)

  const onList = (listId: number) => entry?.wish_lists.find((list) => list.id === listId)
  /** The list's name as its row shows it (a guest's first list has no name before it exists). */
  const listName = (listId: number, all: WishList[]) =>
    all.find((list) => list.id === listId)?.name ?? t('wishList.defaultName')
  const rowState = (listId: number): RowState => busy[listId] ?? (onList(listId) ? 'success' : 'none')

  const add = async (listId: number) => {
    setBusy((state) => ({ ...state, [listId]: 'loading' }))
    try {
      const response = await addToWishList(locale, {
        wish_list_id: listId === FIRST_LIST ? null : listId,
        product_id: product.id,
      })
      setLists(response.wish_lists)
      setBusy(({ [listId]: _, ...rest }) => rest)
      // A guest's first list has its id and name only now: the answer holds just that list.
      const list =
        listId === FIRST_LIST ? response.wish_lists[0]?.name : listName(listId, response.wish_lists)
      announce(t('wishList.panel.savedIn', { name: product.name, list: list ?? t('wishList.defaultName') }))
      return true
    } catch {
      setBusy((state) => ({ ...state, [listId]: 'failed' }))
      return false
    }
  }

  const remove = async (listId: number, itemId: number) => {
    setBusy((state) => ({ ...state, [listId]: 'loading' }))
    try {
      const response = await removeFromWishList(locale, itemId)
      setLists(response.wish_lists)
      setBusy(({ [listId]: _, ...rest }) => rest)
      announce(
        t('wishList.panel.removedFrom', { name: product.name, list: listName(listId, response.wish_lists) }),
      )
    } catch {
      setBusy((state) => ({ ...state, [listId]: 'failed' }))
    }
  }

  // Spec §6: a guest's product goes to their first list at once. The spec's close 2 s later is not done: a
  // panel with controls that closes by itself takes them away mid-use (WCAG 2.2.1, docs/decisions/0108).
  const autoAdd = (guestLists: WishList[]) => {
    if (autoTicked.current) return
    autoTicked.current = true
    const first = guestLists[0]?.id ?? FIRST_LIST
    if (onList(first)) return
    void add(first)
  }

  useEffect(() => {
    let live = true
    fetchWishLists(locale).then(
      (response) => {
        if (!live) return
        setLists(response.data)
        setAuthenticated(response.authenticated)
        if (!response.authenticated) autoAdd(response.data)
      },
      () => live && setLoadFailed(true),
    )
    return () => {
      live = false
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per opening
  }, [locale])

  const rows: WishList[] | null =
    lists && lists.length === 0
      ? [
          {
            id: FIRST_LIST,
            name: t('wishList.defaultName'),
            is_public: false,
            public_url: '',
            item_quantity: 0,
          },
        ]
      : lists
  const loginHref = `${href('login')}?redirect=${encodeURIComponent(location.pathname + location.search)}`

  return (
    <SidePanel
      open
      onClose={closeWishListPanel}
      title={t('wishList.panel.title')}
      footer={
        authenticated ? (
          <div className="grid grid-cols-2 gap-2">
            <button type="button" className={buttonClass('gray-outline')} onClick={closeWishListPanel}>
              {t('wishList.panel.close')}
            </button>
            <Link to={href('wishList')} className={buttonClass('primary')} onClick={closeWishListPanel}>
              {t('wishList.panel.toFavorites')}
            </Link>
          </div>
        ) : lists ? (
          <p className="text-sm text-gray-700">
            {t('wishList.panel.guestNote')}{' '}
            <Link
              to={loginHref}
              className="font-semibold text-brand-700 underline"
              onClick={closeWishListPanel}
            >
              {t('wishList.panel.login')}
            </Link>
          </p>
        ) : null
      }
    >
      <div className="flex items-center gap-3 rounded-md bg-gray-50 p-3">
        {product.image ? <Thumbnail src={product.image} size={56} className="size-14" /> : null}
        <p className="text-sm font-semibold text-gray-900">{product.name}</p>
      </div>
      {loadFailed ? (
        <p role="alert" className="mt-4 text-sm text-red-700">
          {t('wishList.panel.loadFailed')}
        </p>
      ) : !rows ? (
        <p className="mt-4 flex items-center gap-2 text-sm text-gray-700" role="status">
          <Spinner className="size-4" /> {t('wishList.panel.loading')}
        </p>
      ) : (
        <fieldset className="mt-4" data-testid="wish-list-panel-lists">
          <legend className="mb-2 text-sm font-semibold text-gray-900">{t('wishList.panel.lists')}</legend>
          <ul className="flex flex-col divide-y divide-gray-100">
            {rows.map((list) => {
              const state = rowState(list.id)
              const item = onList(list.id)
              return (
                <li key={list.id} className="flex min-h-12 items-center gap-3" data-state={state}>
                  <input
                    id={`wish-list-${list.id}`}
                    type="checkbox"
                    className="size-5 rounded border-gray-400 accent-brand-700"
                    checked={Boolean(item)}
                    disabled={state === 'loading'}
                    onChange={() => (item ? void remove(list.id, item.item_id) : void add(list.id))}
                  />
                  <label htmlFor={`wish-list-${list.id}`} className="flex-1 text-sm text-gray-900">
                    {list.name}
                    <span className="ml-1 text-gray-500">
                      ({t('wishList.page.items', { count: list.item_quantity })})
                    </span>
                  </label>
                  <RowIcon state={state} />
                </li>
              )
            })}
          </ul>
        </fieldset>
      )}
      {authenticated ? (
        <section className="mt-6 border-t border-gray-200 pt-4">
          <h3 className="mb-2 text-sm font-semibold text-gray-900">{t('wishList.panel.newList')}</h3>
          <CreateListForm
            showPublic={false}
            onCreated={(list) => {
              setLists((current) => [...(current ?? []), list])
              void add(list.id)
            }}
          />
        </section>
      ) : null}
    </SidePanel>
  )
}

function RowIcon({ state }: { state: RowState }) {
  const { t } = useI18n()
  if (state === 'loading')
    return (
      <span role="status" className="text-gray-600">
        <Spinner className="size-4" />
        <span className="sr-only">{t('wishList.panel.state.loading')}</span>
      </span>
    )
  if (state === 'failed')
    return (
      <span
        role="alert"
        className="flex items-center gap-1 text-xs text-red-700"
        data-testid="wish-list-failed"
      >
        <CloseIcon className="size-4" />
        <span className="sr-only">{t('wishList.panel.state.failed')}</span>
      </span>
    )
  if (state === 'success')
    return (
      <span className="text-green-700">
        <CheckIcon className="size-4" />
        <span className="sr-only">{t('wishList.panel.state.success')}</span>
      </span>
    )
  return null
}

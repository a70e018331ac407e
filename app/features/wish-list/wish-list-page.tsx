import { useEffect, useRef, useState } from 'react'
import { Link, useLocation, useNavigate, useRevalidator } from 'react-router'
import type { WishListPage } from '#core/schemas/wish-list'
import { ProductCard } from '#app/features/product-card/product-card'
import { openModal } from '#app/ui/shell-store'
import { useI18n, useMessages } from '#app/i18n/i18n'
import { Button } from '#app/ui/button'
import { PlusIcon } from '#app/ui/icons/plus'
import { CloseIcon } from '#app/ui/icons/close'
import { focusElement } from '#app/ui/focus'
import { announce } from '#app/ui/live-announcer'
import { SidePanel } from '#app/ui/side-panel'
import { CreateListForm } from './create-list-form'
import { EditListPanel } from './edit-list-panel'
import { removeFromWishList } from './wish-list-api'

/**
 * The wish-list overview (spec §2 /wish-list): the shopper's lists beside the chosen one's products. A
 * logged-in customer creates, edits, shares and deletes lists; a guest sees their list and the login. Someone
 * else's public list is shown read only.
 */
export function WishListPageView({ page }: { page: WishListPage }) {
  useMessages('shopper')
  const { t, href } = useI18n()
  const location = useLocation()
  const navigate = useNavigate()
  const [creating, setCreating] = useState(false)
  const [editing, setEditing] = useState(false)
  const { current, lists, authenticated } = page
  const own = current?.own ?? true
  const loginHref = `${href('login')}?redirect=${encodeURIComponent(location.pathname)}`

  return (
    <div className="flex flex-col gap-6" data-testid="wish-list-page">
      <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{t('page.wishList')}</h1>
      {!authenticated && own ? (
        <p className="rounded-md border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900">
          {t('wishList.page.guestLogin')}{' '}
          <Link to={loginHref} className="font-semibold underline">
            {t('wishList.panel.login')}
          </Link>
        </p>
      ) : null}
      <div className="flex flex-col gap-6 lg:grid lg:grid-cols-[16rem_1fr] lg:gap-8">
        {own ? (
          <nav aria-label={t('wishList.page.lists')} className="flex flex-col gap-3">
            <h2 className="text-sm font-semibold text-gray-700">{t('wishList.page.lists')}</h2>
            {lists.length > 0 ? (
              <ul className="flex gap-2 overflow-x-auto lg:flex-col" data-testid="wish-list-lists">
                {lists.map((list) => (
                  <li key={list.id} className="shrink-0">
                    <Link
                      to={list.public_url}
                      aria-current={current?.list.id === list.id ? 'page' : undefined}
                      className="flex items-center justify-between gap-3 rounded-md border border-gray-200 bg-white px-3 py-2 text-sm hover:border-brand-700 aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-50 aria-[current=page]:font-semibold"
                    >
                      <span className="truncate">{list.name}</span>
                      <span className="text-xs text-gray-600">{list.item_quantity}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
            {authenticated ? (
              <Button variant="gray-outline" onClick={() => setCreating(true)} data-testid="wish-list-new">
                <PlusIcon /> {t('wishList.page.newList')}
              </Button>
            ) : null}
          </nav>
        ) : null}
        <section className={own ? '' : 'lg:col-span-2'} aria-labelledby="wish-list-current">
          {current ? (
            <CurrentList current={current} canEdit={own && authenticated} onEdit={() => setEditing(true)} />
          ) : (
            <p className="rounded-md bg-gray-50 p-6 text-gray-700" data-testid="wish-list-none">
              {t('wishList.page.noLists')}
            </p>
          )}
        </section>
      </div>
      <SidePanel open={creating} onClose={() => setCreating(false)} title={t('wishList.createTitle')}>
        <CreateListForm
          onCreated={(_list, redirectTo) => {
            setCreating(false)
            void navigate(redirectTo)
          }}
        />
      </SidePanel>
      {current && own && authenticated ? (
        <EditListPanel
          key={current.list.id}
          open={editing}
          onClose={() => setEditing(false)}
          list={current.list}
          deletable={lists.length > 1}
        />
      ) : null}
    </div>
  )
}

function CurrentList({
  current,
  canEdit,
  onEdit,
}: {
  current: NonNullable<WishListPage['current']>
  canEdit: boolean
  onEdit: () => void
}) {
  const { t, locale } = useI18n()
  const revalidator = useRevalidator()
  const { list, products, own } = current
  const container = useRef<HTMLDivElement>(null)
  // The place of the card just removed, until the list without it is on the screen.
  const removedAt = useRef<number | null>(null)
  useEffect(() => {
    const index = removedAt.current
    if (index === null) return
    removedAt.current = null
    // The pressed button went with its card: focus goes to the card now in its place, the previous one, or
    // the list's name, never to the body (WCAG 2.4.3).
    const buttons = container.current?.querySelectorAll<HTMLElement>('[data-testid="wish-list-remove"]')
    const next = buttons?.[Math.min(index, buttons.length - 1)]
    focusElement(next ?? container.current?.querySelector<HTMLElement>('#wish-list-current'))
  }, [products])
  const remove = async (product: (typeof products)[number], index: number) => {
    try {
      await removeFromWishList(locale, product.item_id)
      removedAt.current = index
      await revalidator.revalidate()
      announce(t('wishList.page.removed', { name: product.name }))
    } catch {
      removedAt.current = null
      openModal({
        title: t('wishList.page.removeFailed'),
        buttons: [{ label: t('wishList.link.accept'), type: 'primary' }],
      })
    }
  }
  return (
    <div ref={container} className="flex flex-col gap-4">
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-gray-200 pb-3">
        <div>
          {!own ? (
            <p className="text-xs font-semibold text-brand-700 uppercase">{t('wishList.page.shared')}</p>
          ) : null}
          <h2 id="wish-list-current" className="text-xl font-semibold text-gray-900">
            {list.name}
          </h2>
          <p className="flex items-center gap-2 text-sm text-gray-600">
            {t('wishList.page.items', { count: list.item_quantity })}
            {own ? (
              <span
                className={`rounded px-1.5 py-0.5 text-xs font-semibold ${list.is_public ? 'bg-green-50 text-green-800' : 'bg-gray-100 text-gray-700'}`}
                data-testid="wish-list-visibility"
              >
                {t(list.is_public ? 'wishList.page.public' : 'wishList.page.private')}
              </span>
            ) : null}
          </p>
        </div>
        {canEdit ? (
          <Button variant="gray-outline" onClick={onEdit} data-testid="wish-list-edit">
            {t('wishList.page.edit')}
          </Button>
        ) : null}
      </header>
      {products.length === 0 ? (
        <p className="rounded-md bg-gray-50 p-6 text-gray-700">{t('wishList.page.empty')}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4" data-testid="wish-list-products">
          {products.map((product, index) => (
            <li key={product.id} className="relative">
              <ProductCard product={product} layout="category" />
              {own ? (
                <button
                  type="button"
                  onClick={() => void remove(product, index)}
                  aria-label={t('wishList.page.remove', { name: product.name })}
                  className="absolute top-2 right-2 rounded-full border border-gray-200 bg-white p-2 text-gray-700 shadow-sm hover:text-red-700 focus-visible:outline-2 focus-visible:outline-brand-700"
                  data-testid="wish-list-remove"
                >
                  <CloseIcon />
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

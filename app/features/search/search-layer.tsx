import { type RefObject, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { Link, useLocation, useNavigate } from 'react-router'
import {
  SEARCH_DESKTOP_DEBOUNCE_MS,
  SEARCH_HITS_PER_GROUP,
  SEARCH_INPUT_MAX_LENGTH,
  SEARCH_STALLED_DELAY_MS,
} from '#core/constants'
import type { Locale } from '#core/locales'
import type { Product } from '#core/schemas/catalog'
import {
  roundedEstimate,
  searchIndexName,
  type CategoryHit,
  type ContentHit,
  type PopularTermHit,
  type ProductHit,
  type SearchIndex,
  type SearchResult,
} from '#core/schemas/search'
import type { MenuItem } from '#core/schemas/static-data'
import { visitedProductIds } from '#app/features/catalog/last-viewed'
import { useI18n, useMessages } from '#app/i18n/i18n'
import { frontApi } from '#app/lib/front-api'
import { CloseIcon } from '#app/ui/icons/close'
import { SearchIcon } from '#app/ui/icons/search'
import { Spinner } from '#app/ui/icons/spinner'
import { Price } from '#app/ui/price'
import { Thumbnail } from '#app/ui/thumbnail'
import { useIsDesktop } from '#app/ui/use-media-query'
import { createSearchClient } from './search-client'

const GROUPS: SearchIndex[] = ['popular_terms', 'categories', 'products', 'content']

export interface GroupedResults {
  query: string
  results: Record<SearchIndex, SearchResult>
}

/**
 * The four-index batch for a query, debounced (spec §7, §9: 600 ms), with `stalled` once a request takes
 * longer than 200 ms. An empty query asks nothing and has no results.
 */
function useGroupedSearch(query: string, locale: Locale, setStalled: (stalled: boolean) => void) {
  const client = useMemo(() => createSearchClient(locale), [locale])
  const [answer, setAnswer] = useState<GroupedResults | null>(null)
  useEffect(() => {
    const text = query.trim()
    if (!text) return
    const controller = new AbortController()
    let stalledTimer: ReturnType<typeof setTimeout> | undefined
    const debounce = setTimeout(() => {
      stalledTimer = setTimeout(() => setStalled(true), SEARCH_STALLED_DELAY_MS)
      client
        .search(
          GROUPS.map((index) => ({
            indexName: searchIndexName(index, locale),
            query: text,
            hitsPerPage: SEARCH_HITS_PER_GROUP,
            // What the box shows while typing is no search yet (half words): the search page counts the
            // ones a shopper asks for, for the popular terms.
            analytics: false,
          })),
          controller.signal,
        )
        .then(({ results }) => {
          setAnswer({
            query: text,
            results: Object.fromEntries(
              GROUPS.map((index, i) => [index, results[i]!]),
            ) as GroupedResults['results'],
          })
        })
        .catch(() => {
          // A failed or aborted search leaves the last results; the next keystroke tries again.
        })
        .finally(() => {
          clearTimeout(stalledTimer)
          if (!controller.signal.aborted) setStalled(false)
        })
    }, SEARCH_DESKTOP_DEBOUNCE_MS)
    return () => {
      clearTimeout(debounce)
      clearTimeout(stalledTimer)
      controller.abort()
      setStalled(false)
    }
  }, [client, locale, query, setStalled])
  return answer
}

/** The last-viewed products (spec §1), shown while the query is empty; none when local storage has none. */
function useLastViewed(locale: Locale): Product[] {
  const [products, setProducts] = useState<Product[]>([])
  useEffect(() => {
    const ids = visitedProductIds().slice(0, SEARCH_HITS_PER_GROUP)
    if (ids.length === 0) return
    const controller = new AbortController()
    frontApi<{ products: Product[] }>('product', {
      method: 'POST',
      body: { ids },
      locale,
      signal: controller.signal,
    })
      .then(({ products: found }) => {
        const byId = new Map(found.map((product) => [product.id, product]))
        setProducts(ids.flatMap((id) => byId.get(id) ?? []))
      })
      .catch(() => undefined)
    return () => controller.abort()
  }, [locale])
  return products
}

export interface SearchLayerProps {
  /** Grows with every focus of the header box. */
  focusCount: number
  inputRef: RefObject<HTMLInputElement | null>
  menu: MenuItem[] | null
}

/**
 * The search results of the header box (spec §2, §4 "Search"): on desktop a popover under the box over a
 * dimmed page, opened on focus when there are hits and when hits arrive for a non-empty query; below 1024 px
 * a full-screen overlay with its own box, a close button and the menu, whose closing clears the query and
 * gives the page its scrolling back. Resizing across 1024 px switches between the two. The search page
 * shows neither. Takes over the header form: its typing, its reset and its submit (a client navigation).
 */
export function SearchLayer({ focusCount, inputRef, menu }: SearchLayerProps) {
  useMessages('search')
  const { locale, href } = useI18n()
  const navigate = useNavigate()
  const location = useLocation()
  const desktop = useIsDesktop()
  const [query, setQueryState] = useState('')
  const [focused, setFocused] = useState(true)
  const [stalled, setStalled] = useState(false)
  const [popoverOpen, setPopoverOpen] = useState(false)
  const [overlayOpen, setOverlayOpen] = useState(false)
  const answer = useGroupedSearch(query, locale, setStalled)
  const lastViewed = useLastViewed(locale)
  const onSearchPage = location.pathname === href('search')

  const setQuery = useCallback(
    (value: string) => {
      setQueryState(value)
      if (inputRef.current && inputRef.current.value !== value) inputRef.current.value = value
    },
    [inputRef],
  )

  // The header form's own events.
  useEffect(() => {
    const input = inputRef.current
    const form = input?.form
    if (!input || !form) return
    const onInput = () => setQueryState(input.value)
    const onReset = () => setQueryState('')
    const onFocus = () => setFocused(true)
    const onBlur = () => setFocused(false)
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault()
      const text = input.value.trim()
      if (!text) return
      input.blur()
      setPopoverOpen(false)
      void navigate(`${href('search')}?${new URLSearchParams({ q: text }).toString()}`)
    }
    // What was typed while this chunk loaded (the box is outside React's state).
    onInput()
    input.addEventListener('input', onInput)
    input.addEventListener('focus', onFocus)
    input.addEventListener('blur', onBlur)
    form.addEventListener('reset', onReset)
    form.addEventListener('submit', onSubmit)
    return () => {
      input.removeEventListener('input', onInput)
      input.removeEventListener('focus', onFocus)
      input.removeEventListener('blur', onBlur)
      form.removeEventListener('reset', onReset)
      form.removeEventListener('submit', onSubmit)
    }
  }, [href, inputRef, navigate])

  const trimmed = query.trim()
  // While the next answer is on its way the last one stays in view.
  const shown = trimmed ? answer : null
  const hasHits = trimmed ? (shown ? total(shown) > 0 : false) : lastViewed.length > 0
  const visible = trimmed ? shown !== null : lastViewed.length > 0

  // Focus: on desktop the popover opens when there is something to show; below 1024 px the overlay opens.
  const [seenFocus, setSeenFocus] = useState(0)
  if (focusCount !== seenFocus) {
    setSeenFocus(focusCount)
    if (!onSearchPage) {
      if (desktop) setPopoverOpen(hasHits)
      else setOverlayOpen(true)
    }
  }
  // Hits arriving for a non-empty query open the popover while the box has the focus.
  const [seenAnswer, setSeenAnswer] = useState(answer)
  if (answer !== seenAnswer) {
    setSeenAnswer(answer)
    if (answer && total(answer) > 0 && desktop && !onSearchPage && focused) setPopoverOpen(true)
  }
  // Another page closes both.
  const page = location.pathname + location.search
  const [seenPage, setSeenPage] = useState(page)
  if (page !== seenPage) {
    setSeenPage(page)
    setPopoverOpen(false)
    setOverlayOpen(false)
  }
  // Crossing 1024 px: what was open on one side opens on the other.
  const [seenDesktop, setSeenDesktop] = useState(desktop)
  if (desktop !== seenDesktop) {
    setSeenDesktop(desktop)
    setPopoverOpen(desktop && overlayOpen)
    setOverlayOpen(!desktop && popoverOpen)
  }

  useEffect(() => {
    if (overlayOpen) inputRef.current?.blur()
  }, [overlayOpen, inputRef])

  const spinner = stalled ? (
    <span className="pointer-events-none absolute top-3 right-24 text-gray-500" data-testid="search-spinner">
      <Spinner />
    </span>
  ) : null

  if (desktop || !overlayOpen) {
    return (
      <>
        {spinner}
        {desktop && popoverOpen && visible ? (
          <Popover onClose={() => setPopoverOpen(false)} inputRef={inputRef}>
            <Results answer={shown} query={trimmed} lastViewed={lastViewed} />
          </Popover>
        ) : null}
      </>
    )
  }
  return (
    <Overlay
      query={query}
      setQuery={setQuery}
      stalled={stalled}
      menu={menu}
      onSubmit={(text) => void navigate(`${href('search')}?${new URLSearchParams({ q: text }).toString()}`)}
      onClose={() => {
        setQuery('')
        setOverlayOpen(false)
      }}
    >
      <Results answer={shown} query={trimmed} lastViewed={lastViewed} />
    </Overlay>
  )
}

function total(answer: GroupedResults): number {
  return GROUPS.reduce((sum, index) => sum + answer.results[index].nbHits, 0)
}

/**
 * The stats line counts the products, the number the search page heads its results with, so that one search
 * shows one number; a broad query's count is an estimate (docs/decisions/0076) and says so ("about").
 */
export function productStats(
  products: SearchResult,
  ms: number,
): ['search.stats' | 'search.statsAbout', { count: number; ms: number }] {
  return products.exhaustiveNbHits === false
    ? ['search.statsAbout', { count: roundedEstimate(products.nbHits), ms }]
    : ['search.stats', { count: products.nbHits, ms }]
}

function Popover({
  children,
  onClose,
  inputRef,
}: {
  children: React.ReactNode
  onClose: () => void
  inputRef: RefObject<HTMLInputElement | null>
}) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        onClose()
        inputRef.current?.focus()
      }
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [onClose, inputRef])
  return (
    <>
      {createPortal(
        <div
          className="fixed inset-0 z-30 bg-black/40"
          aria-hidden="true"
          onClick={onClose}
          data-testid="search-backdrop"
        />,
        document.body,
      )}
      <div
        className="absolute top-full right-0 left-0 mt-2 flex max-h-[75vh] flex-col overflow-hidden rounded-lg bg-white text-gray-900 shadow-xl ring-1 ring-black/10"
        data-testid="search-popover"
      >
        {children}
      </div>
    </>
  )
}

function Overlay({
  children,
  query,
  setQuery,
  stalled,
  onSubmit,
  onClose,
  menu,
}: {
  children: React.ReactNode
  query: string
  setQuery: (query: string) => void
  stalled: boolean
  onSubmit: (query: string) => void
  onClose: () => void
  menu: MenuItem[] | null
}) {
  const { t, href } = useI18n()
  const inputRef = useRef<HTMLInputElement>(null)
  useEffect(() => {
    const { overflow } = document.body.style
    document.body.style.overflow = 'hidden'
    inputRef.current?.focus()
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose()
    document.addEventListener('keydown', onKey)
    return () => {
      document.body.style.overflow = overflow
      document.removeEventListener('keydown', onKey)
    }
  }, [onClose])
  return createPortal(
    <div
      className="fixed inset-0 z-50 flex flex-col bg-white text-gray-900"
      role="dialog"
      aria-modal="true"
      aria-label={t('search.label')}
      data-testid="search-overlay"
    >
      <div className="flex items-center gap-2 bg-brand-800 p-3">
        <form
          role="search"
          action={href('search')}
          method="get"
          className="flex h-11 flex-1 items-center rounded-lg bg-white ring-1 ring-black/5"
          onSubmit={(event) => {
            event.preventDefault()
            if (query.trim()) onSubmit(query.trim())
          }}
        >
          <input
            ref={inputRef}
            type="search"
            name="q"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            maxLength={SEARCH_INPUT_MAX_LENGTH}
            required
            autoComplete="off"
            enterKeyHint="search"
            aria-label={t('search.label')}
            placeholder={t('search.placeholder')}
            className="h-full min-w-0 flex-1 appearance-none rounded-l-lg bg-transparent px-4 text-base focus:outline-none [&::-webkit-search-cancel-button]:hidden"
          />
          {stalled ? (
            <span className="px-2 text-gray-500" data-testid="search-spinner">
              <Spinner />
            </span>
          ) : null}
          {query ? (
            <button
              type="reset"
              title={t('search.clear')}
              aria-label={t('search.clear')}
              onClick={() => setQuery('')}
              className="p-2 text-gray-500"
            >
              <CloseIcon className="size-4" />
            </button>
          ) : null}
          <button
            type="submit"
            title={t('search.submit')}
            aria-label={t('search.submit')}
            className="flex h-full items-center rounded-r-lg bg-amber-400 px-4"
          >
            <SearchIcon />
          </button>
        </form>
        <button
          type="button"
          onClick={onClose}
          className="rounded p-2 text-white hover:bg-white/10"
          aria-label={t('search.close')}
          title={t('search.close')}
          data-testid="search-overlay-close"
        >
          <CloseIcon className="size-6" />
        </button>
      </div>
      <div className="flex-1 overflow-y-auto">
        {children}
        {menu && !query.trim() ? (
          <nav aria-label={t('shell.menu')} className="border-t border-gray-200 px-4 py-3">
            <ul className="divide-y divide-gray-100">
              {menu.map((item) => (
                <li key={item.link}>
                  <Link to={item.link} className="block py-3 font-medium hover:text-brand-700">
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
    </div>,
    document.body,
  )
}

/** The grouped hits, the stats line and the no-results notice; the last-viewed products for an empty query. */
function Results({
  answer,
  query,
  lastViewed,
}: {
  answer: GroupedResults | null
  query: string
  lastViewed: Product[]
}) {
  const { t } = useI18n()
  if (!query) {
    if (lastViewed.length === 0) return null
    return (
      <div className="min-h-0 overflow-y-auto p-4">
        <GroupTitle title={t('search.group.lastViewed')} />
        <ul className="grid gap-1 sm:grid-cols-2">
          {lastViewed.map((product) => (
            <li key={product.id}>
              <ProductRow product={product} />
            </li>
          ))}
        </ul>
      </div>
    )
  }
  if (!answer) {
    return (
      <div className="flex justify-center p-6 text-gray-500">
        <Spinner />
      </div>
    )
  }
  const time = Math.max(...GROUPS.map((index) => answer.results[index].processingTimeMS))
  if (total(answer) === 0) {
    return (
      <p className="p-4 text-gray-700" role="status" data-testid="search-no-results">
        {t('search.noResults', { query: answer.query })}
      </p>
    )
  }
  const { popular_terms: popular, categories, products, content } = answer.results
  // In the popover the groups scroll and the stats line stays in view under them.
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="grid min-h-0 gap-x-6 gap-y-4 overflow-y-auto p-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="space-y-4">
          <Group result={popular} title={t('search.group.popular')} query={query} section={null}>
            {(popular.hits as PopularTermHit[]).map((hit) => (
              <li key={hit.objectID}>
                <Link
                  to={hit.relative_url}
                  className="flex items-center gap-2 rounded px-2 py-1.5 hover:bg-gray-100"
                >
                  <SearchIcon className="size-4 text-gray-400" />
                  <Highlighted html={hit._highlightResult?.term?.value} text={hit.term} />
                </Link>
              </li>
            ))}
          </Group>
          <Group result={categories} title={t('search.group.categories')} query={query} section="categories">
            {(categories.hits as CategoryHit[]).map((hit) => (
              <li key={hit.objectID}>
                <Link to={hit.link} className="block rounded px-2 py-1.5 hover:bg-gray-100">
                  <Highlighted html={hit._highlightResult?.name?.value} text={hit.name} />
                  {hit.breadcrumbs.length > 1 ? (
                    <span className="block text-xs text-gray-500">
                      {hit.breadcrumbs
                        .slice(0, -1)
                        .map((crumb) => crumb.name)
                        .join(' › ')}
                    </span>
                  ) : null}
                </Link>
              </li>
            ))}
          </Group>
          <Group result={content} title={t('search.group.content')} query={query} section="content">
            {(content.hits as ContentHit[]).map((hit) => (
              <li key={hit.objectID}>
                <Link to={hit.url} className="block rounded px-2 py-1.5 hover:bg-gray-100">
                  <Highlighted html={hit._highlightResult?.title?.value} text={hit.title} />
                </Link>
              </li>
            ))}
          </Group>
        </div>
        <Group result={products} title={t('search.group.products')} query={query} section="products">
          {(products.hits as ProductHit[]).map((hit) => (
            <li key={hit.objectID}>
              <ProductRow product={hit} highlighted={hit._highlightResult?.name?.value} />
            </li>
          ))}
        </Group>
      </div>
      <p
        className="shrink-0 border-t border-gray-100 px-6 py-2 text-xs text-gray-500"
        data-testid="search-stats"
      >
        {t(...productStats(answer.results.products, time))}
      </p>
    </div>
  )
}

function GroupTitle({ title, more }: { title: string; more?: boolean }) {
  const { t } = useI18n()
  return (
    <h2 className="mb-1 px-2 text-xs font-bold tracking-wide text-gray-500 uppercase">
      {title} {more ? <span className="font-normal">{t('search.more')}</span> : null}
    </h2>
  )
}

function Group({
  result,
  title,
  query,
  section,
  children,
}: {
  result: SearchResult
  title: string
  query: string
  section: 'categories' | 'content' | 'products' | null
  children: React.ReactNode
}) {
  const { t, href } = useI18n()
  if (result.hits.length === 0) return null
  const params = new URLSearchParams({ q: query })
  if (section === 'categories' || section === 'content') params.set('section', section)
  return (
    <section data-testid={`search-group-${result.index.replace(/_(nl|en|de)$/, '')}`}>
      <GroupTitle title={title} more={result.nbHits > SEARCH_HITS_PER_GROUP} />
      <ul>{children}</ul>
      <Link
        to={`${href('search')}?${params.toString()}`}
        className="mt-1 inline-block px-2 text-sm font-medium text-brand-700 hover:underline"
      >
        {t('search.showAll')}
      </Link>
    </section>
  )
}

function ProductRow({ product, highlighted }: { product: Product; highlighted?: string }) {
  return (
    <Link
      to={product.link}
      className="flex items-center gap-3 rounded p-2 hover:bg-gray-100"
      data-testid="search-product"
    >
      <Thumbnail src={product.thumb_category_square_125} size={56} className="size-14 rounded bg-white" />
      <span className="min-w-0 flex-1">
        <span className="block text-xs text-gray-500">{product.brand_name}</span>
        <span className="block text-sm font-medium break-words">
          <Highlighted html={highlighted} text={product.name} />
        </span>
      </span>
      <Price prices={product.prices} size="sm" className="shrink-0" />
    </Link>
  )
}

/**
 * A highlighted value from the search answer: the server escaped the text and added only `<em>` tags
 * (server/domain/search/highlight.ts), so it is shown as markup; without one the plain text.
 */
function Highlighted({ html, text }: { html?: string; text: string }) {
  if (!html) return <span>{text}</span>
  return <span className="[&_em]:bg-amber-100 [&_em]:not-italic" dangerouslySetInnerHTML={{ __html: html }} />
}

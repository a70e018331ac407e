import {
  createContext,
  type RefObject,
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import { createPortal } from 'react-dom'
import { Link, useLocation, useNavigate } from 'react-router'
import {
  SEARCH_DESKTOP_DEBOUNCE_MS,
  SEARCH_HITS_PER_GROUP,
  SEARCH_INPUT_MAX_LENGTH,
  SEARCH_STALLED_DELAY_MS,
} from '#core/constants'
import type { Locale } from '#core/locales'
import type { Product } from '#core/schemas/catalogue'
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
import { visitedProductIds } from '#app/features/catalogue/last-viewed'
import { type I18n, useI18n, useMessages } from '#app/i18n/i18n'
import { frontApi } from '#app/lib/front-api'
import { CloseIcon } from '#app/ui/icons/close'
import { SearchIcon } from '#app/ui/icons/search'
import { Spinner } from '#app/ui/icons/spinner'
import { OverlayPortal } from '#app/ui/portal'
import { Price } from '#app/ui/price'
import { Thumbnail } from '#app/ui/thumbnail'
import { useDialog } from '#app/ui/use-dialog'
import { useIsDesktop } from '#app/ui/use-media-query'
import { useCombobox } from './combobox'
import { createSearchClient } from './search-client'
import { useSettledAnnouncement } from './settled-announcement'

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
  inputRef: RefObject<HTMLInputElement | null>
  menu: MenuItem[] | null
}

type FormEvents = {
  [Type in 'focusin' | 'focusout' | 'input' | 'click' | 'keydown' | 'reset' | 'submit']: (
    event: HTMLElementEventMap[Type],
  ) => void
}

/**
 * The search results of the header box (spec §2, §4 "Search"): on desktop a popover under the box over a
 * dimmed page, open while the box has focus and has something to show, closed when focus leaves the search;
 * below 1024 px a full-screen overlay (a modal dialog: Tab stays in it, Escape closes it and focus returns to
 * the box) with its own box, a close button and the menu, whose closing clears the query. Resizing across
 * 1024 px switches between the two. The search page shows neither. Both boxes are comboboxes whose listbox
 * holds the hits (`combobox.ts`); the settled count is announced. Takes over the header form: its typing,
 * keys, focus, reset and submit (a client navigation).
 */
export function SearchLayer({ inputRef, menu }: SearchLayerProps) {
  useMessages('search')
  const { t, locale, href } = useI18n()
  const navigate = useNavigate()
  const location = useLocation()
  const desktop = useIsDesktop()
  const onSearchPage = location.pathname === href('search')
  const [query, setQueryState] = useState('')
  const [stalled, setStalled] = useState(false)
  // The layer mounts on the box's first focus: what a focus opens is open from the start.
  const [popoverOpen, setPopoverOpen] = useState(() => desktop && !onSearchPage)
  const [overlayOpen, setOverlayOpen] = useState(() => !desktop && !onSearchPage)
  const answer = useGroupedSearch(query, locale, setStalled)
  const lastViewed = useLastViewed(locale)
  const listboxId = useId()
  const listbox = useRef<HTMLDivElement>(null)

  const setQuery = useCallback(
    (value: string) => {
      setQueryState(value)
      if (inputRef.current && inputRef.current.value !== value) inputRef.current.value = value
    },
    [inputRef],
  )

  const trimmed = query.trim()
  // While the next answer is on its way the last one stays in view.
  const shown = trimmed ? answer : null
  const hasHits = trimmed ? (shown ? total(shown) > 0 : false) : lastViewed.length > 0
  const visible = trimmed ? shown !== null : lastViewed.length > 0
  const popoverShown = desktop && popoverOpen && visible && !onSearchPage
  const combobox = useCombobox({
    open: desktop ? popoverShown : overlayOpen && hasHits,
    setOpen: (open) => desktop && setPopoverOpen(open),
    listbox,
    clear: () => setQuery(''),
    escape: desktop,
  })
  const { setActive } = combobox

  // Another page closes both; new hits lose the highlight.
  const page = location.pathname + location.search
  const [seenPage, setSeenPage] = useState(page)
  if (page !== seenPage) {
    setSeenPage(page)
    setPopoverOpen(false)
    setOverlayOpen(false)
  }
  const [seenAnswer, setSeenAnswer] = useState(answer)
  if (answer !== seenAnswer) {
    setSeenAnswer(answer)
    setActive(null)
  }
  // Crossing 1024 px: what was open on one side opens on the other.
  const [seenDesktop, setSeenDesktop] = useState(desktop)
  if (desktop !== seenDesktop) {
    setSeenDesktop(desktop)
    setPopoverOpen(desktop && overlayOpen)
    setOverlayOpen(!desktop && popoverOpen)
  }

  // The overlay gives focus back to the header box when it closes; that focus must not open it again. The
  // layout cleanup runs before the dialog's focus return, the effect after it.
  const returning = useRef(false)
  useLayoutEffect(() => {
    if (!overlayOpen) return
    return () => {
      returning.current = true
    }
  }, [overlayOpen])
  useEffect(() => {
    if (!overlayOpen) returning.current = false
  }, [overlayOpen])

  const open = () => {
    if (onSearchPage) return
    if (desktop) setPopoverOpen(true)
    else setOverlayOpen(true)
  }
  const events = useRef<FormEvents | null>(null)
  useLayoutEffect(() => {
    const isInput = (event: Event) => event.target === inputRef.current
    events.current = {
      focusin: (event) => {
        if (!isInput(event)) return
        if (returning.current) returning.current = false
        else open()
      },
      // Focus leaving the search (Tab on, a click elsewhere) closes the popover and its dimming.
      focusout: (event) => {
        const next = event.relatedTarget
        if (!(next instanceof Node && inputRef.current?.form?.contains(next))) setPopoverOpen(false)
      },
      input: (event) => {
        if (!isInput(event)) return
        setQueryState(inputRef.current!.value)
        setActive(null)
        open()
      },
      // A tap on the box that kept focus after the overlay closed opens it again.
      click: (event) => {
        if (isInput(event)) open()
      },
      keydown: (event) => {
        if (isInput(event)) combobox.onKeyDown(event, inputRef.current!.value)
        else if (event.key === 'Escape' && popoverShown) {
          setPopoverOpen(false)
          inputRef.current?.focus()
        }
      },
      reset: () => setQueryState(''),
      submit: (event) => {
        event.preventDefault()
        const text = inputRef.current?.value.trim()
        if (!text) return
        inputRef.current?.blur()
        setPopoverOpen(false)
        void navigate(`${href('search')}?${new URLSearchParams({ q: text }).toString()}`)
      },
    }
  })
  useEffect(() => {
    const form = inputRef.current?.form
    if (!form) return
    // What was typed while this chunk loaded (the box is outside React's state).
    setQueryState(inputRef.current?.value ?? '')
    const listeners = Object.keys(events.current ?? {}).map((type) => {
      const listener = (event: Event) => events.current?.[type as keyof FormEvents](event as never)
      form.addEventListener(type, listener)
      return () => form.removeEventListener(type, listener)
    })
    return () => listeners.forEach((remove) => remove())
  }, [inputRef])

  // The header box becomes a combobox with this layer, which brings its popup (docs/decisions/0103); set on
  // every render, since the search page gives the box a new input element when its query changes.
  const expanded = popoverShown && hasHits
  useEffect(() => {
    const input = inputRef.current
    if (!input) return
    input.setAttribute('role', 'combobox')
    input.setAttribute('aria-autocomplete', 'list')
    input.setAttribute('aria-expanded', String(expanded))
    setAttribute(input, 'aria-controls', expanded ? listboxId : null)
    setAttribute(input, 'aria-activedescendant', expanded ? combobox.active : null)
  })

  const announcing = desktop ? popoverShown : overlayOpen
  useSettledAnnouncement(
    announcing && shown && shown.query === trimmed ? resultsAnnouncement(t, shown) : null,
  )

  const results = (
    <Results answer={shown} query={trimmed} lastViewed={lastViewed} listboxId={listboxId} listbox={listbox} />
  )
  const spinner = stalled ? (
    <span className="pointer-events-none absolute top-3 right-24 text-gray-500" data-testid="search-spinner">
      <Spinner />
    </span>
  ) : null

  return (
    <ActiveOption.Provider value={combobox.active}>
      {desktop || !overlayOpen ? (
        <>
          {spinner}
          {/* Kept in the page while closed, so that an arrow key can open it on its first option. */}
          {desktop && visible && !onSearchPage ? (
            <Popover open={popoverShown} onClose={() => setPopoverOpen(false)}>
              {results}
            </Popover>
          ) : null}
        </>
      ) : (
        <Overlay
          query={query}
          setQuery={(value) => {
            setQuery(value)
            setActive(null)
          }}
          stalled={stalled}
          menu={menu}
          combobox={{ listboxId, expanded: hasHits, active: combobox.active, onKeyDown: combobox.onKeyDown }}
          onSubmit={(text) =>
            void navigate(`${href('search')}?${new URLSearchParams({ q: text }).toString()}`)
          }
          onClose={() => {
            setQuery('')
            setOverlayOpen(false)
          }}
        >
          {results}
        </Overlay>
      )}
    </ActiveOption.Provider>
  )
}

/** The highlighted option's id (`aria-activedescendant`), for the options to show it. */
const ActiveOption = createContext<string | null>(null)

function setAttribute(element: HTMLElement, name: string, value: string | null): void {
  if (value === null) element.removeAttribute(name)
  else element.setAttribute(name, value)
}

/** What a screen reader hears once the answer settles: the stats line's count, or that there is none. */
function resultsAnnouncement(t: I18n['t'], answer: GroupedResults): string {
  if (total(answer) === 0) return t('search.noResults', { query: answer.query })
  const products = answer.results.products
  if (products.nbHits === 0) {
    const count = GROUPS.reduce((sum, index) => sum + answer.results[index].hits.length, 0)
    return t('search.announce.suggestions', { count })
  }
  return products.exhaustiveNbHits === false
    ? t('search.announce.countAbout', { count: roundedEstimate(products.nbHits) })
    : t('search.announce.count', { count: products.nbHits })
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
  open,
  onClose,
  children,
}: {
  open: boolean
  onClose: () => void
  children: React.ReactNode
}) {
  return (
    <>
      {open
        ? createPortal(
            <div
              className="fixed inset-0 z-30 bg-black/40"
              aria-hidden="true"
              onClick={onClose}
              data-testid="search-backdrop"
            />,
            document.body,
          )
        : null}
      <div
        hidden={!open}
        className="absolute top-full right-0 left-0 mt-2 flex max-h-[75vh] flex-col overflow-hidden rounded-lg bg-white text-gray-900 shadow-xl ring-1 ring-black/10"
        // A press in the popover leaves focus in the box, so that the popover stays open (it closes when focus
        // leaves the search); a click on a hit still follows it.
        onMouseDown={(event) => event.preventDefault()}
        data-testid="search-popover"
      >
        {children}
      </div>
    </>
  )
}

interface OverlayCombobox {
  listboxId: string
  expanded: boolean
  active: string | null
  onKeyDown: (event: React.KeyboardEvent, text: string) => void
}

function Overlay({
  children,
  query,
  setQuery,
  stalled,
  onSubmit,
  onClose,
  menu,
  combobox,
}: {
  children: React.ReactNode
  query: string
  setQuery: (query: string) => void
  stalled: boolean
  onSubmit: (query: string) => void
  onClose: () => void
  menu: MenuItem[] | null
  combobox: OverlayCombobox
}) {
  const { t, href } = useI18n()
  const dialog = useRef<HTMLDivElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  // A modal dialog (WCAG 2.4.3): the page behind is inert, Tab stays in here, Escape closes it and focus
  // returns to what opened it (the header box).
  useDialog(true, onClose, dialog)
  useEffect(() => {
    // The dialog focused the box; the caret goes after what was typed in the header's box.
    const input = inputRef.current
    input?.setSelectionRange(input.value.length, input.value.length)
  }, [])
  return (
    <OverlayPortal>
      <div
        ref={dialog}
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
            className="flex h-11 flex-1 items-center rounded-lg bg-white ring-1 ring-black/5 focus-within:ring-2 focus-within:ring-amber-400"
            onSubmit={(event) => {
              event.preventDefault()
              if (query.trim()) onSubmit(query.trim())
            }}
          >
            <input
              ref={inputRef}
              data-autofocus
              type="search"
              name="q"
              role="combobox"
              aria-autocomplete="list"
              aria-expanded={combobox.expanded}
              aria-controls={combobox.expanded ? combobox.listboxId : undefined}
              aria-activedescendant={combobox.active ?? undefined}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              onKeyDown={(event) => combobox.onKeyDown(event, event.currentTarget.value)}
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
        {/* A Tab stop, so that a keyboard can scroll the hits too (their options are reached by arrows). */}
        <div
          className="flex-1 overflow-y-auto focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700"
          tabIndex={0}
          role="region"
          aria-label={t('search.suggestions')}
        >
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
      </div>
    </OverlayPortal>
  )
}

interface ListboxProps {
  listboxId: string
  listbox: RefObject<HTMLDivElement | null>
}

/**
 * The grouped hits as the combobox's listbox (every hit and every group's "show all" an option), the stats
 * line and the no-results notice; the last-viewed products for an empty query.
 */
function Results({
  answer,
  query,
  lastViewed,
  listboxId,
  listbox,
}: {
  answer: GroupedResults | null
  query: string
  lastViewed: Product[]
} & ListboxProps) {
  const { t } = useI18n()
  const listboxProps = { id: listboxId, ref: listbox, role: 'listbox', 'aria-label': t('search.suggestions') }
  if (!query) {
    if (lastViewed.length === 0) return null
    return (
      <div {...listboxProps} className="min-h-0 overflow-y-auto p-4">
        <OptionGroup id={`${listboxId}-viewed`} title={t('search.group.lastViewed')}>
          <div className="grid gap-1 sm:grid-cols-2">
            {lastViewed.map((product, i) => (
              <ProductRow key={product.id} id={`${listboxId}-viewed-${i}`} product={product} />
            ))}
          </div>
        </OptionGroup>
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
    // Announced by the search layer once it settles (the shell's live region).
    return (
      <p className="p-4 text-gray-700" data-testid="search-no-results">
        {t('search.noResults', { query: answer.query })}
      </p>
    )
  }
  const { popular_terms: popular, categories, products, content } = answer.results
  const id = (group: string, i: number) => `${listboxId}-${group}-${i}`
  const row = 'block rounded px-2 py-1.5'
  // In the popover the groups scroll and the stats line stays in view under them.
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div
        {...listboxProps}
        className="grid min-h-0 gap-x-6 gap-y-4 overflow-y-auto p-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]"
      >
        <div className="space-y-4">
          <Group result={popular} title={t('search.group.popular')} query={query} section={null} id={id}>
            {(popular.hits as PopularTermHit[]).map((hit, i) => (
              <Option
                key={hit.objectID}
                id={id('popular', i)}
                to={hit.relative_url}
                className="flex items-center gap-2 rounded px-2 py-1.5"
              >
                <SearchIcon className="size-4 text-gray-400" />
                <Highlighted html={hit._highlightResult?.term?.value} text={hit.term} />
              </Option>
            ))}
          </Group>
          <Group
            result={categories}
            title={t('search.group.categories')}
            query={query}
            section="categories"
            id={id}
          >
            {(categories.hits as CategoryHit[]).map((hit, i) => (
              <Option key={hit.objectID} id={id('categories', i)} to={hit.link} className={row}>
                <Highlighted html={hit._highlightResult?.name?.value} text={hit.name} />
                {hit.breadcrumbs.length > 1 ? (
                  <span className="block text-xs text-gray-500">
                    {hit.breadcrumbs
                      .slice(0, -1)
                      .map((crumb) => crumb.name)
                      .join(' › ')}
                  </span>
                ) : null}
              </Option>
            ))}
          </Group>
          <Group result={content} title={t('search.group.content')} query={query} section="content" id={id}>
            {(content.hits as ContentHit[]).map((hit, i) => (
              <Option key={hit.objectID} id={id('content', i)} to={hit.url} className={row}>
                <Highlighted html={hit._highlightResult?.title?.value} text={hit.title} />
              </Option>
            ))}
          </Group>
        </div>
        <Group result={products} title={t('search.group.products')} query={query} section="products" id={id}>
          {(products.hits as ProductHit[]).map((hit, i) => (
            <ProductRow
              key={hit.objectID}
              id={id('products', i)}
              product={hit}
              highlighted={hit._highlightResult?.name?.value}
            />
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

/**
 * A group of options under a title: a listbox holds only groups and options, so the title is text that
 * labels the group, not a heading.
 */
function OptionGroup({
  id,
  title,
  more,
  testId,
  children,
}: {
  id: string
  title: string
  more?: boolean
  testId?: string
  children: React.ReactNode
}) {
  const { t } = useI18n()
  return (
    <div role="group" aria-labelledby={id} data-testid={testId}>
      <div id={id} className="mb-1 px-2 text-xs font-bold tracking-wide text-gray-500 uppercase">
        {title} {more ? <span className="font-normal">{t('search.more')}</span> : null}
      </div>
      {children}
    </div>
  )
}

function Group({
  result,
  title,
  query,
  section,
  id,
  children,
}: {
  result: SearchResult
  title: string
  query: string
  section: 'categories' | 'content' | 'products' | null
  id: (group: string, i: number) => string
  children: React.ReactNode
}) {
  const { t, href } = useI18n()
  if (result.hits.length === 0) return null
  const params = new URLSearchParams({ q: query })
  if (section === 'categories' || section === 'content') params.set('section', section)
  const group = section ?? 'popular'
  return (
    <OptionGroup
      id={id(`${group}-title`, 0)}
      title={title}
      more={result.nbHits > SEARCH_HITS_PER_GROUP}
      testId={`search-group-${result.index.replace(/_(nl|en|de)$/, '')}`}
    >
      {children}
      <Option
        id={id(`${group}-all`, 0)}
        to={`${href('search')}?${params.toString()}`}
        className="mt-1 inline-block rounded px-2 text-sm font-medium text-brand-700 hover:underline"
      >
        {t('search.showAll')}
      </Option>
    </OptionGroup>
  )
}

/**
 * One option: a link (a click or Enter follows it) that is no Tab stop, since the arrow keys reach it from
 * the box; highlighted while `aria-activedescendant` names it.
 */
function Option({
  id,
  to,
  className,
  testId,
  children,
}: {
  id: string
  to: string
  className: string
  testId?: string
  children: React.ReactNode
}) {
  const active = useContext(ActiveOption) === id
  return (
    <Link
      id={id}
      to={to}
      role="option"
      aria-selected={active}
      tabIndex={-1}
      className={`${className} ${active ? 'bg-brand-50 outline-2 outline-brand-700' : 'hover:bg-gray-100'}`}
      data-testid={testId}
    >
      {children}
    </Link>
  )
}

function ProductRow({ id, product, highlighted }: { id: string; product: Product; highlighted?: string }) {
  return (
    <Option id={id} to={product.link} className="flex items-center gap-3 rounded p-2" testId="search-product">
      <Thumbnail src={product.thumb_category_square_125} size={56} className="size-14 rounded bg-white" />
      <span className="min-w-0 flex-1">
        <span className="block text-xs text-gray-500">{product.brand_name}</span>
        <span className="block text-sm font-medium break-words">
          <Highlighted html={highlighted} text={product.name} />
        </span>
      </span>
      {/* A sale price (label, badge, two amounts) wraps within its share, so that the name keeps room. */}
      <Price prices={product.prices} size="sm" className="max-w-[45%] shrink-0 justify-end" />
    </Option>
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

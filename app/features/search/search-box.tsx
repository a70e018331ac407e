import { lazy, Suspense, useRef, useState } from 'react'
import { Form, useLocation, useSearchParams } from 'react-router'
import { SEARCH_INPUT_MAX_LENGTH } from '#core/constants'
import type { MenuItem } from '#core/schemas/static-data'
import { showChunkLoadFailed } from '#app/features/cart/cart-errors'
import { useI18n } from '#app/i18n/i18n'
import { loadChunk } from '#app/lib/chunk-load'
import { ChunkErrorBoundary } from '#app/ui/chunk-error-boundary'
import { CloseIcon } from '#app/ui/icons/close'
import { SearchIcon } from '#app/ui/icons/search'
import { Spinner } from '#app/ui/icons/spinner'
import { useIsDesktop } from '#app/ui/use-media-query'

const SearchLayer = lazy(() =>
  loadChunk('search-layer', () => import('./search-layer')).then((module) => ({
    default: module.SearchLayer,
  })),
)

/**
 * The header's search box on every page (spec §2 "Search"): a plain GET form to the search page, so it works
 * before any script; the results (desktop popover, mobile overlay) are loaded on the first focus
 * (docs/decisions/0055), which keeps the first-load bundles as they were. On the search page the box edits
 * the page's query and shows no popover or overlay.
 */
export function SearchBox({ menu }: { menu: MenuItem[] | null }) {
  const { t, href } = useI18n()
  const location = useLocation()
  const [params] = useSearchParams()
  const searchPath = href('search')
  const onSearchPage = location.pathname === searchPath
  const pageQuery = onSearchPage ? (params.get('q') ?? '') : ''
  const [query, setQuery] = useState(pageQuery)
  const [wanted, setWanted] = useState(false)
  const [focusCount, setFocusCount] = useState(0)
  const [stalled, setStalled] = useState(false)
  const [overlayOpen, setOverlayOpen] = useState(false)
  const [popoverOpen, setPopoverOpen] = useState(false)
  const isDesktop = useIsDesktop()
  const inputRef = useRef<HTMLInputElement>(null)

  // Another page: the box follows the search page's query (emptied elsewhere), and the results close.
  const page = `${location.pathname}?${pageQuery}`
  const [shownPage, setShownPage] = useState(page)
  if (page !== shownPage) {
    setShownPage(page)
    setQuery(pageQuery)
    setOverlayOpen(false)
    setPopoverOpen(false)
  }
  // Crossing 1024 px: what was open on one side opens on the other (spec §4 "Search").
  const [shownDesktop, setShownDesktop] = useState(isDesktop)
  if (isDesktop !== shownDesktop) {
    setShownDesktop(isDesktop)
    if (isDesktop && overlayOpen) {
      setOverlayOpen(false)
      setPopoverOpen(true)
    } else if (!isDesktop && popoverOpen) {
      setPopoverOpen(false)
      setOverlayOpen(true)
    }
  }

  const onFocus = () => {
    setWanted(true)
    setFocusCount((count) => count + 1)
    if (!isDesktop && !onSearchPage) {
      setOverlayOpen(true)
      inputRef.current?.blur()
    }
  }

  return (
    <div className="relative z-40 w-full" data-testid="search-box">
      <Form
        role="search"
        action={searchPath}
        method="get"
        className="flex h-11 items-center rounded-lg bg-white text-gray-900 shadow-sm ring-1 ring-black/5 focus-within:ring-2 focus-within:ring-amber-400"
        onSubmit={() => inputRef.current?.blur()}
      >
        <label htmlFor="header-search" className="sr-only">
          {t('search.label')}
        </label>
        <input
          ref={inputRef}
          id="header-search"
          type="search"
          name="q"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onFocus={onFocus}
          maxLength={SEARCH_INPUT_MAX_LENGTH}
          required
          autoComplete="off"
          enterKeyHint="search"
          placeholder={t('search.placeholder')}
          className="h-full min-w-0 flex-1 appearance-none rounded-l-lg bg-transparent px-4 text-base placeholder:text-gray-500 focus:outline-none [&::-webkit-search-cancel-button]:hidden"
        />
        {stalled ? (
          <span className="px-2 text-gray-500" role="status" aria-label={t('search.submit')}>
            <Spinner className="size-5" />
          </span>
        ) : null}
        {query ? (
          <button
            type="reset"
            title={t('search.clear')}
            aria-label={t('search.clear')}
            onClick={() => {
              setQuery('')
              inputRef.current?.focus()
            }}
            className="rounded p-2 text-gray-500 hover:text-gray-900"
          >
            <CloseIcon className="size-4" />
          </button>
        ) : null}
        <button
          type="submit"
          title={t('search.submit')}
          aria-label={t('search.submit')}
          className="flex h-full items-center rounded-r-lg bg-amber-400 px-4 text-gray-900 hover:bg-amber-300"
        >
          <SearchIcon />
        </button>
      </Form>
      {wanted && !onSearchPage ? (
        <ChunkErrorBoundary onChunkError={(error) => showChunkLoadFailed(t, error)}>
          <Suspense fallback={null}>
            <SearchLayer
              query={query}
              setQuery={setQuery}
              focusCount={focusCount}
              desktop={isDesktop}
              overlayOpen={overlayOpen}
              setOverlayOpen={setOverlayOpen}
              popoverOpen={popoverOpen}
              setPopoverOpen={setPopoverOpen}
              setStalled={setStalled}
              inputRef={inputRef}
              menu={menu}
            />
          </Suspense>
        </ChunkErrorBoundary>
      ) : null}
    </div>
  )
}

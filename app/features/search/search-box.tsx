import { lazy, Suspense, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import { SEARCH_INPUT_MAX_LENGTH } from '#core/constants'
import type { MenuItem } from '#core/schemas/static-data'
import { showChunkLoadFailed } from '#app/ui/chunk-error-modal'
import { useI18n } from '#app/i18n/i18n'
import { loadChunk } from '#app/lib/chunk-load'
import { ChunkErrorBoundary } from '#app/ui/chunk-error-boundary'
import { CloseIcon } from '#app/ui/icons/close'
import { SearchIcon } from '#app/ui/icons/search'

const SearchLayer = lazy(() =>
  loadChunk('search-layer', () => import('./search-layer')).then((module) => ({
    default: module.SearchLayer,
  })),
)

/**
 * The header's search box on every page (spec §2 "Search"): a plain GET form to the search page that works
 * before any script, with the native reset as Clear. Everything else (results popover or overlay, debounce,
 * spinner) loads on the first focus (docs/decisions/0055), so the first-load bundles carry only this form.
 * The layer also makes the box a combobox (docs/decisions/0103): without it there is no popup to announce.
 */
export function SearchBox({ menu }: { menu: MenuItem[] | null }) {
  const { t, href } = useI18n()
  const [focused, setFocused] = useState(false)
  const inputRef = useRef<HTMLInputElement>(null)
  // On the search page the box shows what was searched for, so it can be changed there.
  const location = useLocation()
  const query =
    location.pathname === href('search') ? (new URLSearchParams(location.search).get('q') ?? '') : ''
  return (
    <div className="relative z-40" data-testid="search-box">
      <form
        role="search"
        action={href('search')}
        className="flex h-11 items-center rounded-lg bg-white text-gray-900 shadow-sm focus-within:ring-2 focus-within:ring-amber-400"
      >
        <input
          ref={inputRef}
          key={query}
          defaultValue={query}
          type="search"
          name="q"
          onFocus={() => setFocused(true)}
          maxLength={SEARCH_INPUT_MAX_LENGTH}
          required
          autoComplete="off"
          aria-label={t('search.label')}
          placeholder={t('search.placeholder')}
          className="peer h-full min-w-0 flex-1 rounded-l-lg bg-transparent px-4 placeholder:text-gray-500 focus:outline-none [&::-webkit-search-cancel-button]:hidden"
        />
        <button
          type="reset"
          title={t('search.clear')}
          aria-label={t('search.clear')}
          className="p-2 text-gray-500 peer-placeholder-shown:hidden hover:text-gray-900"
        >
          <CloseIcon className="size-4" />
        </button>
        <button
          type="submit"
          title={t('search.submit')}
          aria-label={t('search.submit')}
          className="flex h-full items-center rounded-r-lg bg-amber-400 px-4 hover:bg-amber-300"
        >
          <SearchIcon />
        </button>
      </form>
      {focused ? (
        <ChunkErrorBoundary onChunkError={(error) => showChunkLoadFailed(t, error)}>
          <Suspense fallback={null}>
            <SearchLayer inputRef={inputRef} menu={menu} />
          </Suspense>
        </ChunkErrorBoundary>
      ) : null}
    </div>
  )
}

import { useEffect, useId, useRef, useState, useSyncExternalStore, type ReactNode } from 'react'
import { ChevronIcon } from '#app/ui/icons/chevron'
import { hashMatchesSection } from './sections'

function subscribeHash(listener: () => void) {
  window.addEventListener('hashchange', listener)
  window.addEventListener('popstate', listener)
  return () => {
    window.removeEventListener('hashchange', listener)
    window.removeEventListener('popstate', listener)
  }
}

/** The URL hash; '' while rendering on the server (it never reaches the server). */
export function useLocationHash(): string {
  return useSyncExternalStore(
    subscribeHash,
    () => window.location.hash,
    () => '',
  )
}

/**
 * A collapsible section of the product page (spec §2): open by default, or when the URL hash names its slug
 * (`#reviews`), in which case it is also scrolled into view. The shopper's own toggle holds until a link
 * names the section again.
 */
export function CollapsibleSection({
  slug,
  title,
  defaultOpen = false,
  children,
  headingLevel = 2,
}: {
  slug: string
  title: ReactNode
  defaultOpen?: boolean
  children: ReactNode
  headingLevel?: 2 | 3
}) {
  const hash = useLocationHash()
  const named = hashMatchesSection(hash, slug)
  // The shopper's own toggle; a link that names this section again (a new hash) overrides it.
  const [manual, setManual] = useState<boolean | null>(null)
  const open = manual ?? (named || defaultOpen)
  const ref = useRef<HTMLElement>(null)
  const panelId = useId()

  useEffect(() => {
    const onHashChange = () => {
      if (hashMatchesSection(window.location.hash, slug)) setManual(null)
    }
    window.addEventListener('hashchange', onHashChange)
    return () => window.removeEventListener('hashchange', onHashChange)
  }, [slug])

  useEffect(() => {
    if (named) ref.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' })
  }, [named, hash])

  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <section
      ref={ref}
      id={slug}
      data-section={slug}
      className="scroll-mt-4 border-b border-gray-200 last:border-b-0"
    >
      <Heading className="text-lg font-semibold">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setManual(!open)}
          className="flex w-full items-center justify-between gap-4 py-4 text-left hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          <span>{title}</span>
          <ChevronIcon
            direction="down"
            className={`size-5 shrink-0 transition-transform ${open ? 'rotate-180' : ''}`}
          />
        </button>
      </Heading>
      <div id={panelId} hidden={!open} className="pb-6">
        {children}
      </div>
    </section>
  )
}

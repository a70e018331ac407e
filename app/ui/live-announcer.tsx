import { createStore, useStore } from '#app/lib/store'

/**
 * One pair of live regions for the whole shop (WCAG 4.1.3): a change that is not where focus is (cart totals,
 * search counts, a found address, a new page) is announced by text here. The regions are in the server's
 * HTML, empty, so that screen readers watch them before the first message arrives.
 */
export type Politeness = 'polite' | 'assertive'

interface AnnouncerState {
  polite: string
  assertive: string
}

const announcerStore = createStore<AnnouncerState>({ polite: '', assertive: '' })

/**
 * Says `message` to screen readers. The same text twice in a row is still spoken: a no-break space toggles at
 * its end, since a region whose text does not change is not read again.
 */
export function announce(message: string, politeness: Politeness = 'polite'): void {
  const current = announcerStore.get()[politeness]
  const next = current === message ? `${message}\u00a0` : message
  announcerStore.set({ [politeness]: next } as Partial<AnnouncerState>)
}

/** Rendered once by the shell, outside `#page`, so that an inert page behind a dialog does not silence it. */
export function LiveAnnouncer() {
  const polite = useStore(announcerStore, (state) => state.polite)
  const assertive = useStore(announcerStore, (state) => state.assertive)
  return (
    <>
      <div role="status" aria-live="polite" aria-atomic="true" className="sr-only" data-announcer="polite">
        {polite}
      </div>
      <div
        role="alert"
        aria-live="assertive"
        aria-atomic="true"
        className="sr-only"
        data-announcer="assertive"
      >
        {assertive}
      </div>
    </>
  )
}

/** For tests: forget what was said. */
export function resetAnnouncer(): void {
  announcerStore.set({ polite: '', assertive: '' })
}

import { useId, type KeyboardEvent } from 'react'
import type { StoreInfo } from '#core/schemas/shell'
import { useI18n } from '#app/i18n/i18n'
import { useStore } from '#app/lib/store'
import { OpeningHoursTable } from '#app/features/service/opening-hours-table'
import { setHomeTab, shellStore, type HomeTab } from '#app/ui/shell-store'

const TABS: { id: HomeTab; label: 'home.tabs.openingHours' | 'home.tabs.visit' | 'home.tabs.service' }[] = [
  { id: 'opening-hours', label: 'home.tabs.openingHours' },
  { id: 'visit', label: 'home.tabs.visit' },
  { id: 'service', label: 'home.tabs.service' },
]

/** The home tab of the shell (spec §2): starts on the store's opening hours. */
export function HomeTabs({ store }: { store: StoreInfo }) {
  const { t } = useI18n()
  const active = useStore(shellStore, (state) => state.homeTab)
  const base = useId()

  const onKeyDown = (event: KeyboardEvent) => {
    const index = TABS.findIndex((tab) => tab.id === active)
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    if (!step) return
    event.preventDefault()
    const next = TABS[(index + step + TABS.length) % TABS.length]!
    setHomeTab(next.id)
    document.getElementById(`${base}-tab-${next.id}`)?.focus()
  }

  return (
    <section
      className="rounded-lg border border-gray-200 bg-white shadow-sm"
      aria-label={t('home.tabs.label')}
    >
      <div
        role="tablist"
        aria-label={t('home.tabs.label')}
        className="flex border-b border-gray-200"
        onKeyDown={onKeyDown}
      >
        {TABS.map((tab) => (
          <button
            key={tab.id}
            id={`${base}-tab-${tab.id}`}
            type="button"
            role="tab"
            aria-selected={tab.id === active}
            aria-controls={`${base}-panel`}
            tabIndex={tab.id === active ? 0 : -1}
            onClick={() => setHomeTab(tab.id)}
            className={`flex-1 px-2 py-3 text-sm font-semibold sm:px-3 ${
              tab.id === active
                ? 'border-b-2 border-brand-700 text-brand-800'
                : 'text-gray-600 hover:text-gray-900'
            }`}
          >
            {t(tab.label)}
          </button>
        ))}
      </div>
      <div id={`${base}-panel`} role="tabpanel" aria-labelledby={`${base}-tab-${active}`} className="p-4">
        {active === 'opening-hours' ? <OpeningHoursTable hours={store.opening_hours} /> : null}
        {active === 'visit' ? (
          <p className="text-sm">
            {t('home.visit.text', { address: `${store.street}, ${store.postal_code} ${store.city}` })}
          </p>
        ) : null}
        {active === 'service' ? (
          <p className="text-sm">{t('home.service.text', { phone: store.phone, email: store.email })}</p>
        ) : null}
      </div>
    </section>
  )
}

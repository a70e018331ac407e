import { useId, useState } from 'react'
import { useI18n } from '#app/i18n/i18n'
import { updateConsent, type ConsentChoice } from '#app/lib/analytics'
import { Button } from '#app/ui/button'
import { shellStore } from '#app/features/shell/shell-store'
import { cookiePreferencesHeader } from './cookie-preferences'

/**
 * The cookie disclaimer's panel with the preferences behind "change preferences". A chunk of its own that
 * hydrates after the first load; the server's HTML holds it hidden (`cookie-notice.tsx`, docs/decisions/0048).
 */
export function CookieNoticePanel() {
  const { t } = useI18n()
  const [editing, setEditing] = useState(false)
  const [choice, setChoice] = useState<ConsentChoice>({ analytics: false, marketing: false })
  const titleId = useId()

  const save = (value: ConsentChoice) => {
    document.cookie = cookiePreferencesHeader(value, location.protocol === 'https:')
    updateConsent(value)
    shellStore.set({ cookieNoticeVisible: false })
  }

  return (
    <section
      aria-labelledby={titleId}
      data-testid="cookie-notice"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-gray-200 bg-white shadow-[0_-4px_16px_rgba(0,0,0,0.12)]"
    >
      <div className="mx-auto max-w-7xl px-4 py-4">
        <h2 id={titleId} className="mb-1 font-semibold">
          {t('cookie.title')}
        </h2>
        <p className="mb-3 text-sm text-gray-700">{t('cookie.text')}</p>
        {editing ? (
          <fieldset className="mb-3 space-y-2 text-sm">
            <legend className="sr-only">{t('cookie.preferences')}</legend>
            <label className="flex items-start gap-2">
              <input type="checkbox" checked disabled className="mt-1 size-4" />
              <span>
                <strong>{t('cookie.necessary')}</strong> – {t('cookie.necessaryText')}
              </span>
            </label>
            <label className="flex items-start gap-2">
              <input
                type="checkbox"
                name="analytics"
                checked={choice.analytics}
                onChange={(event) => setChoice({ ...choice, analytics: event.target.checked })}
                className="mt-1 size-4 accent-brand-700"
              />
              <span>
                <strong>{t('cookie.analytics')}</strong> – {t('cookie.analyticsText')}
              </span>
            </label>
            <label className="flex items-start gap-2">
              <input
                type="checkbox"
                name="marketing"
                checked={choice.marketing}
                onChange={(event) => setChoice({ ...choice, marketing: event.target.checked })}
                className="mt-1 size-4 accent-brand-700"
              />
              <span>
                <strong>{t('cookie.marketing')}</strong> – {t('cookie.marketingText')}
              </span>
            </label>
          </fieldset>
        ) : null}
        <div className="flex flex-wrap gap-2">
          {editing ? (
            <Button variant="gray-outline" onClick={() => save(choice)}>
              {t('cookie.save')}
            </Button>
          ) : (
            <Button variant="gray-outline" onClick={() => setEditing(true)}>
              {t('cookie.change')}
            </Button>
          )}
          <Button variant="green" onClick={() => save({ analytics: true, marketing: true })}>
            {t('cookie.accept')}
          </Button>
        </div>
      </div>
    </section>
  )
}

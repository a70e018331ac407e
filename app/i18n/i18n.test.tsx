// @vitest-environment happy-dom
import { startTransition, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { hasMessages, loadMessages } from './catalog'
import { I18nProvider, useI18n, useMessages } from './i18n'

afterEach(() => {
  document.body.innerHTML = ''
})

function FormsText() {
  useMessages('forms')
  const [shown] = useState(true)
  const { t } = useI18n()
  return shown ? <p>{t('address.list.create')}</p> : null
}

describe('useMessages', () => {
  // The account and search pages suspended on their part while hydrating and, once the part had come, rendered
  // again without `use`: React refused it ("did not call use() when it finished", #467 → #423 in production).
  it('renders a component that waited for its part without an error from React', async () => {
    await loadMessages('de', 'shell')
    expect(hasMessages('de', 'forms')).toBe(false)
    const errors: unknown[] = []
    const container = document.createElement('div')
    document.body.append(container)
    const root = createRoot(container, {
      onRecoverableError: (error) => errors.push(error),
      onUncaughtError: (error) => errors.push(error),
      onCaughtError: (error) => errors.push(error),
    })
    // As `hydrateRoot` in a transition does: no fallback to show, so React keeps the suspended render and
    // replays the component once the part is there.
    // React's own scheduler, not act(): act() retries a suspended render instead of replaying it.
    startTransition(() =>
      root.render(
        <I18nProvider locale="de" prefix="/de">
          <FormsText />
        </I18nProvider>,
      ),
    )
    await loadMessages('de', 'forms')
    await waitFor(() => expect(container.textContent).not.toBe(''))
    expect(errors.map(String)).toEqual([])
    expect(container.textContent).toBe('Neue Adresse hinzufügen')
    root.unmount()
  })
})

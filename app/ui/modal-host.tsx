import { useEffect } from 'react'
import { createStore, useStore } from '#app/lib/store'
import { buttonClass } from '#app/ui/button'
import { CloseButton } from '#app/ui/close-button'
import { lazyBelowFold } from '#app/ui/lazy-below-fold'
import { closeModal, pressModalButton, shellStore, type OpenModal } from './shell-store'
import { whenIdle } from '#app/lib/idle'

/** Set when the modals' own chunk cannot be loaded: the host then shows them plainly (`PlainModals`). */
const stackCode = createStore({ failed: false })

// The modals' code (dialog, focus trap, scroll lock) is no part of the first load (docs/decisions/0078).
const ModalStack = lazyBelowFold(
  'modals',
  () => import('./modal-stack').then((module) => module.ModalStack),
  null,
  () => stackCode.set({ failed: true }),
)

/**
 * Renders the generic modals opened with `openModal` (spec §2). Their code loads when the browser is idle
 * after hydration, so that a modal opens at once; should that load fail (a new release removed the chunk,
 * the network is gone), the modals still say what they have to say, in a plain panel in the page's own code:
 * the chunk-load error itself is one of them.
 */
export function ModalHost() {
  const modals = useStore(shellStore, (state) => state.modals)
  const failed = useStore(stackCode, (state) => state.failed)
  useEffect(() => {
    whenIdle(() => void ModalStack.preload().catch(() => {}), 1000)
  }, [])
  if (modals.length === 0) return null
  return failed ? <PlainModals modals={modals} /> : <ModalStack modals={modals} />
}

/** The newest modal, without the dialog's code: title, text or the shop's HTML, buttons and a close button. */
function PlainModals({ modals }: { modals: readonly OpenModal[] }) {
  const modal = modals.at(-1)!
  return (
    <div
      role="alertdialog"
      aria-label={modal.title}
      className="fixed inset-x-4 top-4 z-[60] mx-auto max-w-md rounded-lg bg-white p-4 shadow-xl ring-1 ring-gray-300"
      data-testid="plain-modal"
    >
      <div className="flex items-start justify-between gap-2">
        <p className="font-semibold">{modal.title}</p>
        <CloseButton onClose={() => closeModal(modal.id)} className="-mt-2 -mr-2" />
      </div>
      {modal.text ? <p className="mt-2 text-gray-700">{modal.text}</p> : null}
      {modal.html ? (
        <div className="prose mt-2 text-gray-700" dangerouslySetInnerHTML={{ __html: modal.html }} />
      ) : null}
      {modal.buttons?.length ? (
        <div className="mt-4 flex flex-wrap justify-end gap-2">
          {modal.buttons.map((button, index) => (
            <button
              key={index}
              type="button"
              className={buttonClass(button.type)}
              onClick={() => pressModalButton(modal.id, button)}
            >
              {button.label}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  )
}

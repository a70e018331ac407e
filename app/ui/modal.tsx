import { CloseButton } from './close-button'
import { useId, useRef, type ReactNode } from 'react'
import { DEFAULT_MODAL_STACKING_CLASS } from '#core/constants'
import { OverlayPortal } from './portal'
import { useDialog } from './use-dialog'

export interface ModalProps {
  open: boolean
  onClose: () => void
  title: string
  children?: ReactNode
  footer?: ReactNode
  /** `large` is the desktop form of panels such as add-to-cart. */
  size?: 'default' | 'large'
  /** Tailwind z-index class; later modals stack above earlier ones of the same class. */
  stackingClass?: string
}

export function Modal({
  open,
  onClose,
  title,
  children,
  footer,
  size = 'default',
  stackingClass = DEFAULT_MODAL_STACKING_CLASS,
}: ModalProps) {
  const ref = useRef<HTMLDivElement>(null)
  const titleId = useId()
  useDialog(open, onClose, ref)
  if (!open) return null
  return (
    <OverlayPortal>
      <div className={`fixed inset-0 ${stackingClass} flex items-center justify-center p-4`}>
        <div className="absolute inset-0 bg-black/50" aria-hidden="true" onClick={onClose} />
        <div
          ref={ref}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          tabIndex={-1}
          className={`relative flex max-h-[90vh] w-full flex-col rounded-lg bg-white shadow-xl outline-none ${
            size === 'large' ? 'max-w-4xl' : 'max-w-lg'
          }`}
        >
          <div className="flex items-start justify-between gap-4 border-b border-gray-200 px-5 py-4">
            <h2 id={titleId} className="text-lg font-semibold text-gray-900">
              {title}
            </h2>
            <CloseButton onClose={onClose} className="-m-2" />
          </div>
          <div className="overflow-y-auto px-5 py-4">{children}</div>
          {footer ? (
            <div className="flex flex-wrap justify-end gap-2 border-t border-gray-200 px-5 py-4">
              {footer}
            </div>
          ) : null}
        </div>
      </div>
    </OverlayPortal>
  )
}

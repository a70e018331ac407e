import { CloseButton } from './close-button'
import { useId, useRef, type ReactNode } from 'react'
import { OverlayPortal } from './portal'
import { useDialog } from './use-dialog'

export interface SidePanelProps {
  open: boolean
  onClose: () => void
  title: string
  children?: ReactNode
  footer?: ReactNode
  side?: 'left' | 'right'
  stackingClass?: string
  /** Replaces the title row, e.g. for the menu's back link. */
  header?: ReactNode
}

export function SidePanel({
  open,
  onClose,
  title,
  children,
  footer,
  side = 'right',
  stackingClass = 'z-40',
  header,
}: SidePanelProps) {
  const ref = useRef<HTMLDivElement>(null)
  const titleId = useId()
  useDialog(open, onClose, ref)
  if (!open) return null
  return (
    <OverlayPortal>
      <div className={`fixed inset-0 ${stackingClass}`}>
        <div className="absolute inset-0 bg-black/50" aria-hidden="true" onClick={onClose} />
        <div
          ref={ref}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          tabIndex={-1}
          className={`absolute inset-y-0 ${side === 'right' ? 'right-0' : 'left-0'} flex w-full max-w-md flex-col bg-white shadow-xl outline-none`}
        >
          <div className="flex items-center justify-between gap-4 border-b border-gray-200 px-4 py-3">
            {header ?? (
              <h2 id={titleId} className="text-lg font-semibold text-gray-900">
                {title}
              </h2>
            )}
            {header ? (
              <h2 id={titleId} className="sr-only">
                {title}
              </h2>
            ) : null}
            <CloseButton onClose={onClose} className="" />
          </div>
          <div className="flex-1 overflow-y-auto px-4 py-4">{children}</div>
          {footer ? (
            <div className="flex flex-col gap-2 border-t border-gray-200 px-4 py-4">{footer}</div>
          ) : null}
        </div>
      </div>
    </OverlayPortal>
  )
}

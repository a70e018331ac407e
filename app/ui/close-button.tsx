import { useI18n } from '#app/i18n/i18n'
import { CloseIcon } from './icons/close'

/** The close (×) button of a dialog header. */
export function CloseButton({ onClose, className }: { onClose: () => void; className: string }) {
  const { t } = useI18n()
  return (
    <button
      type="button"
      onClick={onClose}
      className={`rounded p-2 text-gray-600 hover:text-gray-900 ${className}`}
      aria-label={t('modal.close')}
    >
      <CloseIcon />
    </button>
  )
}

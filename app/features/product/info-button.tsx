import { openModal } from '#app/ui/shell-store'
import { useI18n } from '#app/i18n/i18n'
import { QuestionIcon } from '#app/ui/icons/question'

/** The question icon (spec §2): opens the generic modal with a title and the shop's HTML content. */
export function InfoButton({ title, html }: { title: string; html: string }) {
  const { t } = useI18n()
  return (
    <button
      type="button"
      onClick={() => openModal({ title, html })}
      aria-label={t('product.info.more', { name: title })}
      aria-haspopup="dialog"
      data-info-button
      className="-m-2 inline-flex shrink-0 items-center justify-center rounded-full p-2 text-gray-600 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      <QuestionIcon className="size-4" />
    </button>
  )
}

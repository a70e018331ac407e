import type { FreeProductOption } from '#core/schemas/catalogue'
import { useI18n } from '#app/i18n/i18n'
import { Modal } from '#app/ui/modal'
import { ExternalIcon } from '#app/ui/icons/external'
import { TextBlocks } from './text-blocks'
import { MediaImage } from '#app/ui/media-image'

/** Name, image, description in the page language and a link to the product in a new tab (spec §2). */
export function FreeProductModal({ option, onClose }: { option: FreeProductOption; onClose: () => void }) {
  const { t } = useI18n()
  const product = option.option_product
  const name = product.name || option.name
  return (
    <Modal open onClose={onClose} title={name}>
      <div className="flex flex-col gap-4" data-testid="free-product-modal">
        <MediaImage
          src={product.product_square_550 || option.image}
          alt={name}
          width={550}
          height={550}
          sizes="20rem"
          eager
          className="mx-auto aspect-square w-full max-w-xs rounded bg-white object-contain"
        />
        {product.description ? (
          <TextBlocks text={product.description} className="text-sm text-gray-700" />
        ) : null}
        {product.link ? (
          <a
            href={product.link}
            target="_blank"
            rel="noopener"
            className="inline-flex items-center gap-1.5 self-start font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            {t('product.free.view', { name })}
            <ExternalIcon />
            <span className="sr-only">{t('product.free.newTab')}</span>
          </a>
        ) : null}
      </div>
    </Modal>
  )
}

import type { Locale } from '#core/locales'
import { scoped } from '#server/i18n/translate'
import { renderMail, type MailShop, type RenderedMail } from './render'

/**
 * The keep-me-posted mail (docs/decisions/0065): the product is back, a link to it in the subscriber's
 * language, and a link that stops keep-me-posted mails to this address.
 */
export function backInStockMail(input: {
  locale: Locale
  shop: MailShop
  productName: string
  productUrl: string
  unsubscribeUrl: string
}): RenderedMail {
  const t = scoped(input.locale, 'mail.backInStock')
  return renderMail({
    locale: input.locale,
    shop: input.shop,
    subject: t('subject', { product: input.productName.replace(/[\r\n]+/g, ' ') }),
    preheader: t('preheader'),
    blocks: [
      { type: 'heading', text: t('heading') },
      { type: 'paragraph', text: t('intro', { product: input.productName }) },
      { type: 'button', label: t('button'), href: input.productUrl },
      { type: 'note', text: t('why') },
      { type: 'link', label: t('unsubscribe'), href: input.unsubscribeUrl },
    ],
  })
}

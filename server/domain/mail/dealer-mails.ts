import type { Locale } from '#core/locales'
import type { DealerDecision } from '#core/schemas/back-office'
import { scoped } from '#server/i18n/translate'
import { renderMail, type MailShop, type RenderedMail } from './render'

/** The dealer's answer to their registration (issue 14): approved with a login button, or rejected. */
export function dealerDecisionMail(input: {
  locale: Locale
  shop: MailShop
  decision: DealerDecision
  name: string
  company: string
  reason: string | undefined
  loginUrl: string
}): RenderedMail {
  const prefix = input.decision === 'approve' ? 'mail.dealerApproved' : 'mail.dealerRejected'
  const t = scoped(input.locale, prefix)
  const blocks: Parameters<typeof renderMail>[0]['blocks'] = [
    { type: 'heading', text: t('heading') },
    { type: 'paragraph', text: t('greeting', { name: input.name }) },
    { type: 'paragraph', text: t('intro', { company: input.company, shop: input.shop.name }) },
  ]
  if (input.decision === 'approve') {
    blocks.push({ type: 'button', label: t('button'), href: input.loginUrl })
  } else if (input.reason) {
    blocks.push({ type: 'paragraph', text: t('reason', { reason: input.reason }) })
  }
  blocks.push({ type: 'note', text: t('questions', { email: input.shop.email, phone: input.shop.phone }) })
  return renderMail({
    locale: input.locale,
    shop: input.shop,
    subject: t('subject', { shop: input.shop.name }),
    preheader: t('preheader'),
    blocks,
  })
}

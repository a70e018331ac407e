import type { Locale } from '#core/locales'
import { scoped } from '#server/i18n/translate'
import { renderMail, type MailShop, type RenderedMail } from './render'

/** The account's mails (issue 9): password reset link, and the notice of a changed e-mail or password. */

export function passwordResetMail(input: {
  locale: Locale
  shop: MailShop
  name: string
  resetUrl: string
  validMinutes: number
}): RenderedMail {
  const t = scoped(input.locale, 'mail.passwordReset')
  return renderMail({
    locale: input.locale,
    shop: input.shop,
    subject: t('subject', { shop: input.shop.name }),
    preheader: t('preheader'),
    blocks: [
      { type: 'heading', text: t('heading') },
      { type: 'paragraph', text: t('greeting', { name: input.name }) },
      { type: 'paragraph', text: t('intro', { minutes: input.validMinutes }) },
      { type: 'button', label: t('button'), href: input.resetUrl },
      { type: 'note', text: t('notYou') },
    ],
  })
}

export function accountChangedMail(input: {
  locale: Locale
  shop: MailShop
  name: string
  /** What changed: the e-mail address (to which one), the password, or both. */
  newEmail: string | null
  passwordChanged: boolean
}): RenderedMail {
  const t = scoped(input.locale, 'mail.accountChanged')
  const blocks: Parameters<typeof renderMail>[0]['blocks'] = [
    { type: 'heading', text: t('heading') },
    { type: 'paragraph', text: t('greeting', { name: input.name }) },
  ]
  if (input.newEmail) blocks.push({ type: 'paragraph', text: t('email', { email: input.newEmail }) })
  if (input.passwordChanged) blocks.push({ type: 'paragraph', text: t('password') })
  blocks.push({ type: 'note', text: t('notYou', { email: input.shop.email, phone: input.shop.phone }) })
  return renderMail({
    locale: input.locale,
    shop: input.shop,
    subject: t('subject', { shop: input.shop.name }),
    preheader: t('preheader'),
    blocks,
  })
}

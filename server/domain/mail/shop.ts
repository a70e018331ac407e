import type { Locale } from '#core/locales'
import type { Executor } from '../../db/client'
import { readSettings } from '../../db/settings'
import type { MailShop } from './render'

/** The sender details in a mail's footer, from the settings (company name, the store's address and contact). */
export async function readMailShop(db: Executor, locale: Locale, publicUrl: string): Promise<MailShop> {
  const settings = await readSettings(db, locale)
  const { store } = settings
  return {
    name: settings.company_name,
    street: store.street,
    postalCode: store.postal_code,
    city: store.city,
    phone: store.phone,
    email: store.email,
    url: publicUrl,
  }
}

/** The sender when MAIL_FROM is not set: the company name and the store's e-mail address. */
export function defaultSender(shop: Pick<MailShop, 'name' | 'email'>): string {
  // Quoted, so a name with a comma or a dot cannot split the header.
  return `"${shop.name.replace(/["\\\r\n]/g, '')}" <${shop.email}>`
}

import type { StoreInfo } from '#core/schemas/shell'
import { useI18n } from '#app/i18n/i18n'
import { telHref } from './company'

/**
 * The store's phone number and e-mail address as links, from the settings. The address may break anywhere: it
 * must not push the page sideways at 320 px or with a shopper's wider text spacing (WCAG 1.4.10, 1.4.12).
 */
export function PhoneAndEmail({ store, testId }: { store: StoreInfo; testId?: string }) {
  const { t } = useI18n()
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 wrap-anywhere" data-testid={testId}>
      <dt>{t('service.contact.phone')}</dt>
      <dd>
        <a href={telHref(store.phone)} className="text-brand-800 underline">
          {store.phone}
        </a>
      </dd>
      <dt>{t('service.contact.email')}</dt>
      <dd>
        <a href={`mailto:${store.email}`} className="text-brand-800 underline">
          {store.email}
        </a>
      </dd>
    </dl>
  )
}

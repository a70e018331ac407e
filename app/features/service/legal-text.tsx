import type { MessageKey } from '#app/i18n/catalog'
import { useI18n } from '#app/i18n/i18n'
import { useRootData } from '#app/lib/root-data'
import { companyValues, LEGAL_SECTIONS } from '#core/legal/texts'
import { ServiceSection } from './service-layout'

/** A legal text from the catalogue, numbered, with the company's data from the settings filled in. */
export function LegalText({ document }: { document: keyof typeof LEGAL_SECTIONS }) {
  const { t, locale } = useI18n()
  const root = useRootData()
  if (!root) return null
  const values = companyValues(root.shell, locale)
  return (
    <>
      <p className="text-sm text-gray-700">{t('service.updated', values)}</p>
      {LEGAL_SECTIONS[document].map((id, index) => (
        <ServiceSection
          key={id}
          title={`${index + 1}. ${t(`service.${document}.${id}.title` as MessageKey)}`}
        >
          <p>{t(`service.${document}.${id}.text` as MessageKey, values)}</p>
        </ServiceSection>
      ))}
    </>
  )
}

import { describeCatalogues } from '#core/i18n/catalogue-checks'
import de from '#core/i18n/messages/de.json'
import en from '#core/i18n/messages/en.json'
import nl from '#core/i18n/messages/nl.json'

describeCatalogues('shared', { nl, en, de })

import productsNl from './messages/back-office/products.nl.json' with { type: 'json' }
import productsEn from './messages/back-office/products.en.json' with { type: 'json' }
import productsDe from './messages/back-office/products.de.json' with { type: 'json' }
import mediaNl from './messages/back-office/media.nl.json' with { type: 'json' }
import mediaEn from './messages/back-office/media.en.json' with { type: 'json' }
import mediaDe from './messages/back-office/media.de.json' with { type: 'json' }
import categoriesNl from './messages/back-office/categories.nl.json' with { type: 'json' }
import categoriesEn from './messages/back-office/categories.en.json' with { type: 'json' }
import categoriesDe from './messages/back-office/categories.de.json' with { type: 'json' }
import articlesNl from './messages/back-office/articles.nl.json' with { type: 'json' }
import articlesEn from './messages/back-office/articles.en.json' with { type: 'json' }
import articlesDe from './messages/back-office/articles.de.json' with { type: 'json' }
import staffNl from './messages/back-office/staff.nl.json' with { type: 'json' }
import staffEn from './messages/back-office/staff.en.json' with { type: 'json' }
import staffDe from './messages/back-office/staff.de.json' with { type: 'json' }

type Catalogue = Readonly<Record<string, string>>

/**
 * The back office's catalogue screens keep their texts in a file per screen (`messages/back-office/<area>.<locale>.json`),
 * so that work on one screen never touches another's texts. Each area's keys start with its own prefix.
 */
export const BACK_OFFICE_AREAS: Record<string, Record<'nl' | 'en' | 'de', Catalogue>> = {
  products: { nl: productsNl, en: productsEn, de: productsDe },
  media: { nl: mediaNl, en: mediaEn, de: mediaDe },
  categories: { nl: categoriesNl, en: categoriesEn, de: categoriesDe },
  articles: { nl: articlesNl, en: articlesEn, de: articlesDe },
  staff: { nl: staffNl, en: staffEn, de: staffDe },
}

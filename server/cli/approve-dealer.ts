/**
 * `npm run dealer:approve -- <e-mail>`: approves a pending dealer registration in the configured database
 * (DATABASE_URL, else PGlite in DATA_DIR; stop the server first when it runs on PGlite, which allows one
 * process). The back office's dealers screen (/admin/dealers) does the same; both send the dealer their mail.
 */
import { loadConfig } from '../config'
import { openDatabase } from '../db/client'
import { migrateDatabase } from '../db/migrate'
import { approveDealerByEmail } from '../domain/customers/dealer-decisions'
import { shopPageUrl } from '../http/page-urls'

const email = process.argv[2]
if (!email) {
  console.error('usage: npm run dealer:approve -- <e-mail>')
  process.exit(2)
}
const config = loadConfig(undefined, { defaultNodeEnv: 'development' })
const database = await openDatabase(config)
try {
  await migrateDatabase(database)
  const result = await approveDealerByEmail(database.db, email, {
    publicUrl: config.publicUrl,
    loginUrl: (locale) => shopPageUrl(config, locale, 'login'),
    now: new Date(),
  })
  const messages = {
    approved: `${email}: approved; the dealer sees dealer prices from the next page they open.`,
    not_found: `${email}: no customer with this e-mail address.`,
    not_pending: `${email}: no dealer registration waiting for approval (not a dealer, or already reviewed).`,
  }
  console.info(messages[result])
  process.exitCode = result === 'approved' ? 0 : 1
} finally {
  await database.close()
}

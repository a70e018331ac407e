/**
 * `npm run staff:create -- --email <e-mail> --name <name> [--locale nl|en] [--role catalogue|orders|admin]`:
 * a staff account (admin unless another role is given) for the back
 * office (/admin) in the configured database (DATABASE_URL, else PGlite in DATA_DIR; stop the server first
 * when it runs on PGlite, which allows one process). The password comes from STAFF_PASSWORD, else it is
 * asked for without echo.
 */
import { createInterface } from 'node:readline'
import { parseArgs } from 'node:util'
import { loadConfig } from '../config'
import { openDatabase } from '../db/client'
import { migrateDatabase } from '../db/migrate'
import { createStaff } from '../domain/staff/staff'
import { ValidationError } from '../validation'

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    name: { type: 'string' },
    locale: { type: 'string', default: 'nl' },
    role: { type: 'string', default: 'admin' },
  },
})
if (!values.email) {
  console.error(
    'usage: npm run staff:create -- --email <e-mail> [--name <name>] [--locale nl|en] [--role catalogue|orders|admin]',
  )
  process.exit(2)
}
// The password is this command's input, not the server's configuration (which server/config.ts reads).
// eslint-disable-next-line no-restricted-properties
const password = process.env.STAFF_PASSWORD ?? (await askHidden('Password: '))

const config = loadConfig(undefined, { defaultNodeEnv: 'development' })
const database = await openDatabase(config)
try {
  await migrateDatabase(database)
  const created = await createStaff(database.db, {
    email: values.email,
    name: values.name ?? values.email.split('@')[0],
    password,
    locale: values.locale,
    role: values.role,
  })
  if (created === 'exists') {
    console.error(`${values.email}: a staff account with this e-mail address exists already.`)
    process.exitCode = 1
  } else {
    console.info(`${created.email}: staff account created; log in at ${config.publicUrl}/admin`)
  }
} catch (error) {
  if (!(error instanceof ValidationError)) throw error
  for (const [field, messages] of Object.entries(error.errors))
    console.error(`${field}: ${messages.join(' ')}`)
  process.exitCode = 1
} finally {
  await database.close()
}

/** A line from the terminal without showing what is typed. */
function askHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true })
    const write = (rl as unknown as { _writeToOutput: (text: string) => void })._writeToOutput
    ;(rl as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = (text) =>
      write.call(rl, text.startsWith(question) ? text : '')
    rl.question(question, (answer) => {
      rl.close()
      process.stdout.write('\n')
      resolve(answer)
    })
  })
}

// A server stand-in for tests/data-dir-lock.test.ts: opens the embedded database in the given folder,
// says "ready" and holds it until killed.
import { openDatabase } from '#server/db/client'

const dataDir = process.argv[2]!
await openDatabase({ databaseUrl: null, dataDir })
process.stdout.write('ready\n')
setInterval(() => {}, 1000)

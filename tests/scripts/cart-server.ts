// A shop process for tests/cart-crash.test.ts: the real app on the embedded database in the given folder,
// served over HTTP on a free loopback port. With `--seed` it first adds a product to put in carts. Prints
// one JSON line `{"port":…,"productId":…}` once it listens, then serves until killed.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { openDatabase } from '#server/db/client'
import { migrateDatabase } from '#server/db/migrate'
import { createNodeListener } from '#server/http/node-listener'
import { createTestApp } from '../app'
import { cartFactory } from '../cart-fixtures'

const dataDir = process.argv[2]!
const database = await openDatabase({ databaseUrl: null, dataDir })
await migrateDatabase(database)
const { app } = await createTestApp({ database })
const productId = process.argv.includes('--seed')
  ? (await (await cartFactory(database.db)).product({ stock: 1000 })).id
  : null
const server = createServer(createNodeListener(app))
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo
  process.stdout.write(`${JSON.stringify({ port, productId })}\n`)
})

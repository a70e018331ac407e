import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { CheckoutResponse } from '#core/schemas/checkout'
import { apiHeaders } from './app'

/**
 * Issue 32 point 1: on the embedded database an acknowledged cart change is on disk when it is
 * acknowledged (docs/decisions/0074). A real second process serves the shop, takes the adds, is killed
 * with SIGKILL right after the last answer, and a new process on the same folder finds every cart.
 */
const children: ChildProcess[] = []
const dirs: string[] = []
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL')
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

interface Shop {
  child: ChildProcess
  port: number
  productId: number | null
}

async function startShop(dataDir: string, seed: boolean): Promise<Shop> {
  const args = ['--import', 'tsx', 'tests/scripts/cart-server.ts', dataDir, ...(seed ? ['--seed'] : [])]
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] })
  children.push(child)
  return new Promise<Shop>((resolve, reject) => {
    let out = ''
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      const line = out.split('\n').find((text) => text.startsWith('{'))
      if (line) resolve({ child, ...(JSON.parse(line) as { port: number; productId: number | null }) })
    })
    child.once('exit', (code) => reject(new Error(`shop process exited with ${code}`)))
  })
}

async function call(shop: Shop, method: string, path: string, cookie: string | null, body?: unknown) {
  const response = await fetch(`http://127.0.0.1:${shop.port}/front-api/${path}`, {
    method,
    headers: apiHeaders({
      'content-type': 'application/json',
      'x-shop-locale': 'nl',
      ...(cookie ? { cookie } : {}),
    }),
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const set = response.headers.getSetCookie().find((value) => value.startsWith('sid='))
  return {
    status: response.status,
    cookie: set ? set.split(';')[0]! : cookie,
    body: (await response.json()) as CheckoutResponse,
  }
}

async function kill(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGKILL')
  await exited
}

describe('carts on the embedded database', () => {
  it('survive a SIGKILL right after they were acknowledged', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'shop-crash-'))
    dirs.push(dataDir)
    const first = await startShop(dataDir, true)
    const productId = first.productId!
    // New visitors' first adds (cart and session created in one statement, decision 0083), then a
    // second add to each existing cart (decision 0084), some of them side by side.
    const shoppers = await Promise.all(
      Array.from({ length: 12 }, async (_, index) => {
        const created = await call(first, 'POST', 'checkout-line', null, {
          product_id: productId,
          quantity: 1,
        })
        expect(created.status).toBe(200)
        const quantity = 1 + (index % 3)
        if (quantity > 1) {
          const added = await call(first, 'POST', 'checkout-line', created.cookie, {
            product_id: productId,
            quantity: quantity - 1,
          })
          expect(added.status).toBe(200)
        }
        return { cookie: created.cookie!, quantity }
      }),
    )
    // The bound is zero: no wait between the last answer and the kill.
    await kill(first.child)

    const second = await startShop(dataDir, false)
    const found = await Promise.all(
      shoppers.map(async ({ cookie }) => {
        const read = await call(second, 'GET', 'checkout', cookie)
        return read.body.checkout?.checkout_line_items.map((item) => item.quantity) ?? []
      }),
    )
    expect(found).toEqual(shoppers.map(({ quantity }) => [quantity]))
  }, 180_000)
})

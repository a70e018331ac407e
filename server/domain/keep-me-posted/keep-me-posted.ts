import { randomBytes } from 'node:crypto'
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { LocaleSite } from '#core/context'
import { isLocale, type Locale } from '#core/locales'
import { localeBase, type LocaleSites } from '#core/routes/locale'
import { KEEP_ME_POSTED_TOKEN_PATTERN } from '#core/schemas/keep-me-posted'
import { enqueueMail } from '#server/adapters/mail/outbox'
import type { Database } from '#server/db/client'
import { keepMePosted, products } from '#server/db/schema'
import { loadProducts } from '#server/domain/catalogue/products'
import { intArray, queryRows } from '#server/db/query'
import { backInStockMail } from '#server/domain/mail/back-in-stock'
import { readMailShop } from '#server/domain/mail/shop'
import { freeStock } from '#server/domain/stock/rules'
import { lockStock } from '#server/domain/stock/reservations'

/**
 * Keep-me-posted (spec §2, §4, §7; docs/decisions/0065): shoppers leave an e-mail address for a product that
 * is out of stock; when its free stock comes back (StockEvents.backInStock) each gets one mail in the language
 * they subscribed in, and the subscription ends in the transaction that writes the mail.
 */
export interface KeepMePostedDeps {
  db: Database
  /** Where links in mails point: the language's host or path prefix (server/http/app.ts). */
  sites: LocaleSites
  /** The absolute unsubscribe page of a token (server/http/keep-me-posted-unsubscribe.ts). */
  unsubscribeUrl: (token: string) => string
  now?: () => Date
}

/** Subscribers mailed per transaction: a product with thousands of them is done in several short ones. */
const BATCH = 200

export function createKeepMePosted(deps: KeepMePostedDeps) {
  const { db } = deps
  const now = deps.now ?? (() => new Date())

  return {
    /**
     * Subscribes the address (validated with keepMePostedRequestSchema) to an active product; false when
     * there is no such product. An address that waits already is left as it is, and the answer is the same,
     * so the call tells nobody whether an address was subscribed before.
     */
    async subscribe(site: LocaleSite, productId: number, email: string): Promise<boolean> {
      const [product] = await db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.id, productId), eq(products.status, 'active')))
      if (!product) return false
      await db.execute(sql`
        insert into keep_me_posted (product_id, email, locale, token)
        values (${productId}, ${email.toLowerCase()}, ${site.locale}, ${randomBytes(32).toString('base64url')})
        on conflict (product_id, email) where notified_at is null and unsubscribed_at is null do nothing`)
      return true
    },

    /** What the unsubscribe page shows for a token: the address and its language; null for a bad token. */
    async findByToken(token: string): Promise<{ email: string; locale: Locale; productName: string } | null> {
      if (!KEEP_ME_POSTED_TOKEN_PATTERN.test(token)) return null
      const [row] = await db
        .select({ email: keepMePosted.email, locale: keepMePosted.locale, name: products.name })
        .from(keepMePosted)
        .innerJoin(products, eq(products.id, keepMePosted.productId))
        .where(eq(keepMePosted.token, token))
      if (!row) return null
      const locale = isLocale(row.locale) ? row.locale : 'nl'
      return { email: row.email, locale, productName: row.name[locale] || row.name.nl }
    },

    /**
     * Ends every open subscription of the token's address (the link in a back-in-stock mail stops the
     * others too). Answers false for an unknown token; a second call changes nothing and answers true.
     */
    async unsubscribe(token: string): Promise<boolean> {
      if (!KEEP_ME_POSTED_TOKEN_PATTERN.test(token)) return false
      const [row] = await db
        .select({ email: keepMePosted.email })
        .from(keepMePosted)
        .where(eq(keepMePosted.token, token))
      if (!row) return false
      await db
        .update(keepMePosted)
        .set({ unsubscribedAt: now() })
        .where(
          and(
            eq(keepMePosted.email, row.email),
            isNull(keepMePosted.notifiedAt),
            isNull(keepMePosted.unsubscribedAt),
          ),
        )
      return true
    },

    /**
     * The StockEvents listener: one mail per open subscription of the products that are in stock now. The
     * subscriptions are marked notified in the transaction that writes their mails (a row another run
     * marked first is skipped, and each mail has a dedupe key), so a repeated or parallel event sends
     * nothing twice. The products are read under their lock: an event that arrives after the stock went
     * again mails nobody, and the subscribers wait for the next one.
     */
    async notifyBackInStock(productIds: readonly number[]): Promise<number> {
      let sent = 0
      for (;;) {
        const batch = await db.transaction(async (transaction) => {
          const tx = transaction as Database
          const states = await lockStock(tx, productIds, now())
          const inStock = states.filter((state) => freeStock(state) > 0).map((state) => state.productId)
          if (inStock.length === 0) return 0
          const due = await queryRows<{
            id: number
            product_id: number
            email: string
            locale: string
            token: string
          }>(
            tx,
            sql`update keep_me_posted set notified_at = ${now().toISOString()}::timestamptz
                where id in (select id from keep_me_posted
                  where product_id = any(${intArray(inStock)}) and notified_at is null and unsubscribed_at is null
                  order by id limit ${BATCH} for update skip locked)
                returning id, product_id, email, locale, token`,
          )
          // In the order they subscribed (an update returns its rows in no set order).
          due.sort((a, b) => Number(a.id) - Number(b.id))
          const pages = new Map<string, { name: string; url: string }>()
          const shops = new Map<Locale, Awaited<ReturnType<typeof readMailShop>>>()
          for (const row of due) {
            const locale: Locale = isLocale(row.locale) ? row.locale : 'nl'
            const key = `${row.product_id}:${locale}`
            let page = pages.get(key)
            if (!page) {
              page = await productPage(tx, deps.sites, locale, row.product_id)
              pages.set(key, page)
            }
            let shop = shops.get(locale)
            if (!shop) {
              shop = await readMailShop(tx, locale, deps.sites.publicUrl)
              shops.set(locale, shop)
            }
            const mail = backInStockMail({
              locale,
              shop,
              productName: page.name,
              productUrl: page.url,
              unsubscribeUrl: deps.unsubscribeUrl(row.token),
            })
            await enqueueMail(
              tx,
              { to: row.email, ...mail, listUnsubscribe: deps.unsubscribeUrl(row.token) },
              {
                kind: 'back_in_stock',
                locale,
                reference: { type: 'product', id: String(row.product_id) },
                dedupeKey: `back_in_stock:${row.id}`,
              },
            )
          }
          return due.length
        })
        sent += batch
        if (batch < BATCH) return sent
      }
    },
  }
}

export type KeepMePostedModule = ReturnType<typeof createKeepMePosted>

/** The product's name and absolute page address in the language, on that language's host or prefix. */
async function productPage(
  tx: Database,
  sites: LocaleSites,
  locale: Locale,
  productId: number,
): Promise<{ name: string; url: string }> {
  const base = localeBase(locale, sites)
  const [product] = await loadProducts(tx, { locale, prefix: base.prefix }, [productId])
  if (product) return { name: product.name, url: new URL(product.link, base.origin).toString() }
  // Inactive meanwhile: the mail still names it and points to the shop.
  const [row] = await tx.select({ name: products.name }).from(products).where(eq(products.id, productId))
  return { name: row?.name[locale] || row?.name.nl || '', url: `${base.origin}${base.prefix}/` }
}

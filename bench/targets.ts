import { withClient } from './load'

/** What the page benchmarks load, chosen from the bench database. */
export interface Targets {
  product: string
  top: string
  topCount: number
  leaf: string
  productIds: number[]
}

/** The most popular product, the largest top category and its largest child, and products to add. */
export async function pickTargets(databaseUrl: string): Promise<Targets> {
  return withClient(databaseUrl, async (client) => {
    const product = await client.query<{ path: string }>(
      `select u.path from products p join url_paths u on u.target_type = 'product' and u.target_id = p.id
       and u.locale = 'nl' and u.is_current where p.status = 'active' order by p.popularity desc, p.id limit 1`,
    )
    const top = await client.query<{ id: number; path: string; count: number }>(
      `select id, path->>'nl' as path, product_count as count from categories
       where parent_id is null and kind = 'category' order by product_count desc limit 1`,
    )
    const leaf = await client.query<{ path: string }>(
      "select path->>'nl' as path from categories where parent_id = $1 order by product_count desc limit 1",
      [top.rows[0]?.id ?? 0],
    )
    const orderable = await client.query<{ id: number }>(
      `select id from products where status = 'active' and stock_status_code <> 'UNAVAILABLE'
       and not is_last_stock and max_order_quantity >= 5 order by popularity desc, id limit 400`,
    )
    if (!product.rows[0] || !top.rows[0] || !leaf.rows[0] || orderable.rows.length < 50) {
      throw new Error('No demo catalogue in the database')
    }
    return {
      product: product.rows[0].path,
      top: top.rows[0].path,
      topCount: top.rows[0].count,
      leaf: leaf.rows[0].path,
      productIds: orderable.rows.map((row) => row.id),
    }
  })
}

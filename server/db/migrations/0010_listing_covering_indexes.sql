-- Listing indexes that also carry what a listing filters and counts on (docs/decisions/0044): a category's
-- active products are then read from the index alone (an index-only scan) instead of from the wide product
-- rows with their texts and images, which made a filtered top-level listing read most of the table. Drizzle
-- cannot express INCLUDE, so schema.ts keeps the keys and this migration adds the columns.
DROP INDEX IF EXISTS "products_popularity_idx";
--> statement-breakpoint
CREATE INDEX "products_popularity_idx" ON "products" USING btree ("status","popularity" DESC NULLS LAST,"id")
  INCLUDE ("category_ids","brand_id","current_price_cents","stock_status_code","feature_value_ids");
--> statement-breakpoint
DROP INDEX IF EXISTS "products_price_idx";
--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("status","current_price_cents","id") INCLUDE ("category_ids","brand_id","stock_status_code","feature_value_ids");

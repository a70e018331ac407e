-- A maximum below 1 used to mean "unlimited" to the pages and "unavailable" to the server; the server's
-- meaning wins for rows that had one: unavailable, with the smallest maximum (docs/decisions/0026).
UPDATE "products" SET "stock_status_code" = 'UNAVAILABLE', "max_order_quantity" = 1 WHERE "max_order_quantity" < 1;--> statement-breakpoint
DROP INDEX "products_name_nl_idx";--> statement-breakpoint
DROP INDEX "products_name_en_idx";--> statement-breakpoint
DROP INDEX "products_name_de_idx";--> statement-breakpoint
CREATE INDEX "products_name_nl_idx" ON "products" USING btree (("name"->>'nl') collate "und-x-icu");--> statement-breakpoint
CREATE INDEX "products_name_en_idx" ON "products" USING btree (("name"->>'en') collate "und-x-icu");--> statement-breakpoint
CREATE INDEX "products_name_de_idx" ON "products" USING btree (("name"->>'de') collate "und-x-icu");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_max_order_quantity_check" CHECK ("products"."max_order_quantity" >= 1);